import { PasswordInput } from '@dongman/ui';
import { useSiteMessages, type SiteMessages } from '../../i18n';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../lib/memberRules';

export interface NewPassword {
  password: string;
  confirm: string;
}

type OnChange = (event: { currentTarget: { value: string } }) => void;

/** The rule both password resets (by SMS code, by the staff's link) check before sending. */
export function newPasswordErrors(
  values: NewPassword,
  sm: SiteMessages,
): Partial<Record<keyof NewPassword, string>> {
  const length = values.password.length;
  return {
    password: length >= PASSWORD_MIN && length <= PASSWORD_MAX ? undefined : sm.forgotPasswordRule,
    confirm: values.confirm === values.password ? undefined : sm.forgotMismatch,
  };
}

/** 新密码 and 确认新密码, with ids `${idPrefix}-password` / `${idPrefix}-confirm` for focusing. */
export function NewPasswordFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: NewPassword;
  errors: Partial<Record<keyof NewPassword, string>>;
  onChange: (field: keyof NewPassword) => OnChange;
}) {
  const sm = useSiteMessages();
  return (
    <>
      <PasswordInput
        id={`${idPrefix}-password`}
        label={sm.forgotNewPassword}
        autoComplete="new-password"
        hint={sm.forgotPasswordRule}
        value={values.password}
        error={errors.password}
        onChange={onChange('password')}
      />
      <PasswordInput
        id={`${idPrefix}-confirm`}
        label={sm.forgotConfirmPassword}
        autoComplete="new-password"
        value={values.confirm}
        error={errors.confirm}
        onChange={onChange('confirm')}
      />
    </>
  );
}
