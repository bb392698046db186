import type { AppContext } from '../../../context.js';
import { ok } from '../../../lib/errors.js';
import { listStaff, findStaffById } from '../../../repositories/staff.js';
import { audited, withAudit, staffOf } from '../../../services/audit.js';
import { adminStaff } from '../../../services/staff-mappers.js';
import * as accounts from '../../../services/staff-accounts.js';
import * as staffAuth from '../../../services/staff-auth.js';
import * as secondFactor from '../../../services/staff-second-factor.js';
import type { Handlers } from '../common.js';
import type { Staff } from '../../../db/schema.js';
import { callerOf } from '../../../plugins/request-caller.js';

function session(ctx: AppContext, staff: Staff) {
  return {
    id: staff.id,
    name: staff.name,
    role: staff.role,
    totpEnabled: staff.totp_secret !== null,
    mustSetUpTotp: staffAuth.mustSetUpTotp(ctx, staff),
    totpRequired: ctx.config.staffSecurity.require2faRoles.includes(staff.role),
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
      await staffAuth.staffLogout(ctx, callerOf(request, reply), request.staff);
      return ok(null, '已退出管理后台');
    },

    async adminStartTotp(request) {
      return ok(await secondFactor.startTotp(ctx, staffOf(request)));
    },

    async adminEnableTotp(request, reply) {
      const staff = staffOf(request);
      const sessionId = staffAuth.staffSessionId(callerOf(request, reply));
      const replacing = staff.totp_secret !== null;
      const result = await secondFactor.enableTotp(ctx, request, staff.id, sessionId, request.body);
      return ok(result, replacing ? '两步验证已更换，其他设备已退出' : '两步验证已启用');
    },

    async adminDisableTotp(request, reply) {
      const staff = staffOf(request);
      const sessionId = staffAuth.staffSessionId(callerOf(request, reply));
      await secondFactor.disableTotp(ctx, request, staff, sessionId, request.body);
      return ok(null, '两步验证已关闭，其他设备已退出');
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
      return audited(ctx, request, async (trx) => {
        const { before, after, sessionsEnded } = await accounts.changeStaff(
          trx,
          staffId,
          request.body,
        );
        return withAudit(
          ok(adminStaff(after), '后台账号已更新'),
          'staff.update',
          staffId,
          { role: before.role, disabled: before.disabled === 1 },
          { role: after.role, disabled: after.disabled === 1, sessionsEnded },
        );
      });
    },

    async adminEndStaffSessions(request) {
      const { staffId } = request.params;
      return audited(ctx, request, async (trx) => {
        const ended = await accounts.endSessionsOfStaff(trx, staffId);
        return withAudit(
          ok({ ended }, `已强制下线（结束 ${ended} 个会话）`),
          'staff.sessionsEnd',
          staffId,
          null,
          {
            sessionsEnded: ended,
          },
        );
      });
    },

    async adminResetStaffTotp(request) {
      const { staffId } = request.params;
      return audited(ctx, request, async (trx) => {
        const { before, after, sessionsEnded } = await accounts.resetStaffTotp(trx, staffId);
        return withAudit(
          ok(adminStaff(after), '两步验证已重置，该账号需重新设置'),
          'staff.totpReset',
          staffId,
          { totpEnabled: before.totp_secret !== null },
          { totpEnabled: false, sessionsEnded },
        );
      });
    },

    async adminResetStaffPassword(request) {
      const { staffId } = request.params;
      const { password, hash } = await accounts.newStaffPassword(ctx.config.passwordHashCost);
      return audited(ctx, request, async (trx) => {
        const ended = await accounts.setStaffPassword(trx, staffId, hash);
        // The password itself is never written to the audit log.
        return withAudit(
          ok({ password }, '密码已重置，请把新密码告知该同事'),
          'staff.passwordReset',
          staffId,
          null,
          { sessionsEnded: ended },
        );
      });
    },

    async adminChangeOwnPassword(request, reply) {
      const staff = staffOf(request);
      const hash = await accounts.checkOwnPasswordChange(
        staff,
        request.body,
        ctx.config.passwordHashCost,
      );
      const keep = staffAuth.staffSessionIdOf(callerOf(request, reply));
      return audited(ctx, request, async (trx) => {
        const ended = await accounts.storeOwnPassword(trx, staff.id, hash, keep);
        return withAudit(ok({ ended }, '密码已修改'), 'staff.passwordChange', staff.id, null, {
          sessionsEnded: ended,
        });
      });
    },
  };
}
