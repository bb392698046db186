import { describe, expect, it } from 'vitest';
import { splitMatches } from './highlight';

describe('splitMatches', () => {
  it('marks every occurrence, ignoring case', () => {
    expect(splitMatches('MMD场景 mmd 动作', 'mmd')).toEqual([
      { text: 'MMD', match: true },
      { text: '场景 ', match: false },
      { text: 'mmd', match: true },
      { text: ' 动作', match: false },
    ]);
  });

  it('finds Chinese queries', () => {
    expect(splitMatches('古风场景素材包', ' 场景 ')).toEqual([
      { text: '古风', match: false },
      { text: '场景', match: true },
      { text: '素材包', match: false },
    ]);
  });

  it('returns the text unchanged without a query or a match', () => {
    expect(splitMatches('古风场景', '')).toEqual([{ text: '古风场景', match: false }]);
    expect(splitMatches('古风场景', undefined)).toEqual([{ text: '古风场景', match: false }]);
    expect(splitMatches('古风场景', '人物')).toEqual([{ text: '古风场景', match: false }]);
  });
});
