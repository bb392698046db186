import { useCallback, type FormEvent } from 'react';
import { Button } from '@dongman/ui';
import { useT } from '../../i18n';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { admin } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useAdminData } from '../../lib/useAdminData';
import { Field } from '../members/members.styles';
import { useSiteT } from './copy';
import { Hint, afterWrite } from './shared';

/** The update notice members see once per version on the home page: publish a new version. */
export default function UpdateNoticeTab() {
  const t = useT();
  const s = useSiteT();
  const fetch = useCallback(() => admin.call(admin.raw.GET('/api/update/notice', {})), []);
  const { data, loading, reload } = useAdminData(fetch);

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
      <Field>
        {s('version')}
        <input
          name="version"
          required
          maxLength={32}
          defaultValue={data?.version}
          aria-describedby="update-version-hint"
        />
      </Field>
      <Hint id="update-version-hint">{s('versionHint')}</Hint>
      <Field>
        {t('title')}
        <input name="title" required maxLength={100} defaultValue={data?.title} />
      </Field>
      <Field>
        {t('content')}
        <textarea name="content" required rows={10} defaultValue={data?.content} />
      </Field>
      <Actions>
        <Button type="submit" variant="primary">
          {s('publish')}
        </Button>
      </Actions>
    </form>
  );
}
