import { describe, expect, it } from 'vitest';
import { attachChildren, findClass } from './menuTree';
import { documentPath, idParam, paths, toHref, toPath } from '../navigation/paths';
import { windowTitle } from './title';
import { classifyTwoClassEntry } from '../features/catalog/twoClassEntry';
import { shouldShowUpdateNotice } from '../features/notices/updateNotice';
import { entitlementMessageKey } from './entitlement';
import { entitlementNamesEn } from './copy/en';
import { entitlementNamesZhCN } from './copy/zh-CN';
import { authEn } from '../features/auth/copy/en';
import { catalogZhCN } from '../features/catalog/copy/zh-CN';
import { memberEn } from '../features/member/copy/en';
import { shellZhCN } from '../shell/copy/zh-CN';

describe('menu tree', () => {
  const classes = [
    { id: 2, name: 'MYZ原创素材', sort: 2 },
    { id: 1, name: '动画素材', sort: 1 },
    { id: 3, name: '音效配乐', sort: 3 },
  ];
  const children = [
    { id: 6, name: '原创角色包', oneClassId: 2 },
    { id: 1, name: '人物角色', oneClassId: 1 },
    { id: 2, name: '场景背景', oneClassId: 1 },
    { id: 99, name: '孤儿', oneClassId: 42 },
  ];

  it('keeps the class order and attaches children by oneClassId', () => {
    const tree = attachChildren(classes, children);
    expect(tree.map((node) => node.name)).toEqual(['动画素材', 'MYZ原创素材', '音效配乐']);
    expect(findClass(tree, 1)?.children.map((child) => child.name)).toEqual([
      '人物角色',
      '场景背景',
    ]);
    expect(findClass(tree, 2)?.children.map((child) => child.id)).toEqual([6]);
    expect(findClass(tree, 3)?.children).toEqual([]);
  });

  it('drops children whose parent is not listed and works before children arrive', () => {
    const tree = attachChildren(classes, children);
    expect(tree.flatMap((node) => node.children).some((child) => child.id === 99)).toBe(false);
    expect(attachChildren(classes, []).every((node) => node.children.length === 0)).toBe(true);
  });
});

describe('window title', () => {
  it('is "{page} - {site}" and never an admin label', () => {
    expect(windowTitle(shellZhCN.siteName, catalogZhCN.pageMaterialCenter)).toBe(
      '素材中心 - 动漫素材会员站',
    );
    expect(windowTitle(shellZhCN.siteName, '人物角色', '动画素材')).toBe(
      '人物角色 - 动画素材 - 动漫素材会员站',
    );
    expect(windowTitle(shellZhCN.siteName)).toBe('动漫素材会员站');
    expect(windowTitle(shellZhCN.siteName, undefined, '  ', null)).toBe('动漫素材会员站');
    expect(windowTitle(shellZhCN.siteName, '首页')).not.toMatch(/admin|后台|控制台|管理/i);
  });
});

describe('paths', () => {
  it('builds the routes of spec section 2', () => {
    expect(paths.commonDocument(2)).toBe('/commonDocument/2');
    expect(paths.section(3)).toBe('/twoClass/3');
    expect(paths.childSection(1, 4)).toBe('/twoClass/1/4');
    expect(paths.childDocument(1, 4, 90)).toBe('/twoClass/1/4/90');
    expect(paths.download('a b/c')).toBe('/user/download/a%20b%2Fc');
    expect(paths.memberCenter()).toBe('/user/info');
    expect(paths.memberCenter('recharge')).toBe('/user/info/recharge');
    expect(toHref(paths.dubbing())).toBe('#/user/dubbing');
  });

  it('links a document under its child class only when it has one (search results)', () => {
    expect(documentPath({ id: 7, oneClass: 3, oneClassChildren: 0 })).toBe('/twoClass/3/7');
    expect(documentPath({ id: 7, oneClass: 1, oneClassChildren: 5 })).toBe('/twoClass/1/5/7');
  });

  it('normalises hrefs and rejects ids that are not positive integers', () => {
    expect(toPath('#/twoClass/3')).toBe('/twoClass/3');
    expect(toPath('twoClass/3')).toBe('/twoClass/3');
    expect(toPath('/home')).toBe('/home');
    expect(idParam('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '01', '99999999999']) {
      expect(idParam(bad)).toBeUndefined();
    }
  });
});

describe('twoClass/{id}/{x}', () => {
  const tree = attachChildren(
    [
      { id: 1, name: '动画素材', sort: 1 },
      { id: 3, name: '音效配乐', sort: 3 },
    ],
    [{ id: 4, name: '特效元素', oneClassId: 1 }],
  );

  it('is a child class when the class has that child, otherwise a document', () => {
    expect(classifyTwoClassEntry(tree, true, 1, 4)).toBe('child');
    expect(classifyTwoClassEntry(tree, true, 3, 4)).toBe('document');
    expect(classifyTwoClassEntry(tree, true, 1, 500)).toBe('document');
  });

  it('waits for the tree and asks the server about classes it does not know', () => {
    expect(classifyTwoClassEntry(tree, false, 1, 4)).toBe('pending');
    expect(classifyTwoClassEntry([], true, 1, 4)).toBe('ask-server');
  });
});

describe('update notice', () => {
  const notice = { version: '2.1.0', title: '更新', content: '<p>x</p>', createTime: '2025-01-01' };
  it('shows once per version', () => {
    expect(shouldShowUpdateNotice(notice, null)).toBe(true);
    expect(shouldShowUpdateNotice(notice, '2.0.0')).toBe(true);
    expect(shouldShowUpdateNotice(notice, '2.1.0')).toBe(false);
    expect(shouldShowUpdateNotice(null, null)).toBe(false);
  });
});

describe('site catalogue', () => {
  it('names every level right', () => {
    expect(entitlementNamesZhCN[entitlementMessageKey('myzSourceMaterial')]).toBe('MYZ原创素材');
    expect(entitlementNamesEn[entitlementMessageKey('course')]).toBe('Courses');
  });
});

describe('site catalogue loading', () => {
  it('serves zh-CN at once, then English and the other parts once they have loaded', async () => {
    const { loadCopy, setSiteLocale, siteMessagesFor } = await import('../i18n');
    expect(siteMessagesFor('zh-CN').siteName).toBe('动漫素材会员站');
    expect(siteMessagesFor('en').siteName).toBe('动漫素材会员站'); // English not loaded yet
    setSiteLocale('en');
    await loadCopy();
    expect(siteMessagesFor('en').siteName).toBe('Dongman Materials');
    expect(siteMessagesFor('en').sectionCount).toBeUndefined();
    await loadCopy('pages', 'member');
    expect(siteMessagesFor('en').t('sectionCount', { count: 3 })).toBe('3 materials');
    expect(siteMessagesFor('en').memberTabAccount).toBe(memberEn.memberTabAccount);
    expect(siteMessagesFor('en').registerIntro).toBeUndefined(); // the auth pages' own part
    await loadCopy('auth');
    expect(siteMessagesFor('en').registerIntro).toBe(authEn.registerIntro);
    expect(siteMessagesFor('zh-CN').sectionCount).toBe(catalogZhCN.sectionCount); // setup loaded it
    setSiteLocale('zh-CN');
  });
});

describe('list reads that must tell empty from failed', () => {
  function eventsApi() {
    const listeners = new Set<(event: { operationId: string }) => void>();
    return {
      api: {
        on: (_name: string, listener: (event: { operationId: string }) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      } as never,
      fail: (operationId: string) => listeners.forEach((l) => l({ operationId })),
      count: () => listeners.size,
    };
  }

  it('returns the list, [] for a real empty answer, undefined after a transport failure', async () => {
    const { listOrFailure } = await import('./listOrFailure');
    const { api, fail, count } = eventsApi();
    expect(await listOrFailure(api, 'search', async () => [1, 2])).toEqual([1, 2]);
    expect(await listOrFailure(api, 'search', async () => [])).toEqual([]);
    const failing = listOrFailure(api, 'search', async () => {
      fail('search');
      return [];
    });
    expect(await failing).toBeUndefined();
    // another call failing at the same time does not count
    expect(
      await listOrFailure(api, 'search', async () => {
        fail('listNotices');
        return [];
      }),
    ).toEqual([]);
    expect(count()).toBe(0);
  });
});
