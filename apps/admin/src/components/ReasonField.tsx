import { FormField } from '@dongman/ui';

/**
 * Why a member of staff does something (a reason, a note), in a FormLayout form: one required
 * line, as long as the contract allows.
 */
export function ReasonField(props: {
  label: string;
  name: string;
  rule: { maxLength: number };
  hint?: string;
  error?: string;
}) {
  return (
    <FormField label={props.label} hint={props.hint} error={props.error} required>
      {(control) => (
        <input {...control} name={props.name} required maxLength={props.rule.maxLength} />
      )}
    </FormField>
  );
}
