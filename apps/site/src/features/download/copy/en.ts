import type { DownloadMessages } from './zh-CN';

export const downloadEn: DownloadMessages = {
  pageDownload: 'Download',
  downloadChecking: 'Checking your download rights…',
  downloadReady: 'You may download this: use the button below.',
  downloadNow: 'Download now',
  downloadLinkHint: 'The link expires after a while; reload this page for a new one.',
  downloadRefused: 'You cannot download this yet',
  downloadRefusedHint: 'Upgrading is paid from your balance; recharge first if it is short.',
  downloadNotFound: 'This download does not exist or was removed',
};
