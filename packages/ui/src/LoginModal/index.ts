export { LoginModal } from './LoginModal';
export type { LoginModalProps, LoginModalHandle, LoginPayload } from './LoginModal';
export { SmsLoginForm } from './SmsLoginForm';
export type { SmsCodeRequest, SmsLoginHandlers, SmsLoginPayload } from './SmsLoginForm';
