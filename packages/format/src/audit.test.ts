import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTIONS_EN,
  AUDIT_OBJECT_TYPES,
  AUDIT_OBJECT_TYPES_EN,
  auditActionName,
  auditFacts,
  auditFactsText,
  auditObjectTypeName,
} from './index';

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

  it('names every action and object type in English too, for the console in English', () => {
    expect(auditActionName('order.refund', 'en')).toBe('Refund');
    expect(auditActionName('member.balance.refused', 'en')).toBe('Adjust balance (refused)');
    expect(auditActionName('staff.totpReset', 'en')).toBe('Reset two-step verification');
    expect(auditObjectTypeName('document', 'en')).toBe('Document');
    expect(auditActionName('legacy.thing', 'en')).toBe('legacy.thing');
    expect(auditFacts({ amount: 5000, published: false, refundNo: 'F1' }, 'en')).toEqual([
      ['Amount', '¥50.00'],
      ['Published', 'no'],
      ['Refund no.', 'F1'],
    ]);
    // One English name per Chinese one, in plain ASCII (no Chinese left untranslated).
    expect(Object.keys(AUDIT_ACTIONS_EN).sort()).toEqual(Object.keys(AUDIT_ACTIONS).sort());
    expect(Object.keys(AUDIT_OBJECT_TYPES_EN).sort()).toEqual(
      Object.keys(AUDIT_OBJECT_TYPES).sort(),
    );
    for (const name of [
      ...Object.values(AUDIT_ACTIONS_EN),
      ...Object.values(AUDIT_OBJECT_TYPES_EN),
    ])
      expect(name).toMatch(/^[\x20-\x7e]+$/);
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
