/**
 * Form rules of spec section 5 / 9. Pure functions that return catalogue keys (not text), so the
 * same rules serve every locale and can be unit tested without React.
 */

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 6;
export const CAPTCHA_LENGTH = 4;

/** Counts characters as people see them (code points), so 3 Chinese characters are 3, not 6 bytes. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

export type LoginValues = { name: string; password: string; captchaCode: string };
export type LoginField = keyof LoginValues;
export type LoginErrorKey = 'nameRule' | 'passwordRule' | 'captchaRule';
export type LoginErrors = Partial<Record<LoginField, LoginErrorKey>>;

/** Field order as shown on screen: the first invalid one gets focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['name', 'password', 'captchaCode'];

export function isValidName(name: string): boolean {
  const length = charLength(name.trim());
  return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH;
}

/** Passwords are never trimmed: a space may be part of one. */
export function isValidPassword(password: string): boolean {
  return charLength(password) >= PASSWORD_MIN_LENGTH;
}

/** Four characters, or a hosted captcha's result (GeeTest's JSON, checked by the server). */
export function isValidCaptcha(captchaCode: string): boolean {
  const code = captchaCode.trim();
  return code.startsWith('{') || charLength(code) === CAPTCHA_LENGTH;
}

export function validateLoginField(
  field: LoginField,
  values: LoginValues,
): LoginErrorKey | undefined {
  switch (field) {
    case 'name':
      return isValidName(values.name) ? undefined : 'nameRule';
    case 'password':
      return isValidPassword(values.password) ? undefined : 'passwordRule';
    case 'captchaCode':
      return isValidCaptcha(values.captchaCode) ? undefined : 'captchaRule';
  }
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of LOGIN_FIELDS) {
    const error = validateLoginField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Account and captcha lose surrounding blanks (pasted text); the password is sent as typed. */
export function normalizeLogin(values: LoginValues): LoginValues {
  return {
    name: values.name.trim(),
    password: values.password,
    captchaCode: values.captchaCode.trim(),
  };
}

export type ChangePasswordValues = {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
};
export type ChangePasswordField = keyof ChangePasswordValues;
export type ChangePasswordErrorKey = 'passwordRule' | 'passwordMismatch';
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, ChangePasswordErrorKey>>;

export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = [
  'oldPassword',
  'newPassword',
  'confirmPassword',
];

export function validateChangePasswordField(
  field: ChangePasswordField,
  values: ChangePasswordValues,
): ChangePasswordErrorKey | undefined {
  if (!isValidPassword(values[field])) return 'passwordRule';
  if (field === 'confirmPassword' && values.confirmPassword !== values.newPassword) {
    return 'passwordMismatch';
  }
  return undefined;
}

export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  for (const field of CHANGE_PASSWORD_FIELDS) {
    const error = validateChangePasswordField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Keys in the order shown on screen, for focusing the first invalid field. */
export function firstInvalid<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}
