import { AdminLevelRequestRules } from '@dongman/api-client/contract';
import { useCallback, type FormEvent } from 'react';
import { Button, DataTable, Drawer } from '@dongman/ui';
import { useT } from '../../i18n';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../../lib/api';
import { yuan } from '../../lib/format';
import { useAdminData } from '../../lib/useAdminData';
import { Field } from '../members/members.styles';
import { ENTITLEMENTS, centsOf, useSiteT } from './copy';
import { Checks, Hint, afterWrite, useEditing } from './shared';

type Level = Schemas['AdminLevel'];
type LevelBody = Schemas['AdminLevelRequest'];

function bodyOf(level: Level, patch: Partial<LevelBody> = {}): LevelBody {
  const { id: _id, sort: _sort, ...rest } = level;
  return { ...rest, ...patch };
}

/** Levels: entitlements, upgrade price and daily downloads; add, edit, disable. */
export default function LevelsTab() {
  const t = useT();
  const s = useSiteT();
  const { editing, current, open, setEditing, close } = useEditing<Level>();
  const fetch = useCallback(() => admin.call(admin.raw.GET('/api/admin/levels', {})), []);
  const { data, reload } = useAdminData(fetch);

  const write = (level: Level | null, body: LevelBody) =>
    level
      ? admin.call(
          admin.raw.PUT('/api/admin/levels/{levelId}', {
            params: { path: { levelId: level.id } },
            body,
          }),
        )
      : admin.call(admin.raw.POST('/api/admin/levels', { body }));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: LevelBody = {
      name: String(form.get('name')),
      price: centsOf(form.get('price')),
      dailyDownloads: Number(form.get('dailyDownloads')),
      sourceMaterial: form.has('sourceMaterial'),
      myzSourceMaterial: form.has('myzSourceMaterial'),
      template: form.has('template'),
      plugin: form.has('plugin'),
      dubbing: form.has('dubbing'),
      course: form.has('course'),
    };
    afterWrite(await write(current, body), () => {
      close();
      reload();
    });
  };
  const toggle = async (level: Level) =>
    afterWrite(await write(level, bodyOf(level, { disabled: !level.disabled })), reload);

  return (
    <>
      <DataTable
        label={s('levelsTable')}
        rows={data ?? []}
        rowKey={(l) => l.id}
        toolbar={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {s('newLevel')}
          </Button>
        }
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
          {
            key: 'actions',
            header: t('actions'),
            render: (l) => (
              <Actions>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => setEditing(l)}
                  aria-label={`${t('edit')} ${l.name}`}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => void toggle(l)}
                  aria-label={`${s(l.disabled ? 'enable' : 'disable')} ${l.name}`}
                >
                  {s(l.disabled ? 'enable' : 'disable')}
                </Button>
              </Actions>
            ),
          },
        ]}
      />
      <Hint>{s('disableLevelHint')}</Hint>
      <Drawer open={open} title={s(editing === 'new' ? 'newLevel' : 'editLevel')} onClose={close}>
        <form onSubmit={(e) => void save(e)} key={current?.id ?? 'new'}>
          <Field>
            {s('levelName')}
            <input
              name="name"
              required
              maxLength={AdminLevelRequestRules.name.maxLength}
              defaultValue={current?.name}
            />
          </Field>
          <Field>
            {s('price')}
            <input
              name="price"
              type="number"
              required
              min={0}
              step={0.01}
              defaultValue={current ? current.price / 100 : 0}
            />
          </Field>
          <Field>
            {s('dailyDownloads')}
            <input
              name="dailyDownloads"
              type="number"
              required
              min={0}
              max={100000}
              defaultValue={current?.dailyDownloads ?? 20}
            />
          </Field>
          <Checks>
            <legend>{s('entitlements')}</legend>
            {ENTITLEMENTS.map((e) => (
              <label key={e}>
                <input type="checkbox" name={e} defaultChecked={current?.[e] ?? false} />
                {s(`ent_${e}`)}
              </label>
            ))}
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
