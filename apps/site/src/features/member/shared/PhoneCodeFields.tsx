import type { ReactNode, Ref } from 'react';
import { Input } from '@dongman/ui';
import type { InputProps } from '@dongman/ui';
import type { ApiResult } from '@dongman/api-client';
import { FieldWithButton } from '../../../components/FieldWithButton';
import { useSiteMessages } from '../../../i18n';
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
  /** Asks the server to send a code to the (checked, trimmed) number. */
  send: (phone: string) => Promise<ApiResult<unknown> | undefined>;
  /** The button found the number malformed: the caller shows `text` on the phone field. */
  onInvalidPhone: (text: string) => void;
}

/**
 * A phone number and the code sent to it (register, forgotten password, phone change): the number,
 * then the code beside its 获取验证码 button. The button is top-aligned, so a message that appears
 * under the code field (leaving it for the button) does not move the button under a tap.
 */
export function PhoneCodeFields({ phone, code, send, onInvalidPhone }: PhoneCodeFieldsProps) {
  const sm = useSiteMessages();
  return (
    <>
      <Input inputMode="numeric" autoComplete="tel" {...phone} />
      <FieldWithButton $fieldBasis={160}>
        <Input
          label={sm.profileSmsCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...code}
        />
        <SmsCodeButton phone={phone.value} send={send} onInvalidPhone={onInvalidPhone} />
      </FieldWithButton>
    </>
  );
}
