import { authZhCN } from '../../../features/auth/copy/zh-CN';

// The `auth` part: register and forgot password, loaded with those pages.
const authPartZhCN = {
  ...authZhCN,
};
export default authPartZhCN;

export type AuthPartMessages = { readonly [K in keyof typeof authPartZhCN]: string };
