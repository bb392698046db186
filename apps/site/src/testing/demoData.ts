// Demo content of the in-memory API (./memoryApi.ts), modelled on the API's seed: levels, prices,
// voices, a small section tree. Pictures and audio are made here (data: URLs), so nothing is
// fetched. Money is integer cents, like the API.
import type {
  CommonDocument,
  DubbingVoice,
  EntitlementKey,
  HomeImage,
  Notice,
  OneClass,
  OneClassChild,
  PayMethod,
  PayOption,
  TwoClassDocument,
  UsersLevelInfo,
} from '@dongman/api-client';

/** A picture with a caption, as an SVG data URL (hue 0–360). */
export function picture(label: string, hue: number, width = 960, height = 540): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 55%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 35%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="54%" font-size="${Math.round(height / 9)}" fill="white" ` +
    `text-anchor="middle" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Half a second of silence as a WAV data URL: the dubbing results play (quietly). */
export const SILENT_WAV = (() => {
  const samples = 4_000; // 8 kHz, 16-bit mono
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8_000, true);
  view.setUint32(28, 16_000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return `data:audio/wav;base64,${btoa(binary)}`;
})();

/** The captcha image: four characters (the stories type "ab12"). */
export const CAPTCHA_IMAGE = picture('AB12', 210, 120, 40);
export const CAPTCHA_ANSWER = 'ab12';
/** The code every SMS "sends" here. */
export const SMS_CODE = '123456';
/** The token of the reset link staff texted to demo (the console's 发送重置短信). */
export const RESET_LINK_TOKEN = 'demoResetLinkToken_0123456789abc';

const level = (
  id: number,
  name: string,
  price: number,
  rights: Partial<Record<EntitlementKey, boolean>>,
  dailyDownloads: number,
  termDays: number | null = null,
): UsersLevelInfo => ({
  termDays,
  id,
  name,
  sourceMaterial: true,
  myzSourceMaterial: false,
  template: false,
  plugin: false,
  dubbing: false,
  course: false,
  ...rights,
  price,
  dailyDownloads,
});

/** 普通会员: the level every new member starts at (the member fixture's default too). */
export const BASIC_LEVEL = level(1, '普通会员', 0, {}, 10);

export const LEVELS: UsersLevelInfo[] = [
  BASIC_LEVEL,
  level(
    2,
    '高级会员',
    19_900,
    { myzSourceMaterial: true, template: true, dubbing: true, course: true },
    50,
    365,
  ),
  level(
    3,
    '至尊会员',
    49_900,
    { myzSourceMaterial: true, template: true, plugin: true, dubbing: true, course: true },
    200,
  ),
];

export const PAY_OPTIONS: PayOption[] = [
  { id: 1, name: '充值 30 元', price: 3_000, amount: 3_000, recommended: false },
  { id: 2, name: '充值 50 元', price: 5_000, amount: 5_000, recommended: false },
  { id: 3, name: '充值 100 元（赠 10 元）', price: 10_000, amount: 11_000, recommended: true },
  { id: 4, name: '充值 200 元（赠 30 元）', price: 20_000, amount: 23_000, recommended: false },
];

/** The sandbox cashier of a site without a real payment provider yet. */
export const PAY_METHODS: PayMethod[] = [
  { payType: 'wechat', provider: 'sandbox', sandbox: true },
  { payType: 'alipay', provider: 'sandbox', sandbox: true },
];

export const CLASSES: OneClass[] = [
  { id: 1, name: '动画素材', sort: 1 },
  { id: 2, name: '模板工程', sort: 2 },
  { id: 3, name: '插件脚本', sort: 3 },
];

export const CHILDREN: OneClassChild[] = [
  { id: 1, name: '人物角色', oneClassId: 1 },
  { id: 2, name: '场景背景', oneClassId: 1 },
  { id: 3, name: '特效元素', oneClassId: 1 },
];

const DAY = '2025-03-0';
const doc = (
  id: number,
  title: string,
  oneClass: number,
  oneClassChildren: number,
  entitlement: EntitlementKey | null,
  hue: number,
): TwoClassDocument => ({
  id,
  title,
  content:
    `<p>${title}，分层 PSD 与 PNG 序列帧，可直接导入 AE / Animate 使用。</p>` +
    '<ul><li>分辨率 1920×1080</li><li>含白天、黄昏两套配色</li><li>商用需保留作者署名</li></ul>',
  section: '',
  entitlement,
  downloadKey: `d${id}`,
  updateTime: `${DAY}${(id % 9) + 1}T08:00:00.000Z`,
  createTime: `${DAY}${(id % 9) + 1}T08:00:00.000Z`,
  oneClass,
  oneClassName: CLASSES.find((c) => c.id === oneClass)?.name ?? '',
  oneClassChildren,
  oneClassChildrenName: CHILDREN.find((c) => c.id === oneClassChildren)?.name ?? '',
  material: {
    fileName: `material-${id}.zip`,
    format: 'ZIP',
    mime: 'application/zip',
    size: 48_000_000 + id * 1_250_000,
    sha256: id.toString(16).padStart(64, '0'),
    contents: [
      { path: `${title}/源文件/${title}.psd`, size: 36_000_000 + id * 1_000_000 },
      { path: `${title}/PNG序列/帧0001.png`, size: 2_400_000 },
      { path: `${title}/PNG序列/帧0002.png`, size: 2_380_000 },
      { path: '使用说明.txt', size: 1_820 },
    ],
    contentsTruncated: false,
  },
  previews: [picture(title, hue), picture(`${title} · 2`, hue + 30)],
  downloadCount: 120 + id * 7,
  favourite: false,
});

export const DOCUMENTS: TwoClassDocument[] = [
  doc(11, '古风少女角色素材包', 1, 1, 'sourceMaterial', 330),
  doc(12, '校园少年走路循环', 1, 1, 'sourceMaterial', 200),
  doc(13, 'Q版医生表情合集', 1, 1, 'myzSourceMaterial', 20),
  doc(21, '古风庭院场景（白天、黄昏、雪景）', 1, 2, 'sourceMaterial', 140),
  doc(22, '赛博朋克都市街道', 1, 2, 'sourceMaterial', 260),
  doc(31, '水墨转场特效合集', 1, 3, 'sourceMaterial', 40),
  doc(41, '二次元片头模板工程', 2, 0, 'template', 290),
  doc(42, '国潮节日海报动画模板', 2, 0, 'template', 0),
  doc(51, 'AE 一键描边插件', 3, 0, 'plugin', 100),
];

export const COMMON_DOCUMENTS: CommonDocument[] = [
  {
    id: 2,
    title: '会员必读：素材下载与使用说明',
    content:
      '<h2>下载须知</h2><p>每个会员等级每日可下载的素材数量不同，北京时间 0 点恢复。</p>' +
      '<h2>使用范围</h2><p>素材仅限会员本人的创作使用，请勿转售或公开分发源文件。</p>',
    section: '',
    entitlement: null,
    downloadKey: null,
    updateTime: '2025-01-10T08:00:00.000Z',
  },
];

export const HOME_IMAGES: HomeImage[] = [
  {
    id: 1,
    title: '春季新素材上线',
    imageUrl: picture('春季新素材上线', 300, 1200, 400),
    link: null,
  },
  {
    id: 2,
    title: '配音中心新增音色',
    imageUrl: picture('配音中心新增音色', 190, 1200, 400),
    link: null,
  },
];

export const NOTICES: Notice[] = [
  {
    id: 1,
    title: '关于春节期间素材更新安排的通知',
    noticeContent: '<p>春节期间素材照常更新，客服回复可能稍有延迟。</p>',
    createTime: '2025-01-20T02:00:00.000Z',
  },
  {
    id: 2,
    title: '配音中心新增AI声音克隆功能',
    noticeContent: '<p>会员可在配音中心体验新的声音克隆功能。</p>',
    createTime: '2024-12-08T01:30:00.000Z',
  },
];

export const VOICES: DubbingVoice[] = [
  {
    id: 1,
    name: '晓晓',
    gender: 'female',
    style: '温柔知性',
    sampleText: '你好',
    collected: false,
  },
  { id: 2, name: '云希', gender: 'male', style: '阳光少年', sampleText: '你好', collected: false },
  { id: 3, name: '晓伊', gender: 'child', style: '活泼童声', sampleText: '你好', collected: false },
  { id: 4, name: '云健', gender: 'male', style: '浑厚解说', sampleText: '你好', collected: false },
  {
    id: 5,
    name: '晓辰',
    gender: 'female',
    style: '甜美动漫',
    sampleText: '你好',
    collected: false,
  },
];
