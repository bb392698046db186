import { describe, expect, it } from 'vitest';
import { auditActionName, auditFacts, auditFactsText, auditObjectTypeName } from './index';

describe('the audit log in words', () => {
  it('names actions and object types in Chinese, refused and repeated money actions too', () => {
    expect(auditActionName('order.refund')).toBe('退款');
    expect(auditActionName('member.balance.refused')).toBe('调整余额（被拒绝）');
    expect(auditActionName('order.refund.repeated')).toBe('退款（重复请求）');
    expect(auditObjectTypeName('document')).toBe('文档');
    expect(auditObjectTypeName('order')).toBe('订单');
    // A key no catalogue entry has (an old row) shows as it is rather than disappearing.
    expect(auditActionName('legacy.thing')).toBe('legacy.thing');
  });

  it('shows money fields as ¥ with two decimals and names known fields', () => {
    expect(
      auditFacts({ amount: 5000, reason: '活动补偿', balance: 123456, refundNo: 'F1' }),
    ).toEqual([
      ['金额', '¥50.00'],
      ['原因', '活动补偿'],
      ['余额', '¥1,234.56'],
      ['退款单号', 'F1'],
    ]);
    expect(auditFactsText({ published: true, days: 7, note: null })).toBe(
      '已发布：是；天数：7；备注：—',
    );
    expect(auditFactsText({ secondFactor: 'none' })).toBe('两步验证：none');
    expect(auditFacts(null)).toEqual([]);
    expect(auditFactsText('text')).toBe('text');
  });
});
