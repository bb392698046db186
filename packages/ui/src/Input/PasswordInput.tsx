import { forwardRef, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { useMessages } from '../UIProvider/context';
import { Input } from './Input';
import type { InputProps } from './Input';
import { SuffixButton } from './Input.styles';

export type PasswordInputProps = Omit<InputProps, 'type' | 'suffix'>;

/** Input for passwords with a show/hide toggle (a pressed-state button, keyboard reachable). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput({ autoComplete = 'current-password', ...props }, ref) {
    const [visible, setVisible] = useState(false);
    const m = useMessages();
    return (
      <Input
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        suffix={
          <SuffixButton
            type="button"
            aria-pressed={visible}
            aria-label={m.showPassword}
            title={visible ? m.hidePassword : m.showPassword}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </SuffixButton>
        }
      />
    );
  },
);
