import { loginByApi, memberApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectToast, SITE_NAME, visit } from './support/site';

/** Seeded single-use card codes (apps/api/README.md); each project redeems its own. */
const CARD_CODES: Record<string, string> = {
  desktop: 'DUB-7D-DEMO-0001',
  mobile: 'DUB-7D-DEMO-0002',
};

test('dubbing: redeem a card code, start a job, and play the audio', async ({
  page,
  context,
  freshAccount,
  baseURL,
}, testInfo) => {
  const cardCode = CARD_CODES[testInfo.project.name];
  expect(cardCode, `a card code for project ${testInfo.project.name}`).toBeTruthy();

  // The dubbing entitlement comes with 高级会员: prepared through the API (recharge + upgrade are
  // tested in member.spec.ts).
  const member = await memberApi(baseURL!, freshAccount);
  await member.recharge(4);
  await member.upgrade(2);
  await member.dispose();

  await loginByApi(context, freshAccount);
  await visit(page, 'user/dubbing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '配音服务' })).toBeVisible();
  await expect(page).toHaveTitle(`配音服务 - ${SITE_NAME}`);
  await expect(main).toContainText('未开通');

  // Starting before redeeming: the server's reason is shown, nothing plays.
  const composer = main.getByRole('form', { name: '配音' });
  // A person clicks the voice card; the card's radio becomes the chosen voice.
  const voices = main.getByRole('radiogroup', { name: '选择音色' });
  await voices.getByText('晓晓', { exact: true }).click();
  await expect(voices.getByRole('radio', { name: /^晓晓/ })).toBeChecked();
  await composer.getByRole('textbox', { name: '配音文本' }).fill('大家好，这是一段测试配音。');
  await composer.getByRole('button', { name: '开始配音' }).click();
  const refusal = main.getByTestId('dubbing-refusal');
  await expect(refusal).toContainText('配音服务尚未开通');
  await expect(main.locator('audio')).toHaveCount(0);

  // Redeem the card code.
  const redeem = main.getByRole('region', { name: '卡密兑换' });
  await redeem.getByRole('textbox', { name: '卡密' }).fill(cardCode!);
  await redeem.getByRole('button', { name: '兑换' }).click();
  await expect(redeem.getByRole('status')).toContainText(/兑换成功，服务延长 7 天/);
  await expect(main).toContainText('有效期至');
  // The refusal shown before no longer holds: it goes with the redemption.
  await expect(refusal).toBeHidden();
  await expect(redeem.getByRole('textbox', { name: '卡密' })).toHaveValue('');

  // A code works once.
  await redeem.getByRole('textbox', { name: '卡密' }).fill(cardCode!);
  await redeem.getByRole('button', { name: '兑换' }).click();
  await expect(redeem).toContainText('该卡密已被使用');

  // Start a job: it is queued, made sentence by sentence, then an audio player appears.
  await composer.getByRole('button', { name: '开始配音' }).click();
  await expectToast(page, /配音任务已提交，今日还可使用 \d+ 次/);
  const result = main.getByTestId('dubbing-result');
  const audio = result.getByLabel('配音音频');
  await expect(audio).toBeVisible({ timeout: 30_000 });
  await expect(result.getByTestId('dubbing-job-status')).toHaveText('已完成');
  await expect(result.getByRole('link', { name: '下载 MP3' })).toBeVisible();
  await expect(audio).toHaveAttribute('src', /\/api\/user\/dubbing\/audio\/\d+/);
  const src = await audio.getAttribute('src');
  const wav = await page.request.get(src!);
  expect(wav.headers()['content-type']).toContain('audio/');
  // The player can load it (metadata: a duration).
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration), { timeout: 10_000 })
    .toBeGreaterThan(0);

  // 逐句调整: the sentence reworded and made again on its own; the job is done again.
  const sentences = result.getByTestId('dubbing-sentences');
  await expect(sentences).toContainText('还可重新生成 20 次');
  const first = sentences.getByRole('textbox', { name: '第 1 句' });
  await expect(first).toHaveValue('大家好，这是一段测试配音。');
  await first.fill('大家好，这是改过的配音。');
  await sentences.getByRole('button', { name: '重新生成第 1 句' }).click();
  await expect(sentences).toContainText('还可重新生成 19 次', { timeout: 30_000 });
  await expect(result.getByTestId('dubbing-job-status')).toHaveText('已完成');

  // 我的配音记录 keeps the job: after a reload the result is still there, with the same audio.
  await page.reload();
  const history = main.getByTestId('dubbing-history');
  const job = history.getByRole('listitem').filter({ hasText: '大家好，这是改过的配音。' });
  await expect(job).toHaveCount(1);
  await expect(job).toContainText('晓晓');
  await expect(job.getByLabel('配音音频')).toHaveAttribute('src', src!);
});
