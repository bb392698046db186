import { AdminUpdateNoticeRequestRules as RULES } from '@dongman/api-client/contract';
import { useApiData } from '@dongman/state';
import { TextField, fieldsOf } from '../../components/Fields';
import { readForm, text } from '../../components/readForm';
import { SettingsForm } from '../../components/SettingsForm';
import { admin } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { afterWrite } from '../../lib/useCrud';
import { useSiteT } from './copy';
import { Hint } from './site.styles';

/** The update notice members see once per version on the home page: publish a new version. */
export default function UpdateNoticeTab() {
  const s = useSiteT();
  const { data, loading, reload } = useApiData('update-notice', (signal) =>
    admin.call(admin.raw.GET('/api/update/notice', { signal })),
  );
  const field = fieldsOf(RULES, data);

  const publish = async (form: FormData) => {
    const body = readForm(form, { version: text, title: text, content: text });
    afterWrite(await admin.call(admin.raw.PUT('/api/admin/update-notice', { body })), reload);
  };

  if (loading && !data) return null;
  return (
    <SettingsForm onSubmit={publish} submitLabel={s('publish')} key={data?.version ?? 'none'}>
      <Hint>
        {data
          ? s('currentVersion', { version: data.version, time: dateTime(data.createTime) })
          : s('noUpdateNotice')}
      </Hint>
      <TextField label={s('version')} {...field('version')} describedBy="update-version-hint" />
      <Hint id="update-version-hint">{s('versionHint')}</Hint>
      <TextField label={s('title')} {...field('title')} />
      <TextField label={s('content')} {...field('content')} rows={10} />
    </SettingsForm>
  );
}
