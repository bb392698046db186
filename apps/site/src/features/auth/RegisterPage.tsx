import { Button, useMessages } from '@dongman/ui';
import { useIsMember } from '@dongman/state';
import { Breadcrumbs } from '../../components/Page';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { paths, toHref } from '../../navigation/paths';
import { MemberPage } from '../member/shared/styles';
import { useFlows } from './flows/FlowsContext';
import { RegisterFields } from './register/RegisterFields';
import { useRegisterForm } from './register/useRegisterForm';
import { Card, Footer, FormError, Heading, Intro, Note } from './RegisterPage.styles';

/**
 * Member registration: validated inline in the reader's language. A wrong captcha (402) clears and
 * refocuses the captcha with a new image; a taken name or phone (409) and a wrong phone code are
 * shown on their fields until the field is edited; nothing else typed is lost on a server error.
 * Success goes home and opens the login modal with the new account filled in.
 */
export default function RegisterPage() {
  const sm = useSiteMessages();
  const m = useMessages();
  const flows = useFlows();
  const isMember = useIsMember();
  const form = useRegisterForm();
  usePageTitle(sm.pageRegister);

  return (
    <MemberPage>
      <Breadcrumbs
        items={[{ label: sm.pageHome, href: toHref(paths.home()) }, { label: sm.pageRegister }]}
      />
      <Card aria-labelledby="register-title">
        <Heading id="register-title">{sm.pageRegister}</Heading>
        <Intro>{sm.registerIntro}</Intro>
        {isMember && (
          <Note role="status">
            {sm.registerAlreadyMember}{' '}
            <a href={toHref(paths.memberCenter())}>{sm.pageMemberCenter}</a>
          </Note>
        )}
        <form onSubmit={form.submit} noValidate aria-labelledby="register-title">
          {form.formError && <FormError role="alert">{form.formError}</FormError>}
          <RegisterFields form={form} />
          <Button type="submit" variant="primary" size="lg" block loading={form.busy}>
            {m.register}
          </Button>
        </form>
        <Footer>
          {sm.registerHaveAccount}{' '}
          <Button variant="link" onClick={() => flows.openLogin()}>
            {sm.registerLoginNow}
          </Button>
        </Footer>
      </Card>
    </MemberPage>
  );
}
