import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, openMenu, staffLogIn } from './helpers';

// The console's voice list (issue 25): each voice mapped to the engine's voice and parameters,
// edited in the drawer, and 试听 through the engine that speaks now (eSpeak NG on this server):
// the sample plays in an <audio> element, from the list and from the drawer before saving.

async function openVoices(page: Page) {
  await staffLogIn(page);
  await openMenu(page, '站点内容');
  await page.getByRole('tab', { name: '配音声音' }).click();
  const table = page.getByRole('table', { name: '配音声音' });
  await expect(table).toContainText('晓晓');
  return table;
}

/** The player got a sample it can play: a blob of WAV the browser decoded, a second or more. */
async function expectPlayable(player: Locator) {
  await expect(player).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() =>
      player.evaluate((audio: HTMLAudioElement) =>
        audio.readyState >= HTMLMediaElement.HAVE_METADATA && !audio.error ? audio.duration : 0,
      ),
    )
    .toBeGreaterThan(1);
}

test('the list shows the engine voice of each voice and plays its 试听', async ({ page }) => {
  const table = await openVoices(page);
  await expect(table.getByRole('columnheader', { name: '引擎音色（eSpeak NG）' })).toBeVisible();
  await expect(table.getByRole('row', { name: /晓晓/ })).toContainText('f2 · -p 45 · -s 165');
  await expectAccessible(page, 'voices');

  await page.getByRole('button', { name: '试听 晓晓' }).click();
  await expectPlayable(page.getByLabel('试听：晓晓'));
});

test('an operator maps a voice, hears it before saving, and saves it', async ({ page }) => {
  const table = await openVoices(page);
  await page.getByRole('button', { name: '编辑 云健' }).click();
  const drawer = page.getByRole('dialog', { name: '编辑声音' });
  const espeak = drawer.getByRole('group', { name: 'eSpeak NG（当前引擎，必填）' });
  const azure = drawer.getByRole('group', { name: /Azure Speech（可选/ });
  const tencent = drawer.getByRole('group', { name: /腾讯云语音合成（可选/ });
  // The saved voice's mapping (the engines' defaults for a seeded voice), each engine apart.
  await expect(espeak.getByLabel('发音人（variant）')).toHaveValue(/^m\d$/);
  await expect(azure.getByLabel(/音色名称/)).toHaveValue('zh-CN-YunjianNeural');
  await expect(tencent.getByLabel(/VoiceType/)).toHaveValue('101018');
  await expectAccessible(page, 'voice drawer');

  // Unsaved parameters are what 试听 speaks.
  await espeak.getByLabel('发音人（variant）').selectOption('f4');
  await espeak.getByLabel(/基准音高/).fill('80');
  await espeak.getByLabel(/语速/).fill('190');
  await azure.getByLabel(/说话风格/).fill('narration-relaxed');
  await drawer.getByRole('button', { name: '试听', exact: true }).click();
  await expectPlayable(drawer.getByLabel('试听：云健'));

  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expectToast(page, '声音已保存');
  await expect(table.getByRole('row', { name: /云健/ })).toContainText('f4 · -p 80 · -s 190');

  // Saved: the drawer opens on the new mapping, the other engines' kept beside it.
  await page.getByRole('button', { name: '编辑 云健' }).click();
  await expect(espeak.getByLabel(/基准音高/)).toHaveValue('80');
  await expect(azure.getByLabel(/说话风格/)).toHaveValue('narration-relaxed');
  await drawer.getByRole('button', { name: '取消' }).click();
  await expect(drawer).toBeHidden();
});
