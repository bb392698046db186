import { describe, expect, it } from 'vitest';
import { COMMON_DOCUMENT_IDS, ENTITLEMENT_KEYS, fieldRules, patternOf } from './contract';

describe('contract values', () => {
  it('turns the phone pattern into a RegExp that takes mainland mobile numbers only', () => {
    const phone = patternOf(fieldRules.RegisterRequest.phone);
    expect(phone.test('13812345678')).toBe(true);
    expect(phone.test('12812345678')).toBe(false);
    expect(phone.test('1381234567')).toBe(false);
  });

  it('names the fixed common documents and lists every entitlement once', () => {
    expect(COMMON_DOCUMENT_IDS.plugins).toBe(8);
    expect(new Set(ENTITLEMENT_KEYS).size).toBe(ENTITLEMENT_KEYS.length);
    expect(ENTITLEMENT_KEYS).toContain('dubbing');
  });
});
