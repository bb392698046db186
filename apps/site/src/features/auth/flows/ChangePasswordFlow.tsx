import { ChangePasswordModal, type ChangePasswordPayload } from '@dongman/ui/login';
import { PasswordUpdateRequestRules } from '@dongman/api-client/contract';
import { useApi } from '../../../app/ApiContext';

interface ChangePasswordFlowProps {
  open: boolean;
  onClose: () => void;
  /** The password was changed (the caller forces a new login). */
  onChanged: () => void;
}

/** Change password: failures are shown by the client's failure toast and keep the form open. */
export function ChangePasswordFlow({ open, onClose, onChanged }: ChangePasswordFlowProps) {
  const api = useApi();
  const submit = async (payload: ChangePasswordPayload) => {
    const result = await api.updatePassword(payload);
    if (result?.ok) onChanged();
  };
  return (
    <ChangePasswordModal
      open={open}
      onClose={onClose}
      onSubmit={submit}
      limits={PasswordUpdateRequestRules}
    />
  );
}
