import type { Plugin } from 'vite';

/** preact, preact/compat, @preact/* and preact-render-to-string, by import name or installed path. */
const preactPattern =
  /(?:^|[\\/]node_modules[\\/])(?:preact(?:-[\w-]+)?|@preact[\\/][\w-]+)(?:[\\/]|$)/;

/** Whether an import (`preact/compat`) or a resolved file (`…/node_modules/preact/…`) is Preact's. */
export function isPreact(id: string): boolean {
  return preactPattern.test(id);
}

/**
 * The app runs on React itself (issue 32): a build, the dev server, the prerender or a test that
 * would load Preact (an alias, a library that prefers it) stops with an error instead.
 */
export function noPreact(): Plugin {
  return {
    name: 'aebro-no-preact',
    enforce: 'pre',
    resolveId(source, importer) {
      if (isPreact(source)) {
        throw new Error(`Preact is not part of the web app: "${source}" imported by ${importer}`);
      }
      return null;
    },
    load(id) {
      if (isPreact(id)) throw new Error(`Preact is not part of the web app: ${id} was resolved`);
      return null;
    },
  };
}
