import {
  AdminLevelRequestRules as RULES,
  ENTITLEMENT_KEYS as ENTITLEMENTS,
} from '@dongman/api-client/contract';
import { CrudTable } from '../../components/CrudTable';
import { NumberField, TextField } from '../../components/Fields';
import { FormDrawer } from '../../components/FormDrawer';
import { cents, checked, number, text } from '../../components/readForm';
import { useCrudForm } from '../../components/useCrudForm';
import type { Schemas } from '../../lib/api';
import { yuan } from '../../lib/format';
import { resource } from '../../lib/resource';
import { useSiteT } from './copy';
import { Checks } from '../../components/Form.styles';
import { offerActions, stateColumn } from './disableable';
import { Hint } from './site.styles';

type Level = Schemas['AdminLevel'];
type LevelBody = Schemas['AdminLevelRequest'];

const levels = resource('/api/admin/levels', '/api/admin/levels/{levelId}', ['create', 'update']);

/** The level as its request body (all but the id and place), offered or disabled. */
function bodyOf({ id: _id, sort: _sort, ...level }: Level, disabled: boolean): LevelBody {
  return { ...level, disabled };
}

/** Levels: entitlements, upgrade price and daily downloads; add, edit, disable. */
export default function LevelsTab() {
  const s = useSiteT();
  const crud = useCrudForm(levels, RULES, {
    name: text,
    price: cents,
    dailyDownloads: number,
    sourceMaterial: checked,
    myzSourceMaterial: checked,
    template: checked,
    plugin: checked,
    dubbing: checked,
    course: checked,
  });
  const { current, field } = crud;

  return (
    <>
      <CrudTable
        crud={crud}
        label={s('levelsTable')}
        newLabel={s('newLevel')}
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
          stateColumn(s),
        ]}
        actions={offerActions(s, crud, bodyOf)}
      />
      <Hint>{s('disableLevelHint')}</Hint>
      <FormDrawer {...crud.form} title={s(crud.isNew ? 'newLevel' : 'editLevel')}>
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
