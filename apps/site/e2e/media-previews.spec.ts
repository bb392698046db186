import { spawnSync } from 'node:child_process';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { visit, waitForShell } from './support/site';

// Video and audio previews, on the desktop and the 375 px phone layout: with ffmpeg on the server's
// machine the demo seed makes a video (oldest MP4 of the first class) and a sound (oldest WAV)
// material, and the server makes their previews after it starts. The page plays the video muted
// in a loop under its poster, and shows the sound's waveform with a labelled player.

// Needs Debian's ffmpeg, which scripts/ensure-browser.mjs installs with Chromium (npm test runs it).
if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status !== 0)
  throw new Error(
    'ffmpeg not found: run node scripts/ensure-browser.mjs (or apt-get install ffmpeg)',
  );

interface Preview {
  kind: 'image' | 'video' | 'audio';
  poster: string | null;
  src: string;
  width: number;
  height: number;
}
interface DocumentAnswer {
  data: {
    id: number;
    title: string;
    oneClass: number;
    oneClassChildren: number;
    preview: Preview | null;
  };
}

/** The oldest document of the first class in `format` (last listed), once its preview is made. */
async function seeded(
  request: import('@playwright/test').APIRequestContext,
  format: string,
  kind: Preview['kind'],
) {
  const listing = (await (
    await request.get(`/api/two/class/1?format=${format}&size=100`)
  ).json()) as {
    data: { documents: { list: { id: number }[] } };
  };
  const id = listing.data.documents.list.at(-1)!.id;
  let doc: DocumentAnswer['data'] | undefined;
  await expect
    .poll(
      async () => {
        doc = (
          (await (await request.get(`/api/two/class/document/${id}`)).json()) as DocumentAnswer
        ).data;
        return doc.preview?.kind;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(kind);
  return doc!;
}

test('a video material plays its muted clip in a loop under its poster', async ({
  page,
}, testInfo) => {
  const doc = await seeded(page.request, 'MP4', 'video');
  await visit(page, `twoClass/${doc.oneClass}/${doc.oneClassChildren}/${doc.id}`);
  await waitForShell(page);
  const video = page.getByLabel(`${doc.title} 视频预览（静音）`);
  await video.scrollIntoViewIfNeeded();
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('poster', doc.preview!.poster!);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop])).toEqual([true, true]);
  // The clip loads and its frames have the size the server said.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
    doc.preview!.width,
    doc.preview!.height,
  ]);
  const box = await video.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSeriousA11yViolations(page, testInfo, 'video preview');
});

test('a sound material shows its waveform and a labelled player', async ({ page }, testInfo) => {
  const doc = await seeded(page.request, 'WAV', 'audio');
  await visit(page, `twoClass/${doc.oneClass}/${doc.oneClassChildren}/${doc.id}`);
  await waitForShell(page);
  const waveform = page.getByRole('img', { name: `${doc.title} 的声音波形` });
  await waveform.scrollIntoViewIfNeeded();
  await expect(waveform).toBeVisible();
  await expect
    .poll(() => waveform.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(doc.preview!.width);
  const player = page.getByLabel(`试听 ${doc.title}`);
  await expect(player).toHaveAttribute('controls', '');
  // The clip plays (muted here: a test machine has no speakers to spare).
  await player.evaluate(async (a: HTMLAudioElement) => {
    a.muted = true;
    await a.play();
  });
  await expect
    .poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'audio preview');
});
