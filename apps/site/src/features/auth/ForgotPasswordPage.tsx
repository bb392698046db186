import { PasswordResetRequestRules } from '@dongman/api-client/contract';
import { useState, type FormEvent } from 'react';
import { Button, message } from '@dongman/ui';
import { useMaterialsApi } from '../member/shared/materials';
import { Breadcrumbs, PageHeader, Panel } from '../../components/Page';
import { useFlows } from './flows/FlowsContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { paths, toHref } from '../../navigation/paths';
import { useSiteNavigate } from '../../navigation/useSiteNavigate';
import { isPhone, isSmsCode } from '../member/shared/materials';
import { PhoneCodeFields } from '../member/shared/PhoneCodeFields';
import { MemberPage, Muted, Stack } from '../member/shared/styles';
import { NewPasswordFields, newPasswordErrors } from './NewPasswordFields';

type Field = 'phone' | 'code' | 'password' | 'confirm';

/** 忘记密码: a code to the registered phone, then a new password; every session ends. */
export default function ForgotPasswordPage() {
  const sm = useSiteMessages();
  const materials = useMaterialsApi();
  const flows = useFlows();
  const { go } = useSiteNavigate();
  usePageTitle(sm.pageForgotPassword);
  const [values, setValues] = useState<Record<Field, string>>({
    phone: '',
    code: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    // Read now: React clears currentTarget before a state updater runs.
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {
      phone: isPhone(values.phone) ? undefined : sm.phoneInvalid,
      code: isSmsCode(values.code) ? undefined : sm.smsCodeInvalid,
      ...newPasswordErrors(values, sm),
    };
    setErrors(next);
    const firstInvalid = (Object.keys(next) as Field[]).find((field) => next[field]);
    if (firstInvalid) {
      document.getElementById(`forgot-${firstInvalid}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await materials.resetPassword({
      phone: values.phone.trim(),
      smsCode: values.code.trim(),
      newPassword: values.password,
      confirmPassword: values.confirm,
    });
    setBusy(false);
    if (!result?.ok) return; // the client's events show the server's reason
    message.success(sm.forgotDone);
    go(paths.home());
    flows.openLogin({ name: result.data.name });
  };

  return (
    <MemberPage>
      <Breadcrumbs
        items={[
          { label: sm.pageHome, href: toHref(paths.home()) },
          { label: sm.pageForgotPassword },
        ]}
      />
      <PageHeader title={sm.pageForgotPassword} />
      <Panel>
        <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
          <Stack $gap="md">
            <Muted>{sm.forgotIntro}</Muted>
            <PhoneCodeFields
              phone={{
                id: 'forgot-phone',
                label: sm.forgotPhone,
                maxLength: PasswordResetRequestRules.phone.maxLength,
                value: values.phone,
                error: errors.phone,
                onChange: set('phone'),
              }}
              code={{
                id: 'forgot-code',
                maxLength: PasswordResetRequestRules.smsCode.maxLength,
                value: values.code,
                error: errors.code,
                onChange: set('code'),
              }}
              send={(phone, captchaCode) => materials.sendPasswordResetCode(phone, captchaCode)}
              onInvalidPhone={(text) => setErrors({ phone: text })}
            />
            <NewPasswordFields idPrefix="forgot" values={values} errors={errors} onChange={set} />
            <div>
              <Button type="submit" variant="primary" loading={busy}>
                {sm.forgotSubmit}
              </Button>
            </div>
          </Stack>
        </form>
      </Panel>
    </MemberPage>
  );
}
