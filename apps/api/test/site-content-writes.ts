// Valid console writes for the site's fixed content (levels, pay options, nav menu, voices,
// common documents, banner and rich-text image uploads): the audit table of audit-writes.test.ts runs each once.

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function imageForm(body: Buffer = TINY_PNG, name = 'banner.png') {
  const data = new FormData();
  data.append('file', new Blob([body]), name);
  return data;
}

export const LEVEL_BODY = {
  name: '企业会员',
  price: 99900,
  sourceMaterial: true,
  myzSourceMaterial: true,
  template: true,
  plugin: true,
  dubbing: true,
  course: true,
  dailyDownloads: 200,
};

export const VOICE_BODY = {
  name: '晓萌',
  gender: 'female',
  style: '元气少女',
  language: '普通话',
  pitchHz: 280,
  sampleText: '欢迎来到动漫素材会员站。',
  engines: { espeak: { voice: 'cmn-latn-pinyin', variant: 'f4', pitch: 70, rate: 180 } },
};

export const SITE_CONTENT_WRITES: Record<
  string,
  { method: 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }
> = {
  adminUpdateLevel: {
    method: 'PUT',
    url: '/api/admin/levels/2',
    body: { ...LEVEL_BODY, name: '高级会员', price: 18800, plugin: false, disabled: false },
  },
  adminCreateLevel: { method: 'POST', url: '/api/admin/levels', body: LEVEL_BODY },
  adminUpdatePayOption: {
    method: 'PUT',
    url: '/api/admin/pay-options/1',
    body: { name: '充值', price: 1000, amount: 1100, recommended: true },
  },
  adminCreatePayOption: {
    method: 'POST',
    url: '/api/admin/pay-options',
    body: { name: '充 2000 送 300', price: 200000, amount: 230000, recommended: false },
  },
  adminUpdateNavMenu: {
    method: 'PUT',
    url: '/api/admin/nav-menu',
    body: {
      freeDubbing: '剪映|https://www.capcut.cn',
      aiCreateImage: '',
      aiCreateText: '文心一言|https://yiyan.baidu.com',
    },
  },
  adminCreateVoice: { method: 'POST', url: '/api/admin/voices', body: VOICE_BODY },
  adminUpdateVoice: {
    method: 'PUT',
    url: '/api/admin/voices/1',
    body: { ...VOICE_BODY, name: '晓晓', sort: 5 },
  },
  adminDeleteVoice: { method: 'DELETE', url: '/api/admin/voices/8' },
  adminUpdateCommonDocument: {
    method: 'PUT',
    url: '/api/admin/common-documents/2',
    body: { title: '会员必读', section: '会员必读', content: '<p>新的说明</p>', entitlement: null },
  },
  adminUploadHomeImage: { method: 'POST', url: '/api/admin/home-image-files', body: imageForm() },
  adminUploadRichTextImage: {
    method: 'POST',
    url: '/api/admin/rich-text-images',
    body: imageForm(TINY_PNG, 'notice.png'),
  },
};
