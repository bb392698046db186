import { useMemo, useState } from 'react';
import { message, type DataTableColumn } from '@dongman/ui';
import { ChoiceFilter, DateFilters, TextFilter, useQueryForm } from '../../components/QueryFields';
import { QueryTable } from '../../components/QueryTable';
import { useMembersT } from './copy';
import { can } from '../../lib/access';
import type { Schemas } from '../../lib/api';
import { dateTime, yuan } from '../../lib/format';
import { useReviewCounts } from '../../lib/reviewCounts';
import { useSession } from '../../lib/session';
import { LockDrawer } from './LockDrawer';
import { MemberDrawer } from './MemberDrawer';
import { Status } from './members.styles';
import { useReviewT } from '../review/copy';
import { setStatus, useMembers, type MemberQuery } from './useMembers';
import { enums, parameterRules } from '@dongman/api-client/contract';
import { useOpenParam } from '../../lib/openParam';

type Member = Schemas['AdminMember'];
const STATUSES = enums.UserStatus;

/** Members with search and filters; with `reviewOnly`, the review queue (pending accounts). */
export default function MembersPage({ reviewOnly = false }: { reviewOnly?: boolean }) {
  const t = useMembersT();
  const { staff } = useSession();
  const mayReview = can(staff?.role, 'adminSetMemberStatus');
  const form = useQueryForm<MemberQuery>(
    { page: 1, ...(reviewOnly ? { status: 'pending' } : {}) },
    (text) => ({
      keyword: text('keyword'),
      status:
        (text('status') as Member['status'] | undefined) ?? (reviewOnly ? 'pending' : undefined),
      startDate: text('startDate'),
      endDate: text('endDate'),
    }),
  );
  const list = useMembers(form.query);
  const opened = useOpenParam();
  const [viewing, setViewing] = useState<number | null>(opened ? Number(opened) || null : null);
  const [locking, setLocking] = useState<{ member: Member; reject: boolean } | null>(null);
  const r = useReviewT();
  const counts = useReviewCounts();

  const approve = async (member: Member) => {
    if (await setStatus(member.id, 'active')) {
      message.success(
        member.status === 'pending'
          ? r('approvedRegistration', { name: member.name })
          : t('status_active'),
      );
      counts.refresh();
      void list.reload();
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
    ],
    [t],
  );
  const actions = (m: Member) => [
    { label: t('view'), onClick: () => setViewing(m.id) },
    mayReview && m.status !== 'active' && { label: t('approve'), onClick: () => void approve(m) },
    mayReview &&
      m.status === 'pending' && {
        label: r('reject'),
        onClick: () => setLocking({ member: m, reject: true }),
      },
    mayReview &&
      m.status === 'active' && {
        label: t('lock'),
        onClick: () => setLocking({ member: m, reject: false }),
      },
  ];

  return (
    <>
      <QueryTable
        title={t(reviewOnly ? 'menuReview' : 'menuMembers')}
        label={t(reviewOnly ? 'reviewTable' : 'membersTable')}
        columns={columns}
        list={list}
        query={form}
        rowKey={(m) => m.id}
        rowName={(m) => m.name}
        actions={actions}
        empty={reviewOnly ? t('reviewEmpty') : undefined}
        pageSize={20}
        filters={
          <>
            <TextFilter
              label={t('keyword')}
              name="keyword"
              rule={parameterRules.adminListMembers.keyword}
            />
            {!reviewOnly && (
              <ChoiceFilter
                label={t('status')}
                name="status"
                values={STATUSES}
                nameOf={(status) => t(`status_${status}`)}
              />
            )}
            <DateFilters from={t('registeredFrom')} to={t('registeredTo')} />
          </>
        }
      />
      <MemberDrawer
        memberId={viewing}
        onClose={() => setViewing(null)}
        onChanged={() => void list.reload()}
      />
      <LockDrawer
        member={locking?.member ?? null}
        reject={locking?.reject}
        onClose={(changed) => {
          setLocking(null);
          if (!changed) return;
          counts.refresh();
          void list.reload();
        }}
      />
    </>
  );
}
