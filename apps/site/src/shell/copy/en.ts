import type { ShellMessages } from './zh-CN';

export const shellEn: ShellMessages = {
  siteName: 'Dongman Materials',
  switchLanguage: 'Switch language',
  otherLanguage: '中文',
  loginFirst: 'Please log in first',
  pageHome: 'Home',
  backHome: 'Back to home',
  networkError: 'Network connection failed, please try again later',
};
