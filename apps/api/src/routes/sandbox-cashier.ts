import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import type { RechargeOrder } from '../db/schema.js';
import { yuan } from '../lib/money.js';
import { findOrder } from '../repositories/orders.js';

// The sandbox provider's cashier page (收银台), served by this server at /pay/sandbox/<orderNo>
// only while the sandbox is enabled. It is what the QR code encodes and what a phone opens.
// "Pay" records the payment in the sandbox's books and delivers a notification signed with the
// sandbox key to POST /api/pay/notify/sandbox: the same route, checks and crediting as WeChat Pay
// and Alipay. Plain HTML forms, no script, so it works on any phone.

const PAY_TYPE_NAMES = { wechat: '微信支付', alipay: '支付宝' } as const;
const STATUS_NAMES = {
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - 测试收银台</title>
<style>
body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f4f5f7;color:#1f2328;line-height:1.6}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin:0 0 .5rem}
.note{background:#fff7e6;border:1px solid #f5c26b;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:1rem 0}
dt{color:#59636e}dd{margin:0;font-variant-numeric:tabular-nums;word-break:break-all}
.amount{font-size:1.6rem;font-weight:700}
form{display:inline}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button,a.button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #c9ced6;background:#fff;color:#1f2328;cursor:pointer;text-decoration:none;min-height:44px}
button.primary{background:#1a7f37;border-color:#1a7f37;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #0969da;outline-offset:2px}
p[role=status]{font-weight:600}
</style></head>
<body><main>${body}</main></body></html>`;
}

function orderDetails(order: RechargeOrder): string {
  return `<dl>
<dt>订单号</dt><dd>${escapeHtml(order.order_no)}</dd>
<dt>应付金额</dt><dd class="amount">${yuan(order.price)}</dd>
<dt>到账金额</dt><dd>${yuan(order.amount)}</dd>
<dt>支付方式</dt><dd>${PAY_TYPE_NAMES[order.pay_type]}（测试）</dd>
<dt>订单状态</dt><dd>${STATUS_NAMES[order.status]}</dd>
</dl>`;
}

const SANDBOX_NOTE =
  '<p class="note">这是开发与测试用的模拟收银台（sandbox），不会扣除任何真实资金。正式环境使用微信支付或支付宝。</p>';
const BACK_LINK = '<a class="button" href="/#/user/info/recharge">返回会员中心</a>';

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
}

export function registerSandboxCashier(app: FastifyInstance, ctx: AppContext): void {
  const sandbox = ctx.payments.sandbox;
  if (!sandbox) return;

  const render = async (reply: FastifyReply, orderNo: string, message = '') => {
    const order = await findOrder(ctx.db, orderNo);
    if (!order || order.provider !== 'sandbox') {
      return send(reply, 404, page('订单不存在', `<h1>订单不存在</h1>${SANDBOX_NOTE}${BACK_LINK}`));
    }
    const said = message ? `<p role="status">${escapeHtml(message)}</p>` : '';
    const payable = order.status === 'pending';
    const path = `/pay/sandbox/${encodeURIComponent(order.order_no)}`;
    const actions = payable
      ? `<div class="actions">
<form method="post" action="${path}"><input type="hidden" name="result" value="pay"><button class="primary" type="submit">确认支付 ${yuan(order.price)}</button></form>
<form method="post" action="${path}"><input type="hidden" name="result" value="fail"><button type="submit">模拟支付失败</button></form>
</div>`
      : `<div class="actions">${BACK_LINK}</div>`;
    return send(
      reply,
      200,
      page(
        '动漫素材会员站充值',
        `<h1>动漫素材会员站充值</h1>${SANDBOX_NOTE}${said}${orderDetails(order)}${actions}`,
      ),
    );
  };

  type CashierRoute = { Params: { orderNo: string }; Body: Record<string, unknown> | undefined };
  app.get<CashierRoute>('/pay/sandbox/:orderNo', async (request, reply) => {
    const { orderNo } = request.params;
    return render(reply, orderNo);
  });

  app.post<CashierRoute>(
    '/pay/sandbox/:orderNo',
    { config: { xsrfExempt: true } },
    async (request, reply) => {
      const { orderNo } = request.params;
      const result = request.body?.result;
      if (result === 'fail') {
        await sandbox.failAtCashier(orderNo);
        return render(reply, orderNo, '支付未完成：已模拟支付失败，订单仍可继续支付。');
      }
      const notification = await sandbox.payAtCashier(orderNo);
      if (!notification) return render(reply, orderNo, '该订单无法支付（已关闭或不存在）。');
      // Delivered like a provider's server would: to the public notification route.
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        headers: notification.headers,
        payload: notification.body,
      });
      request.log.info({ orderNo, status: delivered.statusCode }, 'sandbox notification delivered');
      return render(
        reply,
        orderNo,
        delivered.statusCode === 200
          ? '支付成功！请回到会员中心查看余额（页面会自动更新）。'
          : '支付已完成，但商户暂未确认，请稍后在会员中心点击“我已支付，立即查询”。',
      );
    },
  );
}
