import type { Selectable } from 'kysely';
import type { ReportTable } from '../db/schema.js';
import { iso } from '../lib/time.js';

export function report(row: Selectable<ReportTable>) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    images: JSON.parse(row.images) as string[],
    status: row.status,
    reviewReason: row.review_reason ?? null,
    createTime: iso(row.create_time),
    updateTime: iso(row.update_time),
  };
}
export function adminReport(row: Selectable<ReportTable> & { member_name: string }) {
  return {
    id: row.id,
    memberId: row.user_id,
    memberName: row.member_name,
    title: row.title,
    content: row.content,
    // Report images are private: staff open them under the console's path (its cookie's path).
    images: (JSON.parse(row.images) as string[]).map((url) =>
      url.replace(/^\/api\/files\//, '/api/admin/files/'),
    ),
    status: row.status,
    reviewReason: row.review_reason ?? null,
    createTime: iso(row.create_time),
    updateTime: iso(row.update_time),
  };
}
