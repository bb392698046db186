import { describe, expect, it } from 'vitest';
import { searchResultPath, searchResultSection } from './searchResultPath';

describe('searchResultPath', () => {
  it('links straight into the class when there is no child class', () => {
    expect(searchResultPath({ id: 42, oneClass: 3, oneClassChildren: 0 })).toBe('/twoClass/3/42');
  });

  it('goes through the child class when there is one', () => {
    expect(searchResultPath({ id: 42, oneClass: 3, oneClassChildren: 7 })).toBe('/twoClass/3/7/42');
  });
});

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
