import type { AppContext } from '../../context.js';
import { ok } from '../../lib/errors.js';
import { callerOf } from '../../plugins/request-caller.js';
import { pageUserLogs } from '../../repositories/users.js';
import * as auth from '../../services/auth.js';
import { issueCaptcha } from '../../services/captcha.js';
import { userLog } from '../../services/member-mappers.js';
import { member, memberHistory, userInfoOf, type Handlers } from './common.js';

export function authHandlers(ctx: AppContext): Handlers {
  return {
    async getCaptcha(request, reply) {
      return ok(await issueCaptcha(ctx, callerOf(request, reply)));
    },

    async login(request, reply) {
      const user = await auth.login(ctx, callerOf(request, reply), request.body);
      return ok(await userInfoOf(ctx, user), '登录成功');
    },

    async register(request, reply) {
      const result = await auth.register(ctx, callerOf(request, reply), request.body);
      return ok(
        result,
        result.status === 'pending' ? '注册成功，账号审核中，请耐心等待' : '注册成功，已为您登录',
      );
    },

    async sendLoginCode(request, reply) {
      await auth.sendLoginCode(ctx, callerOf(request, reply), request.body);
      // The same words for every number (an unregistered one is told so by SMS).
      return ok(null, '短信已发送，请查看手机');
    },

    async loginBySms(request, reply) {
      const user = await auth.loginBySms(ctx, callerOf(request, reply), request.body);
      return ok(await userInfoOf(ctx, user), '登录成功');
    },

    async sendRegisterCode(request, reply) {
      await auth.sendRegisterCode(ctx, callerOf(request, reply), request.body);
      // The same words whether or not the number has an account (the phone is told which).
      return ok(null, '短信已发送，请查看手机');
    },

    async getSession(request) {
      const user = member(request);
      return ok(await userInfoOf(ctx, user));
    },

    async logout(request, reply) {
      await auth.logout(ctx, callerOf(request, reply), member(request));
      return ok(null, '退出成功');
    },

    async updatePassword(request, reply) {
      await auth.updatePassword(ctx, callerOf(request, reply), member(request), request.body);
      return ok(null, '密码修改成功，请使用新密码重新登录');
    },

    async listUserLogs(request) {
      return ok(await memberHistory(ctx, request, pageUserLogs, userLog));
    },
  };
}
