import { forwardRef, lazy, Suspense, useState } from 'react';
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
import { geetestId } from './hostedId';

// GeeTest's part is only for sites using it: loaded on demand, out of the login entry's budget.
const HostedCaptcha = lazy(() =>
  import('./HostedCaptcha').then((module) => ({ default: module.HostedCaptcha })),
);

export interface CaptchaFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'src' | 'children'
> {
  /**
   * getCaptcha's answer: the image (a data URL), or `geetest4:<captchaId>` when the server uses
   * GeeTest (then the field shows GeeTest's verification and supplies its result as the code);
   * empty while a captcha loads.
   */
  src: string | null | undefined;
  /** Asks for a new image: a click on the image. */
  onRefresh: () => void;
  /** The last image could not be loaded: the image button says so and a click retries. */
  failed?: boolean;
  error?: string;
}

/** The captcha input beside its image (clicking the image asks for a new one), or GeeTest's. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { src, onRefresh, failed = false, error, ...input },
  ref,
) {
  const m = useMessages();
  // While a new captcha loads (src empty) the kind stays the last one seen, so nothing flickers.
  const [hostedId, setHostedId] = useState(geetestId(src));
  if (src && geetestId(src) !== hostedId) setHostedId(geetestId(src));
  if (hostedId && !failed)
    return (
      <FormField
        label={m.captchaHosted}
        error={error === m.captchaRule ? m.captchaHostedRule : error}
      >
        {(control) => (
          <Suspense fallback={<CaptchaPlaceholder data-testid="captcha-placeholder" />}>
            <HostedCaptcha
              ref={ref}
              control={control}
              captchaId={hostedId}
              pending={!src}
              name={input.name ?? 'captchaCode'}
              value={typeof input.value === 'string' ? input.value : undefined}
              onChange={input.onChange}
            />
          </Suspense>
        )}
      </FormField>
    );
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
