// Requests that miss every cache (bench/api.mjs): each one different, drawn from the catalogue's
// own titles and their pinyin keys (hits) or changed so nothing has them (misses). Deterministic.

/** mulberry32, as the seeders use. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HAN = /\p{Script=Han}/u;
// Characters no bench title has (so a query holding one misses).
const RARE = [...'鑫魑魅魍魉饕餮耄耋龘靐齉爨癵驫麤'];
const LETTERS = 'bcdfghjklmnpqrstwxyz';

function substring(next, text, min, max) {
  const chars = [...text];
  const length = Math.min(chars.length, min + Math.floor(next() * (max - min + 1)));
  const from = Math.floor(next() * (chars.length - length + 1));
  return chars.slice(from, from + length).join('');
}

/**
 * Query classes for the single-client and loaded search runs, `perClass` distinct texts each.
 * `titles`: [{ title, pinyin }] sampled from the catalogue (pinyin = documents.title_pinyin);
 * another `seed` draws other texts (some may coincide with the first draw's).
 */
export function searchQueries(titles, perClass, seed = 7) {
  const next = random(seed);
  const han = titles.map((t) => [...t.title].filter((c) => HAN.test(c)).join('')).filter(Boolean);
  const full = titles.map((t) => t.pinyin.split(' ')[0]).filter((p) => p.length >= 6);
  const initials = titles.map((t) => t.pinyin.split(' ')[1] ?? '').filter((p) => p.length >= 4);
  const make = (build) => {
    const out = new Set();
    for (let tries = 0; out.size < perClass && tries < perClass * 50; tries += 1) out.add(build());
    return [...out];
  };
  const any = (list) => list[Math.floor(next() * list.length)];
  const misspell = (word) => {
    const chars = [...word];
    chars[Math.floor(next() * chars.length)] = any(RARE);
    return chars.join('');
  };
  return [
    { kind: '中文 2 字 hit', texts: make(() => substring(next, any(han), 2, 2)) },
    { kind: '中文 3–6 字 hit', texts: make(() => substring(next, any(han), 3, 6)) },
    {
      kind: '中文 two words hit',
      texts: make(() => `${substring(next, any(han), 2, 3)} ${substring(next, any(han), 2, 2)}`),
    },
    { kind: '中文 miss', texts: make(() => misspell(substring(next, any(han), 2, 5))) },
    { kind: 'pinyin full hit', texts: make(() => substring(next, any(full), 5, 12)) },
    { kind: 'initials hit', texts: make(() => substring(next, any(initials), 3, 5)) },
    {
      kind: 'mixed 中文+pinyin',
      texts: make(() => {
        const t = any(titles);
        const chars = [...t.title].filter((c) => HAN.test(c));
        const cut = 2 + Math.floor(next() * Math.max(1, chars.length - 3));
        const rest = (t.pinyin.split(' ')[1] ?? '').slice(cut, cut + 2);
        return `${chars.slice(0, cut).join('')}${rest || 'pk'}`;
      }),
    },
    {
      kind: 'pinyin miss',
      texts: make(() =>
        Array.from({ length: 4 + Math.floor(next() * 4) }, () => any([...LETTERS])).join(''),
      ),
    },
  ];
}

/**
 * Section listings, each URL different: every sort, with and without each filter, over every
 * class and sub-class and the first pages. `sections`: { classes: [id], children: [id] };
 * `levels`: level ids; `formats`: format names.
 */
export function listingUrls(sections, levels, formats, perClass) {
  const next = random(11);
  const any = (list) => list[Math.floor(next() * list.length)];
  const sorts = ['newest', 'popular', 'downloads'];
  const path = () =>
    next() < 0.5
      ? `/api/two/class/${any(sections.classes)}`
      : `/api/two/class/children/${any(sections.children)}`;
  const kinds = [
    { kind: 'sort only', filter: () => '' },
    { kind: 'format=', filter: () => `&format=${encodeURIComponent(any(formats))}` },
    { kind: 'level=', filter: () => `&level=${any(levels)}` },
    { kind: 'free=true', filter: () => '&free=true' },
    {
      kind: 'format= level=',
      filter: () => `&format=${encodeURIComponent(any(formats))}&level=${any(levels)}`,
    },
  ];
  return kinds.map(({ kind, filter }) => {
    const out = new Set();
    for (let tries = 0; out.size < perClass && tries < perClass * 50; tries += 1)
      out.add(`${path()}?page=${1 + Math.floor(next() * 20)}&sort=${any(sorts)}${filter()}`);
    return { kind, urls: [...out] };
  });
}
