/**
 * Form rules for the member pages, matching openapi.yaml. Pure functions returning catalogue keys
 * (not text) so every locale words the message and the rules are testable without React.
 */

/** Characters as people count them (code points): 3 Chinese characters are 3. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

// ---- Registration (RegisterRequest) ----

export const NAME_MIN = 3;
export const NAME_MAX = 32;
export const DISPLAY_NAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const CAPTCHA_LENGTH = 4;
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Account: letters, digits, underscore or Chinese (RegisterRequest.name). */
const NAME_CHARS = /^[A-Za-z0-9_\u4e00-\u9fff]+$/;

export interface RegisterValues {
  name: string;
  usersName: string;
  password: string;
  confirmPassword: string;
  phone: string;
  smsCode: string;
  captchaCode: string;
}
export type RegisterField = keyof RegisterValues;
export type RegisterErrorKey =
  | 'nameRule'
  | 'registerNameChars'
  | 'displayNameRule'
  | 'passwordRule'
  | 'passwordMismatch'
  | 'phoneRule'
  | 'smsCodeInvalid'
  | 'captchaRule';
export type RegisterErrors = Partial<Record<RegisterField, RegisterErrorKey>>;

/** Screen order: the first invalid field gets focus. */
export const REGISTER_FIELDS: readonly RegisterField[] = [
  'name',
  'usersName',
  'password',
  'confirmPassword',
  'phone',
  'smsCode',
  'captchaCode',
];

export function validateRegisterField(
  field: RegisterField,
  values: RegisterValues,
): RegisterErrorKey | undefined {
  switch (field) {
    case 'name': {
      const name = values.name.trim();
      const length = charLength(name);
      if (length < NAME_MIN || length > NAME_MAX) return 'nameRule';
      return NAME_CHARS.test(name) ? undefined : 'registerNameChars';
    }
    case 'usersName':
      return charLength(values.usersName.trim()) <= DISPLAY_NAME_MAX
        ? undefined
        : 'displayNameRule';
    case 'password': {
      const length = charLength(values.password);
      return length >= PASSWORD_MIN && length <= PASSWORD_MAX ? undefined : 'passwordRule';
    }
    case 'confirmPassword':
      if (values.confirmPassword === '') return 'passwordRule';
      return values.confirmPassword === values.password ? undefined : 'passwordMismatch';
    case 'phone':
      return PHONE_PATTERN.test(values.phone.trim()) ? undefined : 'phoneRule';
    case 'smsCode':
      return /^\d{6}$/.test(values.smsCode.trim()) ? undefined : 'smsCodeInvalid';
    case 'captchaCode':
      // A hosted captcha's result (GeeTest's JSON) is checked by the server.
      return values.captchaCode.trim().startsWith('{') ||
        charLength(values.captchaCode.trim()) === CAPTCHA_LENGTH
        ? undefined
        : 'captchaRule';
  }
}

export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of REGISTER_FIELDS) {
    const error = validateRegisterField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What is sent: blanks trimmed off (not from passwords); an empty display name is left out. */
export function registerPayload(values: RegisterValues) {
  const usersName = values.usersName.trim();
  return {
    name: values.name.trim(),
    ...(usersName ? { usersName } : {}),
    password: values.password,
    confirmPassword: values.confirmPassword,
    phone: values.phone.trim(),
    smsCode: values.smsCode.trim(),
    captchaCode: values.captchaCode.trim(),
  };
}

// ---- Plugin activation (PluginActivateRequest.machineCode) ----

export const MACHINE_CODE_MIN = 16;
export const MACHINE_CODE_MAX = 64;
const MACHINE_CODE_CHARS = /^[A-Za-z0-9-]+$/;

export function validateMachineCode(value: string): 'machineCodeRule' | undefined {
  const code = value.trim();
  const ok =
    code.length >= MACHINE_CODE_MIN &&
    code.length <= MACHINE_CODE_MAX &&
    MACHINE_CODE_CHARS.test(code);
  return ok ? undefined : 'machineCodeRule';
}

// ---- Dubbing (CardCodeRequest, DubbingStartRequest) ----

export const CARD_CODE_MIN = 6;
export const CARD_CODE_MAX = 64;
export const DUBBING_TEXT_MAX = 500;
export const SPEED_MIN = 0.5;
export const SPEED_MAX = 2;

export function validateCardCode(value: string): 'cardCodeRule' | undefined {
  const length = value.trim().length;
  return length >= CARD_CODE_MIN && length <= CARD_CODE_MAX ? undefined : 'cardCodeRule';
}

export function validateDubbingText(
  value: string,
): 'dubbingTextRequired' | 'dubbingTextTooLong' | undefined {
  if (value.trim() === '') return 'dubbingTextRequired';
  return charLength(value) > DUBBING_TEXT_MAX ? 'dubbingTextTooLong' : undefined;
}

/** Clamps a speed to the allowed range in 0.1 steps. */
export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return 1;
  const stepped = Math.round(speed * 10) / 10;
  return Math.min(SPEED_MAX, Math.max(SPEED_MIN, stepped));
}

// ---- Reports (ReportCreateRequest / ReportUpdateRequest) ----

export const REPORT_TITLE_MAX = 100;
export const REPORT_CONTENT_MAX = 5000;
export const REPORT_IMAGES_MAX = 6;

export interface ReportValues {
  title: string;
  content: string;
  images: readonly string[];
}
export type ReportField = 'title' | 'content' | 'images';
export type ReportErrorKey =
  'reportTitleRule' | 'reportContentRule' | 'reportImagesTooMany' | 'reportImageUnsupported';
export type ReportErrors = Partial<Record<ReportField, ReportErrorKey>>;
export const REPORT_FIELDS: readonly ReportField[] = ['title', 'content', 'images'];

/** The image forms the API accepts: a web URL, a site path, or a PNG/JPEG/WebP data URL. */
const SENDABLE_IMAGE = /^(https?:\/\/|\/|data:image\/(png|jpeg|webp);base64,)/;
export function isSendableImage(src: string): boolean {
  return SENDABLE_IMAGE.test(src);
}

export function validateReport(values: ReportValues): ReportErrors {
  const errors: ReportErrors = {};
  const title = charLength(values.title.trim());
  if (title < 1 || title > REPORT_TITLE_MAX) errors.title = 'reportTitleRule';
  const content = charLength(values.content.trim());
  if (content < 1 || content > REPORT_CONTENT_MAX) errors.content = 'reportContentRule';
  if (values.images.length > REPORT_IMAGES_MAX) errors.images = 'reportImagesTooMany';
  else if (!values.images.every(isSendableImage)) errors.images = 'reportImageUnsupported';
  return errors;
}
