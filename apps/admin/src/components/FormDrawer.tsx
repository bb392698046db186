import type { ReactNode } from 'react';
import { Button, Drawer } from '@dongman/ui';
import { useT } from '../copy';
import { Actions } from '../layout/ConsoleLayout.styles';

/** Cancel and submit at the foot of a console form. */
export function FormActions({
  onCancel,
  submitLabel,
}: {
  onCancel: () => void;
  submitLabel?: string;
}) {
  const t = useT();
  return (
    <Actions>
      <Button type="button" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" variant="primary">
        {submitLabel ?? t('save')}
      </Button>
    </Actions>
  );
}

interface FormDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The submitted form's fields (the page's default submit is prevented). */
  onSubmit: (form: FormData) => void | Promise<unknown>;
  /** A new key starts the form afresh (another row, or a new one). */
  formKey: string | number;
  width?: number;
  submitLabel?: string;
  children: ReactNode;
}

/** A drawer holding one form: its fields, then cancel and save. */
export function FormDrawer({
  onSubmit,
  formKey,
  submitLabel,
  children,
  ...drawer
}: FormDrawerProps) {
  return (
    <Drawer {...drawer}>
      <form
        key={formKey}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(new FormData(event.currentTarget));
        }}
      >
        {children}
        <FormActions onCancel={drawer.onClose} submitLabel={submitLabel} />
      </form>
    </Drawer>
  );
}
