/** Picture files for the logo tests, built byte by byte. Not used by the product code. */
import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of this size, all one colour. */
export const pngFile = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x33)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The start of a baseline JPEG of this size: its JFIF header and frame header, then the end marker. */
export const jpegFile = (width: number, height: number): Buffer => {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const jfif = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame, Buffer.from([0xff, 0xd9])]);
};

/** A logo as drawing programs write it: shapes reused by `use`, a gradient, a style sheet. */
export const CLEAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" viewBox="0 0 120 60">
  <style>.wave { fill: url(#sea); }</style>
  <defs><linearGradient id="sea"><stop offset="0" stop-color="#0af"/><stop offset="1" stop-color="#036"/></linearGradient>
  <path id="w" d="M0 40 Q 30 20 60 40 T 120 40 V60 H0 Z"/></defs>
  <use xlink:href="#w" class="wave"/>
  <text x="10" y="25">CNM &amp; co</text>
</svg>`;

/** Everything a hostile SVG tries to run: a script, an event handler, HTML inside, a script link. */
export const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert('onload')">
  <script>alert('script')</script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert('html')"/></div></foreignObject>
  <a href="javascript:alert('link')"><rect width="10" height="10" onclick="alert('click')"/></a>
</svg>`;
