import type { zhCN } from './zh-CN';

export const en: { readonly [K in keyof typeof zhCN]: string } = {
  appName: 'Operator console',
  loginTitle: 'Staff login',
  account: 'Account',
  password: 'Password',
  totpCode: 'Two-factor code (when enabled)',
  login: 'Log in',
  recoveryCode: 'Recovery code (if you cannot use your authenticator)',
};
