export { Input } from './Input';
export type { InputProps } from './Input';
export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
