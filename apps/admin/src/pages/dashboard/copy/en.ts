import type { zhCN } from './zh-CN';

export const en: { readonly [K in keyof typeof zhCN]: string } = {
  menuDashboard: 'Dashboard',
  statMembers: 'Members',
  statNewToday: '{count} new today',
  statPending: 'Pending reviews',
  statReports: 'Open reports',
  statRevenueToday: 'Revenue today',
  statOrdersToday: '{count} orders today',
  statDubbing: 'Dubbing jobs today',
  chartTitle: 'Last 14 days',
  chartRevenue: 'Revenue (¥)',
  chartOrders: 'Orders',
  chartMembers: 'New members',
  chartDownloads: 'Downloads',
};
