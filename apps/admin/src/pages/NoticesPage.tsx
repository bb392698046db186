import { AdminNoticeRequestRules as RULES } from '@dongman/api-client/contract';
import { CrudTable } from '../components/CrudTable';
import { TextField, fieldsOf } from '../components/Fields';
import { FormDrawer } from '../components/FormDrawer';
import { RichTextEditor } from '../components/RichTextEditor';
import { useT } from '../i18n';
import { PageTitle } from '../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../lib/api';
import { uploadRichTextImage } from '../lib/richTextImages';
import { dateTime } from '../lib/format';
import { useCrud, type CrudApi } from '../lib/useCrud';

type Notice = Schemas['Notice'];
type NoticeBody = Schemas['AdminNoticeRequest'];

const notices: CrudApi<Notice, NoticeBody> = {
  list: (signal) => admin.call(admin.raw.GET('/api/admin/notices', { signal })),
  create: (body) => admin.call(admin.raw.POST('/api/admin/notices', { body })),
  update: (notice, body) =>
    admin.call(
      admin.raw.PUT('/api/admin/notices/{noticeId}', {
        params: { path: { noticeId: notice.id } },
        body,
      }),
    ),
  remove: (notice) =>
    admin.call(
      admin.raw.DELETE('/api/admin/notices/{noticeId}', {
        params: { path: { noticeId: notice.id } },
      }),
    ),
};

/** Notices under the site's bell: post, edit, delete (written in the rich-text editor; the server sanitises the HTML). */
export default function NoticesPage() {
  const t = useT();
  const crud = useCrud(notices);
  const field = fieldsOf(RULES, crud.current);

  const save = (form: FormData) =>
    crud.save({
      title: String(form.get('title')),
      noticeContent: String(form.get('noticeContent')),
    });

  return (
    <>
      <PageTitle>{t('menuNotices')}</PageTitle>
      <CrudTable
        label={t('noticesTable')}
        rows={crud.rows}
        rowKey={(n) => n.id}
        newLabel={t('newNotice')}
        onNew={crud.startNew}
        rowName={(n) => n.title}
        columns={[
          { key: 'title', header: t('title') },
          { key: 'createTime', header: t('publishedAt'), render: (n) => dateTime(n.createTime) },
        ]}
        actions={(n) => [
          { label: t('edit'), onClick: () => crud.edit(n) },
          { label: t('delete'), onClick: () => void crud.remove(n) },
        ]}
      />
      <FormDrawer
        {...crud.drawer}
        title={t(crud.isNew ? 'newNotice' : 'editNotice')}
        onSubmit={save}
      >
        <TextField label={t('title')} {...field('title')} />
        <RichTextEditor
          label={t('richContent')}
          {...field('noticeContent')}
          onUploadImage={uploadRichTextImage}
        />
      </FormDrawer>
    </>
  );
}
