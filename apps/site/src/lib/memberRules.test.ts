import { describe, expect, it } from 'vitest';
import {
  clampSpeed,
  registerPayload,
  validateCaptchaAnswer,
  validateCardCode,
  validateDubbingText,
  validateMachineCode,
  validateRegister,
  validateRegisterField,
  validateReport,
} from './memberRules';
import type { RegisterValues } from './memberRules';

const good: RegisterValues = {
  name: 'newbie_01',
  usersName: '',
  password: 'secret1',
  confirmPassword: 'secret1',
  phone: '13912345678',
  smsCode: '123456',
};

describe('register rules', () => {
  it('accepts a complete form with no display name', () => {
    expect(validateRegister(good)).toEqual({});
  });
  it('checks the account length in characters, Chinese included', () => {
    expect(validateRegisterField('name', { ...good, name: 'ab' })).toBe('nameRule');
    expect(validateRegisterField('name', { ...good, name: '动漫迷' })).toBeUndefined();
    expect(validateRegisterField('name', { ...good, name: 'a'.repeat(33) })).toBe('nameRule');
  });
  it('refuses characters the account cannot hold', () => {
    expect(validateRegisterField('name', { ...good, name: 'bad name' })).toBe('registerNameChars');
  });
  it('needs a 6+ password and a matching confirmation', () => {
    expect(validateRegisterField('password', { ...good, password: '12345' })).toBe('passwordRule');
    expect(validateRegisterField('confirmPassword', { ...good, confirmPassword: 'secret2' })).toBe(
      'passwordMismatch',
    );
    expect(validateRegisterField('confirmPassword', { ...good, confirmPassword: '' })).toBe(
      'passwordRule',
    );
  });
  it('checks the mainland mobile pattern', () => {
    expect(validateRegisterField('phone', { ...good, phone: '12912345678' })).toBe('phoneRule');
    expect(validateRegisterField('phone', { ...good, phone: '1391234567' })).toBe('phoneRule');
  });
  it('needs a 6-digit phone code', () => {
    expect(validateRegisterField('smsCode', { ...good, smsCode: '12345' })).toBe('smsCodeInvalid');
    expect(validateRegisterField('smsCode', { ...good, smsCode: ' 654321 ' })).toBeUndefined();
  });
  it('needs exactly 4 captcha characters before a text message is asked for', () => {
    expect(validateCaptchaAnswer('abc')).toBe('captchaRule');
    expect(validateCaptchaAnswer(' ab12 ')).toBeUndefined();
  });
  it("takes GeeTest's result (JSON) as the captcha, and still needs one", () => {
    const hosted = JSON.stringify({ lot_number: 'a1', pass_token: 'c' });
    expect(validateCaptchaAnswer(hosted)).toBeUndefined();
    expect(validateCaptchaAnswer('')).toBe('captchaRule');
  });
  it('limits the display name to 32 characters', () => {
    expect(validateRegisterField('usersName', { ...good, usersName: '名'.repeat(33) })).toBe(
      'displayNameRule',
    );
  });
  it('sends trimmed values and leaves out an empty display name', () => {
    expect(registerPayload({ ...good, name: ' newbie_01 ' })).toEqual({
      name: 'newbie_01',
      password: 'secret1',
      confirmPassword: 'secret1',
      phone: '13912345678',
      smsCode: '123456',
    });
    expect(registerPayload({ ...good, usersName: ' 小明 ' }).usersName).toBe('小明');
  });
});

describe('machine code', () => {
  it('matches the contract: 16-96 letters, digits, spaces or dashes', () => {
    expect(validateMachineCode('ABCD-1234-EFGH-5678')).toBeUndefined();
    expect(validateMachineCode('ABCD-1234')).toBe('machineCodeRule');
    expect(validateMachineCode('ABCD_1234_EFGH_5678')).toBe('machineCodeRule');
    expect(validateMachineCode('A'.repeat(97))).toBe('machineCodeRule');
  });
});

describe('dubbing', () => {
  it('needs a card code of 6-64 characters', () => {
    expect(validateCardCode('DM7D-DEMO-0001')).toBeUndefined();
    expect(validateCardCode(' 123 ')).toBe('cardCodeRule');
  });
  it('needs text up to 500 characters', () => {
    expect(validateDubbingText('  ')).toBe('dubbingTextRequired');
    expect(validateDubbingText('字'.repeat(500))).toBeUndefined();
    expect(validateDubbingText('字'.repeat(501))).toBe('dubbingTextTooLong');
  });
  it('keeps speed within 0.5-2', () => {
    expect(clampSpeed(3)).toBe(2);
    expect(clampSpeed(0.1)).toBe(0.5);
    expect(clampSpeed(1.25)).toBe(1.3);
  });
});

describe('report', () => {
  it('needs a title and content', () => {
    expect(validateReport({ title: ' ', content: '', images: [] })).toEqual({
      title: 'reportTitleRule',
      content: 'reportContentRule',
    });
  });
  it('allows at most 6 images', () => {
    const images = Array.from({ length: 7 }, () => 'data:image/png;base64,AA==');
    expect(validateReport({ title: 't', content: 'c', images }).images).toBe('reportImagesTooMany');
  });
  it('refuses image forms the API does not take', () => {
    expect(
      validateReport({ title: 't', content: 'c', images: ['data:image/svg+xml;base64,AA=='] })
        .images,
    ).toBe('reportImageUnsupported');
    expect(validateReport({ title: 't', content: 'c', images: ['https://x/a.png'] })).toEqual({});
  });
});
