import { COMMON_DOCUMENT_IDS } from '@dongman/api-client/contract';
import type { ReportStatus, UserStatus } from '../db/schema.js';
import { gradientPng } from './png';
// Fixed demo content: pages, notices, levels, prices, voices, menus. Money is integer cents.

/** Fixed ids of the common (static) documents (CommonDocumentId in openapi.yaml). */
export { COMMON_DOCUMENT_IDS };

export interface SeedCommonDocument {
  id: number;
  key: string;
  title: string;
  section: string;
  entitlement?: 'plugin';
  downloadable?: true;
  content: string;
}

export const COMMON_DOCUMENTS: SeedCommonDocument[] = [
  {
    id: COMMON_DOCUMENT_IDS.market,
    key: 'market',
    section: '素材市场',
    title: '素材市场',
    content:
      '<h2>素材市场</h2><p>素材市场汇集了动画角色、场景、道具、特效、模板与音效等海量资源，每周持续更新。</p>' +
      '<h3>如何获取素材</h3><ol><li>注册并登录会员账号；</li><li>在左侧“素材中心”选择栏目，或在顶部搜索框输入关键词；</li>' +
      '<li>进入素材详情页点击下载，系统会根据您的会员等级校验下载权限。</li></ol>' +
      '<p>不同会员等级包含的素材权益不同，详见<a href="#/commonDocument/2">会员必读</a>。</p>',
  },
  {
    id: COMMON_DOCUMENT_IDS.mustRead,
    key: 'mustRead',
    section: '会员中心',
    title: '会员必读',
    content:
      '<h2>会员必读</h2><p>欢迎加入动漫素材会员！为保障您的权益，请在使用前仔细阅读以下说明：</p>' +
      '<ul><li><strong>普通会员</strong>：可下载基础动画素材与音效配乐。</li>' +
      '<li><strong>高级会员</strong>：额外包含 MYZ 原创素材、模板工程、教程课程与配音服务。</li>' +
      '<li><strong>至尊会员</strong>：包含全部权益，另含插件脚本与插件激活。</li></ul>' +
      '<p>注册并验证手机号后即可登录使用，无需等待审核；各等级每日可下载的数量与有效期见会员中心「等级升级」。</p>' +
      '<p>账号仅限本人使用：在会员中心「登录设备」可查看并退出其他设备上的登录。素材仅供学习与个人创作使用，禁止转售，违反规定的账号可能被管理员停用。</p>',
  },
  {
    id: COMMON_DOCUMENT_IDS.tutorial,
    key: 'tutorial',
    section: '会员中心',
    title: '使用教程',
    content:
      '<h2>使用教程</h2><h3>一、登录</h3><p>点击右上角“登录”，输入账号、密码与图片中的 4 位验证码。看不清时点击图片可更换。</p>' +
      '<h3>二、查找素材</h3><p>通过左侧菜单浏览栏目，或在顶部搜索框输入关键词后按回车键搜索。</p>' +
      '<h3>三、下载素材</h3><p>在素材详情页点击“下载”，若会员等级不包含该素材权益，页面会提示需要升级的等级。</p>' +
      '<h3>四、充值与升级</h3><p>进入“会员中心”选择充值金额完成支付，余额可用于升级会员等级。</p>',
  },
  {
    id: COMMON_DOCUMENT_IDS.accountFiling,
    key: 'accountFiling',
    section: '会员中心',
    title: '账号备案',
    content:
      '<h2>账号备案</h2><p>根据平台规定，会员账号需完成实名备案后方可使用全部功能。</p>' +
      '<ol><li>准备本人手机号与常用邮箱；</li><li>添加助理微信并发送“账号备案 + 用户名”；</li>' +
      '<li>助理核实信息后将在 24 小时内完成备案。</li></ol><p>备案信息仅用于账号安全保障，不会对外公开。</p>',
  },
  {
    id: COMMON_DOCUMENT_IDS.voiceClone,
    key: 'voiceClone',
    section: '配音中心',
    title: 'AI声音克隆',
    content:
      '<h2>AI声音克隆</h2><p>上传一段 30 秒以上、无背景噪音的清晰人声，即可生成专属克隆音色，用于配音中心的文本配音。</p>' +
      '<h3>录音建议</h3><ul><li>使用安静的房间与独立麦克风；</li><li>语速平稳、吐字清晰；</li><li>避免混响与背景音乐。</li></ul>' +
      '<p>声音克隆仅限本人声音或已获得授权的声音，请勿用于任何违法用途。</p>',
  },
  {
    id: COMMON_DOCUMENT_IDS.animationSoftware,
    key: 'animationSoftware',
    section: '软件中心',
    downloadable: true,
    title: '动画软件',
    content:
      '<h2>动画软件</h2><p>以下是制作二维动画常用的软件，会员可在对应页面获取安装说明：</p>' +
      '<table><thead><tr><th>软件</th><th>用途</th></tr></thead><tbody>' +
      '<tr><td>万彩动画大师</td><td>MG 动画、微课动画</td></tr>' +
      '<tr><td>Adobe Animate</td><td>逐帧与补间动画</td></tr>' +
      '<tr><td>Adobe After Effects</td><td>特效合成与动态图形</td></tr>' +
      '<tr><td>Moho / Spine</td><td>骨骼绑定动画</td></tr></tbody></table>',
  },
  {
    id: COMMON_DOCUMENT_IDS.otherSoftware,
    key: 'otherSoftware',
    section: '软件中心',
    downloadable: true,
    title: '其他软件',
    content:
      '<h2>其他软件</h2><ul><li><strong>剪映专业版</strong>：剪辑、字幕与配音。</li>' +
      '<li><strong>Photoshop</strong>：角色拆分与素材修图。</li><li><strong>Audition</strong>：配音降噪与音频处理。</li>' +
      '<li><strong>格式工厂</strong>：音视频格式转换。</li></ul><p>请从软件官方网站下载正版软件。</p>',
  },
  {
    id: COMMON_DOCUMENT_IDS.plugins,
    key: 'plugins',
    section: '软件中心',
    downloadable: true,
    entitlement: 'plugin',
    title: '插件',
    content:
      '<h2>插件</h2><p>至尊会员可使用本站提供的动画插件，首次使用需要激活：</p>' +
      '<ol><li>在插件界面复制本机的“机器码”；</li><li>进入会员中心的“插件激活”，粘贴机器码并提交；</li>' +
      '<li>将返回的激活码填入插件即可使用。</li></ol><p>每个机器码激活一次即可长期使用，更换电脑需重新激活。</p>',
  },
];

export const NOTICES: { title: string; notice_content: string; daysAgo: number }[] = [
  {
    title: '春节假期客服安排通知',
    notice_content:
      '<p>春节期间（除夕至初六）客服暂停人工回复，素材下载与配音服务正常使用。节后将优先处理假期留言。</p>',
    daysAgo: 40,
  },
  {
    title: '新增 200 套国潮风格角色素材',
    notice_content:
      '<p>本周新增国潮风格角色素材 200 套，包含全身转面图与口型动作，高级会员及以上可下载。</p>',
    daysAgo: 21,
  },
  {
    title: '配音中心上线 8 款新音色',
    notice_content:
      '<p>配音中心新增童声、新闻播报、动漫少女等 8 款音色，欢迎在配音页面试用并收藏。</p>',
    daysAgo: 14,
  },
  {
    title: '关于账号共享的处理规定',
    notice_content:
      '<p>账号仅限本人使用。如发现陌生设备登录，请在会员中心「登录设备」中将其退出并修改密码；共享账号的，管理员可能停用该账号。如有疑问请联系助理。</p>',
    daysAgo: 7,
  },
  {
    title: '系统维护公告',
    notice_content:
      '<p>本周六凌晨 02:00-04:00 进行服务器升级维护，期间可能无法登录，请提前安排下载。</p>',
    daysAgo: 3,
  },
  {
    title: '会员等级权益调整说明',
    notice_content:
      '<p>自下月起，高级会员新增配音服务权益，至尊会员新增插件激活权益，价格保持不变。</p>',
    daysAgo: 1,
  },
];

export const LEVELS = [
  {
    id: 1,
    name: '普通会员',
    source_material: 1,
    myz_source_material: 0,
    template: 0,
    plugin: 0,
    dubbing: 0,
    course: 0,
    price: 0,
    sort: 1,
    daily_downloads: 10,
    term_days: null,
  },
  {
    id: 2,
    name: '高级会员',
    source_material: 1,
    myz_source_material: 1,
    template: 1,
    plugin: 0,
    dubbing: 1,
    course: 1,
    price: 19_900,
    sort: 2,
    daily_downloads: 50,
    // 年卡: one purchase lasts a year, renewed (续费) from the member center.
    term_days: 365,
  },
  {
    id: 3,
    name: '至尊会员',
    source_material: 1,
    myz_source_material: 1,
    template: 1,
    plugin: 1,
    dubbing: 1,
    course: 1,
    price: 49_900,
    sort: 3,
    daily_downloads: 200,
    term_days: null,
  },
];

// price is what the member pays, amount what the balance receives (bonus included).
export const PAY_OPTIONS = [
  { id: 1, name: '充值 30 元', price: 3_000, amount: 3_000, recommended: 0, sort: 1 },
  { id: 2, name: '充值 50 元', price: 5_000, amount: 5_000, recommended: 0, sort: 2 },
  {
    id: 3,
    name: '充值 100 元（赠 10 元）',
    price: 10_000,
    amount: 11_000,
    recommended: 1,
    sort: 3,
  },
  {
    id: 4,
    name: '充值 200 元（赠 30 元）',
    price: 20_000,
    amount: 23_000,
    recommended: 0,
    sort: 4,
  },
  {
    id: 5,
    name: '充值 500 元（赠 100 元）',
    price: 50_000,
    amount: 60_000,
    recommended: 0,
    sort: 5,
  },
];

export const DUBBING_VOICES = [
  { id: 1, name: '晓晓', gender: 'female', style: '温柔知性', language: '普通话', pitch_hz: 220 },
  { id: 2, name: '云希', gender: 'male', style: '阳光少年', language: '普通话', pitch_hz: 140 },
  { id: 3, name: '晓伊', gender: 'child', style: '活泼童声', language: '普通话', pitch_hz: 300 },
  { id: 4, name: '云健', gender: 'male', style: '浑厚解说', language: '普通话', pitch_hz: 110 },
  { id: 5, name: '晓辰', gender: 'female', style: '甜美动漫', language: '普通话', pitch_hz: 260 },
  { id: 6, name: '云扬', gender: 'male', style: '新闻播报', language: '普通话', pitch_hz: 125 },
  { id: 7, name: '晓萌', gender: 'female', style: '可爱萝莉', language: '普通话', pitch_hz: 320 },
  { id: 8, name: '老陈', gender: 'male', style: '四川方言', language: '四川话', pitch_hz: 120 },
] as const;

export const VOICE_SAMPLE_TEXT = '大家好，欢迎来到动漫素材配音中心，这是我的试听音色。';

export const CUSTOM_NAV_MENU = {
  free_dubbing: [
    '剪映文本朗读|https://www.capcut.cn',
    '讯飞配音|https://peiyin.xunfei.cn',
    '魔音工坊|https://www.moyin.com',
    'TTSMaker|https://ttsmaker.cn',
  ].join('\n'),
  ai_create_image: [
    '即梦AI|https://jimeng.jianying.com',
    '通义万相|https://tongyi.aliyun.com/wanxiang',
    '文心一格|https://yige.baidu.com',
    '可灵AI|https://klingai.kuaishou.com',
  ].join('\n'),
  ai_create_text: [
    '豆包|https://www.doubao.com',
    'DeepSeek|https://chat.deepseek.com',
    '通义千问|https://tongyi.aliyun.com/qianwen',
    'Kimi|https://kimi.moonshot.cn',
    '文心一言|https://yiyan.baidu.com',
  ].join('\n'),
};

export const UPDATE_NOTICE = {
  version: 'v2.3.0',
  title: '网站更新公告',
  content:
    '<p>本次更新内容：</p><ul><li>搜索支持中文任意片段匹配，结果按更新时间排序；</li>' +
    '<li>配音中心支持收藏音色与卡密兑换；</li><li>会员中心新增充值记录与消费记录查询；</li>' +
    '<li>修复了部分页面在手机上的显示问题。</li></ul>',
};

/** Demo card codes for the dubbing service; each works once. Listed in apps/api/README.md. */
export const DUBBING_CARDS = [
  { code: 'DUB-7D-DEMO-0001', days: 7 },
  { code: 'DUB-7D-DEMO-0002', days: 7 },
  { code: 'DUB-30D-DEMO-0003', days: 30 },
  { code: 'DUB-30D-DEMO-0004', days: 30 },
  { code: 'DUB-90D-DEMO-0005', days: 90 },
];

export interface DemoAccount {
  name: string;
  password: string;
  users_name: string;
  phone: string;
  status: UserStatus;
  money: number;
  level_id: number;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'demo',
    password: 'demo123456',
    users_name: '演示会员',
    phone: '13800000001',
    status: 'active',
    money: 30_000,
    level_id: 1,
  },
  {
    name: 'locked',
    password: 'locked123456',
    users_name: '锁定会员',
    phone: '13800000002',
    status: 'locked',
    money: 0,
    level_id: 1,
  },
  {
    name: 'pending',
    password: 'pending123456',
    users_name: '待审核会员',
    phone: '13800000003',
    status: 'pending',
    money: 0,
    level_id: 1,
  },
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A small 3:1 image as an SVG data URL, so the demo needs no image files or network. Home banners
 * are decorative (the site overlays their title); report images carry a caption like a screenshot.
 */
export function bannerImage(from: string, to: string, caption?: string): string {
  const text = caption
    ? `<text x="600" y="215" font-size="56" font-family="sans-serif" fill="#ffffff" text-anchor="middle">${escapeXml(caption)}</text>`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="980" cy="80" r="190" fill="#ffffff" opacity="0.12"/>` +
    `<circle cx="160" cy="360" r="120" fill="#ffffff" opacity="0.08"/>` +
    `<path d="M0 300 C 300 220, 600 380, 1200 260 L1200 400 L0 400 Z" fill="#ffffff" opacity="0.10"/>` +
    `${text}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const HOME_IMAGES = [
  { title: '学员作品展：国潮动画短片', from: '#ff7a45', to: '#cf1322', link: '#/twoClass/1/1' },
  { title: '本周精选：MG 动画模板', from: '#36cfc9', to: '#096dd9', link: '#/twoClass/3/8' },
  { title: '配音中心新音色上线', from: '#9254de', to: '#391085', link: '#/user/dubbing' },
  { title: '零基础动画入门课程', from: '#73d13d', to: '#237804', link: '#/twoClass/5/12' },
];

export const DEMO_REPORTS: {
  title: string;
  content: string;
  images: string[];
  status: ReportStatus;
  daysAgo: number;
}[] = [
  {
    title: '第一周练习：角色走路循环',
    content: '使用素材库的人物角色完成了走路循环动画，请老师点评关键帧节奏。',
    images: [gradientPng('#597ef7', '#10239e')],
    status: 'approved',
    daysAgo: 5,
  },
  {
    title: '第二周作业：场景分层动画',
    content: '把古镇场景拆成前中后三层，做了简单的镜头推拉效果。',
    images: [gradientPng('#ffc53d', '#d48806'), gradientPng('#95de64', '#389e0d')],
    status: 'pending',
    daysAgo: 1,
  },
];
