import { loginByApi } from './support/accounts';
import { catalog } from './support/catalog';
import { expect, test } from './support/fixtures';
import { COPY, escapeRegExp, noticeBell, visit, waitForShell } from './support/site';

test('the notice bell counts unread notices; list → detail → back to the list; read ones stop counting', async ({
  page,
}) => {
  const notices = await catalog.notices(page.request);
  expect(notices.length).toBeGreaterThan(0);
  await visit(page, 'home');
  await waitForShell(page);

  const bell = noticeBell(page);
  await expect(bell).toContainText(String(notices.length));
  await expect(bell).toHaveAccessibleName(new RegExp(String(notices.length)));
  await bell.click();

  const dialog = page.getByRole('dialog', { name: COPY.noticeCenter });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader', { name: '标题' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: '日期' })).toBeVisible();
  // No pagination: every notice is listed, newest first.
  await expect(table.getByRole('row')).toHaveCount(notices.length + 1);
  await expect(table.getByRole('row').nth(1)).toContainText(notices[0]!.title);

  const second = notices[1]!;
  await table
    .getByRole('button', { name: second.title })
    .or(table.getByRole('link', { name: second.title }))
    .click();
  await expect(dialog.getByRole('heading', { name: second.title })).toBeVisible();
  const text = second.noticeContent.replace(/<[^>]+>/g, '').slice(0, 12);
  await expect(dialog).toContainText(text);
  await expect(table).toBeHidden();

  await dialog
    .getByRole('button', { name: COPY.backToList })
    .or(dialog.getByRole('link', { name: COPY.backToList }))
    .click();
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(notices.length + 1);

  // Escape closes the notice center and focus returns to the bell.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bell).toBeFocused();

  // Seen in the list: the badge goes, and stays gone after a reload.
  await expect(bell).toHaveAccessibleName(COPY.notices);
  await page.reload();
  await waitForShell(page);
  await expect(noticeBell(page)).toHaveAccessibleName(COPY.notices);
});

test("a member's unread notices are kept on the server: dated, marked, counted by the bell", async ({
  page,
  context,
  freshAccount,
}) => {
  const notices = await catalog.notices(page.request);
  expect(notices.length).toBeGreaterThan(1);
  await loginByApi(context, freshAccount);
  // The site learns about an API login on its first member route (as after a browser restart).
  await visit(page, 'user/info');
  await waitForShell(page);

  const bell = noticeBell(page);
  await expect(bell).toHaveAccessibleName(new RegExp(String(notices.length)));
  await bell.click();
  const dialog = page.getByRole('dialog', { name: COPY.noticeCenter });
  const table = dialog.getByRole('table');
  await expect(dialog.getByText(`${notices.length} 条未读`)).toBeVisible();
  await expect(dialog.getByTestId('notice-unread')).toHaveCount(notices.length);
  // Each row shows its date, in view on a phone too (the list fits the screen).
  const firstDate = table.getByRole('row').nth(1).locator('time');
  await expect(firstDate).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(firstDate).toBeInViewport();

  // Opening one marks it read: the bell counts one fewer, at once and after a reload.
  const second = notices[1]!;
  // The bell counts it read at once, before the server has the mark: the reload below waits for
  // the server's answer, or it would cancel the request.
  const markedOne = page.waitForResponse((r) => r.url().endsWith('/api/user/notices/read'));
  await table.getByRole('button', { name: new RegExp(escapeRegExp(second.title)) }).click();
  await expect(dialog.getByRole('heading', { name: second.title })).toBeVisible();
  await expect(bell).toHaveAccessibleName(new RegExp(String(notices.length - 1)));
  await dialog.getByRole('button', { name: COPY.backToList }).click();
  await expect(dialog.getByTestId('notice-unread')).toHaveCount(notices.length - 1);
  await expect(table.getByRole('button', { name: second.title, exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await markedOne;
  await page.reload();
  await waitForShell(page);
  await expect(noticeBell(page)).toHaveAccessibleName(new RegExp(String(notices.length - 1)));

  // 全部标为已读: the badge goes, and the marks are the member's, not this browser's.
  await noticeBell(page).click();
  const markedAll = page.waitForResponse((r) => r.url().endsWith('/api/user/notices/read'));
  await dialog.getByRole('button', { name: '全部标为已读' }).click();
  await expect(dialog.getByTestId('notice-unread')).toHaveCount(0);
  await expect(noticeBell(page)).toHaveAccessibleName(COPY.notices);
  await page.keyboard.press('Escape');
  await markedAll;
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await waitForShell(page);
  await expect(noticeBell(page)).toHaveAccessibleName(COPY.notices);
});
