import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, staffClient } from './staff-helpers.js';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  type TestApp,
} from './helpers.js';

// The console's class tree and documents: what an editor changes shows on the members' site at
// once (the public reads are cached and must be invalidated), and every write is audited.

interface TreeChild {
  id: number;
  name: string;
  oneClassId: number;
  sort: number;
  documentCount: number;
}
interface TreeClass {
  id: number;
  name: string;
  documentCount: number;
  children: TreeChild[];
}
interface AdminDocument {
  id: number;
  title: string;
  published: boolean;
  cover: string | null;
  content: string;
  price: number;
  material: { fileName: string; mime: string; size: number } | null;
  previews: string[];
}
interface Section {
  documents: { total: number; list: { id: number; title: string }[] };
}

let t: TestApp;
let editor: Client;
let visitor: Client;
beforeAll(async () => {
  t = await createTestApp();
  editor = await staffClient(t.app, 'editor');
  visitor = new Client(t.app);
});
afterAll(async () => t.close());

const tree = async () =>
  expectOk('adminListClasses', await editor.get<TreeClass[]>('/api/admin/classes'));
const search = async (text: string) =>
  (await visitor.post<{ id: number }[]>('/api/search', { searchContent: text })).body.data ?? [];
const form = (body: Buffer, name: string) => {
  const data = new FormData();
  data.append('file', new Blob([body]), name);
  return data;
};

describe('class tree', () => {
  it('creates, renames and reorders top-level classes; the site menu follows at once', async () => {
    const before = await visitor.get<{ id: number; name: string }[]>('/api/one/class');
    expect(before.body.data.map((c) => c.name)).not.toContain('新栏目');
    const created = expectOk(
      'adminCreateClass',
      await editor.post<TreeClass>('/api/admin/classes', { name: ' 新栏目 ' }),
    );
    expect(created).toMatchObject({ name: '新栏目', documentCount: 0, children: [] });
    expectOk(
      'adminUpdateClass',
      await editor.put(`/api/admin/classes/${created.id}`, {
        name: '改名栏目',
        entitlement: 'course',
      }),
    );
    const ids = (await tree()).map((c) => c.id);
    const moved = [created.id, ...ids.filter((id) => id !== created.id)];
    expectOk('adminReorderClasses', await editor.put('/api/admin/class-order', { ids: moved }));
    const menu = await visitor.get<{ id: number; name: string }[]>('/api/one/class');
    expect(menu.body.data[0]).toMatchObject({ id: created.id, name: '改名栏目' });
    expectFailure(
      'adminReorderClasses',
      await editor.put('/api/admin/class-order', { ids: moved.slice(1) }),
      400,
      '全部栏目',
    );
  });

  it('creates, renames, reorders and moves sub-classes with their documents', async () => {
    const parent = expectOk(
      'adminCreateClass',
      await editor.post<TreeClass>('/api/admin/classes', { name: '目标栏目' }),
    );
    const a = expectOk(
      'adminCreateChildClass',
      await editor.post<TreeChild>(`/api/admin/classes/${parent.id}/children`, { name: '甲' }),
    );
    const b = expectOk(
      'adminCreateChildClass',
      await editor.post<TreeChild>(`/api/admin/classes/${parent.id}/children`, { name: '乙' }),
    );
    expectOk(
      'adminUpdateChildClass',
      await editor.put(`/api/admin/child-classes/${a.id}`, { name: '甲改' }),
    );
    const order = expectOk(
      'adminReorderChildClasses',
      await editor.put<TreeChild[]>(`/api/admin/classes/${parent.id}/child-order`, {
        ids: [b.id, a.id],
      }),
    );
    expect(order.map((c) => c.name)).toEqual(['乙', '甲改']);

    // Seeded sub-class 2 (场景背景, class 1) moves under the new parent, documents and all.
    const source = (await tree()).find((c) => c.id === 1)!;
    const scene = source.children.find((c) => c.id === 2)!;
    expect(scene.documentCount).toBeGreaterThan(0);
    const movedChild = expectOk(
      'adminMoveChildClass',
      await editor.post<TreeChild>('/api/admin/child-classes/2/move', { oneClassId: parent.id }),
    );
    expect(movedChild).toMatchObject({ oneClassId: parent.id, documentCount: scene.documentCount });
    const section = await visitor.get<Section>(`/api/two/class/${parent.id}`);
    expect(section.body.data.documents.total).toBe(scene.documentCount);
    const children =
      await visitor.get<{ id: number; oneClassId: number }[]>('/api/one/class/children');
    expect(children.body.data.find((c) => c.id === 2)?.oneClassId).toBe(parent.id);
  });

  it('deletes only empty classes, with a clear reason otherwise', async () => {
    expectFailure('adminDeleteClass', await editor.delete('/api/admin/classes/1'), 409, '子栏目');
    expectFailure('adminDeleteClass', await editor.delete('/api/admin/classes/4'), 409, '篇文档');
    expectFailure(
      'adminDeleteChildClass',
      await editor.delete('/api/admin/child-classes/1'),
      409,
      '篇文档',
    );
    const empty = expectOk(
      'adminCreateClass',
      await editor.post<TreeClass>('/api/admin/classes', { name: '空栏目' }),
    );
    const child = expectOk(
      'adminCreateChildClass',
      await editor.post<TreeChild>(`/api/admin/classes/${empty.id}/children`, { name: '空子栏目' }),
    );
    expectFailure('adminDeleteClass', await editor.delete(`/api/admin/classes/${empty.id}`), 409);
    expectOk('adminDeleteChildClass', await editor.delete(`/api/admin/child-classes/${child.id}`));
    expectOk('adminDeleteClass', await editor.delete(`/api/admin/classes/${empty.id}`));
    expect((await tree()).some((c) => c.id === empty.id)).toBe(false);
    const [row] = await auditRows(t.app, 'class');
    expect(row).toMatchObject({ action: 'class.delete', object_id: String(empty.id) });
    expect(JSON.parse(row!.before_json!)).toMatchObject({ name: '空栏目' });
  });
});

describe('documents', () => {
  let doc: AdminDocument;

  it('a new document is a draft; it is published only with a material file and a cover', async () => {
    // Warm the cached public reads first: the write must invalidate them.
    const sectionBefore = await visitor.get<Section>('/api/two/class/children/3');
    expect(await search('星辰列车')).toEqual([]);
    const body = {
      title: '星辰列车角色设定',
      oneClassId: 1,
      childId: 3,
      entitlement: 'sourceMaterial',
      price: 990,
      content: '<p onclick="x()">设定<script>alert(1)</script></p>',
    };
    // Asking to publish at creation is refused: nothing to download yet.
    expectFailure(
      'adminCreateDocument',
      await editor.post('/api/admin/documents', { ...body, published: true }),
      400,
      '发布前请先上传素材文件和封面',
    );
    doc = expectOk(
      'adminCreateDocument',
      await editor.post<AdminDocument>('/api/admin/documents', body),
    );
    expect(doc).toMatchObject({ published: false, price: 990, cover: null, material: null });
    expect(doc.content).toBe('<p>设定</p>');
    const draftSection = await visitor.get<Section>('/api/two/class/children/3');
    expect(draftSection.body.data.documents.total).toBe(sectionBefore.body.data.documents.total);
    expect(await search('星辰列车')).toEqual([]);
    expectFailure(
      'getTwoClassDocument',
      await visitor.get(`/api/two/class/document/${doc.id}`),
      404,
    );
    // Staff preview the draft as the site will show it; a visitor cannot.
    const preview = expectOk(
      'adminPreviewDocument',
      await editor.get<{ title: string; content: string; oneClassName: string }>(
        `/api/admin/documents/${doc.id}/preview`,
      ),
    );
    expect(preview).toMatchObject({ title: '星辰列车角色设定', content: '<p>设定</p>' });
    expectFailure(
      'adminPreviewDocument',
      await visitor.get(`/api/admin/documents/${doc.id}/preview`),
      401,
    );

    const publish = () =>
      editor.post<AdminDocument>(`/api/admin/documents/${doc.id}/state`, { published: true });
    expectFailure('adminSetDocumentState', await publish(), 400, '素材文件和封面');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    expectOk(
      'adminUploadDocumentCover',
      (await editor.request({
        method: 'POST',
        url: `/api/admin/documents/${doc.id}/cover`,
        payload: form(png, '封面.png'),
      })) as never,
    );
    const stillMissing = await publish();
    expectFailure('adminSetDocumentState', stillMissing, 400, '发布前请先上传素材文件');
    expect(stillMissing.body.message).not.toContain('封面');
    expectOk(
      'adminUploadDocumentMaterial',
      (await editor.request({
        method: 'POST',
        url: `/api/admin/documents/${doc.id}/material`,
        payload: form(Buffer.from('%PDF-1.4\n%%EOF\n'), '设定.pdf'),
      })) as never,
    );
    expect(expectOk('adminSetDocumentState', await publish())).toMatchObject({ published: true });

    const section = await visitor.get<Section>('/api/two/class/children/3');
    expect(section.body.data.documents.total).toBe(sectionBefore.body.data.documents.total + 1);
    expect(section.body.data.documents.list[0]).toMatchObject({
      id: doc.id,
      title: '星辰列车角色设定',
    });
    expect((await search('星辰列车')).map((d) => d.id)).toEqual([doc.id]);
    expect((await search('星辰')).map((d) => d.id)).toContain(doc.id);
    const page = await visitor.get<{ content: string }>(`/api/two/class/document/${doc.id}`);
    expect(page.body.data.content).toBe('<p>设定</p>');
  });

  it('refuses a section that does not fit', async () => {
    const body = { title: '错位', entitlement: null, price: 0, content: '<p>x</p>' };
    expectFailure(
      'adminCreateDocument',
      await editor.post('/api/admin/documents', { ...body, oneClassId: 1 }),
      400,
      '请选择子栏目',
    );
    expectFailure(
      'adminCreateDocument',
      await editor.post('/api/admin/documents', { ...body, oneClassId: 1, childId: 8 }),
      400,
      '不属于',
    );
  });

  it('unpublishing hides it from section, search, the page and downloads; republishing restores it', async () => {
    const total = (await visitor.get<Section>('/api/two/class/children/3')).body.data.documents
      .total;
    const hidden = expectOk(
      'adminSetDocumentState',
      await editor.post<AdminDocument>(`/api/admin/documents/${doc.id}/state`, {
        published: false,
      }),
    );
    expect(hidden.published).toBe(false);
    const section = await visitor.get<Section>('/api/two/class/children/3');
    expect(section.body.data.documents.total).toBe(total - 1);
    expect(section.body.data.documents.list.map((d) => d.id)).not.toContain(doc.id);
    expect(await search('星辰列车')).toEqual([]);
    expectFailure(
      'getTwoClassDocument',
      await visitor.get(`/api/two/class/document/${doc.id}`),
      404,
    );
    const member = await loggedIn(t.app);
    expectFailure('checkDownload', await member.get(`/api/user/download/check/d${doc.id}`), 404);

    const list = expectOk(
      'adminListDocuments',
      await editor.get<{ list: { id: number }[]; total: number }>('/api/admin/documents', {
        title: '星辰列车',
        state: 'unpublished',
      }),
    );
    expect(list.list.map((d) => d.id)).toEqual([doc.id]);

    expectOk(
      'adminSetDocumentState',
      await editor.post(`/api/admin/documents/${doc.id}/state`, { published: true }),
    );
    expect(
      (await visitor.get<Section>('/api/two/class/children/3')).body.data.documents.total,
    ).toBe(total);
    expect((await search('星辰列车')).map((d) => d.id)).toEqual([doc.id]);
  });

  it('edits the document; the audit row keeps before and after', async () => {
    const edited = expectOk(
      'adminUpdateDocument',
      await editor.put<AdminDocument>(`/api/admin/documents/${doc.id}`, {
        title: '星辰列车角色设定（新版）',
        oneClassId: 1,
        childId: 3,
        entitlement: null,
        price: 0,
        content: '<h2>新版</h2>',
      }),
    );
    expect(edited).toMatchObject({
      title: '星辰列车角色设定（新版）',
      price: 0,
      content: '<h2>新版</h2>',
    });
    const [row] = await auditRows(t.app, 'document');
    expect(row).toMatchObject({ action: 'document.update', object_id: String(doc.id) });
    expect(JSON.parse(row!.before_json!)).toMatchObject({ title: '星辰列车角色设定', price: 990 });
    expect(JSON.parse(row!.after_json!)).toMatchObject({
      title: '星辰列车角色设定（新版）',
      price: 0,
    });
  });

  it('uploads a cover (a WebP preview by sharp) and a material file the member downloads', async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const withCover = expectOk(
      'adminUploadDocumentCover',
      (await editor.request({
        method: 'POST',
        url: `/api/admin/documents/${doc.id}/cover`,
        payload: form(png, '封面.png'),
      })) as never,
    ) as AdminDocument;
    expect(withCover.cover).toMatch(/^\/api\/files\/\d+$/);
    expect(withCover.previews[0]).toBe(withCover.cover);
    const image = await t.app.inject({ method: 'GET', url: withCover.cover! });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 480]);

    const fake = await editor.request({
      method: 'POST',
      url: `/api/admin/documents/${doc.id}/cover`,
      payload: form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'),
    });
    expectFailure('adminUploadDocumentCover', fake as never, 400, '不支持的文件类型');

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const withFile = expectOk(
      'adminUploadDocumentMaterial',
      (await editor.request({
        method: 'POST',
        url: `/api/admin/documents/${doc.id}/material`,
        payload: form(pdf, '设定集.pdf'),
      })) as never,
    ) as AdminDocument;
    expect(withFile.material).toEqual({
      fileName: '设定集.pdf',
      mime: 'application/pdf',
      size: pdf.length,
      // a PDF gets no image, video or audio preview
      preview: null,
    });
    const member = await loggedIn(t.app);
    const check = await member.get<{ downloadUrl: string | null }>(
      `/api/user/download/check/d${doc.id}`,
    );
    const file = await member.request({ method: 'GET', url: check.body.data.downloadUrl! });
    expect(file.raw.rawPayload.equals(pdf)).toBe(true);
  });

  it('an editor may use these operations; a reviewer may not', async () => {
    const reviewer = await staffClient(t.app, 'reviewer');
    expectFailure('adminListDocuments', await reviewer.get('/api/admin/documents'), 403);
    expectFailure(
      'adminCreateClass',
      await reviewer.post('/api/admin/classes', { name: 'x' }),
      403,
    );
  });
});
