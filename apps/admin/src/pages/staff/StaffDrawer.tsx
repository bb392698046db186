import { AdminStaffCreateRequestRules as RULES } from '@dongman/api-client/contract';
import { SelectField, TextField } from '../../components/Fields';
import { FormDrawer } from '../../components/FormDrawer';
import { useStaffT } from './copy';
import { STAFF_ROLES, type Staff, type StaffRole } from './staffApi';

/** New account (name and role) or another role for an existing one, in one drawer. */
export function StaffDrawer({
  open,
  staff,
  formKey,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The account whose role changes; null for a new account. */
  staff: Staff | null;
  formKey: string | number;
  onClose: () => void;
  onSubmit: (input: { name: string; role: StaffRole }) => void;
}) {
  const t = useStaffT();
  const submit = (form: FormData) =>
    onSubmit({
      name: String(form.get('name') ?? staff?.name ?? '').trim(),
      role: String(form.get('role')) as StaffRole,
    });
  return (
    <FormDrawer
      open={open}
      formKey={formKey}
      onClose={onClose}
      title={staff ? t('changeRoleOf', { name: staff.name }) : t('newStaff')}
      submitLabel={staff ? t('save') : t('create')}
      onSubmit={submit}
    >
      {!staff && (
        <TextField label={t('name')} name="name" rule={RULES.name} describedBy="staff-name-hint" />
      )}
      {!staff && <p id="staff-name-hint">{t('nameHint')}</p>}
      <SelectField
        label={t('role')}
        name="role"
        values={STAFF_ROLES}
        nameOf={(role) => t(`role_${role}`)}
        defaultValue={staff?.role ?? 'editor'}
      />
      <p>{t('roleHint')}</p>
    </FormDrawer>
  );
}
