import { useEffect, useMemo, useState } from 'react';
import { materialsApi } from '@dongman/api-client/materials';
import { Button, message, useMessages } from '@dongman/ui';
import type { ApiResult } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages } from '../../../i18n';
import { PHONE_PATTERN as PHONE, validateCaptchaAnswer } from '../../../lib/memberRules';

const WAIT_SECONDS = 60;

/**
 * "Get code": checks the number and the captcha answer, asks the server to send a text (the
 * captcha goes with it and is spent either way), then counts down before another may be asked for
 * (the server refuses earlier ones too).
 */
export function SmsCodeButton({
  phone,
  captchaCode,
  send,
  onInvalidPhone,
  onCaptchaProblem,
  onSpent,
}: {
  phone: string;
  captchaCode: string;
  send: (phone: string, captchaCode: string) => Promise<ApiResult<unknown> | undefined>;
  onInvalidPhone: (text: string) => void;
  /** The answer is malformed (`text` from the rules) or the server refused it (402). */
  onCaptchaProblem: (text: string | undefined) => void;
  /** The server saw the captcha: it is spent, a new one is needed for the next text. */
  onSpent: () => void;
}) {
  const sm = useSiteMessages();
  const m = useMessages();
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
    if (validateCaptchaAnswer(captchaCode)) {
      onCaptchaProblem(m.captchaRule);
      return;
    }
    setBusy(true);
    const result = await send(phone.trim(), captchaCode.trim());
    setBusy(false);
    if (!result) return; // no answer (the client reports it): the captcha may still be good
    onSpent();
    if (!result.ok) {
      // A wrong captcha is said on its field; other reasons come from the client's events.
      if (result.code === 402) onCaptchaProblem(result.message);
      return;
    }
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
