import { useState } from 'react';
import { ConfirmDialog, Tag } from '@dongman/ui';
import { CrudTable } from '../../components/CrudTable';
import { PageTitle } from '../../layout/ConsoleLayout.styles';
import { dateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { afterWrite, useCrud, type CrudApi } from '../../lib/useCrud';
import { useStaffT } from './copy';
import { OneTimePassword } from './OneTimePassword';
import { StaffDrawer } from './StaffDrawer';
import { staffApi, type Staff, type StaffRole } from './staffApi';

// The list and the role drawer; the other writes are one-off calls with a confirmation.
const staffCrud: CrudApi<Staff, { role: StaffRole }> = {
  list: staffApi.list,
  update: staffApi.update,
};

interface Pending {
  text: string;
  label: string;
  danger: boolean;
  run: () => Promise<unknown>;
}

/**
 * Staff accounts (owner): create with a password shown once, change role, disable or enable,
 * force sign-out, reset the password or the second factor. The server refuses to demote or
 * disable the last active owner, and audits every change.
 */
export default function StaffPage() {
  const t = useStaffT();
  const me = useSession().staff;
  const crud = useCrud(staffCrud);
  const [shown, setShown] = useState<{ name: string; password: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const submit = async (input: { name: string; role: StaffRole }) => {
    if (crud.current) return crud.save({ role: input.role });
    const created = await staffApi.create(input);
    afterWrite(created, () => {
      crud.close();
      crud.reload();
    });
    if (created?.ok) setShown({ name: created.data.staff.name, password: created.data.password });
  };

  const ask = (text: string, label: string, run: () => Promise<unknown>, danger = true) =>
    setPending({ text, label, danger, run });
  const confirm = async () => {
    const step = pending;
    setPending(null);
    await step?.run();
  };
  const actions = (s: Staff) => {
    const name = { name: s.name };
    return [
      { label: t('changeRole'), onClick: () => crud.edit(s) },
      s.disabled
        ? {
            label: t('enable'),
            onClick: () =>
              ask(
                t('confirmEnable', name),
                t('enable'),
                async () => afterWrite(await staffApi.update(s, { disabled: false }), crud.reload),
                false,
              ),
          }
        : {
            label: t('disable'),
            onClick: () =>
              ask(t('confirmDisable', name), t('disable'), async () =>
                afterWrite(await staffApi.update(s, { disabled: true }), crud.reload),
              ),
          },
      !s.disabled && {
        label: t('signOut'),
        onClick: () =>
          ask(t('confirmSignOut', name), t('signOut'), async () =>
            afterWrite(await staffApi.signOut(s), crud.reload),
          ),
      },
      {
        label: t('resetPassword'),
        onClick: () =>
          ask(t('confirmResetPassword', name), t('resetPassword'), async () => {
            const reset = await staffApi.resetPassword(s);
            if (afterWrite(reset, crud.reload) && reset?.ok)
              setShown({ name: s.name, password: reset.data.password });
          }),
      },
      s.totpEnabled && {
        label: t('resetTotp'),
        onClick: () =>
          ask(t('confirmResetTotp', name), t('resetTotp'), async () =>
            afterWrite(await staffApi.resetTotp(s), crud.reload),
          ),
      },
    ];
  };

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <CrudTable
        crud={crud}
        label={t('table')}
        newLabel={t('newStaff')}
        rowName={(s) => s.name}
        columns={[
          {
            key: 'name',
            header: t('name'),
            render: (s) => (s.id === me?.id ? `${s.name}${t('you')}` : s.name),
          },
          { key: 'role', header: t('role'), render: (s) => t(`role_${s.role}`) },
          {
            key: 'totp',
            header: t('totp'),
            render: (s) => (s.totpEnabled ? t('totpOn') : t('totpOff')),
          },
          {
            key: 'state',
            header: t('state'),
            render: (s) =>
              s.disabled ? (
                <Tag $tone="danger">{t('disabled')}</Tag>
              ) : (
                <Tag $tone="success">{t('active')}</Tag>
              ),
          },
          { key: 'lastLogin', header: t('lastLogin'), render: (s) => dateTime(s.lastLoginTime) },
          { key: 'createTime', header: t('createTime'), render: (s) => dateTime(s.createTime) },
        ]}
        actions={actions}
      />
      <StaffDrawer {...crud.drawer} staff={crud.current} onSubmit={(input) => void submit(input)} />
      <ConfirmDialog
        open={pending !== null}
        text={pending?.text ?? ''}
        danger={pending?.danger}
        confirmLabel={pending?.label}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <OneTimePassword shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
