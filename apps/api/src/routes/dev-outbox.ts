import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { readOutbox } from '../services/sms-provider.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * /dev/outbox: the development SMS outbox as a page, outside production only, so a developer (or
 * an end-to-end test) can read the codes the site "sent".
 */
export function registerDevOutbox(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.production || ctx.sms.name !== 'outbox') return;
  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await readOutbox(ctx.config.smsOutboxFile);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escape(m.time)}</td><td>${escape(m.phone)}</td><td>${m.template === 'notice' ? '（通知）' : `<code>${escape(m.code)}</code>`}</td><td>${escape(m.text)}</td></tr>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store')
      .send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>开发短信发件箱 · Development SMS outbox</title></head>
<body style="font-family:sans-serif;max-width:60rem;margin:2rem auto;line-height:1.6">
<h1>开发短信发件箱 <small>(development SMS outbox)</small></h1>
<p>开发环境不会真正发送短信：验证码写在这里和服务器日志中。生产环境请设置 <code>SMS_PROVIDER</code>。</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<thead><tr><th>时间</th><th>手机号</th><th>验证码</th><th>短信内容</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">暂无短信</td></tr>'}</tbody></table>
</body></html>`);
  });
}
