import {
  AdminLevelRequestRules as RULES,
  ENTITLEMENT_KEYS as ENTITLEMENTS,
} from '@dongman/api-client/contract';
import { CrudTable } from '../../components/CrudTable';
import { NumberField, TextField, centsOf, fieldsOf } from '../../components/Fields';
import { FormDrawer } from '../../components/FormDrawer';
import { useT } from '../../i18n';
import { admin, type Schemas } from '../../lib/api';
import { yuan } from '../../lib/format';
import { useCrud, type CrudApi } from '../../lib/useCrud';
import { useSiteT } from './copy';
import { Checks } from '../../components/Form.styles';
import { Hint } from './site.styles';

type Level = Schemas['AdminLevel'];
type LevelBody = Schemas['AdminLevelRequest'];

const levels: CrudApi<Level, LevelBody> = {
  list: (signal) => admin.call(admin.raw.GET('/api/admin/levels', { signal })),
  create: (body) => admin.call(admin.raw.POST('/api/admin/levels', { body })),
  update: (level, body) =>
    admin.call(
      admin.raw.PUT('/api/admin/levels/{levelId}', {
        params: { path: { levelId: level.id } },
        body,
      }),
    ),
};

function bodyOf(level: Level, patch: Partial<LevelBody> = {}): LevelBody {
  const { id: _id, sort: _sort, ...rest } = level;
  return { ...rest, ...patch };
}

/** Levels: entitlements, upgrade price and daily downloads; add, edit, disable. */
export default function LevelsTab() {
  const t = useT();
  const s = useSiteT();
  const crud = useCrud(levels);
  const { current } = crud;
  const field = fieldsOf(RULES, current);

  const save = (form: FormData) =>
    crud.save({
      name: String(form.get('name')),
      price: centsOf(form.get('price')),
      dailyDownloads: Number(form.get('dailyDownloads')),
      sourceMaterial: form.has('sourceMaterial'),
      myzSourceMaterial: form.has('myzSourceMaterial'),
      template: form.has('template'),
      plugin: form.has('plugin'),
      dubbing: form.has('dubbing'),
      course: form.has('course'),
    });

  return (
    <>
      <CrudTable
        label={s('levelsTable')}
        rows={crud.rows}
        rowKey={(l) => l.id}
        newLabel={s('newLevel')}
        onNew={crud.startNew}
        rowName={(l) => l.name}
        columns={[
          { key: 'name', header: s('levelName') },
          { key: 'price', header: s('price'), render: (l) => yuan(l.price) },
          { key: 'dailyDownloads', header: s('dailyDownloads') },
          {
            key: 'entitlements',
            header: s('entitlements'),
            render: (l) =>
              ENTITLEMENTS.filter((e) => l[e])
                .map((e) => s(`ent_${e}`))
                .join('、') || '—',
          },
          {
            key: 'state',
            header: s('state'),
            render: (l) => s(l.disabled ? 'disabled' : 'enabled'),
          },
        ]}
        actions={(l) => [
          { label: t('edit'), onClick: () => crud.edit(l) },
          {
            label: s(l.disabled ? 'enable' : 'disable'),
            onClick: () => void crud.change(l, bodyOf(l, { disabled: !l.disabled })),
          },
        ]}
      />
      <Hint>{s('disableLevelHint')}</Hint>
      <FormDrawer {...crud.drawer} title={s(crud.isNew ? 'newLevel' : 'editLevel')} onSubmit={save}>
        <TextField label={s('levelName')} {...field('name')} />
        <NumberField label={s('price')} {...field('price', 0)} cents />
        <NumberField label={s('dailyDownloads')} {...field('dailyDownloads', 20)} />
        <Checks>
          <legend>{s('entitlements')}</legend>
          {ENTITLEMENTS.map((e) => (
            <label key={e}>
              <input type="checkbox" name={e} defaultChecked={current?.[e] ?? false} />
              {s(`ent_${e}`)}
            </label>
          ))}
        </Checks>
      </FormDrawer>
    </>
  );
}
