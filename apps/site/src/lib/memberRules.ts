/**
 * Form rules for the member pages. The limits come from openapi.yaml through
 * `@dongman/api-client/contract`; pure functions return catalogue keys (not text) so every locale
 * words the message and the rules are testable without React.
 */
import {
  CardCodeRequestRules,
  DubbingStartRequestRules,
  LoginRequestRules,
  PhoneRequestRules,
  PluginActivateRequestRules,
  RegisterRequestRules,
  ReportCreateRequestRules,
  patternOf,
} from '@dongman/api-client/contract';

/** Characters as people count them (code points): 3 Chinese characters are 3. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

// ---- Registration (RegisterRequest) ----

const REGISTER = RegisterRequestRules;
export const NAME_MIN = REGISTER.name.minLength;
export const NAME_MAX = REGISTER.name.maxLength;
export const DISPLAY_NAME_MAX = REGISTER.usersName.maxLength;
export const PASSWORD_MIN = REGISTER.password.minLength;
export const PASSWORD_MAX = REGISTER.password.maxLength;
/** The image captcha's answer: the contract's shortest captchaCode (hosted captchas send more). */
export const CAPTCHA_LENGTH = PhoneRequestRules.captchaCode.minLength;
/** What the login modal checks: the contract's LoginRequest, with the image captcha's length. */
export const LOGIN_LIMITS = {
  ...LoginRequestRules,
  captchaCode: { minLength: CAPTCHA_LENGTH, maxLength: CAPTCHA_LENGTH },
};
export const PHONE_PATTERN = patternOf(REGISTER.phone);
/** Account: letters, digits, underscore or Chinese (RegisterRequest.name). */
const NAME_CHARS = /^[A-Za-z0-9_\u4e00-\u9fff]+$/;

export interface RegisterValues {
  name: string;
  usersName: string;
  password: string;
  confirmPassword: string;
  phone: string;
  smsCode: string;
}
export type RegisterField = keyof RegisterValues;
export type RegisterErrorKey =
  | 'nameRule'
  | 'registerNameChars'
  | 'displayNameRule'
  | 'passwordRule'
  | 'passwordMismatch'
  | 'phoneRule'
  | 'smsCodeInvalid';
export type RegisterErrors = Partial<Record<RegisterField, RegisterErrorKey>>;

/** Screen order: the first invalid field gets focus. */
export const REGISTER_FIELDS: readonly RegisterField[] = [
  'name',
  'usersName',
  'password',
  'confirmPassword',
  'phone',
  'smsCode',
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
  }
}

/**
 * The image captcha asked before any text message is sent (PhoneRequest.captchaCode): its
 * characters, or a hosted captcha's result (GeeTest's JSON), which the server checks.
 */
export function validateCaptchaAnswer(value: string): 'captchaRule' | undefined {
  const answer = value.trim();
  return answer.startsWith('{') || charLength(answer) === CAPTCHA_LENGTH
    ? undefined
    : 'captchaRule';
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
  };
}

// ---- Plugin activation (PluginActivateRequest.machineCode) ----

const MACHINE_CODE = PluginActivateRequestRules.machineCode;
export const MACHINE_CODE_MIN = MACHINE_CODE.minLength;
export const MACHINE_CODE_MAX = MACHINE_CODE.maxLength;
const MACHINE_CODE_CHARS = patternOf(MACHINE_CODE);

export function validateMachineCode(value: string): 'machineCodeRule' | undefined {
  const code = value.trim();
  const ok =
    code.length >= MACHINE_CODE_MIN &&
    code.length <= MACHINE_CODE_MAX &&
    MACHINE_CODE_CHARS.test(code);
  return ok ? undefined : 'machineCodeRule';
}

// ---- Dubbing (CardCodeRequest, DubbingStartRequest) ----

export const CARD_CODE_MIN = CardCodeRequestRules.cardCode.minLength;
export const CARD_CODE_MAX = CardCodeRequestRules.cardCode.maxLength;
export const DUBBING_TEXT_MAX = DubbingStartRequestRules.text.maxLength;
export const SPEED_MIN = DubbingStartRequestRules.speed.minimum;
export const SPEED_MAX = DubbingStartRequestRules.speed.maximum;
export const PITCH_MIN = DubbingStartRequestRules.pitch.minimum;
export const PITCH_MAX = DubbingStartRequestRules.pitch.maximum;

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

const REPORT = ReportCreateRequestRules;
export const REPORT_TITLE_MAX = REPORT.title.maxLength;
export const REPORT_CONTENT_MAX = REPORT.content.maxLength;
export const REPORT_IMAGES_MAX = REPORT.images.maxItems;

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
const SENDABLE_IMAGE = patternOf(REPORT.images.items);
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
