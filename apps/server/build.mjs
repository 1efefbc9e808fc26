// Bundles the server into dist/main.js (and the admin command into dist/admin-cli.js): npm packages stay external, @aebro/shared (TypeScript
// source) is inlined, so the built server runs on plain Node.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

await build({
  entryPoints: ['src/main.ts', 'src/admin-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'inline-shared',
      setup(builder) {
        builder.onResolve({ filter: /^@aebro\/shared\// }, (args) => ({
          path: path.join(sharedSrc, `${args.path.slice('@aebro/shared/'.length)}.ts`),
        }));
      },
    },
  ],
  logLevel: 'warning',
});
