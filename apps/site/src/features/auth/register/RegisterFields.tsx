import { RegisterRequestRules } from '@dongman/api-client/contract';
import { Input, PasswordInput, useMessages } from '@dongman/ui';
import { useSiteMessages } from '../../../i18n';
import { useMaterialsApi } from '../../member/shared/materials';
import { PhoneCodeFields } from '../../member/shared/PhoneCodeFields';
import type { RegisterForm } from './useRegisterForm';

/** The register form's fields in screen order (the order the first invalid one is found in). */
export function RegisterFields({ form }: { form: RegisterForm }) {
  const sm = useSiteMessages();
  const m = useMessages();
  const materials = useMaterialsApi();
  const name = form.bind('name');
  const password = form.bind('password');
  return (
    <>
      <Input
        label={m.account}
        required
        autoComplete="username"
        {...name}
        hint={name.error ? undefined : sm.registerNameHint}
      />
      <Input
        label={sm.registerDisplayName}
        autoComplete="nickname"
        hint={sm.registerDisplayNameHint}
        {...form.bind('usersName')}
      />
      <PasswordInput
        label={m.password}
        required
        autoComplete="new-password"
        {...password}
        hint={password.error ? undefined : sm.registerPasswordHint}
      />
      <PasswordInput
        label={m.confirmPassword}
        required
        autoComplete="new-password"
        {...form.bind('confirmPassword')}
      />
      <PhoneCodeFields
        phone={{
          label: sm.registerPhone,
          type: 'tel',
          required: true,
          autoComplete: 'tel-national',
          maxLength: RegisterRequestRules.phone.maxLength,
          ...form.bind('phone'),
        }}
        code={{
          required: true,
          maxLength: RegisterRequestRules.smsCode.maxLength,
          ...form.bind('smsCode'),
        }}
        send={(phone, captchaCode) => materials.sendRegisterCode(phone, captchaCode)}
        onInvalidPhone={form.refusePhone}
      />
    </>
  );
}
