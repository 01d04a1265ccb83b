// Renders the landing page's looping background video: a slow vertical pan over an editorial
// flat-lay of garments (no text), with a slower parallax layer of soft shapes behind.
// Usage: npx tsx scripts/make-landing-video.ts
// Outputs: apps/web/public/media/landing.mp4 (H.264), landing.webm (VP9, kept only if < 1 MB),
// landing-poster.webp (first frame).
import { spawn } from 'node:child_process';
import { mkdirSync, statSync, unlinkSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { drawLook, type Look } from '../packages/demo-catalogue/src/home-images.js';
import { SvgDoc } from '../packages/demo-catalogue/src/svg-kit.js';

const W = 720;
const H = 1280;
const FPS = 24;
const FRAMES = 240; // 10 s
const PERIOD = 1920; // garment layer scrolls exactly one period per loop (8 px per frame)
const BG_PERIOD = 960; // background layer: half speed, also exactly one period per loop
const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/public/media');
const MAX_BYTES = 1024 * 1024;

const look = (
  kind: Look['kind'],
  gender: Look['gender'],
  title: string,
  colour: string,
  pattern: Look['pattern'] = 'solid',
): Look => ({ kind, gender, title, colour, pattern });

const LOOKS: Look[] = [
  look('dress', 'women', 'Tiered Midi Dress', 'Blush Pink', 'floral'),
  look('shirt', 'men', 'Oxford Button-Down Shirt', 'Powder Blue'),
  look('kurta', 'women', 'Anarkali Kurta', 'Mustard', 'floral'),
  look('jeans', 'women', 'Wide Leg Jeans', 'Light Blue Denim'),
  look('top', 'women', 'Puff Sleeve Top', 'Lavender'),
  look('blazer', 'women', 'Tailored Blazer', 'Camel'),
  look('saree', 'women', 'Zari Border Saree', 'Sage Green'),
  look('t-shirt', 'men', 'Crew Neck T-Shirt', 'Off White', 'stripes'),
  look('skirt', 'women', 'Pleated Midi Skirt', 'Peach'),
  look('hoodie', 'men', 'Pullover Hoodie', 'Grey Melange'),
];

/** The garment layer for one period, drawn twice so any window of H px is covered. */
function garmentStripSvg(): string {
  const doc = new SvgDoc(W, PERIOD * 2);
  const rows = 5;
  const rowH = PERIOD / rows;
  let body = '';
  for (let copy = 0; copy < 2; copy++) {
    for (let i = 0; i < LOOKS.length; i++) {
      const l = LOOKS[i] as Look;
      const left = i % 2 === 0;
      const row = Math.floor(i / 2);
      const x = left ? 20 : 370;
      const y = copy * PERIOD + row * rowH + (left ? 0 : rowH / 2) - 40;
      body += drawLook(doc, l, x, y, 330, rowH + 60, 11 + i, left ? -5 : 5, 0.42);
    }
  }
  // the last right-hand item hangs over the period boundary: draw its wrap-around copy at the top
  const last = LOOKS[LOOKS.length - 1] as Look;
  body =
    drawLook(
      doc,
      last,
      370,
      (rows - 1) * rowH + rowH / 2 - 40 - PERIOD,
      330,
      rowH + 60,
      11 + LOOKS.length - 1,
      5,
      0.42,
    ) + body;
  return doc.render(body);
}

function backgroundStripSvg(): string {
  const h = BG_PERIOD * 3;
  const blobs = ['#f3d9d2', '#dfe7d9', '#f4e6c9', '#dbe3ee', '#eadcea'];
  let shapes = '';
  for (let copy = 0; copy < 3; copy++) {
    for (let i = 0; i < 4; i++) {
      const y = copy * BG_PERIOD + i * (BG_PERIOD / 4) + 80;
      const x = i % 2 ? 560 : 150;
      shapes += `<circle cx="${x}" cy="${y}" r="${170 + (i % 3) * 30}" fill="${blobs[i % blobs.length]}" opacity=".75"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${h}" width="${W}" height="${h}"><defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter></defs><rect width="${W}" height="${h}" fill="#f5f0e9"/><g filter="url(#b)">${shapes}</g></svg>`;
}

function vignetteSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#v)"/></svg>`;
}

function encoder(args: string[]) {
  const proc = spawn(
    '/usr/bin/ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${W}x${H}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      ...args,
    ],
    {
      stdio: ['pipe', 'inherit', 'inherit'],
    },
  );
  const done = new Promise<void>((res, rej) =>
    proc.on('close', (code) => (code === 0 ? res() : rej(new Error(`ffmpeg exited ${code}`)))),
  );
  const write = (buf: Buffer) =>
    new Promise<void>((res) => {
      if (proc.stdin.write(buf)) res();
      else proc.stdin.once('drain', () => res());
    });
  return { write, end: () => proc.stdin.end(), done };
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const t0 = performance.now();
  const fg = await sharp(Buffer.from(garmentStripSvg())).ensureAlpha().raw().toBuffer();
  const bg = await sharp(Buffer.from(backgroundStripSvg())).removeAlpha().raw().toBuffer();
  const vig = await sharp(Buffer.from(vignetteSvg())).ensureAlpha().raw().toBuffer();
  console.log(`layers rendered in ${Math.round(performance.now() - t0)} ms`);

  const mp4 = resolve(OUT_DIR, 'landing.mp4');
  const webm = resolve(OUT_DIR, 'landing.webm');
  const h264 = encoder([
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '27',
    '-tune',
    'animation',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-g',
    String(FRAMES),
    '-movflags',
    '+faststart',
    mp4,
  ]);
  const vp9 = encoder([
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    webm,
  ]);

  const frame = Buffer.alloc(W * H * 3);
  for (let f = 0; f < FRAMES; f++) {
    const fgTop = f * (PERIOD / FRAMES);
    const bgTop = f * (BG_PERIOD / FRAMES);
    for (let y = 0; y < H; y++) {
      const fo = (fgTop + y) * W * 4;
      const bo = (bgTop + y) * W * 3;
      const vo = y * W * 4;
      const oo = y * W * 3;
      for (let x = 0; x < W; x++) {
        const fi = fo + x * 4;
        const a = (fg[fi + 3] as number) / 255;
        const va = (vig[vo + x * 4 + 3] as number) / 255;
        for (let c = 0; c < 3; c++) {
          const v = (fg[fi + c] as number) * a + (bg[bo + x * 3 + c] as number) * (1 - a);
          frame[oo + x * 3 + c] = v * (1 - va) + (vig[vo + x * 4 + c] as number) * va;
        }
      }
    }
    if (f === 0) {
      await sharp(frame, { raw: { width: W, height: H, channels: 3 } })
        .webp({ quality: 62, effort: 6 })
        .toFile(resolve(OUT_DIR, 'landing-poster.webp'));
    }
    if (f === 0 || f === 80 || f === 160) {
      await sharp(frame, { raw: { width: W, height: H, channels: 3 } })
        .png()
        .toFile(`/tmp/landing-frame-${f}.png`);
    }
    const copy = Buffer.from(frame);
    await Promise.all([h264.write(copy), vp9.write(copy)]);
  }
  h264.end();
  vp9.end();
  await Promise.all([h264.done, vp9.done]);
  const sizes = {
    mp4: statSync(mp4).size,
    webm: statSync(webm).size,
    poster: statSync(resolve(OUT_DIR, 'landing-poster.webp')).size,
  };
  if (sizes.mp4 > MAX_BYTES) throw new Error(`landing.mp4 is ${sizes.mp4} bytes (> 1 MB); raise the CRF`);
  if (sizes.webm > MAX_BYTES) {
    unlinkSync(webm);
    console.log(`landing.webm was ${sizes.webm} bytes (> 1 MB): removed`);
  }
  console.log(`done in ${Math.round(performance.now() - t0)} ms`, sizes);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
