import { AdminVoiceRequestRules as RULES } from '@dongman/api-client/contract';
import { CrudTable } from '../../components/CrudTable';
import { NumberField, SelectField, TextField, fieldsOf } from '../../components/Fields';
import { FormDrawer } from '../../components/FormDrawer';
import { useT } from '../../i18n';
import { admin, type Schemas } from '../../lib/api';
import { useCrud, type CrudApi } from '../../lib/useCrud';
import { useSiteT } from './copy';

type Voice = Schemas['AdminVoice'];
type VoiceBody = Schemas['AdminVoiceRequest'];
const GENDERS = ['female', 'male', 'child'] as const;

const voices: CrudApi<Voice, VoiceBody> = {
  list: (signal) => admin.call(admin.raw.GET('/api/admin/voices', { signal })),
  create: (body) => admin.call(admin.raw.POST('/api/admin/voices', { body })),
  update: (voice, body) =>
    admin.call(
      admin.raw.PUT('/api/admin/voices/{voiceId}', {
        params: { path: { voiceId: voice.id } },
        body,
      }),
    ),
  remove: (voice) =>
    admin.call(
      admin.raw.DELETE('/api/admin/voices/{voiceId}', { params: { path: { voiceId: voice.id } } }),
    ),
};

/** Voices members choose from in the dubbing centre: add, edit, order, remove while unused. */
export default function VoicesTab() {
  const t = useT();
  const s = useSiteT();
  const crud = useCrud(voices);
  const { current } = crud;
  const field = fieldsOf(RULES, current);

  const save = (form: FormData) =>
    crud.save({
      name: String(form.get('name')),
      gender: String(form.get('gender')) as VoiceBody['gender'],
      style: String(form.get('style')),
      language: String(form.get('language')),
      pitchHz: Number(form.get('pitchHz')),
      sampleText: String(form.get('sampleText')),
      sort: Number(form.get('sort')),
    });

  return (
    <>
      <CrudTable
        label={s('voicesTable')}
        rows={crud.rows}
        rowKey={(v) => v.id}
        newLabel={s('newVoice')}
        onNew={crud.startNew}
        rowName={(v) => v.name}
        columns={[
          { key: 'name', header: s('voiceName') },
          { key: 'gender', header: s('gender'), render: (v) => s(`gender_${v.gender}`) },
          { key: 'style', header: s('style') },
          { key: 'language', header: s('voiceLanguage') },
          { key: 'sort', header: s('sort') },
        ]}
        actions={(v) => [
          { label: t('edit'), onClick: () => crud.edit(v) },
          { label: t('delete'), onClick: () => void crud.remove(v) },
        ]}
      />
      <FormDrawer {...crud.drawer} title={s(crud.isNew ? 'newVoice' : 'editVoice')} onSubmit={save}>
        <TextField label={s('voiceName')} {...field('name')} />
        <SelectField
          label={s('gender')}
          name="gender"
          values={GENDERS}
          nameOf={(g) => s(`gender_${g}`)}
          defaultValue={current?.gender ?? 'female'}
        />
        <TextField label={s('style')} {...field('style')} />
        <TextField label={s('voiceLanguage')} {...field('language', '普通话')} />
        <NumberField label={s('pitchHz')} {...field('pitchHz', 200)} />
        <TextField label={s('sampleText')} {...field('sampleText')} rows={3} />
        <NumberField label={s('sort')} {...field('sort', crud.rows.length + 1)} />
      </FormDrawer>
    </>
  );
}
