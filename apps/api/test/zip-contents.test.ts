import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillZipContents } from '../src/services/zip-backfill.js';
import { MAX_ZIP_ENTRIES } from '../src/services/zip-contents.js';
import { staffClient } from './staff-helpers.js';
import { Client, createTestApp, expectOk, type TestApp } from './helpers.js';

// 包含文件: a ZIP material's file list, read from its central directory when it is uploaded (never
// extracted), shown on the document. Hostile archives upload fine and never cost a 5xx.

interface Entry {
  path: string;
  size: number;
}
interface DocumentPage {
  material: {
    fileName: string;
    format: string;
    contents: Entry[] | null;
    contentsTruncated: boolean;
  } | null;
}

interface RawEntry {
  name: Buffer | string;
  data?: Buffer;
  /** The size the directory claims (defaults to the data's). */
  claimedSize?: number;
  utf8?: boolean;
}

/** A stored-entries ZIP whose directory says exactly what the test wants, true or not. */
function zip(entries: RawEntry[], options: { claimedCount?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const data = entry.data ?? Buffer.alloc(0);
    const flag = entry.utf8 === false ? 0 : 0x0800;
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flag, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flag, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(entry.claimedSize ?? data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = options.claimedCount ?? entries.length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

let t: TestApp;
let editor: Client;
let visitor: Client;
let documentId: number;
beforeAll(async () => {
  t = await createTestApp();
  editor = await staffClient(t.app, 'editor');
  visitor = new Client(t.app);
  const doc = expectOk(
    'adminCreateDocument',
    await editor.post<{ id: number }>('/api/admin/documents', {
      title: '赛博朋克街景素材包',
      oneClassId: 1,
      childId: 3,
      entitlement: 'sourceMaterial',
      price: 0,
      content: '<p>街景</p>',
    }),
  );
  documentId = doc.id;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  await upload('cover', png, '封面.png');
});
afterAll(async () => t.close());

async function upload(what: 'cover' | 'material', body: Buffer, name: string) {
  const data = new FormData();
  data.append('file', new Blob([body]), name);
  const response = await editor.request({
    method: 'POST',
    url: `/api/admin/documents/${documentId}/${what}`,
    payload: data,
  });
  expect(response.status, response.raw.body).toBe(200);
}

/** The document as staff preview it (a draft is not public yet), checked against the contract. */
async function material() {
  const page = expectOk(
    'adminPreviewDocument',
    await editor.get<DocumentPage>(`/api/admin/documents/${documentId}/preview`),
  );
  return page.material!;
}

describe('what is inside a ZIP material', () => {
  it('lists the files with their sizes, folders implied, names in UTF-8 or GBK', async () => {
    await upload(
      'material',
      zip([
        { name: '街景/', data: Buffer.alloc(0) },
        { name: '街景/夜景.psd', data: Buffer.alloc(1234, 1) },
        { name: '街景/贴图/霓虹.png', data: Buffer.alloc(56, 2) },
        // Made on Chinese Windows: GBK bytes, no UTF-8 flag ("说明.txt").
        { name: Buffer.from([0xcb, 0xb5, 0xc3, 0xf7, 0x2e, 0x74, 0x78, 0x74]), utf8: false },
      ]),
      '街景.zip',
    );
    const file = await material();
    expect(file.format).toBe('ZIP');
    expect(file.contents).toEqual([
      { path: '街景/夜景.psd', size: 1234 },
      { path: '街景/贴图/霓虹.png', size: 56 },
      { path: '说明.txt', size: 0 },
    ]);
    expect(file.contentsTruncated).toBe(false);
  });

  it('shows hostile names harmlessly and reports the sizes the archive claims, without extracting', async () => {
    await upload(
      'material',
      zip([
        { name: '../../etc/passwd', data: Buffer.from('x') },
        { name: '/abs/root.txt', data: Buffer.from('y') },
        { name: 'C:\\win\\evil.exe', data: Buffer.from('z') },
        { name: 'bell\u0007name.txt', data: Buffer.from('w') },
        // A zip bomb's promise: 4 GB claimed for a few bytes. Nothing is inflated to check.
        { name: 'bomb.bin', data: Buffer.from('b'), claimedSize: 0xfffffffe },
      ]),
      'hostile.zip',
    );
    expect((await material()).contents).toEqual([
      { path: 'etc/passwd', size: 1 },
      { path: 'abs/root.txt', size: 1 },
      { path: 'win/evil.exe', size: 1 },
      { path: 'bellname.txt', size: 1 },
      { path: 'bomb.bin', size: 0xfffffffe },
    ]);
  });

  it(`lists at most ${MAX_ZIP_ENTRIES} files and says the list is cut`, async () => {
    const entries = Array.from({ length: MAX_ZIP_ENTRIES + 5 }, (_, i) => ({
      name: `帧/${String(i).padStart(5, '0')}.png`,
      data: Buffer.from([i & 0xff]),
    }));
    await upload('material', zip(entries), '序列帧.zip');
    const file = await material();
    expect(file.contents).toHaveLength(MAX_ZIP_ENTRIES);
    expect(file.contents![0]).toEqual({ path: '帧/00000.png', size: 1 });
    expect(file.contentsTruncated).toBe(true);
  });

  it('a broken or lying directory still uploads; the list is then unknown (null), never a 5xx', async () => {
    const good = zip([{ name: 'a.txt', data: Buffer.from('hello') }]);
    // The end record claims 65 535 entries; the directory holds one.
    await upload(
      'material',
      zip([{ name: 'a.txt', data: Buffer.from('hi') }], { claimedCount: 65535 }),
      'liar.zip',
    );
    expect((await material()).contents).toBeNull();
    // The end record cut off: no directory to find.
    await upload('material', good.subarray(0, good.length - 10), 'cut.zip');
    expect((await material()).contents).toBeNull();
    // The directory's offset points past the end of the file.
    const pastEnd = Buffer.from(good);
    pastEnd.writeUInt32LE(0x7fffffff, pastEnd.length - 6);
    await upload('material', pastEnd, 'offset.zip');
    const file = await material();
    expect(file).toMatchObject({ format: 'ZIP', contents: null, contentsTruncated: false });
  });

  it('other materials have no list', async () => {
    await upload('material', Buffer.from('%PDF-1.4\n%%EOF\n'), '设定.pdf');
    expect(await material()).toMatchObject({ format: 'PDF', contents: null });
  });

  it('seeded materials carry their list, and ZIPs stored before lists existed are read at start', async () => {
    const seeded = expectOk(
      'getTwoClassDocument',
      await visitor.get<DocumentPage & { title: string }>('/api/two/class/document/1'),
    );
    const contents = seeded.material!.contents!;
    expect(contents.map((e) => e.path)).toEqual([
      `${seeded.title.replace(/[\\/:*?"<>|]/g, '_')}.svg`,
      '说明.txt',
    ]);
    expect(contents.every((e) => e.size > 0)).toBe(true);

    // As a database from before migration 0041 has them: no lists at all.
    await t.app.ctx.db
      .updateTable('files')
      .set({ zip_contents: null })
      .where('mime', '=', 'application/zip')
      .execute();
    expect(
      (
        await t.app.ctx.db
          .selectFrom('files')
          .select('id')
          .where('zip_contents', 'is', null)
          .where('mime', '=', 'application/zip')
          .execute()
      ).length,
    ).toBeGreaterThan(1);
    expect(await backfillZipContents(t.app.ctx)).toBeGreaterThan(1);
    expect(await backfillZipContents(t.app.ctx)).toBe(0);
    const again = expectOk(
      'getTwoClassDocument',
      await visitor.get<DocumentPage>('/api/two/class/document/2'),
    );
    expect(again.material!.contents!.map((e) => e.path)).toContain('说明.txt');
  });
});
