import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, Modal } from '@dongman/ui';
import { useStaffT } from './copy';

const Secret = styled.output`
  display: block;
  margin: ${({ theme }) => theme.space.md}px 0;
  padding: 8px 12px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  font-family: ui-monospace, monospace;
  font-size: 18px;
  letter-spacing: 1px;
  user-select: all;
`;

/**
 * A generated password, shown once: the server never answers it again and never audits it.
 * Closing needs a deliberate click (no backdrop close), so it is not lost by accident.
 */
export function OneTimePassword({
  shown,
  onClose,
}: {
  shown: { name: string; password: string } | null;
  onClose: () => void;
}) {
  const t = useStaffT();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    if (!shown) return;
    await navigator.clipboard?.writeText(shown.password).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Modal
      open={shown !== null}
      onClose={close}
      title={t('passwordTitle', { name: shown?.name ?? '' })}
      width={460}
      footer={
        <>
          <Button onClick={() => void copy()}>{copied ? t('copied') : t('copy')}</Button>
          <Button variant="primary" onClick={close}>
            {t('done')}
          </Button>
        </>
      }
    >
      <p>{t('passwordText')}</p>
      <Secret aria-label={t('passwordLabel')}>{shown?.password}</Secret>
    </Modal>
  );
}
