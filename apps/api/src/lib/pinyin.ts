import { pinyin, polyphonic } from 'pinyin-pro';

// Pinyin search keys (docs/adr/0024-pinyin-search-index.md). A title's key is computed once, when
// the title is written, and stored beside it (documents.title_pinyin); searches compare typed
// pinyin with it as a substring, through the same kind of trigram index as the title.

const HAN = /\p{Script=Han}/u;
const LATIN_OR_DIGIT = /^[a-z0-9]$/;
/** A polyphonic character's other readings are indexed within this many characters each side. */
const WINDOW = 3;
/** Bounds the key of a title full of polyphonic characters (的, 行, 长…). */
const MAX_VARIANTS = 12;

interface Char {
  /** The reading in context (pinyin-pro's word dictionary: 银行 yinhang, 行走 xingzou). */
  reading: string;
  /** Other readings, for a polyphonic character. */
  others: string[];
}

/** Letters and digits lower-cased (full-width folded); other non-Han characters drop out. */
function chars(text: string): Char[] {
  const folded = text.normalize('NFKC');
  const list = [...folded];
  const context = pinyin(folded, { toneType: 'none', type: 'array' });
  const all = polyphonic(folded, { toneType: 'none', type: 'array' });
  const out: Char[] = [];
  list.forEach((char, i) => {
    if (HAN.test(char)) {
      const reading = (context[i] ?? '').toLowerCase();
      if (!/^[a-zü]+$/.test(reading)) return; // a rare character pinyin-pro cannot read
      const others = [...new Set((all[i] ?? []).map((r) => r.toLowerCase().replace('ü', 'v')))];
      out.push({
        reading: reading.replace('ü', 'v'),
        others: others.filter((r) => r !== reading.replace('ü', 'v') && /^[a-z]+$/.test(r)),
      });
      return;
    }
    const lower = char.toLowerCase();
    if (LATIN_OR_DIGIT.test(lower)) out.push({ reading: lower, others: [] });
  });
  return out;
}

const full = (list: { reading: string }[]) => list.map((c) => c.reading).join('');
const initials = (list: { reading: string }[]) => list.map((c) => c.reading[0] ?? '').join('');

/**
 * The search key of a title: its full pinyin and its initials (letters and digits kept as they
 * are), then, for each polyphonic character, its other readings in a window around it — so
 * 银行 is found by `yinhang` and `yh`, and a member typing the other reading still finds it.
 * Parts are separated by spaces (a search word has none, so no match spans two parts).
 */
export function pinyinKey(title: string): string {
  const list = chars(title);
  if (list.length === 0) return '';
  const parts = [full(list), initials(list)];
  for (let i = 0; i < list.length && parts.length < 2 + MAX_VARIANTS * 2; i += 1) {
    const char = list[i] as Char;
    for (const other of char.others) {
      if (parts.length >= 2 + MAX_VARIANTS * 2) break;
      const window = list
        .slice(Math.max(0, i - WINDOW), i + WINDOW + 1)
        .map((c, j) => (j === Math.min(i, WINDOW) ? { reading: other } : c));
      parts.push(full(window), initials(window));
    }
  }
  return [...new Set(parts)].join(' ');
}

/** How one typed word can match a pinyin key. */
export interface PinyinWord {
  /** Substrings of the key, any one of which matches (lower case). */
  alternatives: string[];
  /** Han parts of a mixed word (赛博 of 赛博pk): the title must contain them as typed. */
  han: string[];
}

/**
 * A typed word as pinyin, or null when it has no Latin letter (pure Chinese is searched in the
 * title itself). `saibo` and `sbpk` stand for themselves; a mixed word `赛博pk` becomes its full
 * pinyin `saibopk` and its initials-of-the-Han `sbpk`, and keeps 赛博 as a title condition.
 */
export function pinyinWord(word: string): PinyinWord | null {
  const folded = word.normalize('NFKC').toLowerCase();
  if (!/[a-z]/.test(folded)) return null;
  const han = folded.match(/\p{Script=Han}+/gu) ?? [];
  if (han.length === 0) {
    const plain = [...folded].filter((c) => LATIN_OR_DIGIT.test(c)).join('');
    return plain ? { alternatives: [plain], han: [] } : null;
  }
  const list = chars(folded);
  // Letters and digits are one "syllable" each, so the initials keep them: 赛博pk → sbpk.
  return { alternatives: [...new Set([full(list), initials(list)])].filter(Boolean), han };
}

/** True when any word of a search could be pinyin (a Latin letter in it). */
export const mayBePinyin = (words: string[]) =>
  words.some((w) => /[a-z]/i.test(w.normalize('NFKC')));
