import { PasswordLinkResetRequestRules } from '@dongman/api-client/contract';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Callout, message } from '@dongman/ui';
import { useMaterialsApi } from '../member/shared/materials';
import { Breadcrumbs, PageHeader, Panel } from '../../components/Page';
import { useFlows } from './flows/FlowsContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { paths, toHref } from '../../navigation/paths';
import { useSiteNavigate } from '../../navigation/useSiteNavigate';
import { MemberPage, Muted, Stack } from '../member/shared/styles';
import { NewPasswordFields, newPasswordErrors } from './NewPasswordFields';

type Field = 'password' | 'confirm';
const TOKEN = new RegExp(PasswordLinkResetRequestRules.token.pattern);

/**
 * #/reset-password/{token}: the link staff had texted to the member (the console's 发送重置短信).
 * A new password, once; every session ends and the login opens with the account filled in.
 */
export default function ResetLinkPage() {
  const sm = useSiteMessages();
  const materials = useMaterialsApi();
  const flows = useFlows();
  const { go } = useSiteNavigate();
  const token = useParams().token ?? '';
  usePageTitle(sm.pageResetLink);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {
      ...newPasswordErrors(values, sm),
    };
    setErrors(next);
    const firstInvalid = (Object.keys(next) as Field[]).find((field) => next[field]);
    if (firstInvalid) {
      document.getElementById(`reset-link-${firstInvalid}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await materials.resetPasswordByLink({
      token,
      newPassword: values.password,
      confirmPassword: values.confirm,
    });
    setBusy(false);
    if (!result?.ok) return; // the client's events show the server's reason
    message.success(sm.forgotDone);
    go(paths.home());
    flows.openLogin({ name: result.data.name });
  };

  const forgot = <a href={toHref(paths.forgotPassword())}>{sm.resetLinkUseCode}</a>;
  return (
    <MemberPage>
      <Breadcrumbs
        items={[{ label: sm.pageHome, href: toHref(paths.home()) }, { label: sm.pageResetLink }]}
      />
      <PageHeader title={sm.pageResetLink} />
      <Panel>
        {TOKEN.test(token) ? (
          <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
            <Stack $gap="md">
              <Muted>{sm.resetLinkIntro}</Muted>
              <NewPasswordFields
                idPrefix="reset-link"
                values={values}
                errors={errors}
                onChange={set}
              />
              <div>
                <Button type="submit" variant="primary" loading={busy}>
                  {sm.forgotSubmit}
                </Button>
              </div>
              <Muted>{forgot}</Muted>
            </Stack>
          </form>
        ) : (
          <Stack $gap="md">
            <Callout tone="warning">{sm.resetLinkBroken}</Callout>
            <div>{forgot}</div>
          </Stack>
        )}
      </Panel>
    </MemberPage>
  );
}
