import { AdminPayOptionRequestRules as RULES } from '@dongman/api-client/contract';
import { CrudTable } from '../../components/CrudTable';
import { NumberField, TextField } from '../../components/Fields';
import { FormDrawer } from '../../components/FormDrawer';
import { cents, checked, number, text } from '../../components/readForm';
import { useCrudForm } from '../../components/useCrudForm';
import type { Schemas } from '../../lib/api';
import { yuan } from '../../lib/format';
import { resource } from '../../lib/resource';
import { useSiteT } from './copy';
import { offerActions, stateColumn } from './disableable';
import { Checks } from '../../components/Form.styles';

type Option = Schemas['AdminPayOption'];

/** The option as its request body (all but the id), offered or disabled. */
function bodyOf(
  { id: _id, ...option }: Option,
  disabled: boolean,
): Schemas['AdminPayOptionRequest'] {
  return { ...option, disabled };
}

const payOptions = resource('/api/admin/pay-options', '/api/admin/pay-options/{payOptionId}', [
  'create',
  'update',
]);

/** Recharge amounts on offer (price paid, amount credited, in cents): add, edit, disable. */
export default function PayOptionsTab() {
  const s = useSiteT();
  const crud = useCrudForm(payOptions, RULES, {
    name: text,
    price: cents,
    amount: cents,
    recommended: checked,
    sort: number,
  });
  const { current, field } = crud;

  return (
    <>
      <CrudTable
        crud={crud}
        label={s('payOptionsTable')}
        newLabel={s('newPayOption')}
        rowName={(o) => o.name}
        columns={[
          { key: 'name', header: s('optionName') },
          { key: 'price', header: s('payPrice'), render: (o) => yuan(o.price) },
          { key: 'amount', header: s('creditAmount'), render: (o) => yuan(o.amount) },
          {
            key: 'recommended',
            header: s('recommended'),
            render: (o) => s(o.recommended ? 'yes' : 'no'),
          },
          { key: 'sort', header: s('sort') },
          stateColumn(s),
        ]}
        actions={offerActions(s, crud, bodyOf)}
      />
      <FormDrawer {...crud.form} title={s(crud.isNew ? 'newPayOption' : 'editPayOption')}>
        <TextField label={s('optionName')} {...field('name')} />
        <NumberField label={s('payPrice')} {...field('price')} cents />
        <NumberField label={s('creditAmount')} {...field('amount')} cents />
        <NumberField label={s('sort')} {...field('sort', crud.rows.length + 1)} />
        <Checks>
          <legend>{s('recommended')}</legend>
          <label>
            <input type="checkbox" name="recommended" defaultChecked={current?.recommended} />
            {s('recommended')}
          </label>
        </Checks>
      </FormDrawer>
    </>
  );
}
