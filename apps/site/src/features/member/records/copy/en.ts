import type { RecordsMessages } from './zh-CN';

export const recordsEn: RecordsMessages = {
  consumeTypeRefund: 'Recharge refund',
  consumeTypeAdjustment: 'Balance adjustment',
  rechargeRecordsEmpty: 'No recharges yet',
  consumeRecordsEmpty: 'No spending yet',
  colType: 'Type',
  colDescription: 'Details',
  colSpent: 'Spent',
  colBalanceAfter: 'Balance after',
  colBalanceAfterRecharge: 'Balance after recharge',
  consumeTypeLevelUpgrade: 'Level upgrade',
  consumeTypeDubbing: 'Dubbing',
  consumeTypeDownload: 'Download',
};
