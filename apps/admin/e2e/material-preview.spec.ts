import { expect, test } from './fixtures';
import {
  expectAccessible,
  expectToast,
  logInAsNewStaff,
  staffLogIn,
  staffLogOut,
  xsrfHeaders,
} from './helpers';

// An editor sees where a video material's preview stands in the documents list and drawer: made
// by ffmpeg in the background, this one failed (the file is not a playable video), with ffmpeg's
// reason; the editor puts it back in the queue, and the audit log names that in Chinese.

const TITLE = '预览失败的片头视频';
// An MP4 by its first bytes (the upload is accepted), with nothing playable after them.
const BROKEN_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(4096, 7),
]);

test('a failed video preview shows its reason and an editor queues it again', async ({ page }) => {
  await staffLogIn(page);
  await logInAsNewStaff(page, 'preview_editor', 'editor', 'editor-pass-1');

  // The list open before the upload: 查询 must show what the server did since (it once kept the
  // first answer for the same filters, and the row never turned failed when ffmpeg was slower
  // than the first load, as under CI's load).
  await page.goto('/admin/#/documents');
  const table = page.getByRole('table', { name: '文档列表' });
  await expect(table.getByRole('row')).not.toHaveCount(1);

  // The document and its broken video, through the console's own API.
  const created = await page.request.post('/api/admin/documents', {
    data: { title: TITLE, oneClassId: 1, childId: 3, entitlement: null, price: 0, content: '' },
    headers: await xsrfHeaders(page),
  });
  const { id } = (await created.json()).data as { id: number };
  const upload = await page.request.post(`/api/admin/documents/${id}/material`, {
    multipart: { file: { name: '片头.mp4', mimeType: 'video/mp4', buffer: BROKEN_MP4 } },
    headers: await xsrfHeaders(page),
  });
  expect((await upload.json()).code).toBe(200);

  const row = table.getByRole('row', { name: new RegExp(TITLE) });
  // ffmpeg gives up in the background (seconds); each 查询 asks the server again.
  await expect(async () => {
    await page.getByRole('button', { name: '查询' }).click();
    await expect(row).toContainText('视频 · 生成失败', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  await page.getByRole('button', { name: `编辑 ${TITLE}` }).click();
  const drawer = page.getByRole('dialog', { name: '编辑文档' });
  const status = drawer.getByTestId('material-preview');
  await expect(status).toContainText('视频 · 生成失败');
  await expect(status).toContainText('失败原因：');
  await expect(status).toContainText('ffprobe');
  await expectAccessible(page, 'preview status in the drawer');

  await status.getByRole('button', { name: '重新生成' }).click();
  await expectToast(page, '已重新排队生成预览');
  await expect(status).toContainText('视频 · 等待生成');
  await expect(status.getByRole('button', { name: '重新生成' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The owner's audit log names what the editor did.
  await staffLogOut(page);
  await staffLogIn(page);
  await page.goto('/admin/#/audit');
  await expect(page.getByRole('table').first()).toContainText('重新生成素材预览');
});
