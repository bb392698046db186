import { Button } from '../Button/Button';
import { Link } from '../utils/Link';
import { useMessages } from '../UIProvider/context';
import { RegisterRow } from './LoginModal.styles';

export interface LoginLinksProps {
  registerHref?: string;
  onRegister?: () => void;
  forgotPasswordHref?: string;
  onForgotPassword?: () => void;
}

/** 没有账号？立即注册 and 忘记密码？ under the login button (see LoginModalProps). */
export function LoginLinks({
  registerHref,
  onRegister,
  forgotPasswordHref,
  onForgotPassword,
}: LoginLinksProps) {
  const m = useMessages();
  return (
    <>
      {(registerHref || onRegister) && (
        <RegisterRow>
          {m.noAccount}
          {registerHref ? (
            <Link href={registerHref} onClick={onRegister ? () => onRegister() : undefined}>
              {m.registerNow}
            </Link>
          ) : (
            <Button variant="link" onClick={onRegister}>
              {m.registerNow}
            </Button>
          )}
        </RegisterRow>
      )}
      {forgotPasswordHref && (
        <RegisterRow>
          <Link
            href={forgotPasswordHref}
            onClick={onForgotPassword ? () => onForgotPassword() : undefined}
          >
            {m.forgotPassword}
          </Link>
        </RegisterRow>
      )}
    </>
  );
}
