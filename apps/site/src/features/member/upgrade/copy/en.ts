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
};
