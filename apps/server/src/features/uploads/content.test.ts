import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedContentOf } from './content.js';

/** A flat picture: tiny as a file however many pixels it claims, as a decompression bomb is. */
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
});
