import { encodePng } from './png.js';

const BRAND = [0x43, 0x38, 0xca] as const; // theme-color of the site (apps/site/index.html)

/**
 * The site's icon as a 32×32 .ico (one PNG inside, as every current browser reads it): the brand
 * square with the white "D" of the inline SVG icon in index.html. Drawn here so /favicon.ico works
 * with or without a built site.
 */
export function faviconIco(): Buffer {
  const size = 32;
  const rgb = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const cx = x + 0.5;
      const cy = y + 0.5;
      // The SVG path M9 22V10h6a6 6 0 0 1 0 12z: a bar and a half disc.
      const white =
        cy >= 10 &&
        cy <= 22 &&
        (cx >= 9 && cx <= 15 ? true : (cx - 15) ** 2 + (cy - 16) ** 2 <= 36);
      rgb.set(white ? [255, 255, 255] : BRAND, (y * size + x) * 3);
    }
  }
  const png = encodePng(size, size, rgb);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(24, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}
