import { AdminClassRequestRules as RULES } from '@dongman/api-client/contract';
import { EntitlementField, NamedOptions, TextField, entitlementOf } from '../../components/Fields';
import { FormDrawer } from '../../components/FormDrawer';
import { Field } from '../../components/Form.styles';
import type { Entitlement, TreeChild, TreeClass } from './classApi';
import { useContentT } from './copy';

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

  const submit = (form: FormData) => {
    if (!edit) return;
    onSubmit(edit, {
      name: String(form.get('name') ?? ''),
      entitlement: entitlementOf(form),
      oneClassId: Number(form.get('oneClassId') ?? 0),
    });
  };

  return (
    <FormDrawer
      open={edit !== null}
      title={title}
      onClose={onClose}
      onSubmit={submit}
      formKey={`${edit?.kind}-${current?.id ?? 'new'}`}
      submitLabel={edit?.kind === 'move' ? t('move') : undefined}
    >
      {edit?.kind === 'move' ? (
        <Field>
          {t('moveTo')}
          <select name="oneClassId" required defaultValue="">
            <option value="" disabled>
              —
            </option>
            <NamedOptions rows={classes.filter((c) => c.id !== edit.target.oneClassId)} />
          </select>
        </Field>
      ) : (
        <TextField
          label={t('className')}
          name="name"
          rule={RULES.name}
          defaultValue={current?.name ?? ''}
        />
      )}
      {isClass && (
        <EntitlementField
          label={t('entitlement')}
          noneLabel={t('free')}
          nameOf={(key) => t(`ent_${key}`)}
          defaultValue={edit.kind === 'class' ? edit.target.entitlement : null}
        />
      )}
    </FormDrawer>
  );
}
