// Visual search's describer (ADR 2801): pictures are described in a child process whose every
// thread runs at the lowest CPU priority, exactly as they would be in this process; bytes that
// are no picture are a clear Undecodable; a shopper's photo is also described cropped to its
// garment when asked (ADR 2802); the child ends when closed.
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoImages } from '@store/demo-catalogue/demo-feed';
import { generateDemoCatalogue } from '@store/demo-catalogue/generate-products';
import { startPictureDescriber } from '../src/modules/visual-search/describer';
import { describePicture, DESCRIPTOR_DIMENSIONS, Undecodable } from '../src/modules/visual-search/descriptor';

const [drawing] = demoImages(generateDemoCatalogue().slice(0, 1));

/** The nice value of every thread of a process (/proc/<pid>/task/<tid>/stat, field 19). */
const nicesOf = (pid: number) =>
  new Set(
    readdirSync(`/proc/${pid}/task`).map((tid) =>
      Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
    ),
  );

describe('picture describer', () => {
  it('describes in a child at the lowest priority, as this process would, until closed', async () => {
    const svg = Buffer.from(drawing!.svg);
    const jpeg = await sharp(svg).resize(450).jpeg({ quality: 85 }).toBuffer();
    const describer = startPictureDescriber();
    try {
      const [fromSvg, fromJpeg] = await Promise.all([describer.describe(svg, { svg: true }), describer.describe(jpeg)]);
      expect(fromSvg.vector).toBeInstanceOf(Float32Array);
      expect(fromSvg.vector).toHaveLength(DESCRIPTOR_DIMENSIONS);
      expect(fromSvg.blank).toBe(false);
      const here = await describePicture(jpeg);
      expect(fromJpeg.box).toEqual(here.box);
      expect(Math.max(...fromJpeg.vector.map((x, i) => Math.abs(x - here.vector[i]!)))).toBeLessThan(1e-5);

      await expect(describer.describe(Buffer.from('not a picture at all'))).rejects.toBeInstanceOf(Undecodable);

      // Every thread, WASM's and libvips' included: Linux sets a nice value per thread.
      const pid = describer.pid!;
      expect(pid).not.toBe(process.pid);
      expect(readdirSync(`/proc/${pid}/task`).length).toBeGreaterThan(1);
      expect(nicesOf(pid)).toEqual(new Set([19]));
    } finally {
      await describer.close();
    }
    expect(describer.pid).toBeUndefined();
  }, 60_000);

  it("describes a shopper's photo in a child at this process's own priority", async () => {
    const jpeg = await sharp(Buffer.from(drawing!.svg)).resize(450).jpeg({ quality: 85 }).toBuffer();
    const describer = startPictureDescriber({ priority: 'normal' });
    try {
      const here = await describePicture(jpeg);
      const there = await describer.describe(jpeg);
      expect(Math.max(...there.vector.map((x, i) => Math.abs(x - here.vector[i]!)))).toBeLessThan(1e-5);
      expect(nicesOf(describer.pid!)).toEqual(nicesOf(process.pid));
    } finally {
      await describer.close();
    }
  }, 60_000);

  it("describes a shopper's photo whole and, asked, cropped to the garment found in it", async () => {
    // The drawing on a wide plain wall: the garment is a small part of the photo, so its box is.
    const picture = await sharp(Buffer.from(drawing!.svg)).resize(300).png().toBuffer();
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#8a9a7b' } })
      .composite([{ input: picture, left: 300, top: 250 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const describer = startPictureDescriber({ priority: 'normal' });
    try {
      const plain = await describer.describe(photo);
      expect(plain.garmentVector).toBeUndefined();
      const both = await describer.describe(photo, { garment: true });
      expect(both.box.w * both.box.h).toBeLessThan(0.5);
      expect(both.garmentVector).toHaveLength(DESCRIPTOR_DIMENSIONS);
      expect(Math.max(...both.vector.map((x, i) => Math.abs(x - plain.vector[i]!)))).toBeLessThan(1e-5);
      const here = await describePicture(photo, { garment: true });
      expect(Math.max(...both.garmentVector!.map((x, i) => Math.abs(x - here.garmentVector![i]!)))).toBeLessThan(1e-5);
      // The crop is another picture than the whole photo: its description differs.
      expect(Math.max(...both.garmentVector!.map((x, i) => Math.abs(x - both.vector[i]!)))).toBeGreaterThan(1e-3);
    } finally {
      await describer.close();
    }
  }, 60_000);
});
