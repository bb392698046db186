import { random } from './documents.js';

/** The drawing's own coordinates: every artwork is drawn on this canvas, whatever size it is shown at. */
export const ARTWORK_WIDTH = 1280;
export const ARTWORK_HEIGHT = 800;

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

type Next = () => number;

/** Rolling hills in two layers. */
function hills(next: Next, colour: string): string {
  const layer = (base: number, amp: number, opacity: number) => {
    const points = Array.from(
      { length: 9 },
      (_, i) => `${i * 160},${Math.round(base - next() * amp)}`,
    );
    return `<polygon points="0,800 ${points.join(' ')} 1280,800" fill="${colour}" opacity="${opacity}"/>`;
  };
  return layer(560, 160, 0.55) + layer(690, 120, 0.9);
}

/** A city skyline of rectangles with lit windows. */
function skyline(next: Next, colour: string): string {
  const parts: string[] = [];
  for (let x = 0; x < 1280;) {
    const w = 60 + Math.round(next() * 90);
    const h = 160 + Math.round(next() * 320);
    parts.push(`<rect x="${x}" y="${800 - h}" width="${w}" height="${h}" fill="${colour}"/>`);
    for (let wy = 800 - h + 20; wy < 780; wy += 36)
      for (let wx = x + 12; wx < x + w - 16; wx += 24)
        if (next() > 0.55)
          parts.push(
            `<rect x="${wx}" y="${wy}" width="10" height="16" fill="#ffe9a8" opacity="0.85"/>`,
          );
    x += w + 6;
  }
  return parts.join('');
}

/** Waves in three bands. */
function waves(next: Next, colour: string): string {
  return [520, 610, 700]
    .map((y, band) => {
      const amp = 18 + next() * 30;
      const length = 140 + next() * 120;
      let d = `M0,${y}`;
      for (let x = 0; x <= 1280; x += length / 2)
        d += ` Q${x + length / 4},${Math.round(y - amp)} ${x + length / 2},${y}`;
      return `<path d="${d} L1280,800 L0,800 Z" fill="${colour}" opacity="${0.45 + band * 0.25}"/>`;
    })
    .join('');
}

/** Floating rounded shapes, like a motion-graphics frame. */
function shapes(next: Next, hue: number): string {
  return Array.from({ length: 9 }, () => {
    const size = 60 + Math.round(next() * 180);
    const x = Math.round(next() * (1280 - size));
    const y = 260 + Math.round(next() * (520 - size / 2));
    const angle = Math.round(next() * 90);
    return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${Math.round(size / 4)}" fill="${hsl(hue + next() * 120, 70, 55 + next() * 20)}" opacity="0.8" transform="rotate(${angle} ${x + size / 2} ${y + size / 2})"/>`;
  }).join('');
}

const SCENES = [hills, skyline, waves] as const;

/**
 * The illustration of one seeded material (an SVG without text, so no fonts are needed): its own
 * hue, scene, sun and sparkles follow from `seed`, so no two materials look alike. `width` and
 * `height` only scale it: the cover is the same drawing shown smaller.
 */
export function materialArtwork(
  seed: number,
  width: number = ARTWORK_WIDTH,
  height: number = ARTWORK_HEIGHT,
): string {
  const next = random(seed * 7919 + 17);
  // Golden-angle steps: neighbouring seeds get far-apart hues.
  const hue = (seed * 137.508 + next() * 20) % 360;
  const sky = [hsl(hue, 75, 62), hsl(hue + 40 + next() * 60, 80, 78)];
  const ground = hsl(hue + 180 + next() * 40, 45, 22 + next() * 12);
  const sceneIndex = Math.floor(next() * (SCENES.length + 1));
  const scene = SCENES[sceneIndex] ?? null;
  const sparkles = Array.from({ length: 18 }, () => {
    const r = 2 + next() * 7;
    return `<circle cx="${Math.round(next() * 1280)}" cy="${Math.round(next() * 420)}" r="${r.toFixed(1)}" fill="#fff" opacity="${(0.35 + next() * 0.55).toFixed(2)}"/>`;
  }).join('');
  const sun = `<circle cx="${Math.round(160 + next() * 960)}" cy="${Math.round(140 + next() * 180)}" r="${Math.round(60 + next() * 90)}" fill="${hsl(hue + 60, 90, 90)}" opacity="0.85"/>`;
  const body = scene ? scene(next, ground) : shapes(next, hue + 150);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="${(0.4 + next() * 0.6).toFixed(2)}" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#sky)"/>
${sun}
${sparkles}
${body}
</svg>`;
}
