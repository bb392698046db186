import {
  AzureVoiceMappingRules as AZURE,
  EspeakVoiceMappingRules as ESPEAK,
  TencentVoiceMappingRules as TENCENT,
  enums,
} from '@dongman/api-client/contract';
import { NumberField, SelectField, TextField } from '../../../components/Fields';
import { useSiteT } from '../copy';

type SiteKey = Parameters<ReturnType<typeof useSiteT>>[0];
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
 * An engine's parameter field (`<engine>.<field>`): a text or a number within the contract's
 * rule; `needed` ones are required while the engine is active, then starting at `whenActive`.
 */
type Param = { field: string; label: SiteKey; needed?: boolean; whenActive?: number } & (
  { text: { maxLength: number } } | { number: { minimum: number; maximum?: number }; step?: number }
);

/** Each engine's parameters in form order (eSpeak's voice and variant come before its own). */
const PARAMS: Record<SpeechEngine, Param[]> = {
  espeak: [
    { field: 'pitch', label: 'espeakPitch', needed: true, whenActive: 50, number: ESPEAK.pitch },
    { field: 'rate', label: 'espeakRate', needed: true, whenActive: 165, number: ESPEAK.rate },
  ],
  azure: [
    { field: 'voice', label: 'azureVoice', needed: true, text: AZURE.voice },
    { field: 'style', label: 'azureStyle', text: AZURE.style },
    { field: 'rate', label: 'azureRate', number: AZURE.rate },
    { field: 'pitch', label: 'azurePitch', number: AZURE.pitch },
  ],
  tencent: [
    { field: 'voiceType', label: 'tencentVoiceType', needed: true, number: TENCENT.voiceType },
    { field: 'speed', label: 'tencentSpeed', number: TENCENT.speed, step: 0.1 },
    { field: 'volume', label: 'tencentVolume', number: TENCENT.volume, step: 0.1 },
  ],
};

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
  const espeakVoice = (required: boolean) => (
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
    </>
  );
  const param = (engine: SpeechEngine, p: Param, active: boolean) => {
    const name = `${engine}.${p.field}`;
    const saved = (engines?.[engine] as Record<string, unknown> | undefined)?.[p.field];
    const required = active && p.needed === true;
    return 'text' in p ? (
      <TextField
        key={name}
        label={s(p.label)}
        name={name}
        rule={p.text}
        required={required}
        defaultValue={saved == null ? '' : String(saved)}
      />
    ) : (
      <NumberField
        key={name}
        label={s(p.label)}
        name={name}
        rule={p.number}
        step={p.step}
        required={required}
        defaultValue={(saved as number | null | undefined) ?? (required ? p.whenActive : undefined)}
      />
    );
  };
  return order.map((engine) => (
    <FieldGroup key={engine}>
      <legend>{legend(engine)}</legend>
      {engine === 'espeak' && espeakVoice(engine === active)}
      {PARAMS[engine].map((p) => param(engine, p, engine === active))}
    </FieldGroup>
  ));
}
