import type { Staff } from '../db/schema.js';
import { isoOrNull, iso } from '../lib/time.js';

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
