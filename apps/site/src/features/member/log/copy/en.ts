import type { LogMessages } from './zh-CN';

export const logEn: LogMessages = {
  colUserAgent: 'Device / browser',
  logIntro:
    'Recent logins, logouts and password changes. If anything looks wrong, change your password.',
  logEmpty: 'No log entries yet',
  logDeviceUnknown: 'Unknown device',
};
