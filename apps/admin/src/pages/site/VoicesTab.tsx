import { AdminVoiceRequestRules } from '@dongman/api-client/contract';
import { useCallback, type FormEvent } from 'react';
import { Button, DataTable, Drawer } from '@dongman/ui';
import { useT } from '../../i18n';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../../lib/api';
import { useAdminData } from '../../lib/useAdminData';
import { Field } from '../members/members.styles';
import { useSiteT } from './copy';
import { afterWrite, useEditing } from './shared';

type Voice = Schemas['AdminVoice'];
type VoiceBody = Schemas['AdminVoiceRequest'];
const GENDERS = ['female', 'male', 'child'] as const;

/** Voices members choose from in the dubbing centre: add, edit, order, remove while unused. */
export default function VoicesTab() {
  const t = useT();
  const s = useSiteT();
  const { editing, current, open, setEditing, close } = useEditing<Voice>();
  const fetch = useCallback(() => admin.call(admin.raw.GET('/api/admin/voices', {})), []);
  const { data, reload } = useAdminData(fetch);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: VoiceBody = {
      name: String(form.get('name')),
      gender: String(form.get('gender')) as VoiceBody['gender'],
      style: String(form.get('style')),
      language: String(form.get('language')),
      pitchHz: Number(form.get('pitchHz')),
      sampleText: String(form.get('sampleText')),
      sort: Number(form.get('sort')),
    };
    const result = current
      ? await admin.call(
          admin.raw.PUT('/api/admin/voices/{voiceId}', {
            params: { path: { voiceId: current.id } },
            body,
          }),
        )
      : await admin.call(admin.raw.POST('/api/admin/voices', { body }));
    afterWrite(result, () => {
      close();
      reload();
    });
  };
  const remove = async (v: Voice) =>
    afterWrite(
      await admin.call(
        admin.raw.DELETE('/api/admin/voices/{voiceId}', { params: { path: { voiceId: v.id } } }),
      ),
      reload,
    );

  return (
    <>
      <DataTable
        label={s('voicesTable')}
        rows={data ?? []}
        rowKey={(v) => v.id}
        toolbar={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {s('newVoice')}
          </Button>
        }
        columns={[
          { key: 'name', header: s('voiceName') },
          { key: 'gender', header: s('gender'), render: (v) => s(`gender_${v.gender}`) },
          { key: 'style', header: s('style') },
          { key: 'language', header: s('voiceLanguage') },
          { key: 'sort', header: s('sort') },
          {
            key: 'actions',
            header: t('actions'),
            render: (v) => (
              <Actions>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => setEditing(v)}
                  aria-label={`${t('edit')} ${v.name}`}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => void remove(v)}
                  aria-label={`${t('delete')} ${v.name}`}
                >
                  {t('delete')}
                </Button>
              </Actions>
            ),
          },
        ]}
      />
      <Drawer open={open} title={s(editing === 'new' ? 'newVoice' : 'editVoice')} onClose={close}>
        <form onSubmit={(e) => void save(e)} key={current?.id ?? 'new'}>
          <Field>
            {s('voiceName')}
            <input
              name="name"
              required
              maxLength={AdminVoiceRequestRules.name.maxLength}
              defaultValue={current?.name}
            />
          </Field>
          <Field>
            {s('gender')}
            <select name="gender" defaultValue={current?.gender ?? 'female'}>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {s(`gender_${g}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            {s('style')}
            <input
              name="style"
              required
              maxLength={AdminVoiceRequestRules.style.maxLength}
              defaultValue={current?.style}
            />
          </Field>
          <Field>
            {s('voiceLanguage')}
            <input
              name="language"
              required
              maxLength={AdminVoiceRequestRules.language.maxLength}
              defaultValue={current?.language ?? '普通话'}
            />
          </Field>
          <Field>
            {s('pitchHz')}
            <input
              name="pitchHz"
              type="number"
              required
              min={60}
              max={400}
              defaultValue={current?.pitchHz ?? 200}
            />
          </Field>
          <Field>
            {s('sampleText')}
            <textarea
              name="sampleText"
              required
              maxLength={AdminVoiceRequestRules.sampleText.maxLength}
              rows={3}
              defaultValue={current?.sampleText}
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
