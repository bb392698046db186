import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { WarningIcon } from '../icons';
import { useMessages } from '../UIProvider/context';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to the catalogue's "提示：". */
  title?: ReactNode;
  /** The question or message. */
  text: ReactNode;
  onConfirm: () => void;
  /** Cancel button, Escape and × call this; without it there is no cancel button and Escape confirms nothing. */
  onCancel?: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Confirm is destructive (red). */
  danger?: boolean;
  /** Confirm is running: spinner, clicks ignored. */
  loading?: boolean;
  'data-testid'?: string;
}

const Text = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: flex-start;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  & > svg {
    flex: none;
    margin-top: 2px;
    font-size: 20px;
    color: ${({ theme }) => theme.colors.warning};
  }
`;

/**
 * A short question with confirm / cancel (role="alertdialog"): logout confirmation, the 401
 * "提示：" prompt. Focus starts on the confirm button and returns to the opener afterwards.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  danger = false,
  loading = false,
  'data-testid': testId,
}: ConfirmDialogProps) {
  const m = useMessages();
  const textId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Without onCancel the only way out is confirming; Escape and × then do nothing.
  const dismiss = onCancel ?? (() => undefined);
  return (
    <Modal
      open={open}
      onClose={dismiss}
      title={title ?? m.promptTitle}
      alert
      describedBy={textId}
      width={420}
      hideCloseButton={!onCancel}
      initialFocusRef={confirmRef}
      data-testid={testId}
      footer={
        <>
          {onCancel && <Button onClick={onCancel}>{cancelLabel ?? m.cancel}</Button>}
          <Button
            ref={confirmRef}
            variant={danger ? 'danger' : 'primary'}
            loading={loading}
            onClick={onConfirm}
          >
            {confirmLabel ?? m.confirm}
          </Button>
        </>
      }
    >
      <Text id={textId}>
        <WarningIcon />
        <div>{text}</div>
      </Text>
    </Modal>
  );
}
