import type { NoticesMessages } from './zh-CN';

export const noticesEn: NoticesMessages = {
  updateNoticeAcknowledge: 'Got it',
  updateNoticeVersion: 'Version {version}',
};
