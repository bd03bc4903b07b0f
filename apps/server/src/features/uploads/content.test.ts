import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedContentOf } from './content.js';
import { cameraJpeg } from './test-data.js';

/** A flat picture: tiny as a file however many pixels it claims, as a decompression bomb is. */
/** The counts of codes per length (16 of them) of each Huffman table of a JPEG, by class and id (`0-0`: luminance DC). */
const huffmanTables = (jpeg: Buffer): Map<string, number[]> => {
  const tables = new Map<string, number[]>();
  for (let at = 2; at + 4 <= jpeg.length && jpeg[at] === 0xff; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1] === 0xda) break; // the scan: no table after it in a baseline file
    if (jpeg[at + 1] !== 0xc4) continue;
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    for (let table = at + 4; table < end;) {
      const counts = [...jpeg.subarray(table + 1, table + 17)];
      tables.set(`${jpeg[table]! >> 4}-${jpeg[table]! & 15}`, counts);
      table += 17 + counts.reduce((sum, n) => sum + n, 0);
    }
  }
  return tables;
};
/** JPEG's standard luminance DC table (ITU T.81, annex K). */
const STANDARD_LUMINANCE_DC = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];

const flatPng = (width: number, height: number, deep: boolean) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
  return (deep ? image.toColourspace('rgb16') : image).png({ compressionLevel: 9 }).toBuffer();
};

describe('what an uploaded image may be', () => {
  it('refuses a small file claiming more than 50 megapixels, or more than 25 at 16 bits a channel, before decoding it', async () => {
    const bomb = await flatPng(7200, 7200, false);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await storedContentOf(bomb)).toBeUndefined();
    expect(await storedContentOf(await flatPng(6000, 5000, true))).toBeUndefined();
  });

  it('keeps a phone-sized picture, at 8 or 16 bits a channel', async () => {
    expect(await storedContentOf(await flatPng(4000, 3000, false))).toMatchObject({ contentType: 'image/png' });
    expect(await storedContentOf(await flatPng(2000, 1500, true))).toMatchObject({ contentType: 'image/png' });
  });

  it('writes a photo with the standard Huffman tables, pixel for pixel what optimised tables would give', async () => {
    const photo = await cameraJpeg(1200, 1600);
    const stored = await storedContentOf(photo);
    expect(stored?.contentType).toBe('image/jpeg');
    // Optimised tables would keep the whole picture in memory while encoding (content.ts).
    expect(huffmanTables(stored!.bytes).get('0-0')).toEqual(STANDARD_LUMINANCE_DC);
    const optimised = await sharp(photo).rotate().jpeg({ quality: 85, optimiseCoding: true }).toBuffer();
    expect(huffmanTables(optimised).get('0-0')).not.toEqual(STANDARD_LUMINANCE_DC);
    const pixels = (jpeg: Buffer) => sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const [mine, reference] = await Promise.all([pixels(stored!.bytes), pixels(optimised)]);
    expect(mine.info).toMatchObject({ width: 1600, height: 1200 });
    expect(mine.data.equals(reference.data)).toBe(true);
  });
});
