import { fileURLToPath } from 'node:url';
import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { frameTextParts } from './src/i18n/parts';

/**
 * The one hand-written chunking rule of the build (issue 32: "a hand-written chunking rule stays only
 * where `npm run bench -- web` shows a budget missed without it, with that figure beside it").
 *
 * Left to itself the bundler cuts the signed-in app into about 280 chunks, 207 of them under 2 KB
 * gzip (each module shared by a different set of screens is a chunk of its own: every icon, every
 * small component), and a first visit to an area fetched 100–155 files. On the bench's phone
 * profile (150 ms added to each request, HTTP/1.1's six at a time) the round trips were most of the
 * time: every area showed its content after 4.3–5.7 s (`npm run bench -- web`, 2026-11-29, quiet
 * host). So four groups, each with what every signed-in first visit loads anyway:
 *
 * - the frame: what app.tsx and the frame (app-shell.tsx) import statically and the entry does not,
 *   as the app's own code, the router, and the other libraries; what of it the auth screens use
 *   too (`common`), which they load and nothing else of the frame: /auth, where new members
 *   arrive, weighs no more than with the bundler's own splitting;
 * - the frame's texts: one chunk per language instead of eight parts of 1–6 KB;
 * - the icons the other screens use beyond the frame's and the home feed's (which go with their
 *   code), in one chunk (about 10 KB instead of 43 files of 0.2 KB);
 * - the home feed's own screen code beyond the frame (what no other screen imports), in one chunk
 *   (and its libraries in another).
 *
 * Everything else is split the bundler's way. The figures after it are in bench/README.md and
 * docs/decisions/first-screen.md.
 */
export function firstVisitChunk(moduleId: string, context: ChunkingContext): string | null {
  const texts = frameTexts.exec(moduleId);
  if (texts) return `frame-texts.${texts[1] ?? ''}`;
  groups ??= moduleGroups((id) => context.getModuleInfo(id));
  if (groups.shell.has(moduleId)) return null;
  if (groups.auth.has(moduleId)) {
    // What the auth screens share with the frame: they load all of it, and so does the frame.
    if (!groups.frame.has(moduleId)) return null;
    // Each under the 30 KB (gzip) a chunk may weigh: the router alone is about that.
    if (/node_modules[\\/]react-router[\\/]/.test(moduleId)) return 'router';
    return moduleId.includes('node_modules') ? 'common-libraries' : 'common';
  }
  // The frame's and the home feed's icons go with their code: the icons of every other screen
  // (the icons chunk: 97 icons, 8.2 KB gzip) were part of the signed-in dashboard's first visit.
  const icon = /node_modules[\\/]lucide-react[\\/]/.test(moduleId);
  if (groups.frame.has(moduleId))
    return moduleId.includes('node_modules') && !icon ? 'app-libraries' : 'app';
  // An icon of the home feed that other screens show too goes with the frame (a few hundred bytes
  // each), not into `icons`, which the home feed would then load whole.
  if (icon && groups.homeAll.has(moduleId)) return 'app';
  if (groups.home.has(moduleId))
    return moduleId.includes('node_modules') && !icon ? 'home-libraries' : 'home';
  if (icon) return 'icons';
  return null;
}

/** The screens behind the auth layout, where new members arrive (routes.tsx). */
const authScreens = [
  'features/auth/auth-layout.tsx',
  'routes/auth.tsx',
  'routes/forgot-password.tsx',
  'routes/reset-password.tsx',
];

let groups: ReturnType<typeof moduleGroups> | undefined;

function moduleGroups(info: (id: string) => ModuleInfo | null) {
  // What the entry, the landing page, the first visit's starter and the texts (i18next, which the
  // entry loads beside the screen's code) carry stays where the bundler puts it (the landing
  // page's budget is about these; the starter loads on /auth too).
  const shell = union(
    ['main.tsx', 'landing-entry.tsx', 'first-visit.ts', 'i18n/i18n.ts'].map((file) =>
      staticImports(file, info),
    ),
  );
  // All that /auth loads: app.tsx (the router, the providers) and the auth screens.
  const auth = minus(
    union(['app.tsx', ...authScreens].map((file) => staticImports(file, info))),
    shell,
  );
  const frame = minus(
    union(['app.tsx', 'features/layout/app-shell.tsx'].map((file) => staticImports(file, info))),
    shell,
  );
  // The home feed's own modules: what other screens import too goes the bundler's way, not into
  // `home`, which every area then loaded for one small helper (13 KB gzip on /communities,
  // /messages and a community's page before their content, `npm run bench -- web`, 2026-12-02).
  const dashboard = fileURLToPath(new URL('./src/routes/dashboard.tsx', import.meta.url));
  const others = union(
    [...dynamicImports(info)].filter((id) => id !== dashboard).map((id) => closure(id, info)),
  );
  const homeAll = minus(minus(staticImports('routes/dashboard.tsx', info), shell), frame);
  const home = minus(homeAll, others);
  return { shell, auth, frame, home, homeAll };
}

/** Every module `file` (under src/) imports statically, directly or through others, itself included. */
function staticImports(file: string, info: (id: string) => ModuleInfo | null): Set<string> {
  return closure(fileURLToPath(new URL(`./src/${file}`, import.meta.url)), info);
}

/** Every module `start` imports statically, directly or through others, itself included. */
function closure(start: string, info: (id: string) => ModuleInfo | null): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** Every module that the app imports on demand somewhere (the screens, the dialogs, ...). */
function dynamicImports(info: (id: string) => ModuleInfo | null): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const stack = [fileURLToPath(new URL('./src/main.tsx', import.meta.url))];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const module = info(id);
    for (const target of module?.dynamicallyImportedIds ?? []) found.add(target);
    stack.push(...(module?.importedIds ?? []), ...(module?.dynamicallyImportedIds ?? []));
  }
  return found;
}

const union = (sets: Set<string>[]) => new Set(sets.flatMap((set) => [...set]));
const minus = (set: Set<string>, other: Set<string>) =>
  new Set([...set].filter((id) => !other.has(id)));

/**
 * The frame's text parts but `main`, which the landing page loads alone, and `auth`, which the
 * signed-out screens load without the others (13.6 → about 4 KB gzip of texts on /auth).
 */
const frameTexts = new RegExp(
  `[\\\\/]i18n[\\\\/]locales[\\\\/](?:${frameTextParts
    .filter((part) => part !== 'main' && part !== 'auth')
    .join('|')})\\.(en|am|ti)\\.json$`,
);
