// Writes the installable app's icons (public/icons/*.png) from the logo: the letter አ in gold on the
// deep green of the theme. Run by hand when the logo changes (`node apps/web/scripts/make-icons.mjs`);
// the PNGs are committed, so the build does not need it.
//
// The letter is drawn with Noto Sans Ethiopic Bold from @fontsource (already a dependency). Its files
// are WOFF, which the SVG renderer's font lookup does not read, so the font is first unpacked to a
// TrueType file in a temporary folder that a temporary fontconfig setup points at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const rootDir = path.resolve(webDir, '../..');
const outDir = path.join(webDir, 'public', 'icons');
// The theme tokens of src/index.css in sRGB: --primary oklch(0.43 0.11 152), --accent oklch(0.83 0.15 85).
const green = '#07602f';
const gold = '#f4bf3f';

/** WOFF 1.0 to TrueType/OpenType: the same tables, uncompressed, behind a plain table directory. */
function woffToSfnt(woff) {
  if (woff.toString('ascii', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = [];
  for (let index = 0; index < count; index += 1) {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    let data = woff.subarray(offset, offset + compressed);
    if (compressed < original) data = inflateSync(data);
    tables.push({
      tag: woff.toString('ascii', entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data,
    });
  }
  let selector = 0;
  while (2 ** (selector + 1) <= count) selector += 1;
  const searchRange = 2 ** selector * 16;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    header.write(table.tag, entry, 'ascii');
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

const fontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-icons-'));
const woff = fs.readFileSync(
  path.join(
    rootDir,
    'node_modules/@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-700-normal.woff',
  ),
);
fs.writeFileSync(path.join(fontDir, 'noto-sans-ethiopic-bold.ttf'), woffToSfnt(woff));
fs.writeFileSync(
  path.join(fontDir, 'fonts.conf'),
  `<?xml version="1.0"?><fontconfig><dir>${fontDir}</dir><cachedir>${fontDir}/cache</cachedir></fontconfig>`,
);
// Read by fontconfig when sharp first draws text, so it is set before sharp loads.
process.env.FONTCONFIG_FILE = path.join(fontDir, 'fonts.conf');
const { default: sharp } = await import('sharp');

/**
 * The logo on a 64-unit square. `maskable` fills the square (the platform cuts its own shape) and
 * keeps the letter inside the safe circle of 80 %; otherwise a rounded square like the favicon.
 */
function logoSvg(size, maskable) {
  const background = maskable
    ? `<rect width="64" height="64" fill="${green}"/>`
    : `<rect width="64" height="64" rx="14" fill="${green}"/>`;
  const fontSize = maskable ? 30 : 40;
  const baseline = maskable ? 42.5 : 46;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${background}` +
      `<text x="32" y="${baseline}" font-size="${fontSize}" text-anchor="middle" fill="${gold}" font-family="Noto Sans Ethiopic" font-weight="700">&#x12A0;</text></svg>`,
  );
}

fs.mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
  // The tab's icon: a PNG, which needs no layout (the SVG's letter was laid out on the page's main
  // thread, about 90 ms on the bench's phone profile, in the middle of a first visit).
  ['favicon-32.png', 32, false],
];
for (const [name, size, maskable] of icons) {
  await sharp(logoSvg(size, maskable)).png({ compressionLevel: 9 }).toFile(path.join(outDir, name));
  process.stdout.write(`wrote public/icons/${name}\n`);
}
fs.rmSync(fontDir, { recursive: true, force: true });
