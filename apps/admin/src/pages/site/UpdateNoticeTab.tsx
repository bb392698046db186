import { AdminUpdateNoticeRequestRules as RULES } from '@dongman/api-client/contract';
import { type FormEvent } from 'react';
import { Button } from '@dongman/ui';
import { TextField, fieldsOf } from '../../components/Fields';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { admin } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useApiData } from '@dongman/state';
import { useSiteT } from './copy';
import { Hint } from './site.styles';
import { afterWrite } from '../../lib/useCrud';

/** The update notice members see once per version on the home page: publish a new version. */
export default function UpdateNoticeTab() {
  const s = useSiteT();
  const { data, loading, reload } = useApiData('update-notice', (signal) =>
    admin.call(admin.raw.GET('/api/update/notice', { signal })),
  );
  const field = fieldsOf(RULES, data);

  const publish = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      version: String(form.get('version')),
      title: String(form.get('title')),
      content: String(form.get('content')),
    };
    afterWrite(await admin.call(admin.raw.PUT('/api/admin/update-notice', { body })), reload);
  };

  if (loading && !data) return null;
  return (
    <form onSubmit={(e) => void publish(e)} key={data?.version ?? 'none'}>
      <Hint>
        {data
          ? s('currentVersion', { version: data.version, time: dateTime(data.createTime) })
          : s('noUpdateNotice')}
      </Hint>
      <TextField label={s('version')} {...field('version')} describedBy="update-version-hint" />
      <Hint id="update-version-hint">{s('versionHint')}</Hint>
      <TextField label={s('title')} {...field('title')} />
      <TextField label={s('content')} {...field('content')} rows={10} />
      <Actions>
        <Button type="submit" variant="primary">
          {s('publish')}
        </Button>
      </Actions>
    </form>
  );
}
