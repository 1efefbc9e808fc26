import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { noPreact } from './no-preact';
import { frameTextParts } from './src/i18n/parts';

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
 * `import { Users, Bell } from 'lucide-react'` becomes one import per icon from the package's own
 * per-icon entries (`lucide-react/icons/users`). The same icons are bundled either way, but through
 * the package's index every module seemed to import all 2,000 icons, which hid from the chunking
 * below which screen uses which icon. Type imports and names that are not icons stay as they were.
 */
function lucideIconImports(): Plugin {
  const require = createRequire(import.meta.url);
  const esm = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm');
  // Every name an icon is exported under (Users, UsersIcon, LucideUsers, old names) → its file.
  const files = new Map<string, string>();
  for (const [index, prefix] of [
    ['lucide-react.mjs', './icons/'],
    ['icons/index.mjs', './'],
  ] as const) {
    const text = fs.readFileSync(path.join(esm, index), 'utf8');
    for (const [, names = '', file = ''] of text.matchAll(
      /export \{([^}]*)\} from '([^']+)\.mjs'/g,
    )) {
      if (!file.startsWith(prefix) || file.slice(prefix.length).includes('/')) continue;
      for (const [, name = ''] of names.matchAll(/default as (\w+)/g))
        files.set(name, file.slice(prefix.length));
    }
  }
  return {
    name: 'aebro-lucide-icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes("'lucide-react'")) return null;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g, (_, list: string) => {
        const kept: string[] = [];
        const types: string[] = [];
        const icons: string[] = [];
        for (const part of list.split(',').map((name) => name.trim())) {
          const [, name = '', local] = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(part) ?? [];
          const file = files.get(name);
          if (file) icons.push(`import ${local ?? name} from 'lucide-react/icons/${file}';`);
          else if (part.startsWith('type ')) types.push(part.slice('type '.length));
          else if (part) kept.push(part);
        }
        // A type-only import goes away entirely (kept in braces, the package's index would stay).
        if (types.length > 0)
          icons.push(`import type { ${types.join(', ')} } from 'lucide-react';`);
        if (kept.length > 0) icons.push(`import { ${kept.join(', ')} } from 'lucide-react';`);
        return icons.join(' ');
      });
    },
  };
}

/** Every module `from` imports statically, directly or through others, `from` included. */
function staticImports(from: string, info: (id: string) => ModuleInfo | null): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/**
 * Chunks for the signed-in app's first screen. Left to itself the bundler cut what app.tsx imports
 * into some forty small chunks (each module is shared by a different set of screens) and the home
 * feed's screen into twenty more, and a phone on a slow network fetched them a handful at a time, a
 * round trip each. So what app.tsx imports (and the entry and the landing page do not) goes into
 * the frame's chunks, which every signed-in screen loads anyway, and what the home feed's screen
 * imports beyond them into one `home` chunk (screens that share some of it load it too). All else
 * is split as before.
 */
function firstScreenChunk(moduleId: string, context: ChunkingContext): string | null {
  const texts = frameTexts.exec(moduleId);
  if (texts) return `frame-texts.${texts[1] ?? ''}`;
  firstScreen ??= (() => {
    const info = (id: string) => context.getModuleInfo(id);
    const shell = new Set(
      ['main.tsx', 'landing-entry.tsx'].flatMap((file) => [...staticImports(source(file), info)]),
    );
    const frame = staticImports(source('app.tsx'), info);
    for (const id of frame) if (shell.has(id)) frame.delete(id);
    const home = staticImports(source('routes/dashboard.tsx'), info);
    for (const id of home) if (shell.has(id) || frame.has(id)) home.delete(id);
    return { frame, home };
  })();
  // Each under the 30 KB (gzip) a chunk may weigh: the feed's libraries (react-hook-form, for the
  // composer) apart from its own code.
  if (firstScreen.home.has(moduleId))
    return moduleId.includes('node_modules') ? 'home-libraries' : 'home';
  if (!firstScreen.frame.has(moduleId)) return null;
  if (!moduleId.includes('node_modules')) return 'app';
  // Each under the 30 KB (gzip) a chunk may weigh: the router alone is about that.
  return /node_modules[\\/]react-router[\\/]/.test(moduleId) ? 'router' : 'app-libraries';
}
let firstScreen: { frame: Set<string>; home: Set<string> } | undefined;

/**
 * The frame's text parts (`frameTextParts`) but `main`, which the landing page loads alone: one chunk
 * per language instead of eight requests of 1–6 KB each.
 */
const frameTexts = new RegExp(
  `[\\\\/]i18n[\\\\/]locales[\\\\/](?:${frameTextParts
    .filter((part) => part !== 'main')
    .join('|')})\\.(en|am|ti)\\.json$`,
);

/** The address a build gives the home feed screen's chunk, written into the entry (main.tsx). */
export const homeChunkPlaceholder = '__aebro_home_chunk__';

/**
 * The entry preloads the home feed screen's chunk on /dashboard (see main.tsx): its address is known
 * only once the bundle is cut, so the entry carries a placeholder that is replaced here. The
 * entry's own file name still changes with the home chunk's, through the chunks between them.
 */
function homeChunkAddress(): Plugin {
  return {
    name: 'aebro-home-chunk-address',
    apply: 'build',
    generateBundle(options, bundle) {
      const home = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.name === 'home' && !file.isEntry,
      );
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.code.includes(homeChunkPlaceholder)) continue;
        if (!home) throw new Error('no home chunk to preload: see firstScreenChunk');
        file.code = file.code.replaceAll(homeChunkPlaceholder, `/${home.fileName}`);
      }
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
        'manifest.webmanifest',
        'icons/icon-192.png',
      ],
    },
    devOptions: { enabled: true, type: 'module' },
  });
}

/**
 * React Router's package exports point every bundler at its development build, whose warnings stay
 * in the bundle. A production build takes the library's production build instead: the same code
 * with the warnings switched off, so the minifier drops them (about 1 KB of gzipped JS per screen).
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

export default defineConfig(({ command }) => ({
  plugins: [
    noPreact(),
    lucideIconImports(),
    react(),
    tailwindcss(),
    homeChunkAddress(),
    precompress(),
    serviceWorker(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: '~fontsource',
        replacement: fileURLToPath(new URL('../../node_modules/@fontsource', import.meta.url)),
      },
      ...(command === 'build' ? reactRouterBuild('production') : []),
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
        codeSplitting: {
          groups: [{ name: firstScreenChunk, includeDependenciesRecursively: false }],
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
}));
