import type { PreviewImage } from '@dongman/api-client';
import type { APIRequestContext } from '@playwright/test';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function data<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.message}`);
  return body.data;
}

export interface DocumentSummary {
  id: number;
  title: string;
  oneClass: number;
  oneClassChildren: number;
}

export interface DocumentDetail extends DocumentSummary {
  downloadKey: string | null;
  entitlement: string | null;
  previewImages: PreviewImage[];
}

export interface Notice {
  id: number;
  title: string;
  noticeContent: string;
}

/** Reads the seeded catalogue through the public API, so tests pick real ids instead of guessing. */
export const catalog = {
  classes: (api: APIRequestContext) => data<{ id: number; name: string }[]>(api, '/api/one/class'),
  children: (api: APIRequestContext) =>
    data<{ id: number; name: string; oneClassId: number }[]>(api, '/api/one/class/children'),
  notices: (api: APIRequestContext) => data<Notice[]>(api, '/api/notice'),
  async childSectionDocuments(api: APIRequestContext, childId: number): Promise<DocumentSummary[]> {
    const section = await data<{ documents: { list: DocumentSummary[] } }>(
      api,
      `/api/two/class/children/${childId}`,
    );
    return section.documents.list;
  },
  async sectionDocuments(api: APIRequestContext, classId: number): Promise<DocumentSummary[]> {
    const section = await data<{ documents: { list: DocumentSummary[] } }>(
      api,
      `/api/two/class/${classId}`,
    );
    return section.documents.list;
  },
  document: (api: APIRequestContext, id: number) =>
    data<DocumentDetail>(api, `/api/two/class/document/${id}`),
  /** The newest document of a sub-section, with its download key. */
  async firstDocumentOfChild(api: APIRequestContext, childId: number): Promise<DocumentDetail> {
    const [first] = await this.childSectionDocuments(api, childId);
    if (!first) throw new Error(`sub-section ${childId} has no documents`);
    return this.document(api, first.id);
  },
};

/** Seeded sections (apps/api/src/seed/catalog-data.ts) and what the lowest level may download. */
export const SEED = {
  /** 动画素材 › 人物角色: needs sourceMaterial, which the lowest level has. */
  coveredChild: { classId: 1, className: '动画素材', childId: 1, childName: '人物角色' },
  /** MYZ原创素材 › 原创角色包: needs myzSourceMaterial, which the lowest level lacks. */
  refusedChild: { classId: 2, className: 'MYZ原创素材', childId: 6, childName: '原创角色包' },
  /** 插件脚本: a class without sub-classes. */
  leafClass: { classId: 4, className: '插件脚本' },
  /** Fixed common documents in menu order (ids from openapi.yaml). */
  commonDocuments: [
    { id: 1, title: '素材市场' },
    { id: 2, title: '会员必读' },
    { id: 3, title: '使用教程' },
    { id: 4, title: '账号备案' },
    { id: 5, title: 'AI声音克隆' },
    { id: 6, title: '动画软件' },
    { id: 7, title: '其他软件' },
    { id: 8, title: '插件' },
  ],
  payOptions: {
    thirty: { name: '充值 30 元', amount: 3_000 },
    twoHundred: { name: '充值 200 元（赠 30 元）', amount: 23_000 },
  },
  levels: { basic: '普通会员', advanced: { id: 2, name: '高级会员', price: 19_900 } },
} as const;
