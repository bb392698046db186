// Placeholder: the member-center / dubbing / download / register engineer replaces this module.
import { useSiteMessages } from '../../i18n';
import { Placeholder } from '../Placeholder';

export default function InfoPage() {
  const sm = useSiteMessages();
  return <Placeholder title={sm.pageMemberCenter} />;
}
