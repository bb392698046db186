import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { InfoIcon, LockIcon } from '../icons';
import { useMessages, useContacts } from '../UIProvider/context';
import type { Contacts } from '../UIProvider/context';

import type { AccountStateKind } from './accountState';

export type { AccountStateKind };

export interface AccountStateDialogProps {
  open: boolean;
  kind: AccountStateKind;
  /** The server's login message (shown as given). */
  message: string;
  /** WeChat ids; defaults to the UIProvider's `contacts`. Lines without an id are left out. */
  contacts?: Partial<Contacts>;
  onClose: () => void;
  'data-testid'?: string;
}

const Lead = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  & > svg {
    flex: none;
    font-size: 20px;
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
`;

const ContactList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs}px;
  }
`;

/**
 * Login refused because the account is locked (did not pass review) or still under review:
 * the server's message, what it means, and whom to contact on WeChat.
 */
export function AccountStateDialog({
  open,
  kind,
  message,
  contacts: contactsProp,
  onClose,
  'data-testid': testId,
}: AccountStateDialogProps) {
  const m = useMessages();
  const fromProvider = useContacts();
  const contacts = { ...fromProvider, ...contactsProp };
  const bodyId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const locked = kind === 'locked';
  const lines = [
    contacts.studentsWechat && m.t('contactStudents', { id: contacts.studentsWechat }),
    contacts.materialsWechat && m.t('contactMaterials', { id: contacts.materialsWechat }),
  ].filter((line): line is string => Boolean(line));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={locked ? m.accountLockedTitle : m.accountPendingTitle}
      alert
      describedBy={bodyId}
      width={460}
      initialFocusRef={okRef}
      data-testid={testId}
      footer={
        <Button ref={okRef} variant="primary" onClick={onClose}>
          {m.ok}
        </Button>
      }
    >
      <div id={bodyId}>
        <Lead>
          {locked ? <LockIcon /> : <InfoIcon />}
          <span>{message}</span>
        </Lead>
        {locked ? (
          <>
            <Note>{m.lockedNote}</Note>
            {lines.length > 0 && <Note>{m.contactIntro}</Note>}
          </>
        ) : (
          <Note>{m.pendingNote}</Note>
        )}
        {lines.length > 0 && (
          <ContactList>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ContactList>
        )}
      </div>
    </Modal>
  );
}
