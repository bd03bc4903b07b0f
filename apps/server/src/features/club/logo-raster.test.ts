import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LogoRenditions, RASTER_MAX_HEIGHT, rasterLogo, SVG_RENDITION_HEIGHT, type StoredLogoContent } from './logo-raster.js';
import { CLEAN_SVG, jpegFile, pngFile } from './test-data.js';

const svg = (width: number | null, height: number | null, viewBox = '0 0 30 10'): StoredLogoContent => {
  const size = width === null || height === null ? '' : ` width="${width}" height="${height}"`;
  return {
    content: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"${size} viewBox="${viewBox}"><rect width="30" height="10" fill="#036"/></svg>`,
    ),
    type: 'image/svg+xml',
    width,
    height,
  };
};

describe('the logo as mails and PDFs carry it', () => {
  it('draws an SVG as a PNG SVG_RENDITION_HEIGHT high, whatever size the file states', async () => {
    for (const logo of [
      svg(3, 1),
      svg(3000, 1000),
      svg(null, null),
      { content: Buffer.from(CLEAN_SVG), type: 'image/svg+xml', width: 120, height: 60 },
    ]) {
      const drawn = await rasterLogo(logo);
      expect(drawn.type).toBe('image/png');
      const read = await sharp(drawn.content).metadata();
      expect(read.format).toBe('png');
      expect({ width: read.width, height: read.height }).toEqual({ width: drawn.width, height: drawn.height });
      expect(drawn.height).toBe(SVG_RENDITION_HEIGHT);
    }
  });

  it('keeps a small PNG or JPEG as it is and scales a tall one down in its own format', async () => {
    const small = pngFile(300, 200);
    expect(await rasterLogo({ content: small, type: 'image/png', width: 300, height: 200 })).toEqual({
      content: small,
      type: 'image/png',
      width: 300,
      height: 200,
    });
    const tall = await rasterLogo({ content: pngFile(500, 1000), type: 'image/png', width: 500, height: 1000 });
    expect(tall).toMatchObject({ type: 'image/png', width: 200, height: RASTER_MAX_HEIGHT });
    expect((await sharp(tall.content).metadata()).format).toBe('png');
    const jpeg = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#0af' } })
      .jpeg()
      .toBuffer();
    const scaled = await rasterLogo({ content: jpeg, type: 'image/jpeg', width: 800, height: 800 });
    expect(scaled).toMatchObject({ type: 'image/jpeg', width: RASTER_MAX_HEIGHT, height: RASTER_MAX_HEIGHT });
    expect((await sharp(scaled.content).metadata()).format).toBe('jpeg');
  });

  it('refuses a picture it cannot read', async () => {
    // Its header is a JPEG's, which the upload's check reads, but it holds no picture.
    await expect(rasterLogo({ content: jpegFile(600, 500), type: 'image/jpeg', width: 600, height: 500 })).rejects.toThrow();
  });

  it('makes each logo’s rendition once, keeps a refused one refused, and reads again after a failed read', async () => {
    const renditions = new LogoRenditions();
    let reads = 0;
    const load = (logo: StoredLogoContent) => async () => {
      reads += 1;
      return logo;
    };
    const first = await Promise.all([renditions.of('a', load(svg(3, 1))), renditions.of('a', load(svg(3, 1)))]);
    expect(reads).toBe(1);
    expect(first[0]).toBe(first[1]);
    await renditions.of('b', load(svg(6, 1)));
    expect(reads).toBe(2);

    const broken = { content: jpegFile(600, 500), type: 'image/jpeg', width: 600, height: 500 };
    await expect(renditions.of('c', load(broken))).rejects.toThrow();
    await expect(renditions.of('c', load(broken))).rejects.toThrow();
    expect(reads).toBe(3);

    const failing = () => Promise.reject(new Error('database away'));
    await expect(renditions.of('d', failing)).rejects.toThrow('database away');
    expect(await renditions.of('d', load(svg(3, 1)))).toMatchObject({ type: 'image/png' });
    expect(await renditions.of('e', async () => undefined)).toBeNull();
  });
});
