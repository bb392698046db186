import { shellZhCN } from '../../../shell/copy/zh-CN';
import { errorsZhCN } from '../../../features/errors/copy/zh-CN';
import { homeZhCN } from '../../../features/home/copy/zh-CN';

// The `core` part: what the first page shows at once (shell, error pages, the home page's welcome
// and banners). Its zh-CN ships in the first bundle; English loads when the reader wants it.
const corePartZhCN = {
  ...shellZhCN,
  ...errorsZhCN,
  ...homeZhCN,
};
export default corePartZhCN;

export type CorePartMessages = { readonly [K in keyof typeof corePartZhCN]: string };
