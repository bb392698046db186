import { iso } from '../lib/time.js';

/** A download in a member's history (the console's view has no download key). */
export function downloadRecord(row: {
  id: number;
  document_id: number;
  title: string;
  bytes: number;
  ip: string;
  create_time: number;
}) {
  return {
    id: row.id,
    documentId: row.document_id,
    title: row.title,
    bytes: row.bytes,
    ip: row.ip,
    createTime: iso(row.create_time),
  };
}
