import type { Selectable } from 'kysely';
import type { CommonDocumentTable, HomeImageTable, PayOptionTable } from '../db/schema.js';
import { iso } from '../lib/time.js';

export function adminPayOption(row: Selectable<PayOptionTable>) {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    amount: row.amount,
    recommended: row.recommended === 1,
    sort: row.sort,
    disabled: row.disabled === 1,
  };
}

export function adminCommonDocument(row: Selectable<CommonDocumentTable>) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    section: row.section,
    entitlement: row.entitlement,
    downloadable: row.downloadable === 1,
    updateTime: iso(row.update_time),
  };
}
export function homeImage(row: Selectable<HomeImageTable>) {
  return { id: row.id, title: row.title, imageUrl: row.image_url, link: row.link };
}
export const notice = (n: {
  id: number;
  title: string;
  notice_content: string;
  create_time: number;
}) => ({
  id: n.id,
  title: n.title,
  noticeContent: n.notice_content,
  createTime: iso(n.create_time),
});
export function adminHomeImage(row: Selectable<HomeImageTable>) {
  return { id: row.id, title: row.title, imageUrl: row.image_url, link: row.link, sort: row.sort };
}
