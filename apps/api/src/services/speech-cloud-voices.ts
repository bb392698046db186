import type { AzureMapping, SpeechVoice, TencentMapping } from './speech.js';

// Which voice of a cloud engine speaks each of our voices: the one the console mapped it to
// (dubbing_voices.azure_mapping / tencent_mapping), or by default the one chosen here. Our voices are named after
// Azure's Mandarin neural voices (晓晓 is zh-CN-XiaoxiaoNeural), so a name Azure has is taken as
// is; otherwise, and on Tencent Cloud, the voice's kind (gender) and 风格 choose among the
// engine's standard voices, and the voice id spreads voices of one kind over several.

/** Azure Speech's Mandarin neural voices, by the Chinese name their documentation gives them. */
const AZURE_BY_NAME: Record<string, string> = {
  晓晓: 'zh-CN-XiaoxiaoNeural',
  晓伊: 'zh-CN-XiaoyiNeural',
  晓辰: 'zh-CN-XiaochenNeural',
  晓涵: 'zh-CN-XiaohanNeural',
  晓萌: 'zh-CN-XiaomengNeural',
  晓墨: 'zh-CN-XiaomoNeural',
  晓秋: 'zh-CN-XiaoqiuNeural',
  晓睿: 'zh-CN-XiaoruiNeural',
  晓双: 'zh-CN-XiaoshuangNeural',
  晓颜: 'zh-CN-XiaoyanNeural',
  晓悠: 'zh-CN-XiaoyouNeural',
  晓甄: 'zh-CN-XiaozhenNeural',
  云希: 'zh-CN-YunxiNeural',
  云健: 'zh-CN-YunjianNeural',
  云扬: 'zh-CN-YunyangNeural',
  云枫: 'zh-CN-YunfengNeural',
  云皓: 'zh-CN-YunhaoNeural',
  云夏: 'zh-CN-YunxiaNeural',
  云野: 'zh-CN-YunyeNeural',
  云泽: 'zh-CN-YunzeNeural',
};

type Choice<T> = { style: RegExp; gender?: SpeechVoice['gender']; voice: T };

const AZURE_BY_STYLE: Choice<string>[] = [
  { style: /四川/u, voice: 'zh-CN-sichuan-YunxiNeural' },
  { style: /东北/u, voice: 'zh-CN-liaoning-XiaobeiNeural' },
  { style: /陕西/u, voice: 'zh-CN-shaanxi-XiaoniNeural' },
  { style: /新闻|播报/u, gender: 'male', voice: 'zh-CN-YunyangNeural' },
  { style: /浑厚|解说|沉稳/u, gender: 'male', voice: 'zh-CN-YunjianNeural' },
];

const AZURE_BY_GENDER: Record<SpeechVoice['gender'], readonly string[]> = {
  female: [
    'zh-CN-XiaoxiaoNeural',
    'zh-CN-XiaochenNeural',
    'zh-CN-XiaohanNeural',
    'zh-CN-XiaoyanNeural',
  ],
  male: ['zh-CN-YunxiNeural', 'zh-CN-YunfengNeural', 'zh-CN-YunzeNeural', 'zh-CN-YunyeNeural'],
  child: ['zh-CN-XiaoyouNeural', 'zh-CN-XiaoshuangNeural'],
};

/** Tencent Cloud TTS standard voices (VoiceType), from its 音色列表. */
const TENCENT_BY_STYLE: Choice<number>[] = [
  { style: /新闻|播报/u, gender: 'male', voice: 101013 }, // 智辉 新闻男声
  { style: /新闻|播报/u, gender: 'female', voice: 101011 }, // 智燕 新闻女声
  { style: /浑厚|解说|沉稳/u, gender: 'male', voice: 101018 }, // 智靖 情感男声
  { style: /阳光|少年/u, gender: 'male', voice: 101010 }, // 智华 通用男声
  { style: /少年|男童/u, gender: 'child', voice: 101015 }, // 智萌 男童声
  { style: /甜美/u, gender: 'female', voice: 101017 }, // 智蓉 情感女声
  { style: /可爱|萝莉/u, gender: 'female', voice: 101003 }, // 智美 客服女声
];

const TENCENT_BY_GENDER: Record<SpeechVoice['gender'], readonly number[]> = {
  // 智瑜 情感女声, 智聆 通用女声, 智芸 知性女声, 智莉 通用女声
  female: [101001, 101002, 101009, 101005],
  // 智云 通用男声, 智宁 新闻男声
  male: [101004, 101014],
  // 智甜 女童声
  child: [101016],
};

function choose<T>(
  voice: SpeechVoice,
  byStyle: Choice<T>[],
  byGender: Record<string, readonly T[]>,
): T {
  const styled = byStyle.find(
    (c) => c.style.test(voice.style) && (!c.gender || c.gender === voice.gender),
  );
  if (styled) return styled.voice;
  const list = byGender[voice.gender] ?? byGender.female!;
  return list[(voice.id - 1 + list.length) % list.length]!;
}

/** The Azure voice and prosody a voice has when the console mapped none. */
export function azureDefaultOf(voice: SpeechVoice): AzureMapping {
  return {
    voice:
      (voice.name && AZURE_BY_NAME[voice.name]) || choose(voice, AZURE_BY_STYLE, AZURE_BY_GENDER),
    style: null,
    rate: 0,
    pitch: 0,
  };
}

/** The Tencent Cloud voice a voice has when the console mapped none. */
export function tencentDefaultOf(voice: SpeechVoice): TencentMapping {
  return { voiceType: choose(voice, TENCENT_BY_STYLE, TENCENT_BY_GENDER), speed: 0, volume: 0 };
}

/** How one of our voices speaks on Azure: its mapping, or the default. */
export function azureMappingOf(voice: SpeechVoice): AzureMapping {
  return voice.engines?.azure ?? azureDefaultOf(voice);
}

/** How one of our voices speaks on Tencent Cloud: its mapping, or the default. */
export function tencentMappingOf(voice: SpeechVoice): TencentMapping {
  return voice.engines?.tencent ?? tencentDefaultOf(voice);
}

/** The Azure voice name (`zh-CN-XiaoxiaoNeural`) that speaks one of our voices. */
export function azureVoiceOf(voice: SpeechVoice): string {
  return azureMappingOf(voice).voice;
}

/** The Tencent Cloud VoiceType that speaks one of our voices. */
export function tencentVoiceOf(voice: SpeechVoice): number {
  return tencentMappingOf(voice).voiceType;
}
