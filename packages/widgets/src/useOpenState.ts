import { useState } from 'react';

export interface OpenProps {
  /** Controlled: whether the dialog is open (no trigger button is rendered then). */
  open?: boolean;
  /** Called when the widget opens or closes its dialog. */
  onOpenChange?: (open: boolean) => void;
  /** Text of the trigger button when uncontrolled; the catalogue's name by default. */
  triggerLabel?: string;
}

/** Open state owned by the caller (`open`) or by the widget, which then shows a trigger button. */
export function useOpenState({ open, onOpenChange, triggerLabel }: OpenProps, label: string) {
  const [own, setOwn] = useState(false);
  const controlled = open !== undefined;
  const setOpen = (value: boolean) => {
    if (!controlled) setOwn(value);
    onOpenChange?.(value);
  };
  return {
    open: controlled ? open : own,
    setOpen,
    trigger: controlled ? null : (triggerLabel ?? label),
  };
}
