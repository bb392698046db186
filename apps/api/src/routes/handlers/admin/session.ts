import type { AppContext } from '../../../context.js';
import { found, ok } from '../../../lib/errors.js';
import { listStaff, findStaffById, updateStaff } from '../../../repositories/staff.js';
import { audited, withAudit, staffOf } from '../../../services/audit.js';
import { adminStaff } from '../../../services/admin-mappers.js';
import * as staffAuth from '../../../services/staff-auth.js';
import type { Handlers } from '../common.js';
import type { Staff } from '../../../db/schema.js';
import { callerOf } from '../../../plugins/caller.js';

function session(ctx: AppContext, staff: Staff) {
  return {
    id: staff.id,
    name: staff.name,
    role: staff.role,
    totpEnabled: staff.totp_secret !== null,
    mustSetUpTotp: staffAuth.mustSetUpTotp(ctx, staff),
  };
}

/** Staff login, session, two-factor set-up and staff accounts (owner). */
export function adminSessionHandlers(ctx: AppContext): Handlers {
  return {
    async adminLogin(request, reply) {
      const staff = await staffAuth.staffLogin(ctx, callerOf(request, reply), request.body);
      return ok(session(ctx, staff), '登录成功');
    },

    async adminGetSession(request) {
      return ok(session(ctx, staffOf(request)));
    },

    async adminLogout(request, reply) {
      await staffAuth.staffLogout(ctx, callerOf(request, reply));
      return ok(null, '已退出管理后台');
    },

    async adminStartTotp(request) {
      return ok(await staffAuth.startTotp(ctx, staffOf(request)));
    },

    async adminEnableTotp(request) {
      const staff = staffOf(request);
      const { code } = request.body;
      // Re-read: the pending secret was written by the previous call.
      const fresh = (await findStaffById(ctx.db, staff.id)) ?? staff;
      await staffAuth.enableTotp(ctx, fresh, code);
      return ok(null, '两步验证已启用');
    },

    async adminListStaff() {
      return ok((await listStaff(ctx.db)).map(adminStaff));
    },

    async adminCreateStaff(request) {
      const input = request.body;
      return audited(ctx, request, async (trx) => {
        const created = await staffAuth.createStaff({ db: trx, config: ctx.config }, input);
        const staff = await findStaffById(trx, created.id);
        if (!staff) throw new Error('staff row vanished');
        return withAudit(
          ok({ staff: adminStaff(staff), password: created.password }, '后台账号已创建'),
          'staff.create',
          staff.id,
          null,
          { name: staff.name, role: staff.role },
        );
      });
    },

    async adminUpdateStaff(request) {
      const { staffId } = request.params;
      const input = request.body;
      return audited(ctx, request, async (trx) => {
        const before = found(await findStaffById(trx, staffId), '后台账号不存在');
        await updateStaff(trx, staffId, {
          ...(input.role ? { role: input.role } : {}),
          ...(input.disabled === undefined ? {} : { disabled: input.disabled ? 1 : 0 }),
        });
        const after = (await findStaffById(trx, staffId)) as Staff;
        return withAudit(
          ok(adminStaff(after)),
          'staff.update',
          staffId,
          { role: before.role, disabled: before.disabled === 1 },
          { role: after.role, disabled: after.disabled === 1 },
        );
      });
    },
  };
}
