import { spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { defer } from '../common/cleanup';
import { sleep } from '../common/stats';

/**
 * The production front of deploy/nginx.conf (TLS and HTTP/2 before the server), for the web
 * benchmark: a phone on a slow network meets the app through it, and over HTTP/2 the 40 to 80 files
 * of a first visit share one connection instead of queueing six at a time behind HTTP/1.1's
 * connections, each waiting out the round trip.
 */
export interface Front {
  /** https://127.0.0.1:<port> */
  baseUrl: string;
  /** For Chromium's --ignore-certificate-errors-spki-list: the certificate is then valid to it. */
  spkiHash: string;
  stop(): Promise<void>;
}

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function replaceOnce(text: string, pattern: string | RegExp, replacement: string): string {
  const replaced = text.replace(pattern, replacement);
  if (replaced === text) throw new Error(`deploy/nginx.conf no longer has ${String(pattern)}`);
  return replaced;
}

/**
 * deploy/nginx.conf itself, with only what a benchmark must change: the upstream's port, a local
 * listener, a throwaway certificate, no port-80 redirect, and files in `dir`.
 */
export function frontConfig(
  deployConf: string,
  options: { dir: string; port: number; upstreamPort: number; asRoot: boolean },
): string {
  let conf = deployConf;
  conf = replaceOnce(conf, 'server 127.0.0.1:3000;', `server 127.0.0.1:${options.upstreamPort};`);
  conf = replaceOnce(conf, /server \{\n {2}listen 80;[\s\S]*?\n\}\n/, '');
  conf = replaceOnce(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${options.port} ssl http2;`);
  conf = replaceOnce(
    conf,
    /ssl_certificate \S+;/,
    `ssl_certificate ${path.join(options.dir, 'cert.pem')};`,
  );
  conf = replaceOnce(
    conf,
    /ssl_certificate_key \S+;/,
    `ssl_certificate_key ${path.join(options.dir, 'key.pem')};`,
  );
  return [
    options.asRoot ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${path.join(options.dir, 'nginx.pid')};`,
    `error_log ${path.join(options.dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${path.join(options.dir, `${kind}_temp`)};`,
    ),
    conf,
    '}',
    '',
  ].join('\n');
}

/** A self-signed certificate for 127.0.0.1 and the base64 SHA-256 of its public key (SPKI). */
function makeCertificate(dir: string): string {
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  const cert = new X509Certificate(fs.readFileSync(path.join(dir, 'cert.pem')));
  const spki = cert.publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** 200 from /api/health through the front; its certificate is our own, so it is not checked. */
function healthy(baseUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = https.get(
      `${baseUrl}/api/health`,
      { rejectUnauthorized: false, timeout: 2_000 },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function waitForFront(
  baseUrl: string,
  exited: () => boolean,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && !exited()) {
    if (await healthy(baseUrl)) return;
    await sleep(100);
  }
  throw new Error(
    `nginx in front (${baseUrl}) did not answer${exited() ? ' (it exited)' : ''}\n${log()}`,
  );
}

/** Starts nginx with deploy/nginx.conf in front of the server on `upstreamPort`, listening on `port`. */
export async function startFront(
  repoRoot: string,
  port: number,
  upstreamPort: number,
): Promise<Front> {
  if (!fs.existsSync(nginxPath))
    throw new Error(`nginx was not found at ${nginxPath} (Debian: apt-get install -y nginx)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-bench-front-'));
  fs.chmodSync(dir, 0o755);
  const spkiHash = makeCertificate(dir);
  const deployConf = fs.readFileSync(path.join(repoRoot, 'deploy', 'nginx.conf'), 'utf8');
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    confFile,
    frontConfig(deployConf, { dir, port, upstreamPort, asRoot: process.getuid?.() === 0 }),
  );
  const child = spawn(nginxPath, ['-p', dir, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      hasExited = true;
      resolve();
    }),
  );
  const errorLog = (): string => {
    const file = path.join(dir, 'error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(-2000) : '';
  };
  const stop = defer('stop nginx', async () => {
    if (!hasExited) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const baseUrl = `https://127.0.0.1:${port}`;
  try {
    await waitForFront(baseUrl, () => hasExited, errorLog);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, spkiHash, stop };
}
