import { describe, expect, it, vi } from 'vitest';
import { zhCN } from '../i18n';
import { buildSideMenu, classItems } from './buildSideMenu';
import type { SideMenuGroup } from './buildSideMenu';

const hrefs = {
  classHref: (classId: number) => `#/twoClass/${classId}`,
  childClassHref: (classId: number, childId: number) => `#/twoClass/${classId}/${childId}`,
};

const links = {
  ...hrefs,
  memberRegister: '#/register',
  dubbing: '#/user/dubbing',
  market: '#/commonDocument/1',
  mustRead: '#/commonDocument/2',
  tutorial: '#/commonDocument/3',
  accountFiling: '#/commonDocument/4',
  voiceClone: '#/commonDocument/5',
  animationSoftware: '#/commonDocument/6',
  otherSoftware: '#/commonDocument/7',
  plugins: '#/commonDocument/8',
};

const labels = (group: SideMenuGroup | undefined) => group?.items.map((item) => item.label);

describe('classItems', () => {
  it('links a class without children to its section page', () => {
    expect(classItems([{ id: 3, name: '角色素材', children: [] }], hrefs)).toEqual([
      { kind: 'link', key: 'class-3', label: '角色素材', href: '#/twoClass/3', external: false },
    ]);
    expect(classItems([{ id: 4, name: '场景' }], hrefs)[0]).toMatchObject({
      kind: 'link',
      href: '#/twoClass/4',
    });
  });

  it('turns a class with children into a submenu of sub-section links', () => {
    const [item] = classItems(
      [
        {
          id: 5,
          name: '三维素材',
          children: [
            { id: 11, name: '模型', oneClassId: 5 },
            { id: 12, name: '贴图', oneClassId: 5 },
          ],
        },
      ],
      hrefs,
    );
    expect(item).toMatchObject({ kind: 'submenu', label: '三维素材' });
    expect(item?.kind === 'submenu' && item.items.map((c) => c.kind === 'link' && c.href)).toEqual([
      '#/twoClass/5/11',
      '#/twoClass/5/12',
    ]);
  });
});

describe('buildSideMenu', () => {
  it('builds the six groups of the spec in order', () => {
    const groups = buildSideMenu(
      {
        links,
        classes: [{ id: 1, name: '角色' }],
        customNav: {
          freeDubbing: '魔音工坊|https://www.moyin.com',
          aiCreateImage: '即梦|https://jimeng.jianying.com',
          aiCreateText: '豆包|https://www.doubao.com',
        },
        onMemberLogin: () => {},
      },
      zhCN,
    );
    expect(groups.map((g) => g.label)).toEqual([
      '素材市场',
      '会员中心',
      '素材中心',
      '配音中心',
      'AI工具',
      '软件中心',
    ]);
    expect(groups[0]).toMatchObject({ href: '#/commonDocument/1', items: [] });
    expect(labels(groups[1])).toEqual(['会员登录', '会员注册', '会员必读', '使用教程', '账号备案']);
    expect(labels(groups[3])).toEqual(['配音', 'AI声音克隆', '免费配音列表']);
    expect(labels(groups[4])).toEqual(['AI生图列表', 'AI生文列表']);
    expect(labels(groups[5])).toEqual(['动画软件', '其他软件', '插件']);
  });

  it('points registration and dubbing where the caller says', () => {
    const groups = buildSideMenu(
      { links: { ...hrefs, memberRegister: '#/register', dubbing: '#/user/dubbing' }, classes: [] },
      zhCN,
    );
    const member = groups.find((g) => g.key === 'memberCenter');
    const dubbing = groups.find((g) => g.key === 'dubbingCenter');
    expect(member?.items).toEqual([
      {
        kind: 'link',
        key: 'memberRegister',
        label: '会员注册',
        href: '#/register',
        external: false,
      },
    ]);
    expect(dubbing?.items[0]).toMatchObject({ href: '#/user/dubbing' });
  });

  it('makes member login an action that calls back', () => {
    const onMemberLogin = vi.fn();
    const [, member] = buildSideMenu({ links, classes: [], onMemberLogin }, zhCN);
    const login = member?.items[0];
    expect(login?.kind).toBe('action');
    if (login?.kind === 'action') login.onSelect();
    expect(onMemberLogin).toHaveBeenCalledOnce();
  });

  it('leaves out entries without an address and groups left empty', () => {
    const groups = buildSideMenu({ links: hrefs, classes: [] }, zhCN);
    expect(groups.map((g) => g.key)).toEqual(['materialCenter']);
  });

  it('shows a placeholder while the class list is empty', () => {
    const groups = buildSideMenu({ links: hrefs, classes: [] }, zhCN);
    expect(groups.find((g) => g.key === 'materialCenter')?.items).toEqual([
      { kind: 'empty', key: 'noClasses', label: zhCN.noClasses },
    ]);
  });

  it('turns link lists into submenus of safe links, external ones marked', () => {
    const groups = buildSideMenu(
      {
        links: hrefs,
        classes: [],
        customNav: {
          aiCreateImage: '即梦|https://jimeng.jianying.com\n坏|javascript:alert(1)\n站内|#/home',
        },
      },
      zhCN,
    );
    const ai = groups.find((g) => g.key === 'aiTools');
    expect(ai?.items).toEqual([
      {
        kind: 'submenu',
        key: 'aiImage',
        label: 'AI生图列表',
        items: [
          {
            kind: 'link',
            key: 'aiImage-0',
            label: '即梦',
            href: 'https://jimeng.jianying.com',
            external: true,
          },
          { kind: 'link', key: 'aiImage-1', label: '站内', href: '#/home', external: false },
        ],
      },
    ]);
  });
});
