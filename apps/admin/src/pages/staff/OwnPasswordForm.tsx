import { useState, type FormEvent } from 'react';
import { AdminPasswordChangeRequestRules as RULES } from '@dongman/api-client/contract';
import { Button, PasswordInput, message } from '@dongman/ui';
import { readForm, text } from '../../components/readForm';
import { useStaffT } from './copy';
import { staffApi } from './staffApi';

/** The new password and its confirmation: the contract's length, offered to password managers. */
const NEW_PASSWORD = {
  autoComplete: 'new-password',
  required: true,
  minLength: RULES.nextPassword.minLength,
  maxLength: RULES.nextPassword.maxLength,
};

/**
 * Every operator changes their own password here: the current one is required, the server ends
 * their other sessions and keeps this one.
 */
export function OwnPasswordForm() {
  const t = useStaffT();
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { confirmPassword, ...passwords } = readForm(new FormData(form), {
      currentPassword: text,
      nextPassword: text,
      confirmPassword: text,
    });
    if (passwords.nextPassword !== confirmPassword) {
      setError(t('passwordsDiffer'));
      return;
    }
    setError('');
    const result = await staffApi.changeOwnPassword(passwords);
    if (result?.ok) {
      message.success(t('passwordChanged'));
      form.reset();
    }
  };
  return (
    <section aria-labelledby="own-password-title">
      <h2 id="own-password-title">{t('ownPasswordTitle')}</h2>
      <form onSubmit={(e) => void submit(e)}>
        <PasswordInput
          name="currentPassword"
          label={t('currentPassword')}
          autoComplete="current-password"
          required
          maxLength={RULES.currentPassword.maxLength}
        />
        <PasswordInput name="nextPassword" label={t('nextPassword')} {...NEW_PASSWORD} />
        <PasswordInput
          name="confirmPassword"
          label={t('confirmPassword')}
          {...NEW_PASSWORD}
          error={error || undefined}
        />
        <Button type="submit" variant="primary">
          {t('changePassword')}
        </Button>
      </form>
    </section>
  );
}
