import type { Messages } from '../i18n';
import { parseLinkList } from '../shell/parseLinkList';
import type { CustomNavLists, ShellClass } from '../shell/types';

/**
 * Where the menu entries point, in the host site's routing: the class pages, and the fixed
 * entries (mostly static content pages whose ids only the site knows). A fixed entry without an
 * address is left out of the menu.
 */
export interface SideMenuLinks {
  /** A class's page, e.g. `(3) => '#/twoClass/3'`. */
  classHref: (classId: number) => string;
  /** A sub-class's page, e.g. `(3, 7) => '#/twoClass/3/7'`. */
  childClassHref: (classId: number, childId: number) => string;
  market?: string;
  memberRegister?: string;
  mustRead?: string;
  tutorial?: string;
  accountFiling?: string;
  dubbing?: string;
  voiceClone?: string;
  animationSoftware?: string;
  otherSoftware?: string;
  plugins?: string;
}

export type SideMenuItem =
  | { kind: 'link'; key: string; label: string; href: string; external: boolean }
  | { kind: 'action'; key: string; label: string; onSelect: () => void }
  | { kind: 'submenu'; key: string; label: string; items: SideMenuItem[] }
  | { kind: 'empty'; key: string; label: string };

export type SideMenuGroupKey =
  'market' | 'memberCenter' | 'materialCenter' | 'dubbingCenter' | 'aiTools' | 'softwareCenter';

/** A top-level entry: a plain link (`href`) or a titled group of items. */
export interface SideMenuGroup {
  key: SideMenuGroupKey;
  label: string;
  href?: string;
  items: SideMenuItem[];
}

export interface BuildSideMenuInput {
  links: SideMenuLinks;
  classes: readonly ShellClass[];
  customNav?: CustomNavLists | null;
  /** Opens the login modal; without it (and without a href) the entry is left out. */
  onMemberLogin?: () => void;
}

type MenuMessages = Pick<
  Messages,
  | 'market'
  | 'memberCenter'
  | 'memberLogin'
  | 'memberRegister'
  | 'mustRead'
  | 'tutorial'
  | 'accountFiling'
  | 'materialCenter'
  | 'dubbingCenter'
  | 'dubbing'
  | 'voiceClone'
  | 'freeDubbing'
  | 'aiTools'
  | 'aiImage'
  | 'aiText'
  | 'softwareCenter'
  | 'animationSoftware'
  | 'otherSoftware'
  | 'plugins'
  | 'noClasses'
>;

function link(key: string, label: string, href: string | undefined): SideMenuItem[] {
  return href ? [{ kind: 'link', key, label, href, external: !href.startsWith('#') }] : [];
}

/** A `label|url` list as a submenu; an empty or all-invalid list is left out. */
function linkList(key: string, label: string, text: string | null | undefined): SideMenuItem[] {
  const entries = parseLinkList(text);
  if (entries.length === 0) return [];
  return [
    {
      kind: 'submenu',
      key,
      label,
      items: entries.map((entry, index) => ({
        kind: 'link',
        key: `${key}-${index}`,
        label: entry.label,
        href: entry.url,
        external: entry.external,
      })),
    },
  ];
}

/** Material center: a class without sub-classes is a link, one with sub-classes a submenu. */
export function classItems(
  classes: readonly ShellClass[],
  { classHref, childClassHref }: Pick<SideMenuLinks, 'classHref' | 'childClassHref'>,
): SideMenuItem[] {
  return classes.map((cls): SideMenuItem => {
    const children = cls.children ?? [];
    if (children.length === 0) {
      return {
        kind: 'link',
        key: `class-${cls.id}`,
        label: cls.name,
        href: classHref(cls.id),
        external: false,
      };
    }
    return {
      kind: 'submenu',
      key: `class-${cls.id}`,
      label: cls.name,
      items: children.map((child) => ({
        kind: 'link',
        key: `class-${cls.id}-${child.id}`,
        label: child.name,
        href: childClassHref(cls.id, child.id),
        external: false,
      })),
    };
  });
}

/** The six groups of the left menu (spec section 2), in order; empty groups are left out. */
export function buildSideMenu(input: BuildSideMenuInput, m: MenuMessages): SideMenuGroup[] {
  const { links } = input;
  const nav = input.customNav ?? {};
  const classes = classItems(input.classes, links);

  const groups: SideMenuGroup[] = [
    { key: 'market', label: m.market, href: links.market, items: [] },
    {
      key: 'memberCenter',
      label: m.memberCenter,
      items: [
        ...(input.onMemberLogin
          ? [
              {
                kind: 'action',
                key: 'memberLogin',
                label: m.memberLogin,
                onSelect: input.onMemberLogin,
              } as const,
            ]
          : []),
        ...link('memberRegister', m.memberRegister, links.memberRegister),
        ...link('mustRead', m.mustRead, links.mustRead),
        ...link('tutorial', m.tutorial, links.tutorial),
        ...link('accountFiling', m.accountFiling, links.accountFiling),
      ],
    },
    {
      key: 'materialCenter',
      label: m.materialCenter,
      // Keep the group visible while classes are empty so the menu doesn't jump when they load.
      items:
        classes.length > 0 ? classes : [{ kind: 'empty', key: 'noClasses', label: m.noClasses }],
    },
    {
      key: 'dubbingCenter',
      label: m.dubbingCenter,
      items: [
        ...link('dubbing', m.dubbing, links.dubbing),
        ...link('voiceClone', m.voiceClone, links.voiceClone),
        ...linkList('freeDubbing', m.freeDubbing, nav.freeDubbing),
      ],
    },
    {
      key: 'aiTools',
      label: m.aiTools,
      items: [
        ...linkList('aiImage', m.aiImage, nav.aiCreateImage),
        ...linkList('aiText', m.aiText, nav.aiCreateText),
      ],
    },
    {
      key: 'softwareCenter',
      label: m.softwareCenter,
      items: [
        ...link('animationSoftware', m.animationSoftware, links.animationSoftware),
        ...link('otherSoftware', m.otherSoftware, links.otherSoftware),
        ...link('plugins', m.plugins, links.plugins),
      ],
    },
  ];
  return groups.filter((group) => (group.key === 'market' ? !!group.href : group.items.length > 0));
}
