import { cloneElement, useCallback, useEffect, useId, useLayoutEffect, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { computePosition } from './position';
import type { Placement } from './position';
import { Anchor, Panel } from './Popover.styles';

type TriggerProps = {
  popoverTarget?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: 'dialog';
  onClick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
};

export interface PopoverProps {
  /** A <button>-rendering element (Button, IconButton, button). It gets the popover wiring. */
  trigger: ReactElement<TriggerProps>;
  /** Panel content, or a function receiving `close()` (e.g. for menu links). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the panel. */
  label: string;
  placement?: Placement;
  /** Gap between trigger and panel in px. */
  offset?: number;
  /** Controlled open state (optional). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  'data-testid'?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function placePanel(panel: HTMLElement, anchor: HTMLElement, placement: Placement, offset: number) {
  const rect = panel.getBoundingClientRect();
  const { top, left } = computePosition(
    anchor.getBoundingClientRect(),
    { width: rect.width, height: rect.height },
    placement,
    offset,
    { width: window.innerWidth, height: window.innerHeight },
  );
  panel.style.top = `${top}px`;
  panel.style.left = `${left}px`;
}

const supportsPopover = () =>
  typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

/**
 * Non-modal popover on the native Popover API (top layer, light dismiss, Escape closes),
 * positioned next to its trigger with a small JS fallback instead of CSS anchor positioning.
 * Focus moves into the panel on open and back to the trigger on Escape or close().
 */
export function Popover({
  trigger,
  children,
  label,
  placement = 'bottom-end',
  offset = 8,
  open: openProp,
  onOpenChange,
  className,
  'data-testid': testId,
}: PopoverProps) {
  const id = `popover-${useId().replace(/:/g, '')}`;
  // Elements in state (callback refs) so handlers built during render may use them.
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [native] = useState(supportsPopover);
  const [isOpen, setIsOpen] = useState(false);
  const open = native ? isOpen : (openProp ?? isOpen);

  const place = useCallback(() => {
    if (!anchor || !panel) return;
    placePanel(panel, anchor, placement, offset);
  }, [anchor, panel, placement, offset]);

  const setFallbackOpen = (next: boolean) => {
    setIsOpen(next);
    onOpenChange?.(next);
  };

  const close = () => {
    if (native) {
      if (panel?.matches(':popover-open')) panel.hidePopover();
    } else setFallbackOpen(false);
    anchor?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
  };

  // Native toggle events keep React state in sync with light dismiss, Escape and the trigger.
  useEffect(() => {
    if (!panel || !native) return;
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setIsOpen(opened);
      onOpenChange?.(opened);
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, [panel, native, onOpenChange]);

  // Controlled mode with the native API (the fallback derives `open` from the prop directly).
  useEffect(() => {
    if (!panel || !native || openProp === undefined) return;
    const shown = panel.matches(':popover-open');
    if (openProp && !shown) panel.showPopover();
    if (!openProp && shown) panel.hidePopover();
  }, [panel, native, openProp]);

  // While open: position, follow scroll/resize, move focus in.
  useLayoutEffect(() => {
    if (!open || !panel) return;
    place();
    (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, panel, place]);

  const triggerProps: TriggerProps = {
    'aria-expanded': open,
    'aria-controls': id,
    'aria-haspopup': 'dialog',
  };
  if (native) triggerProps.popoverTarget = id;
  else
    triggerProps.onClick = (event) => {
      trigger.props.onClick?.(event);
      setFallbackOpen(!open);
    };

  return (
    <>
      <Anchor ref={setAnchor}>{cloneElement(trigger, triggerProps)}</Anchor>
      <Panel
        ref={setPanel}
        id={id}
        popover="auto"
        role="dialog"
        aria-label={label}
        tabIndex={-1}
        className={className}
        data-testid={testId}
        data-fallback={native ? undefined : ''}
        data-open={open ? '' : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            // Native popovers close themselves on Escape; make sure focus goes back to the trigger.
            event.preventDefault();
            close();
          }
        }}
      >
        {typeof children === 'function' ? children(close) : children}
      </Panel>
    </>
  );
}
