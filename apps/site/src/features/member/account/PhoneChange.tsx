import { ProfileUpdateRequestRules } from '@dongman/api-client/contract';
import { useState, type FormEvent } from 'react';
import { isPhone, isSmsCode, useMaterialsApi } from '../shared/materials';
import { PhoneCodeFields } from '../shared/PhoneCodeFields';
import { Button, message } from '@dongman/ui';
import type { UserInfo } from '@dongman/api-client';
import { useSiteMessages } from '../../../i18n';
import { Muted, Stack, SubTitle } from '../shared/styles';

/** A new phone number, confirmed by the code sent to it (one number, one account). */
export function PhoneChange({
  currentPhone,
  onChanged,
}: {
  currentPhone: string;
  onChanged: (info: UserInfo) => void;
}) {
  const sm = useSiteMessages();
  const materials = useMaterialsApi();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      phone: isPhone(phone) ? undefined : sm.phoneInvalid,
      code: isSmsCode(code) ? undefined : sm.smsCodeInvalid,
    };
    setErrors(next);
    if (next.phone || next.code) return;
    setBusy(true);
    const result = await materials.updateProfile({ phone: phone.trim(), smsCode: code.trim() });
    setBusy(false);
    if (!result?.ok) return;
    onChanged(result.data);
    setPhone('');
    setCode('');
    message.success(sm.profilePhoneChanged);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="phone-change-title">
      <Stack $gap="md">
        <SubTitle id="phone-change-title">{sm.profilePhoneTitle}</SubTitle>
        {currentPhone && <Muted>{sm.t('profileCurrentPhone', { phone: currentPhone })}</Muted>}
        <PhoneCodeFields
          phone={{
            id: 'profile-phone',
            label: sm.profileNewPhone,
            maxLength: ProfileUpdateRequestRules.phone.maxLength,
            value: phone,
            error: errors.phone,
            onChange: (event) => setPhone(event.currentTarget.value),
          }}
          code={{
            id: 'profile-sms-code',
            maxLength: ProfileUpdateRequestRules.smsCode.maxLength,
            value: code,
            error: errors.code,
            onChange: (event) => setCode(event.currentTarget.value),
          }}
          send={(value, captchaCode) => materials.sendProfileCode(value, captchaCode)}
          onInvalidPhone={(text) => setErrors({ phone: text })}
        />
        <div>
          <Button type="submit" variant="primary" loading={busy}>
            {sm.profileChangePhone}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
