import { describe, expect, it } from 'vitest';
import {
  charLength,
  firstInvalid,
  LOGIN_FIELDS,
  normalizeLogin,
  validateChangePassword,
  validateLogin,
} from './rules';

// The contract's limits (LoginRequest, PasswordUpdateRequest), as a caller passes them.
const LIMITS = {
  name: { minLength: 3, maxLength: 32 },
  password: { minLength: 6, maxLength: 128 },
  captchaCode: { minLength: 4, maxLength: 4 },
};
const PASSWORD_LIMITS = { newPassword: { minLength: 6, maxLength: 128 } };
const valid = { name: 'zhangsan', password: 'secret1', captchaCode: 'ab12' };

describe('validateLogin', () => {
  it('without limits refuses only empty fields (lengths are left to the server)', () => {
    expect(validateLogin({ name: 'ab', password: '1', captchaCode: 'x' })).toEqual({});
    expect(validateLogin({ name: ' ', password: '', captchaCode: '' })).toEqual({
      name: 'nameRule',
      password: 'passwordRule',
      captchaCode: 'captchaRule',
    });
  });

  it('accepts a well-formed login', () => {
    expect(validateLogin(valid, LIMITS)).toEqual({});
  });

  it('flags all three empty fields with their catalogue keys', () => {
    expect(validateLogin({ name: '', password: '', captchaCode: '' }, LIMITS)).toEqual({
      name: 'nameRule',
      password: 'passwordRule',
      captchaCode: 'captchaRule',
    });
  });

  it('requires an account of 3 to 32 characters, counting Chinese characters as one each', () => {
    expect(validateLogin({ ...valid, name: 'ab' }, LIMITS).name).toBe('nameRule');
    expect(validateLogin({ ...valid, name: 'abc' }, LIMITS).name).toBeUndefined();
    expect(validateLogin({ ...valid, name: '张三丰' }, LIMITS).name).toBeUndefined();
    expect(validateLogin({ ...valid, name: 'a'.repeat(32) }, LIMITS).name).toBeUndefined();
    expect(validateLogin({ ...valid, name: 'a'.repeat(33) }, LIMITS).name).toBe('nameRule');
  });

  it('does not let blanks pad a too-short account', () => {
    expect(validateLogin({ ...valid, name: '  ab  ' }, LIMITS).name).toBe('nameRule');
    expect(validateLogin({ ...valid, name: '     ' }, LIMITS).name).toBe('nameRule');
  });

  it('requires a password of at least 6 characters', () => {
    expect(validateLogin({ ...valid, password: '12345' }, LIMITS).password).toBe('passwordRule');
    expect(validateLogin({ ...valid, password: '123456' }, LIMITS).password).toBeUndefined();
  });

  it('requires a captcha of exactly 4 characters', () => {
    expect(validateLogin({ ...valid, captchaCode: 'abc' }, LIMITS).captchaCode).toBe('captchaRule');
    expect(validateLogin({ ...valid, captchaCode: 'abcde' }, LIMITS).captchaCode).toBe(
      'captchaRule',
    );
    expect(validateLogin({ ...valid, captchaCode: ' abcd ' }, LIMITS).captchaCode).toBeUndefined();
    // GeeTest's result (JSON, long) is the server's to check; empty still asks for it.
    const hosted = JSON.stringify({ lot_number: 'a1', captcha_output: 'b', pass_token: 'c' });
    expect(validateLogin({ ...valid, captchaCode: hosted }, LIMITS).captchaCode).toBeUndefined();
    expect(validateLogin({ ...valid, captchaCode: '' }, LIMITS).captchaCode).toBe('captchaRule');
  });
});

describe('normalizeLogin', () => {
  it('trims account and captcha but keeps the password as typed', () => {
    expect(normalizeLogin({ name: ' li ', password: ' pass ', captchaCode: ' x9Y2 ' })).toEqual({
      name: 'li',
      password: ' pass ',
      captchaCode: 'x9Y2',
    });
  });
});

describe('validateChangePassword', () => {
  const ok = { oldPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };

  it('accepts matching passwords of 6+ characters', () => {
    expect(validateChangePassword(ok, PASSWORD_LIMITS)).toEqual({});
  });

  it('requires each field to have at least 6 characters', () => {
    expect(
      validateChangePassword(
        { oldPassword: '', newPassword: '12345', confirmPassword: '' },
        PASSWORD_LIMITS,
      ),
    ).toEqual({
      oldPassword: 'passwordRule',
      newPassword: 'passwordRule',
      confirmPassword: 'passwordRule',
    });
  });

  it('reports a mismatch on the confirm field only', () => {
    expect(validateChangePassword({ ...ok, confirmPassword: 'new-pasS' }, PASSWORD_LIMITS)).toEqual(
      {
        confirmPassword: 'passwordMismatch',
      },
    );
  });
});

describe('helpers', () => {
  it('counts code points', () => {
    expect(charLength('密码🔒')).toBe(3);
  });

  it('finds the first invalid field in screen order', () => {
    expect(
      firstInvalid(LOGIN_FIELDS, { captchaCode: 'captchaRule', password: 'passwordRule' }),
    ).toBe('password');
    expect(firstInvalid(LOGIN_FIELDS, {})).toBeUndefined();
  });
});
