import { AdminNoticeRequestRules as RULES } from '@dongman/api-client/contract';
import { CrudTable } from '../../components/CrudTable';
import { TextField, fieldsOf } from '../../components/Fields';
import { FormDrawer } from '../../components/FormDrawer';
import { readForm, text } from '../../components/readForm';
import { RichTextEditor } from '../../components/RichTextEditor';
import { useNoticesT } from './copy';
import { PageTitle } from '../../layout/ConsoleLayout.styles';
import { uploadRichTextImage } from '../../lib/richTextImages';
import { dateTime } from '../../lib/format';
import { ALL_WRITES, resource } from '../../lib/resource';
import { useCrud } from '../../lib/useCrud';

const notices = resource('/api/admin/notices', '/api/admin/notices/{noticeId}', ALL_WRITES);

/** Notices under the site's bell: post, edit, delete (written in the rich-text editor; the server sanitises the HTML). */
export default function NoticesPage() {
  const t = useNoticesT();
  const crud = useCrud(notices);
  const field = fieldsOf(RULES, crud.current);

  const save = (form: FormData) => crud.save(readForm(form, { title: text, noticeContent: text }));

  return (
    <>
      <PageTitle>{t('menuNotices')}</PageTitle>
      <CrudTable
        crud={crud}
        label={t('noticesTable')}
        newLabel={t('newNotice')}
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
