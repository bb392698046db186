import { AdminPayOptionRequestRules } from '@dongman/api-client/contract';
import { useCallback, type FormEvent } from 'react';
import { Button, DataTable, Drawer } from '@dongman/ui';
import { useT } from '../../i18n';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../../lib/api';
import { yuan } from '../../lib/format';
import { useAdminData } from '../../lib/useAdminData';
import { Field } from '../members/members.styles';
import { centsOf, useSiteT } from './copy';
import { Checks, afterWrite, useEditing } from './shared';

type Option = Schemas['AdminPayOption'];
type OptionBody = Schemas['AdminPayOptionRequest'];

/** Recharge amounts on offer (price paid, amount credited, in cents): add, edit, disable. */
export default function PayOptionsTab() {
  const t = useT();
  const s = useSiteT();
  const { editing, current, open, setEditing, close } = useEditing<Option>();
  const fetch = useCallback(() => admin.call(admin.raw.GET('/api/admin/pay-options', {})), []);
  const { data, reload } = useAdminData(fetch);

  const write = (option: Option | null, body: OptionBody) =>
    option
      ? admin.call(
          admin.raw.PUT('/api/admin/pay-options/{payOptionId}', {
            params: { path: { payOptionId: option.id } },
            body,
          }),
        )
      : admin.call(admin.raw.POST('/api/admin/pay-options', { body }));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: OptionBody = {
      name: String(form.get('name')),
      price: centsOf(form.get('price')),
      amount: centsOf(form.get('amount')),
      recommended: form.has('recommended'),
      sort: Number(form.get('sort')),
    };
    afterWrite(await write(current, body), () => {
      close();
      reload();
    });
  };
  const toggle = async (o: Option) => {
    const { id: _id, ...rest } = o;
    afterWrite(await write(o, { ...rest, disabled: !o.disabled }), reload);
  };

  return (
    <>
      <DataTable
        label={s('payOptionsTable')}
        rows={data ?? []}
        rowKey={(o) => o.id}
        toolbar={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {s('newPayOption')}
          </Button>
        }
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
          {
            key: 'actions',
            header: t('actions'),
            render: (o) => (
              <Actions>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => setEditing(o)}
                  aria-label={`${t('edit')} ${o.name}`}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => void toggle(o)}
                  aria-label={`${s(o.disabled ? 'enable' : 'disable')} ${o.name}`}
                >
                  {s(o.disabled ? 'enable' : 'disable')}
                </Button>
              </Actions>
            ),
          },
        ]}
      />
      <Drawer
        open={open}
        title={s(editing === 'new' ? 'newPayOption' : 'editPayOption')}
        onClose={close}
      >
        <form onSubmit={(e) => void save(e)} key={current?.id ?? 'new'}>
          <Field>
            {s('optionName')}
            <input
              name="name"
              required
              maxLength={AdminPayOptionRequestRules.name.maxLength}
              defaultValue={current?.name}
            />
          </Field>
          <Field>
            {s('payPrice')}
            <input
              name="price"
              type="number"
              required
              min={0.01}
              step={0.01}
              defaultValue={current ? current.price / 100 : undefined}
            />
          </Field>
          <Field>
            {s('creditAmount')}
            <input
              name="amount"
              type="number"
              required
              min={0.01}
              step={0.01}
              defaultValue={current ? current.amount / 100 : undefined}
            />
          </Field>
          <Field>
            {s('sort')}
            <input
              name="sort"
              type="number"
              required
              min={0}
              max={9999}
              defaultValue={current?.sort ?? (data?.length ?? 0) + 1}
            />
          </Field>
          <Checks>
            <legend>{s('recommended')}</legend>
            <label>
              <input type="checkbox" name="recommended" defaultChecked={current?.recommended} />
              {s('recommended')}
            </label>
          </Checks>
          <Actions>
            <Button type="button" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="primary">
              {t('save')}
            </Button>
          </Actions>
        </form>
      </Drawer>
    </>
  );
}
