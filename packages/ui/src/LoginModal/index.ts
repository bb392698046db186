export { LoginModal } from './LoginModal';
export type { LoginModalProps, LoginModalHandle, LoginPayload } from './LoginModal';
export type { SmsCodeRequest, SmsLoginHandlers, SmsLoginPayload } from './SmsLoginForm';
