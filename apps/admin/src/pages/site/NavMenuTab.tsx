import { AdminNavMenuRequestRules } from '@dongman/api-client/contract';
import { useApiData } from '@dongman/state';
import { Field } from '../../components/Form.styles';
import { readForm, text } from '../../components/readForm';
import { SettingsForm } from '../../components/SettingsForm';
import { admin } from '../../lib/api';
import { afterWrite } from '../../lib/useCrud';
import { useSiteT } from './copy';
import { Hint } from './site.styles';

const LISTS = ['freeDubbing', 'aiCreateImage', 'aiCreateText'] as const;

/** The three custom link lists of the site's top menu (name|url lines). */
export default function NavMenuTab() {
  const s = useSiteT();
  const { data, reload } = useApiData('nav-menu', (signal) =>
    admin.call(admin.raw.GET('/api/admin/nav-menu', { signal })),
  );

  const save = async (form: FormData) => {
    const body = readForm(form, { freeDubbing: text, aiCreateImage: text, aiCreateText: text });
    afterWrite(await admin.call(admin.raw.PUT('/api/admin/nav-menu', { body })), reload);
  };

  if (!data) return null;
  return (
    <SettingsForm onSubmit={save} key={JSON.stringify(data)}>
      <Hint id="nav-menu-hint">{s('navMenuHint')}</Hint>
      {LISTS.map((list) => (
        <Field key={list}>
          {s(list)}
          <textarea
            name={list}
            rows={6}
            maxLength={AdminNavMenuRequestRules[list].maxLength}
            defaultValue={data[list]}
            aria-describedby="nav-menu-hint"
          />
        </Field>
      ))}
    </SettingsForm>
  );
}
