import { useRef, useState, type ReactNode, type Ref } from 'react';
import { CaptchaField, Input } from '@dongman/ui';
import type { InputProps } from '@dongman/ui';
import type { ApiResult } from '@dongman/api-client';
import { FieldWithButton } from '../../../components/FieldWithButton';
import { useSiteMessages } from '../../../i18n';
import { CAPTCHA_LENGTH } from '../../../lib/memberRules';
import { useCaptchaImage } from '../../auth/register/useCaptchaImage';
import { SmsCodeButton } from './materials';

type FieldProps = Omit<InputProps, 'value' | 'label'> & {
  value: string;
  ref?: Ref<HTMLInputElement>;
};

export interface PhoneCodeFieldsProps {
  /** The phone number's input (label, value, message, handlers…). */
  phone: FieldProps & { label: ReactNode };
  /** The code's input (labelled 短信验证码). */
  code: FieldProps;
  /** Asks the server to send a text to the (checked, trimmed) number, with the captcha's answer. */
  send: (phone: string, captchaCode: string) => Promise<ApiResult<unknown> | undefined>;
  /** The button found the number malformed: the caller shows `text` on the phone field. */
  onInvalidPhone: (text: string) => void;
}

/**
 * A phone number and the code sent to it (register, forgotten password, phone change): the number,
 * the image captcha (no text is sent without it — the server checks it first, and each answer buys
 * one text), then the code beside its 获取验证码 button. The button is top-aligned, so a message
 * that appears under the code field (leaving it for the button) does not move the button under a tap.
 */
export function PhoneCodeFields({ phone, code, send, onInvalidPhone }: PhoneCodeFieldsProps) {
  const sm = useSiteMessages();
  const captcha = useCaptchaImage();
  const [answer, setAnswer] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const captchaInput = useRef<HTMLInputElement>(null);

  /** A new image with an empty answer: the server spent the last one. */
  const renew = () => {
    setAnswer('');
    captcha.reload();
  };

  return (
    <>
      <Input inputMode="numeric" autoComplete="tel" {...phone} />
      <CaptchaField
        ref={captchaInput}
        maxLength={CAPTCHA_LENGTH}
        value={answer}
        onChange={(event) => {
          setAnswer(event.target.value);
          setCaptchaError(undefined);
        }}
        error={captchaError}
        src={captcha.src}
        onRefresh={renew}
      />
      <FieldWithButton $fieldBasis={160}>
        <Input
          label={sm.profileSmsCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...code}
        />
        <SmsCodeButton
          phone={phone.value}
          captchaCode={answer}
          send={send}
          onInvalidPhone={onInvalidPhone}
          onCaptchaProblem={(text) => {
            setCaptchaError(text);
            captchaInput.current?.focus();
          }}
          onSpent={() => {
            setCaptchaError(undefined);
            renew();
          }}
        />
      </FieldWithButton>
    </>
  );
}
