// A member's account log (UserLog.action: logins, logouts, password changes, registration) named
// for people: the one list the site's 账号日志 and the console's member page both read, Chinese
// first with an English name beside each.

import type { UserLog } from '@dongman/api-client';
import type { AuditLocale } from './audit';

/** The contract's account-log actions (UserLog.action). */
export type MemberLogAction = UserLog['action'];

/** Every account-log action → its Chinese name; a new action in the contract fails typecheck here. */
export const MEMBER_LOG_ACTIONS: Record<MemberLogAction, string> = {
  login: '登录',
  logout: '退出登录',
  passwordUpdate: '修改密码',
  register: '注册',
};

/** The same actions in English. */
export const MEMBER_LOG_ACTIONS_EN: Record<MemberLogAction, string> = {
  login: 'Log in',
  logout: 'Log out',
  passwordUpdate: 'Password change',
  register: 'Registration',
};

/**
 * The name of an account-log action, Chinese unless `locale` is `en`; an action the list does not
 * have (a newer server) is shown as it is.
 */
export function memberLogActionName(action: string, locale: AuditLocale = 'zh-CN'): string {
  const names: Record<string, string> =
    locale === 'en' ? MEMBER_LOG_ACTIONS_EN : MEMBER_LOG_ACTIONS;
  return names[action] ?? action;
}
