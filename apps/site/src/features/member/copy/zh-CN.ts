// The member center's frame (tabs, summary, section not found); loaded with the `member` part.
export const memberZhCN = {
  pageMemberCenter: '会员中心',
  memberNav: '会员中心栏目',
  memberTabAccount: '账号信息',
  memberTabRecharge: '在线充值',
  memberTabRechargeRecords: '充值记录',
  memberTabConsumeRecords: '消费记录',
  memberTabUpgrade: '等级升级',
  memberTabPlugin: '插件激活',
  memberTabReport: '我的报告',
  memberTabLog: '账号日志',
  memberSectionNotFound: '没有找到这个栏目',
  memberBackToCenter: '返回会员中心',
  memberGreeting: '你好，{name}',
  memberAccountLine: '账号：{name}',
  memberBalance: '账户余额',
  memberLevel: '会员等级',
  memberDubbing: '配音服务',
  memberRechargeNow: '去充值',
  memberUpgradeNow: '升级等级',
  memberGoDubbing: '去配音',
  memberTabDownloads: '我的下载',
  memberTabFavourites: '我的收藏',
  memberTabProfile: '个人资料',
  memberTabDevices: '登录设备',
} as const satisfies Record<string, string>;

export type MemberMessages = { readonly [K in keyof typeof memberZhCN]: string };
