// The update notice's copy; loaded with it, in the `pages` part.
export const noticesZhCN = {
  updateNoticeAcknowledge: '我知道了',
  updateNoticeVersion: '版本 {version}',
} as const satisfies Record<string, string>;

export type NoticesMessages = { readonly [K in keyof typeof noticesZhCN]: string };
