// The bench's queries (bench/visual-search.ts): a catalogue drawing made into a phone photo of it
// (crop 80–92 %, rotation ±7°, colour shifts, blur, a cluttered backdrop, JPEG 70; "photo-like":
// uneven light and sensor noise). Shared with bench/visual-search-features.ts, which measures
// descriptions offline on the very same queries.
import sharp from 'sharp';

/** A deterministic random source: the same queries every run. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A cluttered backdrop: a table or bed with blocks of colour, as a phone photo's surroundings. */
async function clutter(random: () => number, width: number, height: number): Promise<Buffer> {
  const blocks = Array.from({ length: 14 }, () => {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const w = Math.round(40 + random() * width * 0.4);
    const h = Math.round(40 + random() * height * 0.3);
    const c = `rgb(${Math.round(random() * 255)},${Math.round(random() * 255)},${Math.round(random() * 255)})`;
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c}" opacity="0.8"/>`;
  }).join('');
  const base = `rgb(${Math.round(150 + random() * 80)},${Math.round(140 + random() * 80)},${Math.round(120 + random() * 80)})`;
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${base}"/>${blocks}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}

/** The picture as a phone photo of it would come. */
export async function asPhonePhoto(svg: string, random: () => number, photoLike: boolean): Promise<Buffer> {
  const picture = await sharp(Buffer.from(svg)).resize(600).png().toBuffer();
  const meta = await sharp(picture).metadata();
  const W = meta.width!;
  const H = meta.height!;
  const share = 0.8 + random() * 0.12;
  const cw = Math.round(W * share);
  const ch = Math.round(H * share);
  let img = sharp(picture)
    .extract({
      left: Math.round(random() * (W - cw)),
      top: Math.round(random() * (H - ch)),
      width: cw,
      height: ch,
    })
    .rotate((random() * 2 - 1) * 7, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .modulate({
      brightness: 0.85 + random() * 0.3,
      saturation: 0.8 + random() * 0.4,
      hue: Math.round((random() * 2 - 1) * 10),
    })
    .blur(0.3 + random() * 1.2);
  const garment = await img.png().toBuffer();
  const g = await sharp(garment).metadata();
  // On a cluttered backdrop, the garment filling most of the frame.
  const bw = Math.round(g.width! * 1.25);
  const bh = Math.round(g.height! * 1.2);
  img = sharp(await clutter(random, bw, bh)).composite([
    { input: garment, left: Math.round((bw - g.width!) / 2), top: Math.round((bh - g.height!) / 2) },
  ]);
  if (photoLike) {
    // Uneven lighting (a darker corner) and sensor noise.
    const light = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}"><defs><radialGradient id="l" cx="${random()}" cy="${random()}" r="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`,
    );
    const flat = await img.png().toBuffer();
    const raw = await sharp(flat)
      .composite([{ input: light }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let i = 0; i < raw.data.length; i++)
      raw.data[i] = Math.max(0, Math.min(255, raw.data[i]! + (random() - 0.5) * 24));
    img = sharp(raw.data, { raw: raw.info });
  }
  return img.jpeg({ quality: 70 }).toBuffer();
}
