import { AdminNoticeRequestRules as RULES } from '@dongman/api-client/contract';
import { CrudTable } from '../../components/CrudTable';
import { TextField } from '../../components/Fields';
import { FormDrawer } from '../../components/FormDrawer';
import { text } from '../../components/readForm';
import { useCrudForm } from '../../components/useCrudForm';
import { RichTextField } from '../../components/RichTextField';
import { useNoticesT } from './copy';
import { dateTime } from '../../lib/format';
import { ALL_WRITES, resource } from '../../lib/resource';

const notices = resource('/api/admin/notices', '/api/admin/notices/{noticeId}', ALL_WRITES);

/** Notices under the site's bell: post, edit, delete (written in the rich-text editor; the server sanitises the HTML). */
export default function NoticesPage() {
  const t = useNoticesT();
  const crud = useCrudForm(notices, RULES, { title: text, noticeContent: text });
  const { field } = crud;

  return (
    <>
      <CrudTable
        crud={crud}
        title={t('menuNotices')}
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
      <FormDrawer {...crud.form} title={t(crud.isNew ? 'newNotice' : 'editNotice')}>
        <TextField label={t('title')} {...field('title')} />
        <RichTextField label={t('richContent')} {...field('noticeContent')} />
      </FormDrawer>
    </>
  );
}
