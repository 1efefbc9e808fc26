import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomSecret } from '../common/auth';
import { createDatabase, type BenchDatabase } from '../common/database';
import { areaRoutes, interactionScripts } from './area-routes';
import { measureAreas, measureInteractions } from './areas';
import { auditLanding, type LighthouseSummary } from './lighthouse-audit';
import { lazyChunks, measureRoutes, trustCertificate } from './page-weight';
import { updateReadme } from './readme';
import { evaluateBudgets, machineInfo, printReport, writeJson, type WebResults } from './report';
import { buildApp, stageBuild, startServer } from './server';
import getPort from 'get-port';
import { startFront, nginxPath, type Front } from './front';
import { seedSignedIn, type SignedInSeed } from './signed-in';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(benchDir, '..');

/** Signed out: landing, the auth screen, two app-shell screens and the 404 screen. */
const routes = ['/', '/auth', '/settings', '/dashboard', '/no-such-page'] as const;
/** Signed in, as a member with a home feed of 20 posts with photos; then the other areas (area-routes.ts). */
const signedInRoutes = ['/dashboard'] as const;

function usage(): string {
  return [
    'usage: npm run bench -- web [--no-build] [--lighthouse-runs N] [--no-signed-in] [--no-areas] [--front nginx|none]',
    '  --no-build            measure the existing apps/web/dist and apps/server/dist',
    '  --lighthouse-runs N   Lighthouse runs to take the median of (default 3); also the number of',
    '                        phone-profile visits per area and of presses per interaction',
    '  --no-areas            skip the areas on the phone profile (Lighthouse per area, content shown,',
    '                        responsiveness): the page weight rows of the areas stay',
    '  --front nginx|none    what the browser meets: the server alone over HTTP/1.1 (none, the default), or',
    '                        nginx with deploy/nginx.conf (TLS, HTTP/2) in front of it, as in production',
    '                        (Debian: apt-get install -y nginx); on a 2-core host it measured no faster',
    '                        than the server alone (bench/README.md, "Where a first visit\'s time goes")',
    '  --no-signed-in        skip the signed-in run (it needs a PostgreSQL to create a database on:',
    '                        BENCH_ADMIN_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)',
  ].join('\n');
}

function parseArgs(args: string[]): {
  build: boolean;
  lighthouseRuns: number;
  signedIn: boolean;
  areas: boolean;
  front: 'nginx' | 'none';
} {
  let build = true;
  let front: 'nginx' | 'none' | undefined;
  let lighthouseRuns = 3;
  let signedIn = true;
  let areas = true;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--no-build') build = false;
    else if (arg === '--no-signed-in') signedIn = false;
    else if (arg === '--no-areas') areas = false;
    else if (arg === '--front' || arg?.startsWith('--front=')) {
      const value = arg === '--front' ? args[++i] : arg.slice('--front='.length);
      if (value !== 'nginx' && value !== 'none')
        throw new Error(`--front must be nginx or none\n${usage()}`);
      front = value;
    } else if (arg === '--lighthouse-runs') lighthouseRuns = Number(args[++i]);
    else if (arg?.startsWith('--lighthouse-runs='))
      lighthouseRuns = Number(arg.slice('--lighthouse-runs='.length));
    else throw new Error(`unknown argument "${String(arg)}"\n${usage()}`);
  }
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
    throw new Error(`--lighthouse-runs must be a positive whole number\n${usage()}`);
  if (front === 'nginx' && !fs.existsSync(nginxPath))
    throw new Error(
      `--front nginx: nginx is not installed at ${nginxPath} (Debian: apt-get install -y nginx)`,
    );
  return { build, lighthouseRuns, signedIn, areas, front: front ?? 'none' };
}

/**
 * Page weight per route (what a first visit downloads, measured in headless Chromium) and
 * Lighthouse mobile scores for the landing page, against a fresh production build.
 */
export async function run(args: string[]): Promise<void> {
  const options = parseArgs(args);
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromiumPath)) {
    console.error(
      `Chromium was not found at ${chromiumPath}. Install it (Debian/Ubuntu: \`apt-get install -y chromium\`) ` +
        'or point CHROMIUM_PATH at a Chromium/Chrome binary.',
    );
    process.exitCode = 1;
    return;
  }

  if (options.build) {
    console.log('Building (npm run build)…');
    buildApp(root);
  }
  if (!fs.existsSync(path.join(root, 'apps', 'web', 'dist', 'index.html')))
    throw new Error('apps/web/dist/index.html is missing: build the app first');

  // The signed-in run writes its member straight into the server's database, so it needs one of ours.
  let database: BenchDatabase | undefined;
  if (options.signedIn) {
    database = await createDatabase('web').catch((error: unknown) => {
      console.warn(
        `No signed-in run: ${error instanceof Error ? error.message : String(error)} (--no-signed-in skips it quietly)`,
      );
      return undefined;
    });
  }
  const authSecret = randomSecret();
  const stage = await stageBuild(root);
  const distDir = stage.webDist;
  // Production's front: the server's public address is the front's, and it trusts its headers.
  const frontPort = options.front === 'nginx' ? await getPort({ host: '127.0.0.1' }) : undefined;
  const publicUrl = frontPort ? `https://127.0.0.1:${frontPort}` : undefined;
  console.log(
    'Starting the built server (the embedded PostgreSQL can take ~20 s on its first start)…',
  );
  const server = await startServer(stage.root, {
    ...(database ? { databaseUrl: database.url } : {}),
    authSecret,
    ...(publicUrl ? { env: { PUBLIC_URL: publicUrl, TRUST_PROXY: 'true' } } : {}),
  }).catch(async (error: unknown) => {
    stage.remove();
    await database?.drop();
    throw error;
  });
  let front: Front | undefined;
  try {
    if (frontPort) {
      front = await startFront(root, frontPort, Number(new URL(server.baseUrl).port));
      trustCertificate(front.spkiHash);
      console.log(`nginx (deploy/nginx.conf: TLS, HTTP/2) in front at ${front.baseUrl}`);
    }
    const site = front?.baseUrl ?? server.baseUrl;
    let seed: SignedInSeed | undefined;
    if (database) {
      console.log(
        'Seeding a member with a home feed of 20 posts with photos, a community, an event, a service and a conversation (through the API)…',
      );
      seed = await seedSignedIn(
        { url: server.baseUrl, origin: new URL(site).origin },
        database.url,
        authSecret,
      );
    }
    const areas = seed ? areaRoutes(seed.areas) : [];
    // The areas beside the feed get page weight rows too; their tables name them by route pattern.
    const otherAreas = areas.filter((a) => !(signedInRoutes as readonly string[]).includes(a.url));
    const allSignedIn = [...signedInRoutes, ...otherAreas.map((a) => a.url)];
    const loadAtStart = os.loadavg();
    console.log(
      `Server up at ${site}. Loading ${routes.length + allSignedIn.length} routes in headless Chromium…`,
    );
    const measured = await measureRoutes(
      chromiumPath,
      site,
      distDir,
      routes,
      seed
        ? {
            cookie: seed.cookie,
            routes: allSignedIn,
            // The screen has rendered (on a busy machine the network falls quiet before that): the
            // feed's first photo, the other screens' content (area-routes.ts).
            ready: {
              ...Object.fromEntries(otherAreas.map((a) => [a.url, a.content])),
              '/dashboard': 'main article img',
            },
            // Data saver off, then on: the feed's photos wait for a tap (their placeholders show).
            dataSaver: { route: '/dashboard', readyWhenOn: 'main article' },
          }
        : undefined,
    );
    const { browserVersion } = measured;
    const weights = measured.weights.map((w) => {
      const area = w.signedIn ? otherAreas.find((a) => a.url === w.route) : undefined;
      return area ? { ...w, route: area.route } : w;
    });
    const chunks = lazyChunks(distDir, weights);

    console.log(`Running Lighthouse (mobile) on ${site}/…`);
    const lighthouse = await auditLanding(chromiumPath, `${site}/`, options.lighthouseRuns);
    console.log(`Running Lighthouse (mobile) on ${site}/auth, signed out…`);
    const authLighthouse = await auditLanding(chromiumPath, `${site}/auth`, options.lighthouseRuns);
    let signedIn: WebResults['signedIn'];
    let areaResults: WebResults['areas'];
    if (seed) {
      console.log(`Running Lighthouse (mobile) on ${site}/dashboard, signed in…`);
      const dashboardLighthouse = await auditLanding(
        chromiumPath,
        `${site}/dashboard`,
        options.lighthouseRuns,
        seed.cookie,
      );
      signedIn = {
        posts: seed.posts,
        images: seed.images,
        authors: seed.authors,
        lighthouse: dashboardLighthouse,
      };
      if (options.areas) {
        const areaLighthouse: Record<string, LighthouseSummary> = {
          '/dashboard': dashboardLighthouse,
        };
        for (const area of otherAreas) {
          console.log(`Running Lighthouse (mobile) on ${area.route} (${area.url}), signed in…`);
          areaLighthouse[area.route] = await auditLanding(
            chromiumPath,
            `${site}${area.url}`,
            options.lighthouseRuns,
            seed.cookie,
          );
        }
        console.log(
          `First visits of ${areas.length} areas on the phone profile (CPU 4× slower, slow 4G), ${options.lighthouseRuns} each…`,
        );
        const timings = await measureAreas(
          chromiumPath,
          site,
          seed.cookie,
          areas,
          options.lighthouseRuns,
        );
        console.log(`Responsiveness on the phone profile, ${options.lighthouseRuns} presses each…`);
        const interactions = await measureInteractions(
          chromiumPath,
          site,
          seed.cookie,
          interactionScripts,
          options.lighthouseRuns,
        );
        areaResults = { seed: seed.areas, timings, lighthouse: areaLighthouse, interactions };
      }
    }

    const results: WebResults = {
      date: new Date().toISOString(),
      machine: machineInfo(browserVersion),
      load: { start: loadAtStart, end: os.loadavg() },
      baseUrl: site,
      front: front ? 'nginx' : 'none',
      routes: weights,
      lazyChunks: chunks,
      lighthouse,
      authLighthouse,
      ...(signedIn ? { signedIn } : {}),
      ...(areaResults ? { areas: areaResults } : {}),
      budgets: evaluateBudgets(weights, chunks, lighthouse, signedIn?.lighthouse, {
        auth: authLighthouse,
        areas: areaResults,
      }),
    };
    printReport(results);
    const jsonFile = path.join(benchDir, 'results', 'web.json');
    writeJson(jsonFile, results);
    updateReadme(path.join(benchDir, 'README.md'), results);
    console.log(`\nWrote ${path.relative(root, jsonFile)} and the web section of bench/README.md.`);
  } finally {
    await front?.stop();
    await server.stop();
    stage.remove();
    await database?.drop();
  }
}
