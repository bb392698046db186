import {
  AzureVoiceMappingRules as AZURE,
  EspeakVoiceMappingRules as ESPEAK,
  TencentVoiceMappingRules as TENCENT,
  enums,
} from '@dongman/api-client/contract';
import type { ReactNode } from 'react';
import { NumberField, SelectField, TextField } from '../../../components/Fields';
import { useSiteT } from '../copy';
import { FieldGroup } from '../../../components/Form.styles';
import type { EffectiveEngines, SpeechEngine } from './voiceEngines';

interface Props {
  /** The engine that speaks now: its fields are required and come first. */
  active: SpeechEngine;
  activeLabel: string;
  /** The edited voice's mappings (saved or the engines' defaults); none for a new voice. */
  engines?: EffectiveEngines;
}

/**
 * Each engine's voice and parameters for one voice, a fieldset per engine: the active engine's
 * must be filled in, another left blank speaks the voice by that engine's default.
 */
export function VoiceEngineFields({ active, activeLabel, engines }: Props) {
  const s = useSiteT();
  const order = [active, ...enums.SpeechEngine.filter((e) => e !== active)];
  const legend = (engine: SpeechEngine) =>
    s(engine === active ? 'engineActive' : 'engineOptional', {
      engine: engine === active ? activeLabel : s(`engine_${engine}`),
    });
  const sections: Record<SpeechEngine, (required: boolean) => ReactNode> = {
    espeak: (required) => (
      <>
        <SelectField
          label={s('espeakVoice')}
          name="espeak.voice"
          values={enums.EspeakLanguage}
          nameOf={(v) => s(`espeakLanguage_${v}`)}
          defaultValue={engines?.espeak.voice ?? 'cmn-latn-pinyin'}
        />
        <SelectField
          label={s('espeakVariant')}
          name="espeak.variant"
          values={enums.EspeakVariant}
          nameOf={(v) => v}
          noneLabel={required ? undefined : s('engineDefault')}
          defaultValue={engines?.espeak.variant ?? (required ? 'f2' : null)}
        />
        <NumberField
          label={s('espeakPitch')}
          name="espeak.pitch"
          rule={ESPEAK.pitch}
          required={required}
          defaultValue={engines?.espeak.pitch ?? (required ? 50 : undefined)}
        />
        <NumberField
          label={s('espeakRate')}
          name="espeak.rate"
          rule={ESPEAK.rate}
          required={required}
          defaultValue={engines?.espeak.rate ?? (required ? 165 : undefined)}
        />
      </>
    ),
    azure: (required) => (
      <>
        <TextField
          label={s('azureVoice')}
          name="azure.voice"
          rule={AZURE.voice}
          required={required}
          defaultValue={engines?.azure.voice}
        />
        <TextField
          label={s('azureStyle')}
          name="azure.style"
          rule={AZURE.style}
          required={false}
          defaultValue={engines?.azure.style ?? ''}
        />
        <NumberField
          label={s('azureRate')}
          name="azure.rate"
          rule={AZURE.rate}
          required={false}
          defaultValue={engines?.azure.rate}
        />
        <NumberField
          label={s('azurePitch')}
          name="azure.pitch"
          rule={AZURE.pitch}
          required={false}
          defaultValue={engines?.azure.pitch}
        />
      </>
    ),
    tencent: (required) => (
      <>
        <NumberField
          label={s('tencentVoiceType')}
          name="tencent.voiceType"
          rule={TENCENT.voiceType}
          required={required}
          defaultValue={engines?.tencent.voiceType}
        />
        <NumberField
          label={s('tencentSpeed')}
          name="tencent.speed"
          rule={TENCENT.speed}
          step={0.1}
          required={false}
          defaultValue={engines?.tencent.speed}
        />
        <NumberField
          label={s('tencentVolume')}
          name="tencent.volume"
          rule={TENCENT.volume}
          step={0.1}
          required={false}
          defaultValue={engines?.tencent.volume}
        />
      </>
    ),
  };
  return order.map((engine) => (
    <FieldGroup key={engine}>
      <legend>{legend(engine)}</legend>
      {sections[engine](engine === active)}
    </FieldGroup>
  ));
}
