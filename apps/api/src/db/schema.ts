import type { EntitlementKey } from '@dongman/api-client';
import type { enums } from '@dongman/api-client/contract';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Table types for Kysely. Times are epoch milliseconds (INTEGER); money is integer cents;
// flags are 0/1 integers (SQLite has no boolean).

/** A value of an enum of openapi.yaml (the generated `enums`): never listed again here. */
type ContractEnum<Name extends keyof typeof enums> = (typeof enums)[Name][number];

export type UserStatus = ContractEnum<'UserStatus'>;
/** A level right (EntitlementKey of openapi.yaml). */
export type Entitlement = EntitlementKey;

export interface MetaTable {
  key: string;
  value: string;
}

export interface LevelTable {
  id: Generated<number>;
  name: string;
  source_material: number;
  myz_source_material: number;
  template: number;
  plugin: number;
  dubbing: number;
  course: number;
  price: number;
  sort: number;
  /** Materials a member of this level may download per China calendar day. */
  daily_downloads: Generated<number>;
  /** Machines a member of this level may activate the plugin on. */
  plugin_machines: Generated<number>;
  /** 1: no longer offered for upgrade (members keep it). */
  disabled: Generated<number>;
  /** Days one purchase of this level lasts; null = permanent. */
  term_days: Generated<number | null>;
}

export interface UserTable {
  id: Generated<number>;
  name: string;
  users_name: string;
  password_hash: string;
  phone: string;
  money: number;
  level_id: number;
  status: UserStatus;
  role: string;
  dubbing_expire_time: number | null;
  last_login_ip: string | null;
  last_login_time: number | null;
  create_time: number;
  avatar_file_id: Generated<number | null>;
  /** When the bought level's term ends (epoch ms); null = permanent (or the free level). */
  level_expire_time: Generated<number | null>;
  /** Why the account is locked or pending, shown to the member at login (console). */
  status_reason?: string | null;
}

export interface SessionTable {
  /** sha256 of the cookie value, so a copy of the database does not hand out live sessions. */
  id: string;
  user_id: number | null;
  created_at: number;
  expires_at: number;
  ip: string;
  user_agent: string;
  last_seen_at: Generated<number>;
}

export interface CaptchaTable {
  session_id: string;
  answer: string;
  expires_at: number;
}

export interface LoginFailureTable {
  key: string;
  count: number;
  window_start: number;
  /** Time of the latest attempt counted (the account slowdown waits from it). */
  last_at: Generated<number>;
}

export interface UserLogTable {
  id: Generated<number>;
  user_id: number;
  action: UserLogAction;
  ip: string;
  user_agent: string | null;
  create_time: number;
}

export interface OneClassTable {
  id: Generated<number>;
  name: string;
  sort: number;
  /** Entitlement a member's level needs to download this class's documents; null = free. */
  entitlement: Entitlement | null;
}

export interface OneClassChildTable {
  id: Generated<number>;
  one_class_id: number;
  name: string;
  sort: number;
}

export interface DocumentTable {
  id: Generated<number>;
  one_class_id: number;
  /** 0 when the document sits directly in a class without sub-classes. */
  one_class_children_id: number;
  title: string;
  summary: string;
  content: string;
  cover: string | null;
  /** The cover's widths, JSON `[[fileId, width, height], …]` narrowest first (migration 0031). */
  cover_sizes: ColumnType<string | null, string | null | undefined, string | null>;
  entitlement: Entitlement | null;
  create_time: number;
  update_time: number;
  /** Cents (0: no price). */
  price: Generated<number>;
  /** 1 on the site; 0 hidden from sections, search and downloads (console). */
  published: Generated<number>;
  /** Pinyin search key of the title (src/lib/pinyin.ts), written with the title; '' if none. */
  title_pinyin: Generated<string>;
  /** The material's format (file extension, upper case: PSD, MP4); '' before one is uploaded. */
  format: Generated<string>;
  /** The material's bytes (all its files). */
  size: Generated<number>;
  /** Downloads ever, and in the last 30 days ("popular"); kept by a trigger on downloads. */
  download_count: Generated<number>;
  downloads_30d: Generated<number>;
}

/** Downloads of a document per day (epoch day), so downloads_30d can forget old ones. */
export interface DocumentDownloadDayTable {
  document_id: number;
  day: number;
  n: number;
}

export interface CommonDocumentTable {
  id: Generated<number>;
  key: string;
  title: string;
  content: string;
  /** Menu group the page belongs to, shown as its section. */
  section: string;
  entitlement: Entitlement | null;
  /** 1 when the page offers a download (software, plugins). */
  downloadable: number;
  update_time: number;
}

export interface NoticeTable {
  id: Generated<number>;
  title: string;
  notice_content: string;
  create_time: number;
}

/** A notice (or a term reminder, by its negative id) a member has read. */
export interface NoticeReadTable {
  user_id: number;
  notice_id: number;
  read_time: number;
}

export interface CustomNavMenuTable {
  id: number;
  free_dubbing: string;
  ai_create_image: string;
  ai_create_text: string;
}

export interface UpdateNoticeTable {
  id: Generated<number>;
  version: string;
  title: string;
  content: string;
  create_time: number;
}

export interface PayOptionTable {
  id: Generated<number>;
  name: string;
  /** Cents paid. */
  price: number;
  /** Cents credited (price plus any bonus). */
  amount: number;
  recommended: number;
  sort: number;
  /** 1: no longer offered for recharge. */
  disabled: Generated<number>;
}

export type RechargeStatus = ContractEnum<'RechargeStatus'>;
export type PayType = 'wechat' | 'alipay';
export type ProviderName = ContractEnum<'PayProvider'>;
export type PayMode = 'qr' | 'redirect';
/** Why a balance changed: one ledger row each. */
export type LedgerReason = ContractEnum<'LedgerReason'>;
export type ReportStatus = ContractEnum<'ReportStatus'>;
export type UserLogAction = 'login' | 'logout' | 'passwordUpdate' | 'register';

export interface RechargeOrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  pay_option_id: number;
  pay_type: PayType;
  provider: ProviderName;
  /** Cents to pay. */
  price: number;
  /** Cents credited when paid. */
  amount: number;
  status: RechargeStatus;
  pay_url: string;
  pay_mode: PayMode;
  /** Cents the provider reported paid. */
  paid_amount: number | null;
  provider_trade_no: string | null;
  /** 1 when the payment arrived after the order had closed (credited, flagged for an operator). */
  late_payment: number;
  create_time: number;
  expire_time: number;
  paid_time: number | null;
  closed_time: number | null;
  refunded_time: number | null;
  /** Cents given back so far (partial refunds add up; never above paid_amount). */
  refunded_amount: Generated<number>;
  /** When and by whom an operator resolved a late payment (null: still flagged). */
  late_resolved_time: number | null;
  late_resolved_by: string | null;
  late_note: string | null;
}

/** requested → processing → succeeded | failed | unknown (ADR refund state machine). */
export type RefundStatus = ContractEnum<'AdminRefundState'>;

/** One refund of an order through its provider (console). */
export interface OrderRefundTable {
  id: Generated<number>;
  order_id: number;
  refund_no: string;
  /** The console's id for the request: the same request twice refunds once. */
  request_id: string;
  /** Cents given back to the payer. */
  amount: number;
  /** Cents taken back from the balance (the credited share of this refund). */
  debit: number;
  reason: string;
  status: RefundStatus;
  provider_refund_id: string | null;
  staff_id: number;
  staff_name: string;
  create_time: number;
  finish_time: number | null;
  /** Times the refund was sent to the provider or asked about. */
  attempts: Generated<number>;
  /** When the sweep asks the provider next (null: final, or not due). */
  next_check_time: number | null;
  last_error: string | null;
}

/** One change of a refund's state: the console's history. */
export interface OrderRefundEventTable {
  id: Generated<number>;
  refund_id: number;
  state: RefundStatus;
  /** console | provider | query | notification | sweep | migration */
  source: string;
  detail: string;
  create_time: number;
}

/** A console money request already applied, by its request id (balance adjustments). */
export interface MoneyRequestTable {
  action: string;
  request_id: string;
  /** JSON of what was asked: the same id with other fields is refused. */
  fields: string;
  staff_id: number;
  create_time: number;
}

/** The sandbox's own record of the refunds it was asked for (its query API and bill). */
export interface SandboxRefundTable {
  refund_no: string;
  order_no: string;
  amount: number;
  status: 'processing' | 'succeeded' | 'failed';
  create_time: number;
}

export type ReconciliationKind = ContractEnum<'ReconciliationKind'>;
export type ReconciliationSource = ContractEnum<'ReconciliationSource'>;
export type ReconciliationRecord = ContractEnum<'ReconciliationRecord'>;

/** One reconciliation of a China calendar day against every enabled provider's bill. */
export interface ReconciliationRunTable {
  id: Generated<number>;
  /** YYYY-MM-DD, China time. */
  bill_date: string;
  status: 'succeeded' | 'failed';
  /** JSON: [{provider, billLines, ourLines, error}] */
  providers: string;
  difference_count: number;
  source: ReconciliationSource;
  staff_id: number | null;
  staff_name: string | null;
  start_time: number;
  finish_time: number;
}

/** One line that differs between a provider's bill and our books. */
export interface ReconciliationDifferenceTable {
  id: Generated<number>;
  run_id: number;
  provider: ProviderName;
  kind: ReconciliationKind;
  record: ReconciliationRecord;
  order_no: string;
  refund_no: string | null;
  provider_trade_no: string | null;
  our_amount: number | null;
  provider_amount: number | null;
  our_state: string | null;
  provider_state: string | null;
  occurred_time: number | null;
}

/** Append-only (triggers refuse UPDATE and DELETE): the balance is the sum of a member's rows. */
export interface LedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Signed cents: credits positive, spending negative. */
  amount: number;
  balance_after: number;
  reason: LedgerReason;
  /** What caused it: an order number, a level id, … */
  reference: string;
  description: string;
  create_time: number;
}

/** The sandbox provider's own books: what its cashier page was paid. */
export interface SandboxPaymentTable {
  order_no: string;
  amount: number;
  status: 'created' | 'paid' | 'failed' | 'closed' | 'refunded';
  trade_no: string | null;
  create_time: number;
  paid_time: number | null;
}

export interface PluginActivationTable {
  id: Generated<number>;
  user_id: number;
  machine_code: string;
  activation_code: string;
  create_time: number;
}

export interface PluginUnbindTable {
  id: Generated<number>;
  user_id: number;
  machine_code: string;
  create_time: number;
}

export interface DubbingVoiceTable {
  id: Generated<number>;
  name: string;
  gender: 'male' | 'female' | 'child';
  style: string;
  language: string;
  pitch_hz: number;
  sample_text: string;
  sort: number;
  /** JSON of the engine's voice and parameters (migration 0033); NULL: the engine's default. */
  espeak_mapping: ColumnType<string | null, string | null | undefined, string | null>;
  azure_mapping: ColumnType<string | null, string | null | undefined, string | null>;
  tencent_mapping: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DubbingCollectTable {
  user_id: number;
  voice_id: number;
  create_time: number;
}

export interface DubbingCardTable {
  code: string;
  days: number;
  used_by: number | null;
  used_time: number | null;
  /** Console batches store SHA-256 of the code in `code`; seeded demo codes are plain. */
  batch_id?: number | null;
  expire_time?: number | null;
  /** The code itself, AES-GCM sealed with the app secret (lib/sealed.ts); null before 0039. */
  sealed_code?: string | null;
}

export type DubbingJobStatus = ContractEnum<'DubbingJobStatus'>;

export type CardBatchType = ContractEnum<'CardBatchType'>;

export interface DubbingJobTable {
  id: Generated<number>;
  user_id: number;
  voice_id: number;
  text: string;
  speed: number;
  /** An estimate while queued; the audio's real length once done. */
  duration_ms: number;
  create_time: number;
  /** Queued → running → done | failed (a failed job does not count against the day). */
  status: Generated<DubbingJobStatus>;
  /** Sentences of the text, and how many are spoken so far. */
  sentences: Generated<number>;
  progress: Generated<number>;
  /** Tries that failed or are under way (an engine that is down does not use one). */
  attempts: Generated<number>;
  /** 1 while the job waits for the engine to come back. */
  waiting_engine: Generated<number>;
  error: string | null;
  /** File storage keys of the finished audio. */
  wav_key: string | null;
  mp3_key: string | null;
  update_time: Generated<number>;
  /** Pitch shift in semitones (−6…6). */
  pitch: Generated<number>;
  /** Sentences made again after the job was done (bounded per job). */
  regenerations: Generated<number>;
}

/** One sentence of a dubbing job, its audio kept on its own (per-sentence re-generation). */
export interface DubbingJobSentenceTable {
  job_id: number;
  /** 0, 1, 2 … in the order spoken. */
  seq: number;
  text: string;
  /** The sentence waiting to be spoken (again); its audio replaces wav_key once made. */
  pending_text: string | null;
  wav_key: string | null;
  duration_ms: number | null;
  update_time: number;
}

export interface DownloadRecordTable {
  id: Generated<number>;
  user_id: number;
  download_key: string;
  document_id: number;
  ip: string;
  create_time: number;
}

export interface ReportTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  /** JSON array of image URLs. */
  images: string;
  status: ReportStatus;
  /** The reviewer's reason for a rejection (NULL otherwise). */
  review_reason?: string | null;
  create_time: number;
  update_time: number;
}

/** A stored image shown by a report (images moved out of the database). */
export interface ReportFileTable {
  report_id: number;
  sort: number;
  file_id: number;
}

export interface HomeImageTable {
  id: Generated<number>;
  title: string;
  image_url: string;
  link: string | null;
  sort: number;
}

export interface FileTable {
  id: Generated<number>;
  /** Key in the storage backend (content-addressed: the sha256 plus an extension). */
  storage_key: string;
  mime: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  create_time: number;
  /** A ZIP's file list as JSON (services/zip-contents.ts); NULL until read, or not a ZIP. */
  zip_contents: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An image of rich text (adminUploadRichTextImage, migration 0036): shown to anyone by /api/files/{id}. */
export interface RichTextImageTable {
  file_id: number;
  staff_id: number;
  create_time: number;
}

/** One width of a preview image (migration 0031): `file_id` is the preview its URL names. */
export interface ImageSizeTable {
  file_id: number;
  width: number;
  height: number;
  size_file_id: number;
}

/** The original a preview image was made from, and its watermark (migration 0037). */
export interface PreviewSourceTable {
  /** The preview (its narrowest width, the file a URL names). */
  preview_file_id: number;
  source_file_id: number;
  /** The text stamped on it; '' none; NULL not known (made before 0037). */
  watermark: string | null;
  create_time: number;
}

/** A video or audio material's preview, made by ffmpeg (migration 0034). */
export interface MediaPreviewTable {
  /** The material file. */
  file_id: number;
  kind: 'video' | 'audio';
  status: ContractEnum<'MaterialPreviewStatus'>;
  /** Video: a frame (WebP); audio: the waveform (WebP). */
  poster_file_id: number | null;
  /** Video: muted MP4 of the first seconds; audio: MP3 of the first seconds. */
  clip_file_id: number | null;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  error: string | null;
  update_time: number;
}

export type DocumentFileKind = 'material' | 'preview';

export interface DocumentFileTable {
  id: Generated<number>;
  /** Whose file: "d<id>" a material document, "c<id>" a downloadable fixed page. */
  download_key: string;
  kind: DocumentFileKind;
  file_id: number;
  /** Name the member's browser saves (zh-CN, with extension). */
  file_name: string;
  sort: number;
}

export interface DownloadTable {
  id: Generated<number>;
  user_id: number;
  download_key: string;
  document_id: number;
  title: string;
  /** sha256 of the signed link: range requests of one download add to one record. */
  token_hash: string;
  ip: string;
  bytes: number;
  /** China calendar day (YYYY-MM-DD) the quota counts against. */
  day: string;
  create_time: number;
}

export interface FavouriteTable {
  user_id: number;
  document_id: number;
  create_time: number;
}

export type SmsScene = 'resetPassword' | 'bindPhone' | 'register' | 'login';

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  scene: SmsScene;
  /** HMAC of the code with the server secret: the database never holds a usable code. */
  code_hash: string;
  attempts: number;
  ip: string;
  expires_at: number;
  used_at: number | null;
  create_time: number;
  /** The session that asked for the code (after its captcha); only it may use the code. */
  session_id: string | null;
}

/** A staff-sent password reset link (issue 24): the token's HMAC, single use, time-limited. */
export interface MemberResetLinkTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** The number the link was sent to. */
  phone: string;
  /** The operator who sent it. */
  staff_id: number;
  expires_at: number;
  /** Used, or replaced by a newer link (null while it still works). */
  used_at: number | null;
  create_time: number;
}

export interface Database {
  meta: MetaTable;
  levels: LevelTable;
  users: UserTable;
  sessions: SessionTable;
  captchas: CaptchaTable;
  login_failures: LoginFailureTable;
  user_logs: UserLogTable;
  one_classes: OneClassTable;
  one_class_children: OneClassChildTable;
  documents: DocumentTable;
  common_documents: CommonDocumentTable;
  notices: NoticeTable;
  notice_reads: NoticeReadTable;
  custom_nav_menu: CustomNavMenuTable;
  update_notices: UpdateNoticeTable;
  pay_options: PayOptionTable;
  recharge_orders: RechargeOrderTable;
  ledger: LedgerTable;
  sandbox_payments: SandboxPaymentTable;
  plugin_activations: PluginActivationTable;
  plugin_unbinds: PluginUnbindTable;
  dubbing_voices: DubbingVoiceTable;
  dubbing_collects: DubbingCollectTable;
  dubbing_cards: DubbingCardTable;
  dubbing_jobs: DubbingJobTable;
  dubbing_job_sentences: DubbingJobSentenceTable;
  reports: ReportTable;
  report_files: ReportFileTable;
  download_records: DownloadRecordTable;
  home_images: HomeImageTable;
  files: FileTable;
  document_files: DocumentFileTable;
  image_sizes: ImageSizeTable;
  preview_sources: PreviewSourceTable;
  rich_text_images: RichTextImageTable;
  media_previews: MediaPreviewTable;
  downloads: DownloadTable;
  favourites: FavouriteTable;
  sms_codes: SmsCodeTable;
  member_reset_links: MemberResetLinkTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
  card_batches: CardBatchTable;
  order_refunds: OrderRefundTable;
  order_refund_events: OrderRefundEventTable;
  sandbox_refunds: SandboxRefundTable;
  money_requests: MoneyRequestTable;
  reconciliation_runs: ReconciliationRunTable;
  reconciliation_differences: ReconciliationDifferenceTable;
  perf_public_version: PublicVersionTable;
  perf_section_counts: SectionCountTable;
  documents_fts_grams: DocumentGramTable;
  document_download_days: DocumentDownloadDayTable;
}

/** Bumped by triggers on every write to a table that public (cached) reads come from. */
export interface PublicVersionTable {
  id: number;
  version: number;
}

/** Documents per (class, sub-class), kept by triggers so listings never count rows. */
export interface SectionCountTable {
  one_class_id: number;
  one_class_children_id: number;
  total: number;
}

/** Every 1- and 2-character piece of each title (ASCII lower-cased), for short searches. */
export interface DocumentGramTable {
  gram: string;
  document_id: number;
}

// --- Operator console ---

export type StaffRole = ContractEnum<'AdminRole'>;

export interface StaffTable {
  id: Generated<number>;
  name: string;
  password_hash: string;
  role: StaffRole;
  /** Base32 TOTP secret once two-factor login is enabled. */
  totp_secret: string | null;
  /** Secret offered during set-up, until a code confirms it. */
  totp_pending_secret: string | null;
  /** The 30 s step of the last TOTP code accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  disabled: number;
  last_login_time: number | null;
  create_time: number;
}

export interface StaffSessionTable {
  /** sha256 of the staff_sid cookie value. */
  id: string;
  staff_id: number;
  created_at: number;
  expires_at: number;
  ip: string;
}

/** One-time codes for signing in without the authenticator (SHA-256 of the code). */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: number | null;
  create_time: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Null for a failed console sign-in under a name no staff account has (staff_name: the name). */
  staff_id: number | null;
  staff_name: string;
  action: string;
  object_type: string;
  object_id: string;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  create_time: number;
}

export interface CardBatchTable {
  id: Generated<number>;
  type: CardBatchType;
  /** The level a level batch grants (one term, `days`); null for dubbing. */
  level_id?: number | null;
  days: number;
  count: number;
  expire_time: number | null;
  note: string;
  staff_id: number;
  create_time: number;
}

export type Staff = Selectable<StaffTable>;

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Level = Selectable<LevelTable>;
export type DocumentRow = Selectable<DocumentTable>;
export type FileRow = Selectable<FileTable>;
export type RechargeOrder = Selectable<RechargeOrderTable>;
export type LedgerRow = Selectable<LedgerTable>;
