import { useMemo, useState, type FormEvent } from 'react';
import { Button, DataTable, message, type DataTableColumn } from '@dongman/ui';
import { useT } from '../i18n';
import { Actions, PageTitle, QueryForm } from '../layout/ConsoleLayout.styles';
import { can } from '../lib/access';
import type { Schemas } from '../lib/api';
import { dateTime, yuan } from '../lib/format';
import { useSession } from '../lib/session';
import { LockDrawer } from './members/LockDrawer';
import { MemberDrawer } from './members/MemberDrawer';
import { Status } from './members/members.styles';
import { setStatus, useMembers, type MemberQuery } from './members/useMembers';
import { parameterRules } from '@dongman/api-client/contract';

type Member = Schemas['AdminMember'];

/** Members with search and filters; with `reviewOnly`, the review queue (pending accounts). */
export default function MembersPage({ reviewOnly = false }: { reviewOnly?: boolean }) {
  const t = useT();
  const { staff } = useSession();
  const mayReview = can(staff?.role, 'adminSetMemberStatus');
  const [query, setQuery] = useState<MemberQuery>({
    page: 1,
    ...(reviewOnly ? { status: 'pending' } : {}),
  });
  const { page, loading, reload } = useMembers(query);
  const [viewing, setViewing] = useState<number | null>(null);
  const [locking, setLocking] = useState<Member | null>(null);

  const approve = async (member: Member) => {
    if (await setStatus(member.id, 'active')) {
      message.success(t('approve'));
      void reload();
    }
  };

  const columns = useMemo<DataTableColumn<Member>[]>(
    () => [
      { key: 'name', header: t('name') },
      { key: 'usersName', header: t('usersName') },
      { key: 'phone', header: t('phone') },
      { key: 'levelName', header: t('level') },
      { key: 'money', header: t('balance'), align: 'right', render: (m) => yuan(m.money) },
      {
        key: 'status',
        header: t('status'),
        render: (m) => <Status $tone={m.status}>{t(`status_${m.status}`)}</Status>,
      },
      { key: 'createTime', header: t('createTime'), render: (m) => dateTime(m.createTime) },
      {
        key: 'actions',
        header: t('actions'),
        render: (m) => (
          <Actions>
            <Button
              size="sm"
              variant="link"
              onClick={() => setViewing(m.id)}
              aria-label={`${t('view')} ${m.name}`}
            >
              {t('view')}
            </Button>
            {mayReview && m.status !== 'active' && (
              <Button
                size="sm"
                variant="link"
                onClick={() => void approve(m)}
                aria-label={`${t('approve')} ${m.name}`}
              >
                {t('approve')}
              </Button>
            )}
            {mayReview && m.status !== 'locked' && (
              <Button
                size="sm"
                variant="link"
                onClick={() => setLocking(m)}
                aria-label={`${t('lock')} ${m.name}`}
              >
                {t('lock')}
              </Button>
            )}
          </Actions>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- approve reads reload, stable per query
    [t, mayReview, reload],
  );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setQuery({
      page: 1,
      keyword: text('keyword'),
      status:
        (text('status') as Member['status'] | undefined) ?? (reviewOnly ? 'pending' : undefined),
      startDate: text('startDate'),
      endDate: text('endDate'),
    });
  };

  return (
    <>
      <PageTitle>{t(reviewOnly ? 'menuReview' : 'menuMembers')}</PageTitle>
      <DataTable
        label={t(reviewOnly ? 'reviewTable' : 'membersTable')}
        columns={columns}
        rows={page?.list ?? []}
        rowKey={(m) => m.id}
        loading={loading}
        empty={reviewOnly ? t('reviewEmpty') : undefined}
        page={query.page}
        pageSize={20}
        total={page?.total ?? 0}
        onPageChange={(next) => setQuery({ ...query, page: next })}
        toolbar={
          <QueryForm onSubmit={search} role="search">
            <label>
              {t('keyword')}
              <input name="keyword" maxLength={parameterRules.adminListMembers.keyword.maxLength} />
            </label>
            {!reviewOnly && (
              <label>
                {t('status')}
                <select name="status" defaultValue="">
                  <option value="">{t('all')}</option>
                  <option value="active">{t('status_active')}</option>
                  <option value="pending">{t('status_pending')}</option>
                  <option value="locked">{t('status_locked')}</option>
                </select>
              </label>
            )}
            <label>
              {t('registeredFrom')}
              <input type="date" name="startDate" />
            </label>
            <label>
              {t('registeredTo')}
              <input type="date" name="endDate" />
            </label>
            <Button type="submit" variant="primary">
              {t('search')}
            </Button>
          </QueryForm>
        }
      />
      <MemberDrawer
        memberId={viewing}
        onClose={() => setViewing(null)}
        onChanged={() => void reload()}
      />
      <LockDrawer
        member={locking}
        onClose={(changed) => {
          setLocking(null);
          if (changed) void reload();
        }}
      />
    </>
  );
}
