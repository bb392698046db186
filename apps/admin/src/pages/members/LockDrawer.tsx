import { useState } from 'react';
import { Button, Drawer, message } from '@dongman/ui';
import { useT } from '../../i18n';
import { Actions } from '../../layout/ConsoleLayout.styles';
import type { Schemas } from '../../lib/api';
import { setStatus } from './useMembers';
import { Field } from './members.styles';
import { fieldRules } from '@dongman/api-client/contract';

/** Lock with a reason the member reads at login. */
export function LockDrawer({
  member,
  onClose,
}: {
  member: Schemas['AdminMember'] | null;
  onClose: (changed: boolean) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const lock = async () => {
    if (!member) return;
    if (await setStatus(member.id, 'locked', reason.trim())) {
      message.success(t('status_locked'));
      setReason('');
      onClose(true);
    }
  };
  return (
    <Drawer
      open={member !== null}
      title={`${t('lock')}：${member?.name ?? ''}`}
      onClose={() => onClose(false)}
      footer={
        <Actions>
          <Button onClick={() => onClose(false)}>{t('cancel')}</Button>
          <Button variant="danger" onClick={() => void lock()}>
            {t('lock')}
          </Button>
        </Actions>
      }
    >
      <Field>
        {t('reason')}
        <textarea
          value={reason}
          maxLength={fieldRules.AdminMemberStatusRequest.reason.maxLength}
          rows={4}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
    </Drawer>
  );
}
