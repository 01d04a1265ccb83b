// Rasterises a grid of product images and home images into one PNG for eyeballing.
// Usage: npx tsx scripts/contact-sheet.ts OUT.png [--views] [--home-only] [--kind=dress]
import sharp from 'sharp';
import { generateDemoCatalogue } from '../packages/demo-catalogue/src/generate-products.js';
import { homeImageSvgs } from '../packages/demo-catalogue/src/home-images.js';
import { productImageSvg } from '../packages/demo-catalogue/src/product-image.js';

const out = process.argv[2] ?? 'contact-sheet.png';
const flags = new Set(process.argv.slice(3));
const kindFlag = process.argv.find((a) => a.startsWith('--kind='))?.slice(7);
const CELL_W = 240;

async function raster(svg: string, w: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width: w }).png().toBuffer();
}

async function main(): Promise<void> {
  const products = generateDemoCatalogue();
  const items: { svg: string; w: number }[] = [];
  if (!flags.has('--home-only')) {
    const seen = new Map<string, number>();
    const picked = products.filter((p) => {
      if (kindFlag && p.kind !== kindFlag) return false;
      const key = `${p.kind}:${p.gender}`;
      const c = seen.get(key) ?? 0;
      seen.set(key, c + 1);
      return kindFlag ? c < 8 : c < 1;
    });
    for (const p of picked.slice(0, 32)) {
      if (flags.has('--views'))
        for (let v = 0; v < p.imageIds.length; v++) items.push({ svg: productImageSvg(p, v), w: CELL_W });
      else items.push({ svg: productImageSvg(p, 0), w: CELL_W });
    }
  }
  if (!flags.has('--no-home'))
    for (const h of homeImageSvgs()) items.push({ svg: h.svg, w: h.id.startsWith('hero') ? CELL_W * 2 : CELL_W });
  // simple row packing
  const cols = 8;
  const rows: { svg: string; w: number }[][] = [[]];
  let used = 0;
  for (const it of items) {
    const span = it.w / CELL_W;
    if (used + span > cols) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1]!.push(it);
    used += span;
  }
  const rowH = (CELL_W * 4) / 3;
  const composites: { input: Buffer; left: number; top: number }[] = [];
  let y = 0;
  for (const row of rows) {
    let x = 0;
    for (const it of row) {
      const buf = await raster(it.svg, it.w - 4);
      composites.push({ input: buf, left: x + 2, top: y + 2 });
      x += it.w;
    }
    y += rowH;
  }
  await sharp({ create: { width: cols * CELL_W, height: Math.ceil(y), channels: 3, background: '#ffffff' } })
    .composite(composites)
    .png()
    .toFile(out);
  console.log(`wrote ${out}: ${items.length} images`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
