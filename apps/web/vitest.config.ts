import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { noPreact } from './no-preact';

export default defineProject({
  plugins: [noPreact(), react()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A file's first render transforms its libraries too, slow on a busy machine.
    testTimeout: 15_000,
    // As the other projects of the root config, which run beside this one (../../vitest.config.ts).
    maxWorkers: 2,
  },
});
