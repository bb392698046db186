import type { Selectable } from 'kysely';
import type { AuditLogTable, HomeImageTable, ReportTable, Staff } from '../db/schema.js';
import { iso, isoOrNull } from '../lib/time.js';
import type { MemberRow } from '../repositories/admin-members.js';

// Rows → the console shapes of openapi.yaml (Admin* schemas); fields listed one by one.

export function adminStaff(staff: Staff) {
  return {
    id: staff.id,
    name: staff.name,
    role: staff.role,
    totpEnabled: staff.totp_secret !== null,
    disabled: staff.disabled === 1,
    lastLoginTime: isoOrNull(staff.last_login_time),
    createTime: iso(staff.create_time),
  };
}

export function adminMember(row: MemberRow) {
  return {
    id: row.id,
    name: row.name,
    usersName: row.users_name,
    phone: row.phone,
    money: row.money,
    levelId: row.level_id,
    levelName: row.level_name,
    status: row.status,
    statusReason: row.status_reason ?? null,
    dubbingExpireTime: isoOrNull(row.dubbing_expire_time),
    lastLoginIp: row.last_login_ip,
    lastLoginTime: isoOrNull(row.last_login_time),
    createTime: iso(row.create_time),
  };
}

export function auditEntry(row: Selectable<AuditLogTable>) {
  return {
    id: row.id,
    staffId: row.staff_id,
    staffName: row.staff_name,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
    ip: row.ip,
    createTime: iso(row.create_time),
  };
}

export function adminHomeImage(row: Selectable<HomeImageTable>) {
  return { id: row.id, title: row.title, imageUrl: row.image_url, link: row.link, sort: row.sort };
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
