export { LoginModal } from './LoginModal';
export type { LoginModalProps, LoginModalHandle, LoginPayload } from './LoginModal';
