import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, GLYPHS, type Glyph } from '../src/services/captcha-glyphs.js';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  captchaDataUrl,
  randomAnswer,
} from '../src/services/captcha-image.js';
import { Client, createTestApp, expectFailure, type TestApp } from './helpers.js';

// The attack that read every captcha of the SVG version: each character was one <path> in order,
// so matching each path's points against the alphabet's glyphs gave the answer. It is run here
// against a replica of that SVG (to show it works) and against the real captcha (where it must
// fail), and the PNG is checked for any per-character structure left in the file.

const UNIT = 4.2;

/** Points of each subpath ("M x y L x y …"), in glyph units. */
function subpaths(d: string): [number, number][][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((part) =>
      part.split('L').map((pair) => {
        const [x, y] = pair.trim().split(/\s+/).map(Number);
        return [(x as number) / UNIT, (y as number) / UNIT];
      }),
    );
}

function distance(drawn: [number, number][][], glyph: Glyph): number {
  if (drawn.length !== glyph.length) return Infinity;
  let total = 0;
  for (let i = 0; i < glyph.length; i++) {
    const a = drawn[i] as [number, number][];
    const b = glyph[i] as [number, number][];
    if (a.length !== b.length) return Infinity;
    a.forEach(
      ([x, y], k) => (total += Math.hypot(x - (b[k] as number[])[0]!, y - (b[k] as number[])[1]!)),
    );
  }
  return total;
}

/** The 20-line program: every <path> with a transform is a character; nearest glyph wins. */
function pathMatchingAttack(dataUrl: string): string {
  const file = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64').toString('latin1');
  const paths = [...file.matchAll(/<path d="([^"]+)" transform=/g)].map((m) => m[1] as string);
  return paths
    .map((d) => {
      const drawn = subpaths(d);
      let best = '?';
      let bestDistance = Infinity;
      for (const [char, glyph] of Object.entries(GLYPHS)) {
        const score = distance(drawn, glyph);
        if (score < bestDistance) [best, bestDistance] = [char, score];
      }
      return best;
    })
    .join('');
}

/** What the old renderer produced: one jittered path per character, in order. */
function oldStyleSvg(answer: string): string {
  const jitter = () => (Math.random() - 0.5) * 0.5;
  const paths = [...answer].map((char, i) => {
    const d = (GLYPHS[char] as Glyph)
      .map((line) =>
        line
          .map(
            ([x, y], k) =>
              `${k ? 'L' : 'M'}${((x + jitter()) * UNIT).toFixed(1)} ${((y + jitter()) * UNIT).toFixed(1)}`,
          )
          .join(''),
      )
      .join('');
    return `<path d="${d}" transform="translate(${10 + i * 26} 5) rotate(12)" stroke="#333"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${paths.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  const chunks = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push({
      type: png.subarray(at + 4, at + 8).toString('latin1'),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

function decodeRgb(dataUrl: string): Uint8Array {
  const png = Buffer.from(dataUrl.split(',')[1] as string, 'base64');
  const idat = Buffer.concat(
    pngChunks(png)
      .filter((c) => c.type === 'IDAT')
      .map((c) => c.data),
  );
  const raw = inflateSync(idat);
  const rgb = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    expect(raw[y * (CAPTCHA_WIDTH * 3 + 1)]).toBe(0); // filter "none" on every row
    rgb.set(
      raw.subarray(y * (CAPTCHA_WIDTH * 3 + 1) + 1, (y + 1) * (CAPTCHA_WIDTH * 3 + 1)),
      y * CAPTCHA_WIDTH * 3,
    );
  }
  return rgb;
}

describe('the path-matching attack', () => {
  it('reads every captcha drawn the old way (the attack is real)', () => {
    for (let i = 0; i < 50; i++) {
      const answer = randomAnswer();
      expect(pathMatchingAttack(oldStyleSvg(answer))).toBe(answer);
    }
  });

  it('reads none of the real captchas', () => {
    let solved = 0;
    for (let i = 0; i < 50; i++) {
      const answer = randomAnswer();
      if (pathMatchingAttack(captchaDataUrl(answer)) === answer) solved += 1;
    }
    expect(solved).toBe(0);
  });

  it('fails against the server: the guessed answer is refused', async () => {
    const real: TestApp = await createTestApp({ captchaTestCode: null });
    try {
      const client = new Client(real.app);
      const image = (await client.get<string>('/api/captcha/user')).body.data;
      const guess = pathMatchingAttack(image).padEnd(4, CAPTCHA_ALPHABET[0]);
      const response = await client.post('/api/login', {
        name: 'demo',
        password: 'demo123456',
        captchaCode: guess,
        role: 'user',
      });
      expectFailure('login', response, 402, '验证码错误');
    } finally {
      await real.close();
    }
  });
});

describe('the image carries no per-character structure', () => {
  it('is a plain RGB PNG: header, pixels, end — no text or metadata chunks', () => {
    const png = Buffer.from(captchaDataUrl('ABCD').split(',')[1] as string, 'base64');
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect([...new Set(pngChunks(png).map((c) => c.type))]).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(png.toString('latin1')).not.toMatch(/<path|<svg|ABCD/);
  });

  it('draws the same answer differently every time (no fixed template to match)', () => {
    // Ink: the dark pixels (the background is light, whatever its tint).
    const ink = (rgb: Uint8Array) =>
      Array.from(
        { length: rgb.length / 3 },
        (_, i) => rgb[i * 3]! + rgb[i * 3 + 1]! + rgb[i * 3 + 2]! < 400,
      );
    const a = ink(decodeRgb(captchaDataUrl('ABCD')));
    const b = ink(decodeRgb(captchaDataUrl('ABCD')));
    const inkA = a.filter(Boolean).length;
    const shared = a.filter((v, i) => v && b[i]).length;
    expect(inkA).toBeGreaterThan(1000);
    // A large part of one drawing's ink is not where the other drawing put it (typically about
    // 60 %; two renders of a fixed template would share nearly all of it).
    expect(shared / inkA).toBeLessThan(0.75);
  });
});
