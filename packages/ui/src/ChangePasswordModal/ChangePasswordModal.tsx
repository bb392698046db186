import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../Button/Button';
import { PasswordInput } from '../Input/PasswordInput';
import { Modal } from '../Modal/Modal';
import { useMessages } from '../UIProvider/context';
import { CHANGE_PASSWORD_FIELDS, validateChangePasswordField } from '../validation/rules';
import type {
  ChangePasswordField,
  ChangePasswordLimits,
  ChangePasswordValues,
} from '../validation/rules';
import { usePendingSubmit, useValidatedForm } from '../validation/useValidatedForm';
import { Actions, Form } from './ChangePasswordModal.styles';

/** Body of POST /api/user/password/update. */
export type ChangePasswordPayload = ChangePasswordValues;

export interface ChangePasswordModalProps {
  open: boolean;
  /** Cancel, the × button and Escape. */
  onClose: () => void;
  /** Called with valid values; return a promise to keep the confirm button busy until it settles. */
  onSubmit: (payload: ChangePasswordPayload) => void | Promise<unknown>;
  /** Shows the confirm button as busy (in addition to a pending onSubmit promise). */
  loading?: boolean;
  /**
   * Password lengths the form checks (`fieldRules.PasswordUpdateRequest` from
   * `@dongman/api-client/contract`); without them only empty fields are refused.
   */
  limits?: ChangePasswordLimits;
}

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
// The confirm field's mismatch message follows edits of the new password too.
const DEPENDENTS = { newPassword: ['confirmPassword'] } as const;

/** Change password (spec sections 2, 5): current, new and confirm, each within `limits`. */
export function ChangePasswordModal({
  open,
  onClose,
  onSubmit,
  loading = false,
  limits,
}: ChangePasswordModalProps) {
  const m = useMessages();
  const form = useValidatedForm({
    empty: EMPTY,
    order: CHANGE_PASSWORD_FIELDS,
    validateField: (field: ChangePasswordField, values: ChangePasswordValues) =>
      validateChangePasswordField(field, values, limits),
    dependents: DEPENDENTS,
  });
  const { values, errors } = form;
  const submission = usePendingSubmit();
  const busy = loading || submission.pending;

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) form.reset();
  }

  const oldRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || submission.isBusy()) return;
    const invalid = form.validateAll();
    if (invalid) {
      const refs = { oldPassword: oldRef, newPassword: newRef, confirmPassword: confirmRef };
      refs[invalid].current?.focus();
      return;
    }
    submission.track(onSubmit({ ...values }));
  };

  const field = (name: ChangePasswordField) => {
    const key = errors[name];
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
      onBlur: () => form.blur(name),
      error: key ? m[key] : undefined,
      required: true,
    };
  };

  return (
    <Modal open={open} onClose={onClose} title={m.changePassword}>
      <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <PasswordInput
          ref={oldRef}
          label={m.oldPassword}
          autoComplete="current-password"
          {...field('oldPassword')}
        />
        <PasswordInput
          ref={newRef}
          label={m.newPassword}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordInput
          ref={confirmRef}
          label={m.confirmPassword}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        {/* Inside the form, so Enter in any field submits through the confirm button. */}
        <Actions>
          <Button onClick={onClose}>{m.cancel}</Button>
          <Button type="submit" variant="primary" loading={busy}>
            {m.confirm}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
