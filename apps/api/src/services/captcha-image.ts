import { randomInt } from 'node:crypto';
import { encodePng } from '../lib/png.js';
import { CAPTCHA_ALPHABET, EXTRA_GLYPHS, GLYPHS, type Point } from './captcha-glyphs.js';

// The captcha is a raster image (PNG), not markup: there is no per-character element a program
// can match against the font. Each character is drawn from our stroke font with its own random
// rotation, skew and scale, the characters overlap, the whole picture is bent by a random wave,
// and noise curves in the same colours and stroke widths as the characters cross them.

export { CAPTCHA_ALPHABET } from './captcha-glyphs.js';
/** The built-in image's answer length (getCaptcha: "a fresh 4-character answer"). */
export const CAPTCHA_LENGTH = 4;

export function randomAnswer(): string {
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1)
    answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
}

// Twice the displayed size (112 × 36 CSS pixels) so it stays sharp on high-density screens.
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;

const between = (min: number, max: number) => min + Math.random() * (max - min);
type Colour = [number, number, number];

class Canvas {
  readonly pixels = new Uint8ClampedArray(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);

  fill(top: Colour, bottom: Colour) {
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      const t = y / CAPTCHA_HEIGHT;
      for (let x = 0; x < CAPTCHA_WIDTH; x++) {
        const i = (y * CAPTCHA_WIDTH + x) * 3;
        for (let c = 0; c < 3; c++) {
          this.pixels[i + c] =
            (top[c] as number) + ((bottom[c] as number) - (top[c] as number)) * t;
        }
      }
    }
  }

  /** An anti-aliased round-capped stroke from a to b. */
  line([ax, ay]: Point, [bx, by]: Point, width: number, colour: Colour) {
    const r = width / 2;
    const minX = Math.max(0, Math.floor(Math.min(ax, bx) - r - 1));
    const maxX = Math.min(CAPTCHA_WIDTH - 1, Math.ceil(Math.max(ax, bx) + r + 1));
    const minY = Math.max(0, Math.floor(Math.min(ay, by) - r - 1));
    const maxY = Math.min(CAPTCHA_HEIGHT - 1, Math.ceil(Math.max(ay, by) + r + 1));
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSq = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / lengthSq));
        const distance = Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
        const cover = Math.max(0, Math.min(1, r + 0.5 - distance));
        if (cover > 0) this.blend(x, y, colour, cover);
      }
    }
  }

  blend(x: number, y: number, colour: Colour, alpha: number) {
    const i = (y * CAPTCHA_WIDTH + x) * 3;
    for (let c = 0; c < 3; c++) {
      const old = this.pixels[i + c] as number;
      this.pixels[i + c] = old + ((colour[c] as number) - old) * alpha;
    }
  }
}

function inkColour(): Colour {
  // Dark, saturated, random hue: characters and noise share the palette.
  const h = between(0, 6);
  const f = h - Math.floor(h);
  const lo = between(20, 60);
  const hi = between(110, 160);
  const mid = lo + (hi - lo) * f;
  const order: Colour[] = [
    [hi, mid, lo],
    [mid, hi, lo],
    [lo, hi, mid],
    [lo, mid, hi],
    [mid, lo, hi],
    [hi, lo, mid],
  ];
  return order[Math.floor(h)] as Colour;
}

/** A random smooth bend applied to every point of the picture, characters and noise alike. */
function waveDistortion() {
  const ax = between(2, 5);
  const ay = between(3, 7);
  const fx = between(0.02, 0.05);
  const fy = between(0.015, 0.04);
  const px = between(0, Math.PI * 2);
  const py = between(0, Math.PI * 2);
  return ([x, y]: Point): Point => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

/** Splits a polyline into short segments so the wave bends straight strokes too. */
function densify(line: Point[], step = 3): Point[] {
  const result: Point[] = [];
  for (let i = 0; i < line.length - 1; i++) {
    const [ax, ay] = line[i] as Point;
    const [bx, by] = line[i + 1] as Point;
    const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    for (let k = 0; k < n; k++) result.push([ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n]);
  }
  result.push(line[line.length - 1] as Point);
  return result;
}

function strokePolyline(canvas: Canvas, points: Point[], width: number, colour: Colour) {
  for (let i = 0; i < points.length - 1; i++)
    canvas.line(points[i] as Point, points[i + 1] as Point, width, colour);
}

function noiseCurve(bend: (p: Point) => Point): Point[] {
  const points: Point[] = [];
  const y0 = between(10, CAPTCHA_HEIGHT - 10);
  const amplitude = between(6, 18);
  const frequency = between(0.01, 0.04);
  const phase = between(0, Math.PI * 2);
  const slope = between(-0.15, 0.15);
  for (let x = between(-10, 30); x < CAPTCHA_WIDTH + 10; x += 3) {
    points.push(bend([x, y0 + slope * x + amplitude * Math.sin(x * frequency + phase)]));
  }
  return points;
}

/** The image's pixels (RGB); exported for the tests that attack it. */
export function renderCaptcha(answer: string): Canvas {
  const canvas = new Canvas();
  const hue = between(0, 360);
  const tint = (l: number): Colour => {
    const t = hue / 360;
    return [
      l - 20 * Math.cos(t * 6.28),
      l - 20 * Math.cos(t * 6.28 + 2.1),
      l - 20 * Math.cos(t * 6.28 + 4.2),
    ];
  };
  canvas.fill(tint(240), tint(225));
  const bend = waveDistortion();

  // Faint background speckles and strokes, so ink is not simply "anything not background".
  for (let i = 0; i < 350; i++) {
    const x = randomInt(CAPTCHA_WIDTH);
    const y = randomInt(CAPTCHA_HEIGHT);
    canvas.blend(x, y, inkColour(), between(0.2, 0.8));
  }
  for (let i = 0; i < 2; i++)
    strokePolyline(canvas, noiseCurve(bend), between(1, 2.5), inkColour());

  const chars = [...answer];
  // Cells narrower than the glyphs, so neighbouring characters touch and overlap.
  const cell = (CAPTCHA_WIDTH - 40) / chars.length;
  chars.forEach((char, index) => {
    const glyph = GLYPHS[char] ?? EXTRA_GLYPHS[char];
    if (!glyph) return;
    const scale = between(8.5, 11);
    const angle = (between(-28, 28) * Math.PI) / 180;
    const skew = between(-0.35, 0.35);
    const cx = 20 + cell * (index + 0.5) + between(-6, 6);
    const cy = CAPTCHA_HEIGHT / 2 + between(-6, 6);
    const width = between(4.5, 7);
    const colour = inkColour();
    const place = ([gx, gy]: Point): Point => {
      const x = (gx - 2 + between(-0.12, 0.12) + skew * (gy - 3)) * scale * between(0.97, 1.03);
      const y = (gy - 3 + between(-0.12, 0.12)) * scale;
      return [
        cx + x * Math.cos(angle) - y * Math.sin(angle),
        cy + x * Math.sin(angle) + y * Math.cos(angle),
      ];
    };
    for (const line of glyph) {
      strokePolyline(canvas, densify(line.map(place)).map(bend), width, colour);
    }
  });

  // Noise curves as thick as the characters and in the same colours, across them.
  for (let i = 0; i < 2; i++)
    strokePolyline(canvas, noiseCurve(bend), between(3, 5.5), inkColour());
  for (let i = 0; i < 60; i++) {
    const x = randomInt(CAPTCHA_WIDTH);
    const y = randomInt(CAPTCHA_HEIGHT);
    const r = between(0.8, 2.2);
    canvas.line([x, y], [x + between(-1, 1), y + between(-1, 1)], r * 2, inkColour());
  }
  // Grain on a random third of the pixels (a flat background is easy to subtract).
  for (let p = 0; p < CAPTCHA_WIDTH * CAPTCHA_HEIGHT; p++) {
    if (randomInt(3) !== 0) continue;
    const shift = randomInt(31) - 15;
    for (let c = 0; c < 3; c++)
      canvas.pixels[p * 3 + c] = (canvas.pixels[p * 3 + c] as number) + shift;
  }
  return canvas;
}

export function captchaPng(answer: string): Buffer {
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, renderCaptcha(answer).pixels);
}

export function captchaDataUrl(answer: string): string {
  return `data:image/png;base64,${captchaPng(answer).toString('base64')}`;
}
