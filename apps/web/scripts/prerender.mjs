// Writes dist/landing.en.html, dist/landing.am.html and dist/landing.ti.html: the built index.html with the landing page
// already rendered inside #root, so a first visit to / paints before its JavaScript arrives. The
// server sends the one of the visitor's language (cookie, else Accept-Language, else English).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-prerender');

const { renderLandingHtml } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!template.includes(root) || !template.includes('<html lang="en">')) {
  throw new Error('dist/index.html has no empty #root or <html lang="en"> to fill');
}
// The app's static top bar (index.html) is for the app's screens; the landing page paints itself.
const shell = /\s*<!--app-shell-->[\s\S]*<!--\/app-shell-->/;
if (!shell.test(template)) throw new Error('dist/index.html has no <!--app-shell--> block');
// So are the preloads of the app's chunks (vite.config.ts): the landing page loads few of them.
const preloads = /\s*<!--app-preload-->[\s\S]*<!--\/app-preload-->/;
if (!preloads.test(template)) throw new Error('dist/index.html has no <!--app-preload--> block');

for (const language of ['en', 'am', 'ti']) {
  const body = await renderLandingHtml(language);
  const html = template
    .replace(shell, '')
    .replace(preloads, '')
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(root, `<div id="root" data-prerendered="${language}">${body}</div>`);
  const file = path.join(distDir, `landing.${language}.html`);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
fs.rmSync(ssrDir, { recursive: true, force: true });
