import { memberEn } from '../../../features/member/copy/en';
import { memberSharedEn } from '../../../features/member/shared/copy/en';
import { accountEn } from '../../../features/member/account/copy/en';
import { rechargeEn } from '../../../features/member/recharge/copy/en';
import { recordsEn } from '../../../features/member/records/copy/en';
import { logEn } from '../../../features/member/log/copy/en';
import { upgradeEn } from '../../../features/member/upgrade/copy/en';
import { pluginEn } from '../../../features/member/plugin/copy/en';
import { reportsEn } from '../../../features/member/reports/copy/en';
import { dubbingEn } from '../../../features/dubbing/copy/en';
import { downloadEn } from '../../../features/download/copy/en';
import type { MemberPartMessages } from './zh-CN';

const memberPartEn: MemberPartMessages = {
  ...memberEn,
  ...memberSharedEn,
  ...accountEn,
  ...rechargeEn,
  ...recordsEn,
  ...logEn,
  ...upgradeEn,
  ...pluginEn,
  ...reportsEn,
  ...dubbingEn,
  ...downloadEn,
};
export default memberPartEn;
