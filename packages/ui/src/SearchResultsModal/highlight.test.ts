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

  it('marks every word of a several-word query, merging touching matches', () => {
    expect(splitMatches('赛博朋克城市交通背景', '交通 赛博')).toEqual([
      { text: '赛博', match: true },
      { text: '朋克城市', match: false },
      { text: '交通', match: true },
      { text: '背景', match: false },
    ]);
    expect(splitMatches('赛博朋克', '赛博 朋克')).toEqual([{ text: '赛博朋克', match: true }]);
  });

  it('returns the text unchanged without a query or a match', () => {
    expect(splitMatches('古风场景', '')).toEqual([{ text: '古风场景', match: false }]);
    expect(splitMatches('古风场景', undefined)).toEqual([{ text: '古风场景', match: false }]);
    expect(splitMatches('古风场景', '人物')).toEqual([{ text: '古风场景', match: false }]);
  });
});
