import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstVisitChunk } from './chunking';
import { noPreact } from './no-preact';

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
 * `<link rel="modulepreload">` in index.html for the chunks every screen behind the landing page
 * loads first (React, the router, the app's providers, i18next, the first visit's starter), so that
 * they download while the page is parsed instead of after the entry has run. index.html serves
 * every screen but the landing page, whose prerendered copies (scripts/prerender.mjs) drop these
 * links with the block that holds them. Measured by `npm run bench -- web` on its phone profile
 * (2026-12-01, a slow host): the app's chunks started at about 1,000 ms, 550 ms after the page's
 * own script and stylesheet, and /dashboard showed its first post at 4,063 ms.
 */
function preloadAppChunks(): Plugin {
  return {
    name: 'aebro-preload-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byModule = (file: string) =>
          chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/src/${file}`)));
        const closure = (file: string): string[] => {
          const chunk = byModule(file);
          if (!chunk) throw new Error(`no chunk of src/${file} to preload`);
          const found = new Set<string>();
          const add = (fileName: string): void => {
            const output = bundle[fileName];
            if (found.has(fileName) || output?.type !== 'chunk' || output.isEntry) return;
            found.add(fileName);
            for (const imported of output.imports) add(imported);
          };
          add(chunk.fileName);
          return [...found];
        };
        const size = (file: string) => {
          const output = bundle[file];
          return output?.type === 'chunk' ? output.code.length : 0;
        };
        // Over HTTP/1.1 a browser fetches six at a time: first the first visit's starter and the
        // texts' code (small, and what they load next waits for them), then the rest, the largest
        // first.
        const files = new Set([
          ...closure('first-visit.ts'),
          ...closure('i18n/i18n.ts'),
          ...closure('app.tsx').sort((a, b) => size(b) - size(a)),
        ]);
        const links = [...files]
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" />`)
          .join('\n');
        return html.replace(
          '</head>',
          `    <!--app-preload-->\n${links}\n    <!--/app-preload-->\n  </head>`,
        );
      },
    },
  };
}

/**
 * The service worker /sw.js (scope '/'), from src/sw.ts: push, the offline shell and installing
 * (docs/decisions/service-worker.md). Workbox writes into it the list of the build's files it keeps
 * (`self.__WB_MANIFEST`). The app registers it itself (lib/service-worker.ts) and the manifest is
 * public/manifest.webmanifest, so the plugin adds neither. The development server serves the worker
 * as a module at /dev-sw.js?dev-sw (`devOptions`), which lib/service-worker.ts registers there.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic script without imports: every browser runs it, and the CSP allows it.
      rollupFormat: 'iife',
      // index.html, every script, style and font of the build, and the shell's small files: an
      // installed app opens offline on any screen. The landing pages are not the shell (and are
      // written after this build, by scripts/prerender.mjs).
      globPatterns: [
        'index.html',
        'assets/**/*.{js,css,woff2}',
        'theme-init.js',
        'favicon.svg',
        'icons/favicon-32.png',
        'manifest.webmanifest',
        'icons/icon-192.png',
      ],
    },
    devOptions: { enabled: true, type: 'module' },
  });
}

export default defineConfig({
  plugins: [noPreact(), react(), tailwindcss(), preloadAppChunks(), precompress(), serviceWorker()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: '~fontsource',
        replacement: fileURLToPath(new URL('../../node_modules/@fontsource', import.meta.url)),
      },
    ],
  },
  // The texts (src/i18n/locales, up to 28 KB each) as JSON.parse of one string instead of object
  // literals: a slow phone reads JSON much faster than it parses the same data as code. (Only
  // default imports of JSON then: the app has no others.)
  json: { stringify: true, namedExports: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The build's one chunking rule, with the figure that asks for it: chunking.ts.
        codeSplitting: {
          groups: [{ name: firstVisitChunk, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      // The server's dev pages; not '/dev', which would also take the worker's /dev-sw.js.
      '/dev/': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
