import { useCrud, type CrudApi } from '../lib/useCrud';
import { fieldsOf } from './Fields';
import { readForm, type Reader } from './readForm';

/**
 * useCrud for a list edited in a FormDrawer whose fields follow the contract's `rules`:
 * `field(name)` gives a field's props for the edited row, and `form` the drawer's props, whose
 * submit reads the form with `readers` (`{ title: text, price: cents }`) and saves the row.
 */
export function useCrudForm<Row extends { id: number }, Body, Rules>(
  api: CrudApi<Row, Body>,
  rules: Rules,
  readers: NoInfer<{ [K in keyof Body]: Reader<Body[K]> }>,
) {
  const crud = useCrud(api);
  return {
    ...crud,
    field: fieldsOf(rules, crud.current),
    form: { ...crud.drawer, onSubmit: (form: FormData) => crud.save(readForm(form, readers)) },
  };
}
