import { useState } from 'react';
import { Button, ConfirmDialog, message } from '@dongman/ui';
import type { PluginActivation, PluginUnbindAllowance } from '@dongman/api-client';
import { useSiteMessages } from '../../../i18n';
import { formatDay } from '../../../lib/formatDay';
import { useMaterialsApi } from '../shared/materials';

/** How many machines the member may still unbind in 30 days (and when one more, when none). */
export function UnbindAllowanceNote({ allowance }: { allowance: PluginUnbindAllowance }) {
  const sm = useSiteMessages();
  if (allowance.limit === 0) return <p>{sm.pluginUnbindBySupport}</p>;
  return (
    <p data-testid="unbind-allowance">
      {allowance.left > 0 || !allowance.nextTime
        ? sm.t('pluginUnbindLeft', { left: allowance.left, limit: allowance.limit })
        : sm.t('pluginUnbindNext', { limit: allowance.limit, date: formatDay(allowance.nextTime) })}
    </p>
  );
}

/** 解绑 on a row: asks first (the plugin on that machine stops), then frees the machine's place. */
export function MachineUnbind({
  activation,
  allowance,
  onUnbound,
}: {
  activation: PluginActivation;
  allowance: PluginUnbindAllowance | undefined;
  onUnbound: () => void;
}) {
  const sm = useSiteMessages();
  const materials = useMaterialsApi();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await materials.unbindPluginMachine(activation.id);
    setBusy(false);
    setAsking(false);
    if (!result?.ok) return; // the client's error toast gives the server's reason
    message.success(result.message || sm.pluginUnbound);
    onUnbound();
  };
  return (
    <>
      <Button
        size="sm"
        disabled={!allowance || allowance.left === 0}
        onClick={() => setAsking(true)}
        aria-label={sm.t('pluginUnbindOf', { code: activation.machineCode })}
      >
        {sm.pluginUnbind}
      </Button>
      <ConfirmDialog
        open={asking}
        title={sm.pluginUnbindTitle}
        text={sm.t('pluginUnbindConfirm', {
          code: activation.machineCode,
          left: allowance?.left ?? 0,
        })}
        loading={busy}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
