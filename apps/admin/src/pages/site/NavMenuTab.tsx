import { AdminNavMenuRequestRules } from '@dongman/api-client/contract';
import { type FormEvent } from 'react';
import { Button } from '@dongman/ui';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { admin } from '../../lib/api';
import { useApiData } from '@dongman/state';
import { Field } from '../../components/Form.styles';
import { useSiteT } from './copy';
import { Hint } from './site.styles';
import { afterWrite } from '../../lib/useCrud';

const LISTS = ['freeDubbing', 'aiCreateImage', 'aiCreateText'] as const;

/** The three custom link lists of the site's top menu (name|url lines). */
export default function NavMenuTab() {
  const s = useSiteT();
  const { data, reload } = useApiData('nav-menu', (signal) =>
    admin.call(admin.raw.GET('/api/admin/nav-menu', { signal })),
  );

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      freeDubbing: String(form.get('freeDubbing')),
      aiCreateImage: String(form.get('aiCreateImage')),
      aiCreateText: String(form.get('aiCreateText')),
    };
    afterWrite(await admin.call(admin.raw.PUT('/api/admin/nav-menu', { body })), reload);
  };

  if (!data) return null;
  return (
    <form onSubmit={(e) => void save(e)} key={JSON.stringify(data)}>
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
      <Actions>
        <Button type="submit" variant="primary">
          {s('save')}
        </Button>
      </Actions>
    </form>
  );
}
