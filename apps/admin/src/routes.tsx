import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ConsoleKey } from './copy';

export interface ConsoleRoute {
  path: string;
  label: ConsoleKey;
  /** The operation the page reads: the menu shows the page only to roles allowed to call it. */
  operation: string;
  page: LazyExoticComponent<ComponentType>;
  /** Shows what waits beside the label: pending registrations or pending reports. */
  badge?: 'reviews' | 'reports';
}

// The menu is built from this list (Ant Design Pro style): order, labels and access in one place.
export const ROUTES: ConsoleRoute[] = [
  {
    path: 'dashboard',
    label: 'menuDashboard',
    operation: 'adminDashboard',
    page: lazy(() => import('./pages/dashboard/DashboardPage')),
  },
  {
    path: 'review',
    label: 'menuReview',
    operation: 'adminSetMemberStatus',
    page: lazy(() => import('./pages/review/ReviewPage')),
    badge: 'reviews',
  },
  {
    path: 'members',
    label: 'menuMembers',
    operation: 'adminListMembers',
    page: lazy(() => import('./pages/members/MembersPage')),
  },
  {
    path: 'notices',
    label: 'menuNotices',
    operation: 'adminListNotices',
    page: lazy(() => import('./pages/notices/NoticesPage')),
  },
  {
    path: 'classes',
    label: 'menuClasses',
    operation: 'adminListClasses',
    page: lazy(() => import('./pages/content/ClassesPage')),
  },
  {
    path: 'documents',
    label: 'menuDocuments',
    operation: 'adminListDocuments',
    page: lazy(() => import('./pages/content/DocumentsPage')),
  },
  {
    path: 'site-content',
    label: 'menuSiteContent',
    operation: 'adminListHomeImages',
    page: lazy(() => import('./pages/site/SiteContentPage')),
  },
  {
    path: 'levels-pay',
    label: 'menuLevelsPay',
    operation: 'adminListPayOptions',
    page: lazy(() => import('./pages/site/LevelsPayPage')),
  },
  {
    path: 'card-codes',
    label: 'menuCardCodes',
    operation: 'adminListCardBatches',
    page: lazy(() => import('./pages/cards/CardCodesPage')),
  },
  {
    path: 'orders',
    label: 'menuOrders',
    operation: 'adminListOrders',
    page: lazy(() => import('./pages/money/OrdersPage')),
  },
  {
    path: 'late-payments',
    label: 'menuLatePayments',
    operation: 'adminResolveLatePayment',
    page: lazy(() => import('./pages/money/LatePaymentsPage')),
  },
  {
    path: 'ledger',
    label: 'menuLedger',
    operation: 'adminListLedger',
    page: lazy(() => import('./pages/money/LedgerPage')),
  },
  {
    path: 'reconciliation',
    label: 'menuReconciliation',
    operation: 'adminListReconciliations',
    page: lazy(() => import('./pages/reconciliation/ReconciliationPage')),
  },
  {
    path: 'reports',
    label: 'menuReports',
    operation: 'adminListReports',
    page: lazy(() => import('./pages/review/ReportsPage')),
    badge: 'reports',
  },
  {
    path: 'audit',
    label: 'menuAudit',
    operation: 'adminListAudit',
    page: lazy(() => import('./pages/audit/AuditPage')),
  },
  {
    path: 'staff',
    label: 'menuStaff',
    operation: 'adminListStaff',
    page: lazy(() => import('./pages/staff/StaffPage')),
  },
  {
    path: 'security',
    label: 'menuSecurity',
    operation: 'adminStartTotp',
    page: lazy(() => import('./pages/security/SecurityPage')),
  },
];
