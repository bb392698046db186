import { encodePng } from '../lib/png.js';

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * A diagonal two-colour gradient as a PNG data URL. Member report images must be PNG, JPEG or WebP
 * (the contract refuses SVG uploads), so the demo reports use real PNGs that can be saved again.
 */
export function gradientPng(from: string, to: string, width = 360, height = 120): string {
  const [r1, g1, b1] = rgb(from);
  const [r2, g2, b2] = rgb(to);
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const i = (y * width + x) * 3;
      pixels[i] = Math.round(r1 + (r2 - r1) * t);
      pixels[i + 1] = Math.round(g1 + (g2 - g1) * t);
      pixels[i + 2] = Math.round(b1 + (b2 - b1) * t);
    }
  }
  return `data:image/png;base64,${encodePng(width, height, pixels).toString('base64')}`;
}
