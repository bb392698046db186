import { forwardRef, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ChangeEventHandler } from 'react';
import type { FieldControlProps } from '../FormField/FormField';
import { useMessages } from '../UIProvider/context';
import { HostedButton } from './HostedCaptcha.styles';
import { loadGeetest, type GeetestCaptcha } from './geetest';

export interface HostedCaptchaProps {
  control: FieldControlProps;
  captchaId: string;
  /** A new captcha was asked for and has not come yet (the previous result is spent). */
  pending: boolean;
  name: string;
  /** The form's value when it controls the field ('' once it clears a spent result). */
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}

type State = 'loading' | 'ready' | 'solved' | 'failed';

/**
 * GeeTest v4 in "bind" mode: our own button (labelled, keyboard usable, in the user's language)
 * opens GeeTest's challenge; its result goes into a hidden input named like the field, so forms
 * that read the DOM and forms that keep state both get it as the captcha code.
 */
export const HostedCaptcha = forwardRef<HTMLInputElement, HostedCaptchaProps>(
  function HostedCaptcha({ control, captchaId, pending, name, value, onChange }, ref) {
    const m = useMessages();
    const [state, setState] = useState<State>('loading');
    const [code, setCode] = useState('');
    const [attempt, setAttempt] = useState(0);
    const captcha = useRef<GeetestCaptcha | undefined>(undefined);
    const hidden = useRef<HTMLInputElement>(null);

    const supply = (next: string) => {
      setCode(next);
      const input = hidden.current;
      if (!input) return;
      input.value = next;
      onChange?.({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
    };
    const supplyRef = useRef(supply);
    supplyRef.current = supply;

    useEffect(() => {
      setState('loading');
      setCode('');
      if (pending) return;
      let live = true;
      let made: GeetestCaptcha | undefined;
      loadGeetest()
        .then((init) =>
          init({ captchaId, product: 'bind' }, (instance) => {
            made = instance;
            if (!live) return instance.destroy?.();
            captcha.current = instance;
            instance
              .onReady(() => live && setState('ready'))
              .onSuccess(() => {
                const result = instance.getValidate();
                if (!live || !result) return;
                supplyRef.current(JSON.stringify(result));
                setState('solved');
              })
              .onError(() => live && setState('failed'));
          }),
        )
        .catch(() => live && setState('failed'));
      return () => {
        live = false;
        made?.destroy?.();
        captcha.current = undefined;
      };
    }, [captchaId, pending, attempt]);

    // The form cleared a result (sent, so spent): the next try needs a new challenge.
    useEffect(() => {
      if (value === '' && state === 'solved') {
        captcha.current?.reset();
        setCode('');
        setState('ready');
      }
    }, [value, state]);

    const click = () => {
      if (state === 'failed') return setAttempt((n) => n + 1);
      if (state === 'loading' || !captcha.current) return;
      if (state === 'solved') {
        captcha.current.reset();
        supply('');
        setState('ready');
      }
      captcha.current.showCaptcha();
    };

    const text = {
      loading: m.captchaHostedLoading,
      ready: m.captchaHostedStart,
      solved: m.captchaHostedDone,
      failed: m.captchaHostedFailed,
    }[state];
    return (
      <>
        <HostedButton
          ref={ref}
          type="button"
          id={control.id}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          aria-label={text}
          aria-disabled={state === 'loading' || undefined}
          value={text}
          onClick={click}
          $state={state}
        />
        <input ref={hidden} type="hidden" name={name} value={value ?? code} />
      </>
    );
  },
);
