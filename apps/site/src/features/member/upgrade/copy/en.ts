import type { UpgradeMessages } from './zh-CN';

export const upgradeEn: UpgradeMessages = {
  upgradeIntro: 'The price is taken from your balance and applies at once. Balance: {balance}.',
  upgradeCurrent: 'Current level',
  upgradeFree: 'Free',
  upgradeIncluded: 'Included',
  upgradeTo: 'Upgrade to {name}',
  upgradeRightsOf: 'Rights of {name}',
  upgradeShort: 'Balance short by {amount}.',
  upgradeConfirmTitle: 'Confirm upgrade',
  upgradeConfirmText: 'Spend {price} to upgrade to "{name}"? Your balance is {balance}.',
  upgradeConfirm: 'Upgrade',
  upgradeSuccess: 'Upgraded: you are now {name}',
  upgradeRefusedTitle: 'The upgrade did not go through',
  upgradeNoLevels: 'No levels to upgrade to',
  upgradeTermYear: '/ year',
  upgradeTermMonth: '/ month',
  upgradeTermDays: '/ {days} days',
  upgradeTermLength: 'Each purchase lasts {days} days',
  upgradePermanent: 'Never expires',
  upgradeDailyDownloads: '{count} materials a day',
  upgradeValidUntil: 'Valid until {date}',
  upgradeLapsedOn: 'Expired on {date}',
  upgradeRenew: 'Renew {name}',
  upgradeRenewConfirmTitle: 'Confirm renewal',
  upgradeRenewConfirmText:
    'Spend {price} to renew "{name}"? It will then be valid until {date}. Your balance is {balance}.',
  upgradeRenewConfirm: 'Renew',
  upgradeRenewSuccess: 'Renewed: {name} is valid until {date}',
  upgradeConfirmTermText:
    'Spend {price} to upgrade to "{name}"? It will be valid until {date}. Your balance is {balance}.',
};
