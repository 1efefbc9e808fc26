import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside every text asset so the server sends them without compressing per
 * request. It runs after the bundle is written, so it compresses the final files.
 */
function precompress(): Plugin {
  return {
    name: 'aebro-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(fileName)) continue;
        const filePath = path.join(outDir, fileName);
        const buffer = fs.readFileSync(filePath);
        if (buffer.length < 1024) continue;
        fs.writeFileSync(`${filePath}.gz`, gzipSync(buffer, { level: 9 }));
        fs.writeFileSync(
          `${filePath}.br`,
          brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * React Router's package exports point every bundler at its development build, whose warnings stay
 * in the bundle. A production build takes the library's production build instead: the same code
 * with the warnings switched off, so the minifier drops them (about 1 KB of gzipped JS per screen).
 * Tests take the development build's ES modules (under Node the exports give CommonJS, which would
 * load React itself instead of Preact through the aliases).
 */
export function reactRouterBuild(build: 'production' | 'development') {
  const packageDir = path.dirname(
    createRequire(import.meta.url).resolve('react-router/package.json'),
  );
  const dir = path.join(packageDir, 'dist', build);
  return [
    { find: /^react-router$/, replacement: path.join(dir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dir, 'dom-export.mjs') },
  ];
}

/**
 * i18next and react-i18next resolve to the app's own small versions of the parts it uses
 * (src/i18n/mini): about 16 KB less gzipped JS on every page. Types still come from the packages.
 */
export const miniI18n = [
  {
    find: /^i18next$/,
    replacement: fileURLToPath(new URL('./src/i18n/mini/i18next.ts', import.meta.url)),
  },
  {
    find: /^react-i18next$/,
    replacement: fileURLToPath(new URL('./src/i18n/mini/react-i18next.tsx', import.meta.url)),
  },
];

/**
 * The app is written against React's API and types, and runs on Preact through preact/compat: the
 * same components, hooks and libraries (React Router, Radix, TanStack Query, react-hook-form) in
 * about 10 KB of gzipped JS where react-dom alone is about 65 KB, the largest part of every first
 * visit. The preset aliases react, react-dom (client, server, test-utils) and the JSX runtime to
 * Preact, and gives the dev server Preact's hot reload.
 */
export const preactOptions = { reactAliasesEnabled: true, devToolsEnabled: false } as const;

export default defineConfig(({ command }) => ({
  plugins: [preact(preactOptions), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: '~fontsource',
        replacement: fileURLToPath(new URL('../../node_modules/@fontsource', import.meta.url)),
      },
      ...miniI18n,
      ...(command === 'build' ? reactRouterBuild('production') : []),
    ],
  },
  // The landing page's prerender (prerender.tsx) bundles its libraries, so they too take Preact
  // through the aliases instead of loading React from node_modules.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
}));
