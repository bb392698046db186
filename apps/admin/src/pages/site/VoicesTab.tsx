import { useApiData } from '@dongman/state';
import { CrudTable } from '../../components/CrudTable';
import { useT } from '../../i18n';
import { admin, type Schemas } from '../../lib/api';
import { useCrud, type CrudApi } from '../../lib/useCrud';
import { useSiteT } from './copy';
import { useVoicePreview, VoicePreviewPlayer } from './voices/useVoicePreview';
import { VoiceDrawer } from './voices/VoiceDrawer';
import { engineSummary } from './voices/voiceEngines';

type Voice = Schemas['AdminVoice'];
type VoiceBody = Schemas['AdminVoiceRequest'];

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

/**
 * Voices members choose from in the dubbing centre: add, edit (with the voice and parameters of
 * each speech engine), order, remove while unused, and 试听 each through the engine that speaks now.
 */
export default function VoicesTab() {
  const t = useT();
  const s = useSiteT();
  const crud = useCrud(voices);
  const { data: engine } = useApiData('speech-engine', (signal) =>
    admin.call(admin.raw.GET('/api/admin/speech-engine', { signal })),
  );
  const { preview, play } = useVoicePreview();
  const listen = (v: Voice) =>
    void play(v.name, {
      voiceId: v.id,
      name: v.name,
      gender: v.gender,
      style: v.style,
      pitchHz: v.pitchHz,
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
          {
            key: 'engines',
            header: s('engineColumn', { engine: engine?.label ?? '' }),
            render: (v) => (engine ? engineSummary(engine.engine, v.engines) : ''),
          },
          { key: 'sort', header: s('sort') },
        ]}
        actions={(v) => [
          { label: s('preview'), onClick: () => listen(v) },
          { label: t('edit'), onClick: () => crud.edit(v) },
          { label: t('delete'), onClick: () => void crud.remove(v) },
        ]}
      />
      <VoicePreviewPlayer preview={preview} />
      {engine && (
        <VoiceDrawer
          drawer={crud.drawer}
          voice={crud.current}
          nextSort={crud.rows.length + 1}
          engine={engine}
          onSave={(body) => void crud.save(body)}
        />
      )}
    </>
  );
}
