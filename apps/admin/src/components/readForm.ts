import type { EntitlementKey } from '@dongman/api-client';
import { centsOf, entitlementOf } from './Fields';

// A submitted console form read into a contract body in one declaration: each field of the body
// names how its control is read, `readForm(form, { title: text, price: cents, plugin: checked })`.

/** How one control of a submitted form becomes a value of the body. */
export type Reader<V> = (form: FormData, name: string) => V;

/** The control's text as typed. */
export const text: Reader<string> = (form, name) => String(form.get(name));

/** A number input's value. */
export const number: Reader<number> = (form, name) => Number(form.get(name));

/** Yuan typed in a form → integer cents (money is never a float on the server); empty is 0. */
export const cents: Reader<number> = (form, name) => centsOf(form.get(name));

/** A check box: ticked or not. */
export const checked: Reader<boolean> = (form, name) => form.has(name);

/** An EntitlementField's choice (its name is always `entitlement`): a key, or null for none. */
export const entitlement: Reader<EntitlementKey | null> = (form) => entitlementOf(form);

/** The body whose every field is read from the form by its own reader. */
export function readForm<Body>(
  form: FormData,
  fields: { [K in keyof Body]: Reader<Body[K]> },
): Body {
  const body: Partial<Body> = {};
  for (const name of Object.keys(fields) as (keyof Body & string)[])
    body[name] = fields[name](form, name);
  return body as Body;
}
