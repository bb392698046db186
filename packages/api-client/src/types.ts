import type { components, operations, paths } from './generated/schema';

export type { components, operations, paths };
type Schemas = components['schemas'];

export type UsersInfo = Schemas['UsersInfo'];
export type UsersLevelInfo = Schemas['UsersLevelInfo'];
export type LevelRef = Schemas['LevelRef'];
export type UserInfo = Schemas['UserInfo'];
export type UserStatus = Schemas['UserStatus'];
export type EntitlementKey = Schemas['EntitlementKey'];
export type LoginRequest = Schemas['LoginRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type RegisterResult = Schemas['RegisterResult'];
export type PasswordUpdateRequest = Schemas['PasswordUpdateRequest'];
export type UserLog = Schemas['UserLog'];
export type UserLogPage = Schemas['UserLogPage'];
export type RechargeOrder = Schemas['RechargeOrder'];
export type RechargeOrderPage = Schemas['RechargeOrderPage'];
export type ConsumeRecord = Schemas['ConsumeRecord'];
export type ConsumeRecordPage = Schemas['ConsumeRecordPage'];
export type PayOption = Schemas['PayOption'];
export type PayOnlineRequest = Schemas['PayOnlineRequest'];
export type PayCompletedResult = Schemas['PayCompletedResult'];
export type PayMethod = Schemas['PayMethod'];
export type PayProvider = Schemas['PayProvider'];
export type RechargeStatus = Schemas['RechargeStatus'];
export type RechargeRecord = Schemas['RechargeRecord'];
export type RechargeRecordPage = Schemas['RechargeRecordPage'];
export type OneClass = Schemas['OneClass'];
export type OneClassChild = Schemas['OneClassChild'];
export type SearchResultItem = Schemas['SearchResultItem'];
export type SearchPage = Schemas['SearchPage'];
export type SearchDocumentsQuery = NonNullable<
  operations['searchDocuments']['parameters']['query']
>;
export type Notice = Schemas['Notice'];
/** A notice or term reminder in the member's bell, with its date and read mark. */
export type MemberNotice = Schemas['MemberNotice'];
export type NoticeReadRequest = Schemas['NoticeReadRequest'];
export type NoticeReadState = Schemas['NoticeReadState'];
export type CustomNavMenu = Schemas['CustomNavMenu'];
export type UpdateNotice = Schemas['UpdateNotice'];
export type DocumentSummary = Schemas['DocumentSummary'];
export type ImageSize = Schemas['ImageSize'];
export type PreviewImage = Schemas['PreviewImage'];
export type MaterialPreview = Schemas['MaterialPreview'];
export type DocumentSummaryPage = Schemas['DocumentSummaryPage'];
export type TwoClassSection = Schemas['TwoClassSection'];
export type TwoClassChildSection = Schemas['TwoClassChildSection'];
export type CommonDocument = Schemas['CommonDocument'];
export type TwoClassDocument = Schemas['TwoClassDocument'];
export type PluginActivation = Schemas['PluginActivation'];
export type PluginActivationPage = Schemas['PluginActivationPage'];
export type PluginUnbindAllowance = Schemas['PluginUnbindAllowance'];
export type Report = Schemas['Report'];
export type ReportPage = Schemas['ReportPage'];
export type ReportCreateRequest = Schemas['ReportCreateRequest'];
export type ReportUpdateRequest = Schemas['ReportUpdateRequest'];
export type ReportStatus = Schemas['ReportStatus'];
export type HomeImage = Schemas['HomeImage'];
export type DownloadCheck = Schemas['DownloadCheck'];
export type DubbingVoice = Schemas['DubbingVoice'];
export type DubbingCount = Schemas['DubbingCount'];
export type CardCodeResult = Schemas['CardCodeResult'];
export type DubbingStartRequest = Schemas['DubbingStartRequest'];
export type DubbingJob = Schemas['DubbingJob'];
export type DubbingJobRecord = Schemas['DubbingJobRecord'];
export type DubbingSentence = Schemas['DubbingSentence'];
export type DubbingSentenceList = Schemas['DubbingSentenceList'];
export type DubbingRegenerateRequest = Schemas['DubbingRegenerateRequest'];
export type DubbingJobPage = Schemas['DubbingJobPage'];
export type DubbingJobStatus = Schemas['DubbingJobStatus'];
export type DownloadQuota = Schemas['DownloadQuota'];
export type MaterialFile = Schemas['MaterialFile'];
export type DownloadRecord = Schemas['DownloadRecord'];
export type DownloadRecordPage = Schemas['DownloadRecordPage'];
export type Favourite = Schemas['Favourite'];
export type FavouritePage = Schemas['FavouritePage'];
export type ProfileUpdateRequest = Schemas['ProfileUpdateRequest'];
export type SessionInfo = Schemas['SessionInfo'];
export type PasswordResetRequest = Schemas['PasswordResetRequest'];
export type PasswordLinkResetRequest = Schemas['PasswordLinkResetRequest'];
export type PhoneCaptchaRequest = Schemas['PhoneCaptchaRequest'];
export type SmsLoginRequest = Schemas['SmsLoginRequest'];

/** Operator console operations (tag admin): reached through createAdminClient, not the site's client. */
export type AdminOperationId = Extract<keyof operations, `admin${string}`>;
/** The members' site operations. */
export type OperationId = Exclude<keyof operations, AdminOperationId>;

/** A server answer in the envelope, narrowed by `ok` (code 200). */
export type ApiResult<T> =
  | { ok: true; code: 200; message: string; data: T }
  | { ok: false; code: number; message: string; data: null };

/** Query for reads that page and filter by date (YYYY-MM-DD, inclusive). */
export interface PageQuery {
  page?: number | null;
  size?: number | null;
}
export interface RangedPageQuery extends PageQuery {
  startDate?: string | null;
  endDate?: string | null;
}
