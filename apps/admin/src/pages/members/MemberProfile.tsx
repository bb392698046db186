import { Button, message } from '@dongman/ui';
import { useMembersT } from './copy';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { can } from '../../lib/access';
import { admin, type Schemas } from '../../lib/api';
import { dateTime, yuan } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useApiData } from '@dongman/state';
import { BalanceForm } from './BalanceForm';
import { Facts } from '../../components/Facts';
import { NamedOptions } from '../../components/Fields';
import { Field } from '../../components/Form.styles';
import { ResetPasswordSms } from './ResetPasswordSms';

/** Profile, level and balance facts; change level, adjust balance, reset SMS, end sessions. */
export function MemberProfile({
  member: m,
  onChanged,
}: {
  member: Schemas['AdminMember'];
  onChanged: () => void;
}) {
  const t = useMembersT();
  const { staff } = useSession();
  const mayWrite = can(staff?.role, 'adminSetMemberLevel');
  const mayAdjust = can(staff?.role, 'adminAdjustBalance');
  const mayReset = can(staff?.role, 'adminResetMemberPassword');
  const levels =
    useApiData(mayWrite ? 'levels' : null, (signal) =>
      admin.call(admin.raw.GET('/api/admin/levels', { signal })),
    ).data ?? [];
  const path = { params: { path: { memberId: m.id } } };

  const changeLevel = async (levelId: number) => {
    const r = await admin.call(
      admin.raw.POST('/api/admin/members/{memberId}/level', { ...path, body: { levelId } }),
    );
    if (r?.ok) {
      message.success(t('save'));
      onChanged();
    }
  };
  const endSessions = async () => {
    const r = await admin.call(admin.raw.POST('/api/admin/members/{memberId}/sessions/end', path));
    if (r?.ok) {
      message.success(t('sessionsEnded', { count: r.data.ended }));
      onChanged();
    }
  };

  return (
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
        <dd data-testid="member-balance">{yuan(m.money)}</dd>
        <dt>{t('createTime')}</dt>
        <dd>{dateTime(m.createTime)}</dd>
        <dt>{t('lastLogin')}</dt>
        <dd>
          {dateTime(m.lastLoginTime)} {m.lastLoginIp ?? ''}
        </dd>
      </Facts>
      {mayAdjust && <BalanceForm memberId={m.id} onDone={onChanged} />}
      {mayWrite && (
        <>
          <Field>
            {t('changeLevel')}
            <select value={m.levelId} onChange={(e) => void changeLevel(Number(e.target.value))}>
              <NamedOptions rows={levels} />
            </select>
          </Field>
          <Actions>
            {mayReset && <ResetPasswordSms member={m} />}
            <Button onClick={() => void endSessions()}>{t('endSessions')}</Button>
          </Actions>
        </>
      )}
    </>
  );
}
