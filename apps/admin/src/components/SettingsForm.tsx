import type { ReactNode } from 'react';
import { Button } from '@dongman/ui';
import { useT } from '../copy';
import { Actions } from '../layout/ConsoleLayout.styles';

/**
 * A form that saves one setting whole (the site's menus, its update notice): the fields, then one
 * primary button. `onSubmit` gets the submitted fields (the page's default submit is prevented).
 */
export function SettingsForm({
  onSubmit,
  submitLabel,
  children,
}: {
  onSubmit: (form: FormData) => void | Promise<unknown>;
  submitLabel?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(new FormData(event.currentTarget));
      }}
    >
      {children}
      <Actions>
        <Button type="submit" variant="primary">
          {submitLabel ?? t('save')}
        </Button>
      </Actions>
    </form>
  );
}
