/**
 * Form rules of spec section 5 / 9. Pure functions that return catalogue keys (not text), so the
 * same rules serve every locale and can be unit tested without React. The library knows no API:
 * the limits come from the caller (`fieldRules.LoginRequest` and
 * `fieldRules.PasswordUpdateRequest` of `@dongman/api-client/contract` fit these shapes). Without
 * limits a form refuses empty fields only and leaves lengths to the server.
 */

interface Length {
  readonly minLength: number;
  readonly maxLength?: number;
}
/** What the login form checks: account and captcha lengths, the shortest password. */
export interface LoginLimits {
  readonly name: Length;
  readonly password: Length;
  readonly captchaCode: Length;
}
/** What the change-password form checks (the same rule for the three fields). */
export interface ChangePasswordLimits {
  readonly newPassword: Length;
}

const NO_LIMIT: Length = { minLength: 1 };

function fits(length: number, limit: Length): boolean {
  return length >= Math.max(1, limit.minLength) && length <= (limit.maxLength ?? Infinity);
}

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

export function isValidName(name: string, limit: Length = NO_LIMIT): boolean {
  return fits(charLength(name.trim()), limit);
}

/** Passwords are never trimmed: a space may be part of one. */
export function isValidPassword(password: string, limit: Length = NO_LIMIT): boolean {
  return fits(charLength(password), limit);
}

/** Within the limits, or a hosted captcha's result (GeeTest's JSON, checked by the server). */
export function isValidCaptcha(captchaCode: string, limit: Length = NO_LIMIT): boolean {
  const code = captchaCode.trim();
  return code.startsWith('{') || fits(charLength(code), limit);
}

export function validateLoginField(
  field: LoginField,
  values: LoginValues,
  limits?: LoginLimits,
): LoginErrorKey | undefined {
  switch (field) {
    case 'name':
      return isValidName(values.name, limits?.name) ? undefined : 'nameRule';
    case 'password':
      return isValidPassword(values.password, limits?.password) ? undefined : 'passwordRule';
    case 'captchaCode':
      return isValidCaptcha(values.captchaCode, limits?.captchaCode) ? undefined : 'captchaRule';
  }
}

export function validateLogin(values: LoginValues, limits?: LoginLimits): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of LOGIN_FIELDS) {
    const error = validateLoginField(field, values, limits);
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
  limits?: ChangePasswordLimits,
): ChangePasswordErrorKey | undefined {
  if (!isValidPassword(values[field], limits?.newPassword)) return 'passwordRule';
  if (field === 'confirmPassword' && values.confirmPassword !== values.newPassword) {
    return 'passwordMismatch';
  }
  return undefined;
}

export function validateChangePassword(
  values: ChangePasswordValues,
  limits?: ChangePasswordLimits,
): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  for (const field of CHANGE_PASSWORD_FIELDS) {
    const error = validateChangePasswordField(field, values, limits);
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
