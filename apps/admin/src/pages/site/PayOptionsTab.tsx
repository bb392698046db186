import { AdminPayOptionRequestRules as RULES } from '@dongman/api-client/contract';
import { CrudTable } from '../../components/CrudTable';
import { NumberField, TextField, centsOf, fieldsOf } from '../../components/Fields';
import { FormDrawer } from '../../components/FormDrawer';
import { useT } from '../../i18n';
import { admin, type Schemas } from '../../lib/api';
import { yuan } from '../../lib/format';
import { useCrud, type CrudApi } from '../../lib/useCrud';
import { useSiteT } from './copy';
import { Checks } from '../../components/Form.styles';

type Option = Schemas['AdminPayOption'];
type OptionBody = Schemas['AdminPayOptionRequest'];

const payOptions: CrudApi<Option, OptionBody> = {
  list: (signal) => admin.call(admin.raw.GET('/api/admin/pay-options', { signal })),
  create: (body) => admin.call(admin.raw.POST('/api/admin/pay-options', { body })),
  update: (option, body) =>
    admin.call(
      admin.raw.PUT('/api/admin/pay-options/{payOptionId}', {
        params: { path: { payOptionId: option.id } },
        body,
      }),
    ),
};

/** Recharge amounts on offer (price paid, amount credited, in cents): add, edit, disable. */
export default function PayOptionsTab() {
  const t = useT();
  const s = useSiteT();
  const crud = useCrud(payOptions);
  const { current } = crud;
  const field = fieldsOf(RULES, current);

  const save = (form: FormData) =>
    crud.save({
      name: String(form.get('name')),
      price: centsOf(form.get('price')),
      amount: centsOf(form.get('amount')),
      recommended: form.has('recommended'),
      sort: Number(form.get('sort')),
    });
  const toggle = (option: Option) => {
    const { id: _id, ...rest } = option;
    void crud.change(option, { ...rest, disabled: !option.disabled });
  };

  return (
    <>
      <CrudTable
        label={s('payOptionsTable')}
        rows={crud.rows}
        rowKey={(o) => o.id}
        newLabel={s('newPayOption')}
        onNew={crud.startNew}
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
          {
            key: 'state',
            header: s('state'),
            render: (o) => s(o.disabled ? 'disabled' : 'enabled'),
          },
        ]}
        actions={(o) => [
          { label: t('edit'), onClick: () => crud.edit(o) },
          { label: s(o.disabled ? 'enable' : 'disable'), onClick: () => toggle(o) },
        ]}
      />
      <FormDrawer
        {...crud.drawer}
        title={s(crud.isNew ? 'newPayOption' : 'editPayOption')}
        onSubmit={save}
      >
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
