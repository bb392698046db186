import { useState } from 'react';
import { Button, Drawer, message } from '@dongman/ui';
import { useMembersT } from './copy';
import { Actions } from '../../layout/ConsoleLayout.styles';
import type { Schemas } from '../../lib/api';
import { useReviewT } from '../review/copy';
import { setStatus } from './useMembers';
import { Field } from '../../components/Form.styles';
import { fieldRules } from '@dongman/api-client/contract';

/**
 * Lock with a reason the member reads at login. With `reject`, the same for a registration under
 * review: the account is locked and the reason is required.
 */
export function LockDrawer({
  member,
  reject = false,
  onClose,
}: {
  member: Schemas['AdminMember'] | null;
  reject?: boolean;
  onClose: (changed: boolean) => void;
}) {
  const t = useMembersT();
  const r = useReviewT();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const action = reject ? r('reject') : t('lock');
  const lock = async () => {
    if (!member) return;
    if (reject && !reason.trim()) return setMissing(true);
    if (await setStatus(member.id, 'locked', reason.trim())) {
      message.success(
        reject ? r('rejectedRegistration', { name: member.name }) : t('status_locked'),
      );
      setReason('');
      setMissing(false);
      onClose(true);
    }
  };
  return (
    <Drawer
      open={member !== null}
      title={
        reject
          ? r('rejectRegistration', { name: member?.name ?? '' })
          : `${t('lock')}：${member?.name ?? ''}`
      }
      onClose={() => onClose(false)}
      footer={
        <Actions>
          <Button onClick={() => onClose(false)}>{t('cancel')}</Button>
          <Button variant="danger" onClick={() => void lock()}>
            {action}
          </Button>
        </Actions>
      }
    >
      <Field>
        {reject ? r('registrationReasonLabel') : t('reason')}
        <textarea
          value={reason}
          maxLength={fieldRules.AdminMemberStatusRequest.reason.maxLength}
          rows={4}
          required={reject}
          aria-invalid={missing || undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setMissing(false);
          }}
        />
      </Field>
      {missing && <p role="alert">{r('reasonRequired')}</p>}
    </Drawer>
  );
}
