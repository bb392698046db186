// `@dongman/ui/login`: the login widgets without the rest of the library.
export { UIProvider, useMessages } from '../UIProvider';
export type { UIProviderProps, Contacts } from '../UIProvider';
export { AccountStateDialog, accountStateFromMessage } from '../AccountStateDialog';
export type { AccountStateDialogProps, AccountStateKind } from '../AccountStateDialog';
export { message, useToast } from '../Toast';
export { CaptchaField } from '../CaptchaField';
export type { CaptchaFieldProps } from '../CaptchaField';
export { LoginModal } from '../LoginModal';
export type {
  LoginModalProps,
  LoginModalHandle,
  LoginPayload,
  SmsCodeRequest,
  SmsLoginHandlers,
  SmsLoginPayload,
} from '../LoginModal';
export type { ChangePasswordLimits, LoginLimits } from '../validation/rules';
export { ChangePasswordModal } from '../ChangePasswordModal';
export type { ChangePasswordModalProps, ChangePasswordPayload } from '../ChangePasswordModal';
export { Button } from '../Button/Button';
export type { ButtonProps } from '../Button/Button';
export type { Locale } from '../i18n';
