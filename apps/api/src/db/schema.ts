import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Table types for Kysely. Times are epoch milliseconds (INTEGER); money is integer cents;
// flags are 0/1 integers (SQLite has no boolean).

export type UserStatus = 'active' | 'locked' | 'pending';
export type Entitlement =
  'sourceMaterial' | 'myzSourceMaterial' | 'template' | 'plugin' | 'dubbing' | 'course';

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
}

export interface SessionTable {
  /** sha256 of the cookie value, so a copy of the database does not hand out live sessions. */
  id: string;
  user_id: number | null;
  created_at: number;
  expires_at: number;
  ip: string;
  user_agent: string;
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
  entitlement: Entitlement | null;
  create_time: number;
  update_time: number;
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
}

export type RechargeStatus = 'pending' | 'paid';
export type PayType = 'wechat' | 'alipay';
export type ConsumeType = 'levelUpgrade' | 'dubbing' | 'download';
export type ReportStatus = 'pending' | 'approved' | 'rejected';
export type UserLogAction = 'login' | 'logout' | 'passwordUpdate' | 'register';

export interface RechargeOrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  pay_option_id: number;
  pay_type: PayType;
  price: number;
  amount: number;
  status: RechargeStatus;
  create_time: number;
  paid_time: number | null;
}

export interface ConsumeRecordTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  balance_after: number;
  type: ConsumeType;
  description: string;
  create_time: number;
}

export interface PluginActivationTable {
  id: Generated<number>;
  user_id: number;
  machine_code: string;
  activation_code: string;
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
}

export interface DubbingJobTable {
  id: Generated<number>;
  user_id: number;
  voice_id: number;
  text: string;
  speed: number;
  duration_ms: number;
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
  create_time: number;
  update_time: number;
}

export interface HomeImageTable {
  id: Generated<number>;
  title: string;
  image_url: string;
  link: string | null;
  sort: number;
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
  custom_nav_menu: CustomNavMenuTable;
  update_notices: UpdateNoticeTable;
  pay_options: PayOptionTable;
  recharge_orders: RechargeOrderTable;
  consume_records: ConsumeRecordTable;
  plugin_activations: PluginActivationTable;
  dubbing_voices: DubbingVoiceTable;
  dubbing_collects: DubbingCollectTable;
  dubbing_cards: DubbingCardTable;
  dubbing_jobs: DubbingJobTable;
  reports: ReportTable;
  home_images: HomeImageTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Level = Selectable<LevelTable>;
export type DocumentRow = Selectable<DocumentTable>;
