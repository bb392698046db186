// Copy of the dashboard, zh-CN first (the source); en.ts has exactly these keys.
export const zhCN = {
  menuDashboard: '仪表盘',
  statMembers: '会员总数',
  statNewToday: '今日新增 {count}',
  statPending: '待审核会员',
  statReports: '待处理报告',
  statRevenueToday: '今日收入',
  statOrdersToday: '今日订单 {count}',
  statDubbing: '今日配音任务',
  chartTitle: '近 14 天',
  chartRevenue: '收入（元）',
  chartOrders: '订单',
  chartMembers: '新会员',
  chartDownloads: '下载',
} as const satisfies Record<string, string>;
