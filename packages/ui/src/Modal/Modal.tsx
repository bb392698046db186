import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '../icons';
import { useMessages } from '../UIProvider/context';
import { Body, CloseButton, Dialog, Footer, Header, Title } from './Modal.styles';
import { modalStack } from './modalStack';

export interface ModalProps {
  open: boolean;
  /** Called for the close button, Escape, and (if enabled) a backdrop click. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Action row under the body (buttons). */
  footer?: ReactNode;
  /** Max width in px (shrinks on small screens). */
  width?: number;
  /** Close when the backdrop is clicked (off by default so typed input is not lost). */
  closeOnBackdrop?: boolean;
  /** Hide the × button (e.g. when the footer has the only way out). */
  hideCloseButton?: boolean;
  /** Element to focus on open; defaults to the first focusable element in the body, then the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Use role="alertdialog" (confirmations, errors). */
  alert?: boolean;
  /** Id of the element describing the dialog. */
  describedBy?: string;
  className?: string;
  'data-testid'?: string;
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Modal dialog on native <dialog>/showModal(): the page behind is inert, Escape closes, focus moves
 * in on open and returns to the element that had it before when the dialog closes or unmounts.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  width = 440,
  closeOnBackdrop = false,
  hideCloseButton = false,
  initialFocusRef,
  alert = false,
  describedBy,
  className,
  'data-testid': testId,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const m = useMessages();
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // jsdom
    }
    const target =
      initialFocusRef?.current ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog;
    target.focus();
    modalStack.push(dialog);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      modalStack.remove(dialog);
      document.body.style.overflow = overflow;
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // Return focus to where the user was, if that element is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  return (
    <Dialog
      ref={ref}
      $width={width}
      className={className}
      data-testid={testId}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={(event) => {
        // Escape is handled here rather than left to the browser's cancel so the dialog stays
        // controlled by `open` (and behaves the same for scripted key presses).
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          event.stopPropagation();
          onCloseRef.current();
        }
      }}
      onCancel={(event) => {
        // React passes cancel and close on to the dialogs around this one: a dialog nested in
        // this one (a confirmation inside a drawer) closing must not close this one.
        if (event.target !== event.currentTarget) return;
        // Other close requests (e.g. a mobile back gesture): keep it controlled too.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // The browser may close the dialog itself (e.g. a second Escape without user activation
        // cannot be cancelled); report it so the owner's state follows. The event is queued after
        // the dialog closes: a click handled before it (input goes first on a busy page) may have
        // opened the dialog again, and that close is over, not a new one.
        if (openRef.current && !event.currentTarget.open) onCloseRef.current();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {open && (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            {!hideCloseButton && (
              <CloseButton
                type="button"
                aria-label={m.close}
                title={m.close}
                onClick={() => onClose()}
              >
                <CloseIcon />
              </CloseButton>
            )}
          </Header>
          <Body ref={bodyRef}>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </>
      )}
    </Dialog>
  );
}
