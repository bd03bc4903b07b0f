/**
 * Test support, not used by the product: the files a family's phone sends and the multipart
 * bodies its browser builds.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../../test/harness.js';

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body with its header, as a browser sends it. */
export const multipartForm = (parts: readonly FormPart[]) => {
  const boundary = `----club${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType !== undefined) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(
      Buffer.from(`${head.join('\r\n')}\r\n\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** POST /api/family/members/:id/documents with `kind` then `file`. */
export const uploadDocument = (
  t: TestApp,
  family: { headers: { cookie: string } },
  memberId: number,
  kind: string,
  file: { bytes: Buffer; filename: string; contentType: string },
) => {
  const form = multipartForm([
    { name: 'kind', value: kind },
    { name: 'file', value: file.bytes, filename: file.filename, contentType: file.contentType },
  ]);
  return t.call({
    method: 'POST',
    url: `/api/family/members/${memberId}/documents`,
    headers: { ...family.headers, ...form.headers },
    payload: form.payload,
  });
};

/**
 * A phone camera's photo: `width`×`height` pixels of a gradient with sensor-like noise (so it
 * weighs what a real one does, about 5.6 MB at 3000×4000), EXIF naming the camera and a place,
 * and orientation 6 (the picture was taken with the phone turned: displayed upright it is
 * `height` wide).
 */
export const cameraJpeg = async (width = 3000, height = 4000): Promise<Buffer> => {
  const raw = Buffer.alloc(width * height * 3);
  const noise = randomBytes(raw.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + (noise[i]! & 31)) & 255;
      raw[i + 1] = ((y * 255) / height + (noise[i + 1]! & 31)) & 255;
      raw[i + 2] = ((x + y) & 255) ^ (noise[i + 2]! & 15);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'PoolCam', Model: 'Lane 4', ImageDescription: 'GPS 43.7384N 7.4246E' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
};

/** A Windows executable's first bytes (`MZ` and the DOS stub), as a renamed `.exe` starts. */
export const executableBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
    Buffer.alloc(48),
    Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
    randomBytes(4096),
  ]);

/** A small real PDF (one empty page). */
export const smallPdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

/** 64 bytes from the middle of a file: a slice no other file holds by chance. */
export const middleSlice = (bytes: Buffer): Buffer => bytes.subarray(Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 64);
