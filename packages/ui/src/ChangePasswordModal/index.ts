export { ChangePasswordModal } from './ChangePasswordModal';
export type { ChangePasswordModalProps, ChangePasswordPayload } from './ChangePasswordModal';
