import { authEn } from '../../../features/auth/copy/en';
import type { AuthPartMessages } from './zh-CN';

const authPartEn: AuthPartMessages = {
  ...authEn,
};
export default authPartEn;
