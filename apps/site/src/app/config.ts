import type { Contacts } from '@dongman/ui/login';

const contacts = {
  studentsWechat: 'dongman-teacher',
  materialsWechat: 'dongman-assistant',
} satisfies Contacts;

/** Operator details shown in the shell (not copy: they are the same in every language). */
export const siteConfig = {
  contacts,
  /** ICP filing number in the footer, linking to the national filing register. */
  filingNumber: '京ICP备2024000000号-1',
  filingHref: 'https://beian.miit.gov.cn/',
  /** Where the contact QR code image is served from (apps/site/public). */
  contactQrSrc: './contact-qr.svg',
  /** The account that QR code encodes, shown with 复制 (a phone cannot scan its own screen). */
  contactWechat: contacts.materialsWechat,
} as const;

/** localStorage keys the site owns (the session key belongs to @dongman/state). */
export const storageKeys = {
  /** The update notice version the reader has already seen. */
  seenUpdateNotice: 'dongman.updateNotice.seenVersion',
  locale: 'dongman.locale',
  /** Ids of the notices the reader has seen in the list (the bell counts the others). */
  readNotices: 'dongman.notices.read',
} as const;
