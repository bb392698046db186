import { describe, expect, it } from 'vitest';
import { searchResultSection } from './searchResult';

describe('searchResultSection', () => {
  it('joins class and child class names', () => {
    expect(
      searchResultSection({
        oneClassChildren: 7,
        oneClassName: '三维素材',
        oneClassChildrenName: '场景',
      }),
    ).toBe('三维素材 / 场景');
  });

  it('shows only the class name without a child class', () => {
    expect(
      searchResultSection({
        oneClassChildren: 0,
        oneClassName: '二维素材',
        oneClassChildrenName: '',
      }),
    ).toBe('二维素材');
  });
});
