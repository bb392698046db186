import { enums } from '@dongman/api-client/contract';
import { admin, type Schemas } from '../../lib/api';

export type Staff = Schemas['AdminStaff'];
export type StaffRole = Schemas['AdminRole'];
export const STAFF_ROLES: readonly StaffRole[] = enums.AdminRole;

const byId = (staff: Staff) => ({ params: { path: { staffId: staff.id } } });

// The owner's calls on staff accounts (the server checks the role and audits each write).
export const staffApi = {
  list: (signal?: AbortSignal) => admin.call(admin.raw.GET('/api/admin/staff', { signal })),
  create: (body: Schemas['AdminStaffCreateRequest']) =>
    admin.call(admin.raw.POST('/api/admin/staff', { body })),
  update: (staff: Staff, body: Schemas['AdminStaffUpdateRequest']) =>
    admin.call(admin.raw.PUT('/api/admin/staff/{staffId}', { ...byId(staff), body })),
  signOut: (staff: Staff) =>
    admin.call(admin.raw.POST('/api/admin/staff/{staffId}/sessions/end', byId(staff))),
  resetPassword: (staff: Staff) =>
    admin.call(admin.raw.POST('/api/admin/staff/{staffId}/password', byId(staff))),
  resetTotp: (staff: Staff) =>
    admin.call(admin.raw.POST('/api/admin/staff/{staffId}/totp/reset', byId(staff))),
  changeOwnPassword: (body: Schemas['AdminPasswordChangeRequest']) =>
    admin.call(admin.raw.PUT('/api/admin/session/password', { body })),
};
