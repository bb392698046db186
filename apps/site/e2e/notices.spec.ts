import { catalog } from './support/catalog';
import { expect, test } from './support/fixtures';
import { COPY, noticeBell, visit, waitForShell } from './support/site';

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
