import { forwardRef, type ChangeEvent, type FocusEvent } from 'react';
import { styled, keyframes } from 'styled-components';
import { FormField, useMessages } from '@dongman/ui';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const CaptchaRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const CaptchaInput = styled.input`
  flex: 1;
  width: 100%;
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  letter-spacing: 0.2em;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const ImageButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 120px;
  height: 40px;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Placeholder = styled.span`
  width: 100%;
  height: 100%;
  background: linear-gradient(90deg, #eceef3 25%, #f6f7fa 50%, #eceef3 75%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

export interface CaptchaFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: string;
  /** Image source; null while a new one loads. */
  src: string | null;
  onRefresh: () => void;
}

/** Captcha input with its image; clicking the image asks for a new one. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { value, onChange, onBlur, error, src, onRefresh },
  ref,
) {
  const m = useMessages();
  return (
    <FormField label={m.captcha} required error={error} hint={m.captchaRefresh}>
      {(control) => (
        <CaptchaRow>
          <CaptchaInput
            {...control}
            ref={ref}
            name="captchaCode"
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            maxLength={4}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
          />
          <ImageButton
            type="button"
            aria-label={m.captchaRefresh}
            title={m.captchaRefresh}
            onClick={onRefresh}
          >
            {src ? (
              <img src={src} alt={m.captchaImage} draggable={false} />
            ) : (
              <Placeholder data-testid="captcha-placeholder" />
            )}
          </ImageButton>
        </CaptchaRow>
      )}
    </FormField>
  );
});
