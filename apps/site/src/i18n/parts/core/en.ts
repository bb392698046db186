import { shellEn } from '../../../shell/copy/en';
import { errorsEn } from '../../../features/errors/copy/en';
import { homeEn } from '../../../features/home/copy/en';
import type { CorePartMessages } from './zh-CN';

const corePartEn: CorePartMessages = {
  ...shellEn,
  ...errorsEn,
  ...homeEn,
};
export default corePartEn;
