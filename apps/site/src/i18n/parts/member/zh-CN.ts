import { memberZhCN } from '../../../features/member/copy/zh-CN';
import { memberSharedZhCN } from '../../../features/member/shared/copy/zh-CN';
import { accountZhCN } from '../../../features/member/account/copy/zh-CN';
import { rechargeZhCN } from '../../../features/member/recharge/copy/zh-CN';
import { recordsZhCN } from '../../../features/member/records/copy/zh-CN';
import { logZhCN } from '../../../features/member/log/copy/zh-CN';
import { upgradeZhCN } from '../../../features/member/upgrade/copy/zh-CN';
import { pluginZhCN } from '../../../features/member/plugin/copy/zh-CN';
import { reportsZhCN } from '../../../features/member/reports/copy/zh-CN';
import { dubbingZhCN } from '../../../features/dubbing/copy/zh-CN';
import { downloadZhCN } from '../../../features/download/copy/zh-CN';

// The `member` part: member center (and its sections), dubbing and download. Loaded with the
// member pages, and with the auth pages for the SMS code row they share.
const memberPartZhCN = {
  ...memberZhCN,
  ...memberSharedZhCN,
  ...accountZhCN,
  ...rechargeZhCN,
  ...recordsZhCN,
  ...logZhCN,
  ...upgradeZhCN,
  ...pluginZhCN,
  ...reportsZhCN,
  ...dubbingZhCN,
  ...downloadZhCN,
};
export default memberPartZhCN;

export type MemberPartMessages = { readonly [K in keyof typeof memberPartZhCN]: string };
