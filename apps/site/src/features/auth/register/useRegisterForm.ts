import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { message, useMessages, usePendingSubmit, useValidatedForm } from '@dongman/ui';
import type { ApiResult } from '@dongman/api-client';
import { useSessionStore } from '@dongman/state';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages } from '../../../i18n';
import {
  REGISTER_FIELDS,
  registerPayload,
  validateRegisterField,
  type RegisterErrorKey,
  type RegisterField,
  type RegisterValues,
} from '../../../lib/memberRules';
import { paths } from '../../../navigation/paths';
import { useSiteNavigate } from '../../../navigation/useSiteNavigate';
import { useFlows } from '../flows/FlowsContext';

const EMPTY: RegisterValues = {
  name: '',
  usersName: '',
  password: '',
  confirmPassword: '',
  phone: '',
  smsCode: '',
};
// The confirmation's mismatch message follows edits of the password too.
const DEPENDENTS = { password: ['confirmPassword'] } as const;

/** The field a refusal belongs to: the server words these and names the field in them. */
function fieldOf(result: ApiResult<unknown>): RegisterField | undefined {
  if (result.code === 409) return result.message.includes('手机号') ? 'phone' : 'name';
  return result.message.includes('短信验证码') ? 'smsCode' : undefined;
}

/**
 * The register form's state and submit flow: rules judged inline (useValidatedForm), the server's
 * refusals on their fields until the field is edited, and on success the new member signed in,
 * back on the page they came from. The image captcha belongs to the phone code (PhoneCodeFields).
 */
export function useRegisterForm() {
  const sm = useSiteMessages();
  const m = useMessages();
  const api = useApi();
  const session = useSessionStore();
  const flows = useFlows();
  const { go } = useSiteNavigate();
  const form = useValidatedForm({
    empty: EMPTY,
    order: REGISTER_FIELDS,
    validateField: validateRegisterField,
    dependents: DEPENDENTS,
  });
  const { values, errors, serverErrors } = form;
  const submission = usePendingSubmit();
  const [formError, setFormError] = useState<string>();
  const inputs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});
  const focus = (field: RegisterField) => inputs.current[field]?.focus();

  // The library words its own rules; the site words the rest.
  const text = (key: RegisterErrorKey): string => {
    switch (key) {
      case 'nameRule':
      case 'passwordRule':
      case 'passwordMismatch':
        return m[key];
      default:
        return sm[key];
    }
  };
  const errorOf = (field: RegisterField): string | undefined => {
    const key = errors[field];
    return key ? text(key) : serverErrors[field];
  };

  /** What a field's input takes: value, handlers, message and a ref for focus. */
  const bind = (field: RegisterField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(field, event.target.value),
    onBlur: () => form.blur(field),
    error: errorOf(field),
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
  });

  const send = async (payload: ReturnType<typeof registerPayload>) => {
    const result = await api.register(payload);
    if (result?.ok) {
      form.reset();
      if (result.data.status === 'pending') {
        go(paths.home());
        message.success(sm.registerSuccessPending);
        return;
      }
      // The server signed the new member in: read the record, then back where they came from.
      await session.refreshSession(api);
      go(flows.returnPath());
      message.success(sm.registerSuccess);
      return;
    }
    if (!result) return; // no answer (the client reports it): the last one's messages stand
    // The newest answer replaces the last one's messages; the rest of the form stays as typed.
    const field = fieldOf(result);
    form.setServerErrors(field ? { [field]: result.message } : {});
    if (field) focus(field);
    else setFormError(result.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.isBusy()) return;
    setFormError(undefined);
    const invalid = form.validateAll();
    if (invalid) {
      focus(invalid);
      return;
    }
    submission.track(send(registerPayload(values)));
  };

  /** The SMS button found the phone number malformed: said on the phone field. */
  const refusePhone = (problem: string) => {
    form.setServerErrors({ ...serverErrors, phone: problem });
    focus('phone');
  };

  return {
    values,
    bind,
    submit,
    busy: submission.pending,
    formError,
    refusePhone,
  };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
