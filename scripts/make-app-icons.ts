// Regenerates the web app manifest's PNG icons (192, 512, and a maskable 512 whose bag sits in
// the middle 80 %, the safe zone) from the favicon's drawing. Run: npx tsx scripts/make-app-icons.ts
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const BAG =
  '<path d="M22 24c0-6 5-10 10-10s10 4 10 10M16 24h32l-3 28H19z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>';

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#9f1239"/>${BAG}</svg>`;
// Full bleed, the bag scaled into the safe zone: any mask shape the launcher cuts keeps it whole.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#9f1239"/><g transform="translate(9.6 9.6) scale(0.7)">${BAG}</g></svg>`;

async function write(svg: string, size: number, name: string) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT, name));
}

await write(rounded, 192, 'icon-192.png');
await write(rounded, 512, 'icon-512.png');
await write(maskable, 512, 'maskable-512.png');
