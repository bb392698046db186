import { AdminVoiceRequestRules as RULES } from '@dongman/api-client/contract';
import { Button } from '@dongman/ui';
import { NumberField, SelectField, TextField, fieldsOf } from '../../../components/Fields';
import { FormDrawer } from '../../../components/FormDrawer';
import type { Schemas } from '../../../lib/api';
import { useSiteT } from '../copy';
import { useVoicePreview, VoicePreviewPlayer } from './useVoicePreview';
import { VoiceEngineFields } from './VoiceEngineFields';
import { enginesOf, type SpeechEngine } from './voiceEngines';

type Voice = Schemas['AdminVoice'];
type VoiceBody = Schemas['AdminVoiceRequest'];
const GENDERS = ['female', 'male', 'child'] as const;

interface Props {
  drawer: { open: boolean; onClose: () => void; formKey: string | number };
  /** The voice edited; null for a new one. */
  voice: Voice | null;
  nextSort: number;
  engine: { engine: SpeechEngine; label: string };
  onSave: (body: VoiceBody) => void;
}

function voiceOf(form: FormData) {
  return {
    name: String(form.get('name') ?? '').trim(),
    gender: String(form.get('gender')) as VoiceBody['gender'],
    style: String(form.get('style') ?? '').trim(),
    pitchHz: Number(form.get('pitchHz')),
    engines: enginesOf(form),
  };
}

/** Add or edit a voice: what members see, and what each engine speaks it with; 试听 as typed. */
export function VoiceDrawer({ drawer, voice, nextSort, engine, onSave }: Props) {
  const s = useSiteT();
  const field = fieldsOf(RULES, voice);
  const { preview, pending, play } = useVoicePreview();

  const save = (form: FormData) =>
    onSave({
      ...voiceOf(form),
      language: String(form.get('language')),
      sampleText: String(form.get('sampleText')),
      sort: Number(form.get('sort')),
    });

  const listen = (form: HTMLFormElement | null) => {
    if (!form) return;
    const edited = voiceOf(new FormData(form));
    void play(edited.name || s('newVoice'), {
      ...edited,
      ...(voice ? { voiceId: voice.id } : {}),
    });
  };

  return (
    <FormDrawer {...drawer} title={s(voice ? 'editVoice' : 'newVoice')} onSubmit={save}>
      <TextField label={s('voiceName')} {...field('name')} />
      <SelectField
        label={s('gender')}
        name="gender"
        values={GENDERS}
        nameOf={(g) => s(`gender_${g}`)}
        defaultValue={voice?.gender ?? 'female'}
      />
      <TextField label={s('style')} {...field('style')} />
      <TextField label={s('voiceLanguage')} {...field('language', s('voiceLanguageDefault'))} />
      <NumberField label={s('pitchHz')} {...field('pitchHz', 200)} />
      <TextField label={s('sampleText')} {...field('sampleText')} rows={3} />
      <NumberField label={s('sort')} {...field('sort', nextSort)} />
      <VoiceEngineFields
        active={engine.engine}
        activeLabel={engine.label}
        engines={voice?.engines}
      />
      <Button type="button" loading={pending} onClick={(event) => listen(event.currentTarget.form)}>
        {s('preview')}
      </Button>
      <VoicePreviewPlayer preview={preview} />
    </FormDrawer>
  );
}
