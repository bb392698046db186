import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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

const QUERY = { params: { query: { status: 'pending' as const, size: 1 } } };

function pendingMembers() {
  return admin
    .call(admin.raw.GET('/api/admin/members', QUERY))
    .then((result) => (result?.ok ? result.data.total : null));
}

function pendingReports() {
  return admin
    .call(admin.raw.GET('/api/admin/reports', QUERY))
    .then((result) => (result?.ok ? result.data.total : null));
}

/** Loads the counts the roles may read, again on every navigation and on `refresh()`. */
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
  const [counts, setCounts] = useState<ReviewCounts>({ reviews: 0, reports: 0 });
  const [version, setVersion] = useState(0);
  const location = useLocation();
  useEffect(() => {
    let live = true;
    void Promise.all([members ? pendingMembers() : 0, reports ? pendingReports() : 0]).then(
      ([reviews, waiting]) => {
        if (!live) return;
        setCounts((was) => ({
          reviews: reviews ?? was.reviews,
          reports: waiting ?? was.reports,
        }));
      },
    );
    return () => {
      live = false;
    };
  }, [members, reports, location.pathname, version]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return <Context.Provider value={{ ...counts, refresh }}>{children}</Context.Provider>;
}

/** The menu badges' counts; outside the console shell (stories) zero and a no-op refresh. */
export function useReviewCounts() {
  return useContext(Context);
}
