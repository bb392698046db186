import { admin, type Schemas } from '../../lib/api';
import { useApiData } from '@dongman/state';

export interface MemberQuery {
  keyword?: string;
  status?: Schemas['UserStatus'];
  levelId?: number;
  startDate?: string;
  endDate?: string;
  page: number;
}

/** One page of members for the query; `reload` after a change. */
export function useMembers(query: MemberQuery) {
  return useApiData(`members-${JSON.stringify(query)}`, (signal) =>
    admin.call(
      admin.raw.GET('/api/admin/members', { params: { query: { ...query, size: 20 } }, signal }),
    ),
  );
}

export async function setStatus(memberId: number, status: Schemas['UserStatus'], reason?: string) {
  const result = await admin.call(
    admin.raw.POST('/api/admin/members/{memberId}/status', {
      params: { path: { memberId } },
      body: { status, ...(reason ? { reason } : {}) },
    }),
  );
  return result?.ok === true;
}
