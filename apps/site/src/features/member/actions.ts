import type { SiteMessageKey } from '../../i18n';
import { paths } from '../../navigation/paths';

/** The member center's sections, in tab order; `account` is the plain user/info page. */
export const MEMBER_ACTIONS = [
  'account',
  'recharge',
  'rechargeRecords',
  'consumeRecords',
  'upgrade',
  'plugin',
  'report',
  'log',
  'downloads',
  'favourites',
  'profile',
  'devices',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** Other names people (and older links) use for a section. */
const ALIASES: Readonly<Record<string, MemberAction>> = {
  level: 'upgrade',
  info: 'account',
  // American spelling (issue 26): both spellings reach 我的收藏.
  favorites: 'favourites',
};

/** The section for the `{action}` route param; undefined for an unknown one. */
export function resolveAction(param: string | undefined): MemberAction | undefined {
  if (!param) return 'account';
  if ((MEMBER_ACTIONS as readonly string[]).includes(param)) return param as MemberAction;
  return Object.prototype.hasOwnProperty.call(ALIASES, param) ? ALIASES[param] : undefined;
}

export const actionPath = (action: MemberAction) =>
  action === 'account' ? paths.memberCenter() : paths.memberCenter(action);

export const ACTION_LABELS: Readonly<Record<MemberAction, SiteMessageKey>> = {
  account: 'memberTabAccount',
  recharge: 'memberTabRecharge',
  rechargeRecords: 'memberTabRechargeRecords',
  consumeRecords: 'memberTabConsumeRecords',
  upgrade: 'memberTabUpgrade',
  plugin: 'memberTabPlugin',
  report: 'memberTabReport',
  log: 'memberTabLog',
  downloads: 'memberTabDownloads',
  favourites: 'memberTabFavourites',
  profile: 'memberTabProfile',
  devices: 'memberTabDevices',
};
