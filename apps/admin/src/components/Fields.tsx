import { ENTITLEMENT_KEYS } from '@dongman/api-client/contract';
import type { EntitlementKey } from '@dongman/api-client';
import { centsOfYuan, yuanDecimal } from '@dongman/format';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Field } from './Form.styles';

// Labelled form fields whose limits are a contract rule (`<Schema>Rules.<field>` from
// @dongman/api-client/contract), so a form never writes a limit of its own.

interface Base {
  label: ReactNode;
  name: string;
  required?: boolean;
}

/**
 * The props that tie a form field to one field of the contract: its name, its rule, and the
 * edited row's value (`fallback` for a new row). `const field = fieldsOf(RULES, current)`, then
 * `<TextField label={…} {...field('title')} />`.
 */
export function fieldsOf<Rules, Row>(rules: Rules, row: Row | null | undefined) {
  return <K extends keyof Rules & keyof Row & string>(name: K, fallback?: NonNullable<Row[K]>) => ({
    name,
    rule: rules[name],
    defaultValue: row?.[name] ?? fallback,
  });
}

/**
 * A text field the form follows as it is typed (a title a preview shows, a URL an upload fills
 * in): its current `value`, `set` to change it, and the props for `<TextField {...f.props} />`.
 */
export function useTextField<K extends string>(
  rules: Record<K, { maxLength: number }>,
  name: K,
  initial: string,
) {
  const [value, set] = useState(initial);
  return { value, set, props: { name, rule: rules[name], value, onChange: set } };
}

/** A select's options for named rows (sections, levels): each row's name, its id as the value. */
export function NamedOptions({ rows }: { rows: readonly { id: number; name: string }[] }) {
  return rows.map((row) => (
    <option key={row.id} value={row.id}>
      {row.name}
    </option>
  ));
}

/**
 * Text as long as the contract allows: one line, or `rows` lines. Uncontrolled with
 * `defaultValue`, or controlled with `value` and `onChange`.
 */
export function TextField({
  label,
  name,
  rule,
  rows,
  required = true,
  defaultValue,
  value,
  onChange,
  describedBy,
}: Base & {
  rule: { maxLength: number };
  rows?: number;
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
  describedBy?: string;
}) {
  const control = {
    name,
    required,
    maxLength: rule.maxLength,
    defaultValue,
    value,
    'aria-describedby': describedBy,
    onChange:
      onChange &&
      ((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(event.currentTarget.value)),
  };
  return (
    <Field>
      {label}
      {rows ? <textarea rows={rows} {...control} /> : <input {...control} />}
    </Field>
  );
}

/**
 * A number within the contract's range. With `cents`, the contract counts cents and the form
 * shows yuan (read it back with centsOf).
 */
export function NumberField({
  label,
  name,
  rule,
  defaultValue,
  cents = false,
  required = true,
  step,
}: Base & {
  rule: { minimum: number; maximum?: number };
  defaultValue?: number;
  cents?: boolean;
  /** Decimals allowed (0.1); whole numbers by default. */
  step?: number;
}) {
  const scale = cents ? 100 : 1;
  return (
    <Field>
      {label}
      <input
        name={name}
        type="number"
        required={required}
        min={rule.minimum / scale}
        max={rule.maximum === undefined ? undefined : rule.maximum / scale}
        step={cents ? 0.01 : step}
        defaultValue={
          defaultValue === undefined ? undefined : cents ? yuanDecimal(defaultValue) : defaultValue
        }
      />
    </Field>
  );
}

/** One of a few values (named in the page's own words), or, with `noneLabel`, none. */
export function SelectField<V extends string | number>({
  label,
  name,
  values,
  nameOf,
  noneLabel,
  defaultValue,
}: Omit<Base, 'required'> & {
  values: readonly V[];
  nameOf: (value: V) => string;
  noneLabel?: string;
  defaultValue?: V | null;
}) {
  return (
    <Field>
      {label}
      <select name={name} defaultValue={defaultValue ?? ''}>
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        {values.map((value) => (
          <option key={value} value={value}>
            {nameOf(value)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A level right a page or section needs, or none. */
export function EntitlementField(props: {
  label: ReactNode;
  noneLabel: string;
  nameOf: (key: EntitlementKey) => string;
  defaultValue?: EntitlementKey | null;
}) {
  return <SelectField name="entitlement" values={ENTITLEMENT_KEYS} {...props} />;
}

/** The EntitlementField's choice: a key, or null for none. */
export function entitlementOf(form: FormData): EntitlementKey | null {
  const key = String(form.get('entitlement') ?? '');
  return key ? (key as EntitlementKey) : null;
}

/** Yuan typed in a form → integer cents (money is never a float on the server). */
export function centsOf(value: FormDataEntryValue | null): number {
  const text = String(value ?? '').trim();
  return text === '' ? 0 : centsOfYuan(text);
}
