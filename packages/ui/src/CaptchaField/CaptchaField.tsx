import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField';
import { StyledInput } from '../Input/Input.styles';
import { useMessages } from '../UIProvider/context';
import {
  CaptchaButton,
  CaptchaFailed,
  CaptchaPlaceholder,
  CaptchaRow,
} from './CaptchaField.styles';

export interface CaptchaFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'src' | 'children'
> {
  /** Image source (a data URL); empty while the first image loads. */
  src: string | null | undefined;
  /** Asks for a new image: a click on the image. */
  onRefresh: () => void;
  /** The last image could not be loaded: the image button says so and a click retries. */
  failed?: boolean;
  error?: string;
}

/** The captcha input beside its image; clicking the image asks for a new one. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { src, onRefresh, failed = false, error, ...input },
  ref,
) {
  const m = useMessages();
  return (
    <FormField label={m.captcha} required error={error} hint={m.captchaRefresh}>
      {(control) => (
        <CaptchaRow>
          <StyledInput
            {...control}
            ref={ref}
            $hasSuffix={false}
            name="captchaCode"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            {...input}
          />
          <CaptchaButton
            type="button"
            aria-label={failed ? m.captchaFailed : m.captchaRefresh}
            title={failed ? m.captchaFailed : m.captchaRefresh}
            onClick={onRefresh}
          >
            {failed ? (
              <CaptchaFailed>{m.captchaFailed}</CaptchaFailed>
            ) : src ? (
              <img src={src} alt={m.captchaImage} draggable={false} />
            ) : (
              <CaptchaPlaceholder data-testid="captcha-placeholder" />
            )}
          </CaptchaButton>
        </CaptchaRow>
      )}
    </FormField>
  );
});
