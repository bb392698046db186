// What the in-memory API knows: the demo content plus what a member does during a story.
import type {
  CommonDocument,
  ConsumeRecord,
  DownloadRecord,
  DubbingJobRecord,
  DubbingVoice,
  HomeImage,
  Notice,
  PayMethod,
  PayOption,
  PluginActivation,
  RechargeOrder,
  RechargeRecord,
  Report,
  SessionInfo,
  TwoClassDocument,
  UpdateNotice,
  UserInfo,
  UserLog,
  UsersLevelInfo,
} from '@dongman/api-client';
import {
  CHILDREN,
  CLASSES,
  COMMON_DOCUMENTS,
  DOCUMENTS,
  HOME_IMAGES,
  LEVELS,
  NOTICES,
  PAY_METHODS,
  PAY_OPTIONS,
  VOICES,
} from './demoData';

export interface DatabaseSeed {
  /** Who is logged in; null for a guest. */
  member: UserInfo | null;
  levels: UsersLevelInfo[];
  classes: typeof CLASSES;
  children: typeof CHILDREN;
  documents: TwoClassDocument[];
  commonDocuments: CommonDocument[];
  homeImages: HomeImage[];
  notices: Notice[];
  /** The member's own reminders in the notice bell (a term about to end). */
  reminders: Notice[];
  /** Ids of the notices and reminders the member has read (kept per member on the server). */
  readNotices: number[];
  updateNotice: UpdateNotice | null;
  payOptions: PayOption[];
  payMethods: PayMethod[];
  orders: RechargeOrder[];
  /** The payment provider confirms an order when asked (the member really paid). */
  providerPays: boolean;
  rechargeRecords: RechargeRecord[];
  consumeRecords: ConsumeRecord[];
  logs: UserLog[];
  activations: PluginActivation[];
  /** Machines the member unbound themselves (the allowance is 2 in 30 days). */
  unbinds: number;
  reports: Report[];
  voices: DubbingVoice[];
  voiceFavourites: number[];
  jobs: DubbingJobRecord[];
  /** Each job's sentences (per-sentence re-generation), and its re-generations so far. */
  jobSentences: Record<number, { texts: string[]; regenerations: number }>;
  dubbingLeft: number;
  dubbingDailyLimit: number;
  /** Materials the member took today (counted against the level's daily downloads). */
  downloadsToday: number;
  downloads: DownloadRecord[];
  favourites: { documentId: number; time: string }[];
  sessions: SessionInfo[];
}

export type MemoryDatabase = DatabaseSeed & {
  /** A new id (orders, reports, jobs …). */
  nextId(): number;
};

export function createDatabase(seed: Partial<DatabaseSeed> = {}): MemoryDatabase {
  let id = 1_000;
  // Copies: a story changing its database leaves the demo data (and other stories) alone.
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    member: null,
    levels: copy(LEVELS),
    classes: copy(CLASSES),
    children: copy(CHILDREN),
    documents: copy(DOCUMENTS),
    commonDocuments: copy(COMMON_DOCUMENTS),
    homeImages: copy(HOME_IMAGES),
    notices: copy(NOTICES),
    reminders: [],
    readNotices: [],
    updateNotice: null,
    payOptions: copy(PAY_OPTIONS),
    payMethods: copy(PAY_METHODS),
    orders: [],
    providerPays: false,
    rechargeRecords: [],
    consumeRecords: [],
    logs: [],
    activations: [],
    unbinds: 0,
    reports: [],
    voices: copy(VOICES),
    voiceFavourites: [],
    jobs: [],
    jobSentences: {},
    dubbingLeft: 20,
    dubbingDailyLimit: 20,
    downloadsToday: 0,
    downloads: [],
    favourites: [],
    sessions: [],
    ...copy(seed),
    nextId: () => ++id,
  };
}
