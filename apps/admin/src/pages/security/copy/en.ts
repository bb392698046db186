import type { zhCN } from './zh-CN';

export const en: { readonly [K in keyof typeof zhCN]: string } = {
  totpTitle: 'Two-factor login',
  totpEnabled: 'Two-factor login is on',
  totpRequired: 'Your role must turn on two-factor login first',
  totpStart: 'Get a secret',
  totpSecret: 'Secret: {secret}',
  totpHint:
    'Add this secret (or the otpauth link) to an authenticator app, then enter the 6 digits it shows.',
  totpEnable: 'Turn on',
  totpOff: 'Two-factor login is off',
  totpCode6: 'The 6 digits your authenticator shows',
  totpPassword: 'Your password (to confirm it is you)',
  totpCurrentCode: 'Current two-factor code or a recovery code',
  totpReplace: 'Replace authenticator',
  totpDisable: 'Turn off two-factor login',
  totpDisabled: 'Two-factor login is off',
  totpCancel: 'Cancel',
  totpRecoveryTitle: 'Recovery codes',
  totpRecoveryHint:
    'Save these codes now: each works once, instead of a two-factor code when you cannot use your authenticator. They are not shown again.',
  totpRecoverySaved: 'I have saved them',
  totpSessionsNote:
    'Turning two-factor login on, replacing or turning it off signs you out of the console on every other device.',
};
