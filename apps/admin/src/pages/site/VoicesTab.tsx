import { useApiData } from '@dongman/state';
import { CrudTable } from '../../components/CrudTable';
import { admin, type Schemas } from '../../lib/api';
import { ALL_WRITES, resource } from '../../lib/resource';
import { useCrud } from '../../lib/useCrud';
import { useSiteT } from './copy';
import { useVoicePreview, VoicePreviewPlayer } from './voices/useVoicePreview';
import { VoiceDrawer } from './voices/VoiceDrawer';
import { engineSummary } from './voices/voiceEngines';

type Voice = Schemas['AdminVoice'];

const voices = resource('/api/admin/voices', '/api/admin/voices/{voiceId}', ALL_WRITES);

/**
 * Voices members choose from in the dubbing centre: add, edit (with the voice and parameters of
 * each speech engine), order, remove while unused, and 试听 each through the engine that speaks now.
 */
export default function VoicesTab() {
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
        crud={crud}
        label={s('voicesTable')}
        newLabel={s('newVoice')}
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
          { label: s('edit'), onClick: () => crud.edit(v) },
          { label: s('delete'), onClick: () => void crud.remove(v) },
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
