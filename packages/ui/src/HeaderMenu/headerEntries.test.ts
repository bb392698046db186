import { describe, expect, it } from 'vitest';
import { headerEntries } from './HeaderMenu';

const titles = { freeDubbing: '免费配音列表', aiImage: 'AI生图列表', aiText: 'AI生文列表' };

describe('headerEntries', () => {
  it('makes classes without children links and classes with children dropdowns', () => {
    const entries = headerEntries(
      [
        { id: 1, name: 'MG动画素材', children: [] },
        { id: 2, name: '二维动画', children: [{ id: 21, name: '人物素材', oneClassId: 2 }] },
      ],
      null,
      titles,
    );
    expect(entries).toEqual([
      { key: 'class-1', label: 'MG动画素材', href: '#/twoClass/1' },
      {
        key: 'class-2',
        label: '二维动画',
        entries: [
          { key: 'class-2-21', label: '人物素材', href: '#/twoClass/2/21', external: false },
        ],
      },
    ]);
  });

  it('adds the link lists after the categories, leaving out empty or all-invalid ones', () => {
    const entries = headerEntries(
      [],
      {
        freeDubbing: '只有标题\njavascript|javascript:alert(1)',
        aiCreateImage: '即梦|https://jimeng.jianying.com',
        aiCreateText: '',
      },
      titles,
    );
    expect(entries).toEqual([
      {
        key: 'aiImage',
        label: 'AI生图列表',
        entries: [
          { key: 'aiImage-0', label: '即梦', href: 'https://jimeng.jianying.com', external: true },
        ],
      },
    ]);
  });
});
