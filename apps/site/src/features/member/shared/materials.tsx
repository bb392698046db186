import { useEffect, useMemo, useState } from 'react';
import { materialsApi } from '@dongman/api-client/materials';
import { Button, message } from '@dongman/ui';
import type { ApiResult } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages } from '../../../i18n';
import { PHONE_PATTERN as PHONE } from '../../../lib/memberRules';

const WAIT_SECONDS = 60;

/**
 * "Get code": checks the number, asks the server to send a code, then counts down before another
 * may be asked for (the server refuses earlier ones too).
 */
export function SmsCodeButton({
  phone,
  send,
  onInvalidPhone,
}: {
  phone: string;
  send: (phone: string) => Promise<ApiResult<unknown> | undefined>;
  onInvalidPhone: (text: string) => void;
}) {
  const sm = useSiteMessages();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const click = async () => {
    if (!PHONE.test(phone.trim())) {
      onInvalidPhone(sm.phoneInvalid);
      return;
    }
    setBusy(true);
    const result = await send(phone.trim());
    setBusy(false);
    if (!result?.ok) return; // the client's events show the server's reason
    message.success(result.message || sm.profileCodeSent);
    setLeft(WAIT_SECONDS);
  };

  return (
    <Button onClick={click} loading={busy} disabled={left > 0}>
      {left > 0 ? sm.t('profileResendIn', { seconds: left }) : sm.profileSendCode}
    </Button>
  );
}

export const isPhone = (value: string) => PHONE.test(value.trim());
export const isSmsCode = (value: string) => /^\d{6}$/.test(value.trim());

/**
 * The material features' calls. They live in their own module of the API client and here, next to
 * the SMS button, so the pages that use them share one lazy chunk and the home route carries none.
 */
export function useMaterialsApi() {
  const api = useApi();
  return useMemo(() => materialsApi(api), [api]);
}
