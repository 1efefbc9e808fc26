import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineProject } from 'vitest/config';
import { reactRouterBuild } from './vite.config';

export default defineProject({
  // As in the build (vite.config.ts): React's API on Preact.
  plugins: [preact({ reactAliasesEnabled: true, devToolsEnabled: false, prefreshEnabled: false })],
  resolve: {
    // ES modules, as the browser gets them: a library's CommonJS build would require React itself.
    conditions: ['module', 'browser', 'development'],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext', 'main'],
    alias: [
      // Testing Library's React renderer is react-dom's; the same API on Preact.
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(new URL('./src/test/testing-library.ts', import.meta.url)),
      },
      ...reactRouterBuild('development'),
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
    // A file's first render transforms its libraries too (inlined below), slow on a busy machine.
    testTimeout: 15_000,
    // Libraries that import react (Testing Library, React Router, Radix…) go through the aliases too.
    server: { deps: { inline: true } },
  },
});
