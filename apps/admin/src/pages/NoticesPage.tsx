import { useCallback, useState, type FormEvent } from 'react';
import { Button, DataTable, Drawer, message } from '@dongman/ui';
import { useT } from '../i18n';
import { Actions, PageTitle } from '../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../lib/api';
import { dateTime } from '../lib/format';
import { useAdminData } from '../lib/useAdminData';
import { Field } from './members/members.styles';
import { fieldRules } from '@dongman/api-client/contract';

type Notice = Schemas['Notice'];

/** Notices under the site's bell: post, edit, delete (the server sanitises the HTML). */
export default function NoticesPage() {
  const t = useT();
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const fetch = useCallback(() => admin.call(admin.raw.GET('/api/admin/notices', {})), []);
  const { data, reload: load } = useAdminData(fetch);
  const rows = data ?? [];

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      title: String(form.get('title')),
      noticeContent: String(form.get('noticeContent')),
    };
    const r =
      editing === 'new'
        ? await admin.call(admin.raw.POST('/api/admin/notices', { body }))
        : await admin.call(
            admin.raw.PUT('/api/admin/notices/{noticeId}', {
              params: { path: { noticeId: (editing as Notice).id } },
              body,
            }),
          );
    if (r?.ok) {
      message.success(r.message);
      setEditing(null);
      void load();
    }
  };
  const remove = async (notice: Notice) => {
    const r = await admin.call(
      admin.raw.DELETE('/api/admin/notices/{noticeId}', {
        params: { path: { noticeId: notice.id } },
      }),
    );
    if (r?.ok) void load();
  };
  const current = editing === 'new' || editing === null ? null : editing;

  return (
    <>
      <PageTitle>{t('menuNotices')}</PageTitle>
      <DataTable
        label={t('noticesTable')}
        rows={rows}
        rowKey={(n) => n.id}
        toolbar={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('newNotice')}
          </Button>
        }
        columns={[
          { key: 'title', header: t('title') },
          { key: 'createTime', header: t('publishedAt'), render: (n) => dateTime(n.createTime) },
          {
            key: 'actions',
            header: t('actions'),
            render: (n) => (
              <Actions>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => setEditing(n)}
                  aria-label={`${t('edit')} ${n.title}`}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => void remove(n)}
                  aria-label={`${t('delete')} ${n.title}`}
                >
                  {t('delete')}
                </Button>
              </Actions>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        title={t(editing === 'new' ? 'newNotice' : 'editNotice')}
        onClose={() => setEditing(null)}
      >
        <form onSubmit={(e) => void save(e)} key={current?.id ?? 'new'}>
          <Field>
            {t('title')}
            <input
              name="title"
              required
              maxLength={fieldRules.AdminNoticeRequest.title.maxLength}
              defaultValue={current?.title}
            />
          </Field>
          <Field>
            {t('content')}
            <textarea
              name="noticeContent"
              required
              rows={10}
              defaultValue={current?.noticeContent}
            />
          </Field>
          <Actions>
            <Button type="button" onClick={() => setEditing(null)}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="primary">
              {t('save')}
            </Button>
          </Actions>
        </form>
      </Drawer>
    </>
  );
}
