import type { FormEvent } from 'react';
import { Button, Drawer } from '@dongman/ui';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { Field } from '../members/members.styles';
import type { Entitlement, TreeChild, TreeClass } from './classApi';
import { ENTITLEMENTS, useContentT } from './i18n';

/** What the drawer edits: a new or existing class, a new or existing sub-class, or a move. */
export type ClassEdit =
  | { kind: 'newClass' }
  | { kind: 'class'; target: TreeClass }
  | { kind: 'newChild'; parent: TreeClass }
  | { kind: 'child'; target: TreeChild }
  | { kind: 'move'; target: TreeChild };

export interface ClassForm {
  name: string;
  entitlement: Entitlement | null;
  oneClassId: number;
}

interface Props {
  edit: ClassEdit | null;
  classes: TreeClass[];
  onSubmit: (edit: ClassEdit, form: ClassForm) => void;
  onClose: () => void;
}

/** One small form for every class-tree change: name (and entitlement), or the new parent. */
export function ClassDrawer({ edit, classes, onSubmit, onClose }: Props) {
  const t = useContentT();
  const title = !edit
    ? ''
    : edit.kind === 'newClass'
      ? t('newClass')
      : edit.kind === 'class'
        ? t('editClass')
        : edit.kind === 'newChild'
          ? t('newChildOf', { name: edit.parent.name })
          : edit.kind === 'child'
            ? t('editChild')
            : t('moveChild', { name: edit.target.name });
  const isClass = edit?.kind === 'newClass' || edit?.kind === 'class';
  const current = edit && 'target' in edit ? edit.target : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!edit) return;
    const form = new FormData(event.currentTarget);
    const entitlement = String(form.get('entitlement') ?? '');
    onSubmit(edit, {
      name: String(form.get('name') ?? ''),
      entitlement: entitlement ? (entitlement as Entitlement) : null,
      oneClassId: Number(form.get('oneClassId') ?? 0),
    });
  };

  return (
    <Drawer open={edit !== null} title={title} onClose={onClose}>
      <form onSubmit={submit} key={`${edit?.kind}-${current?.id ?? 'new'}`}>
        {edit?.kind === 'move' ? (
          <Field>
            {t('moveTo')}
            <select name="oneClassId" required defaultValue="">
              <option value="" disabled>
                —
              </option>
              {classes
                .filter((c) => c.id !== edit.target.oneClassId)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </select>
          </Field>
        ) : (
          <Field>
            {t('className')}
            <input name="name" required maxLength={20} defaultValue={current?.name ?? ''} />
          </Field>
        )}
        {isClass && (
          <Field>
            {t('entitlement')}
            <select
              name="entitlement"
              defaultValue={(edit.kind === 'class' && edit.target.entitlement) || ''}
            >
              <option value="">{t('free')}</option>
              {ENTITLEMENTS.map((key) => (
                <option key={key} value={key}>
                  {t(`ent_${key}`)}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Actions>
          <Button type="button" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="primary">
            {edit?.kind === 'move' ? t('move') : t('save')}
          </Button>
        </Actions>
      </form>
    </Drawer>
  );
}
