import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // As in the build (vite.config.ts): the app's small i18next and react-i18next.
      {
        find: /^i18next$/,
        replacement: fileURLToPath(new URL('./src/i18n/mini/i18next.ts', import.meta.url)),
      },
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL('./src/i18n/mini/react-i18next.tsx', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
