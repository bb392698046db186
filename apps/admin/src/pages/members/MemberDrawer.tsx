import { useCallback, useState, type FormEvent } from 'react';
import { Button, DataTable, Drawer, Tabs, message } from '@dongman/ui';
import { useT } from '../../i18n';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { can } from '../../lib/access';
import { admin, type Schemas } from '../../lib/api';
import { dateTime, yuan } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAdminData } from '../../lib/useAdminData';
import { Facts, Field } from './members.styles';
import { fieldRules } from '@dongman/api-client/contract';

type Detail = Schemas['AdminMemberDetail'];

/** A member's page: profile, orders, spending, logs, sessions; level, password and sessions. */
export function MemberDrawer({
  memberId,
  onClose,
  onChanged,
}: {
  memberId: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useT();
  const { staff } = useSession();
  const mayWrite = can(staff?.role, 'adminSetMemberLevel');
  const mayAdjust = can(staff?.role, 'adminAdjustBalance');
  const [tab, setTab] = useState('profile');
  const fetchDetail = useCallback(
    () =>
      admin.call(
        admin.raw.GET('/api/admin/members/{memberId}', {
          params: { path: { memberId: memberId ?? 0 } },
        }),
      ),
    [memberId],
  );
  const fetchLevels = useCallback(() => admin.call(admin.raw.GET('/api/admin/levels', {})), []);
  const loaded = useAdminData(memberId === null ? null : fetchDetail);
  const load = loaded.reload;
  // The previous member's data is not shown while the next one loads.
  const detail: Detail | null = loaded.data?.member.id === memberId ? loaded.data : null;
  const levels = useAdminData(memberId === null ? null : fetchLevels).data ?? [];

  const path = { params: { path: { memberId: memberId ?? 0 } } };
  const changeLevel = async (levelId: number) => {
    const r = await admin.call(
      admin.raw.POST('/api/admin/members/{memberId}/level', { ...path, body: { levelId } }),
    );
    if (r?.ok) {
      message.success(t('save'));
      void load();
      onChanged();
    }
  };
  const resetPassword = async () => {
    const r = await admin.call(admin.raw.POST('/api/admin/members/{memberId}/password', path));
    if (r?.ok) message.success(t('newPassword', { password: r.data.password }));
  };
  const adjust = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const amount = Math.round(Number(form.get('amount')) * 100);
    const reason = String(form.get('reason') ?? '').trim();
    const r = await admin.call(
      admin.raw.POST('/api/admin/members/{memberId}/balance', {
        ...path,
        body: { amount, reason },
      }),
    );
    if (r?.ok) {
      message.success(r.message);
      element.reset();
      load();
      onChanged();
    }
  };
  const endSessions = async () => {
    const r = await admin.call(admin.raw.POST('/api/admin/members/{memberId}/sessions/end', path));
    if (r?.ok) {
      message.success(t('sessionsEnded', { count: r.data.ended }));
      void load();
    }
  };

  const m = detail?.member;
  return (
    <Drawer
      open={memberId !== null}
      title={t('memberDetail', { name: m?.name ?? '' })}
      onClose={onClose}
      width={720}
    >
      {detail && m && (
        <Tabs
          label={t('memberDetail', { name: m.name })}
          selected={tab}
          onSelect={setTab}
          items={[
            {
              key: 'profile',
              label: t('tabProfile'),
              content: (
                <>
                  <Facts>
                    <dt>{t('name')}</dt>
                    <dd>{m.name}</dd>
                    <dt>{t('usersName')}</dt>
                    <dd>{m.usersName}</dd>
                    <dt>{t('phone')}</dt>
                    <dd>{m.phone}</dd>
                    <dt>{t('status')}</dt>
                    <dd>
                      {t(`status_${m.status}`)}
                      {m.statusReason ? `（${m.statusReason}）` : ''}
                    </dd>
                    <dt>{t('level')}</dt>
                    <dd>{m.levelName}</dd>
                    <dt>{t('balance')}</dt>
                    <dd>{yuan(m.money)}</dd>
                    <dt>{t('createTime')}</dt>
                    <dd>{dateTime(m.createTime)}</dd>
                    <dt>{t('lastLogin')}</dt>
                    <dd>
                      {dateTime(m.lastLoginTime)} {m.lastLoginIp ?? ''}
                    </dd>
                  </Facts>
                  {mayAdjust && (
                    <form onSubmit={(e) => void adjust(e)} aria-label={t('adjustBalance')}>
                      <Field>
                        {t('adjustAmount')}
                        <input name="amount" type="number" step="0.01" required />
                      </Field>
                      <Field>
                        {t('adjustReason')}
                        <input
                          name="reason"
                          required
                          maxLength={fieldRules.AdminBalanceRequest.reason.maxLength}
                        />
                      </Field>
                      <Button type="submit">{t('adjustBalance')}</Button>
                    </form>
                  )}
                  {mayWrite && (
                    <>
                      <Field>
                        {t('changeLevel')}
                        <select
                          value={m.levelId}
                          onChange={(e) => void changeLevel(Number(e.target.value))}
                        >
                          {levels.map((level) => (
                            <option key={level.id} value={level.id}>
                              {level.name}
                            </option>
                          ))}
                        </select>
                      </Field>
                      <Actions>
                        <Button onClick={() => void resetPassword()}>{t('resetPassword')}</Button>
                        <Button onClick={() => void endSessions()}>{t('endSessions')}</Button>
                      </Actions>
                    </>
                  )}
                </>
              ),
            },
            {
              key: 'recharges',
              label: t('tabRecharges'),
              content: (
                <DataTable
                  label={t('tabRecharges')}
                  rows={detail.recharges}
                  rowKey={(r) => r.orderNo}
                  columns={[
                    { key: 'orderNo', header: 'No.' },
                    { key: 'amount', header: t('balance'), render: (r) => yuan(r.amount) },
                    { key: 'status', header: t('status') },
                    { key: 'createTime', header: t('time'), render: (r) => dateTime(r.createTime) },
                  ]}
                />
              ),
            },
            {
              key: 'consumes',
              label: t('tabConsumes'),
              content: (
                <DataTable
                  label={t('tabConsumes')}
                  rows={detail.consumes}
                  rowKey={(r) => r.id}
                  columns={[
                    { key: 'description', header: t('content') },
                    { key: 'amount', header: t('balance'), render: (r) => yuan(r.amount) },
                    { key: 'createTime', header: t('time'), render: (r) => dateTime(r.createTime) },
                  ]}
                />
              ),
            },
            {
              key: 'logs',
              label: t('tabLogs'),
              content: (
                <DataTable
                  label={t('tabLogs')}
                  rows={detail.logs}
                  rowKey={(r) => r.id}
                  columns={[
                    { key: 'action', header: t('action') },
                    { key: 'ip', header: 'IP' },
                    { key: 'createTime', header: t('time'), render: (r) => dateTime(r.createTime) },
                  ]}
                />
              ),
            },
            {
              key: 'sessions',
              label: t('tabSessions'),
              content: (
                <DataTable
                  label={t('tabSessions')}
                  rows={detail.sessions}
                  rowKey={(r) => r.createdAt + r.ip}
                  columns={[
                    { key: 'ip', header: 'IP' },
                    { key: 'userAgent', header: 'UA' },
                    { key: 'createdAt', header: t('time'), render: (r) => dateTime(r.createdAt) },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
