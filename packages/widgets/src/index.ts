export { MemberLogin } from './MemberLogin/MemberLogin';
export type { MemberLoginProps } from './MemberLogin/MemberLogin';
export { NoticeCenter } from './NoticeCenter/NoticeCenter';
export type { NoticeCenterProps } from './NoticeCenter/NoticeCenter';
export { useApiClient, watchFailure } from './client';
export type { ClientProps } from './client';
export type { OpenProps } from './useOpenState';
