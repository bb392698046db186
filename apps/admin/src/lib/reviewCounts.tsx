import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiData } from '@dongman/state';
import { admin } from './api';

/** What waits for a reviewer: pending registrations and pending reports (the menu badges). */
export interface ReviewCounts {
  reviews: number;
  reports: number;
}

interface ReviewCountsValue extends ReviewCounts {
  /** Ask again now (after an approval or a rejection), not only on the next navigation. */
  refresh: () => void;
}

const NONE: ReviewCountsValue = { reviews: 0, reports: 0, refresh: () => {} };
const Context = createContext<ReviewCountsValue>(NONE);

const PENDING = { status: 'pending' as const, size: 1 };

/** Loads the counts the role may read, again on every navigation and on `refresh()`. */
export function ReviewCountsProvider({
  members,
  reports,
  children,
}: {
  /** The role may review registrations. */
  members: boolean;
  /** The role may read reports. */
  reports: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const registrations = useApiData(members ? `pending-reviews-${pathname}` : null, (signal) =>
    admin.call(admin.raw.GET('/api/admin/members', { params: { query: PENDING }, signal })),
  );
  const submitted = useApiData(reports ? `pending-reports-${pathname}` : null, (signal) =>
    admin.call(admin.raw.GET('/api/admin/reports', { params: { query: PENDING }, signal })),
  );
  const value: ReviewCountsValue = {
    reviews: registrations.data?.total ?? 0,
    reports: submitted.data?.total ?? 0,
    refresh: () => {
      if (members) registrations.reload();
      if (reports) submitted.reload();
    },
  };
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The menu badges' counts; outside the console shell (stories) zero and a no-op refresh. */
export function useReviewCounts() {
  return useContext(Context);
}
