import { catalog, SEED } from './support/catalog';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// Issue 26: a document names the levels that include it beside the download button, with an 升级
// link, so a member does not learn it only on the download page.

test('a paid document names the levels that include it, with a way to upgrade', async ({
  page,
  request,
}) => {
  const { classId, childId } = SEED.refusedChild;
  const doc = await catalog.firstDocumentOfChild(request, childId);
  await visit(page, `twoClass/${classId}/${childId}/${doc.id}`);
  const levels = page.getByRole('main').getByTestId('required-levels');
  await expect(levels).toContainText('「高级会员」、「至尊会员」可下载');
  const upgrade = levels.getByRole('link', { name: '升级' });
  await expect(upgrade).toBeVisible();
  // To the upgrade page (a guest is asked to log in first, as on every member route).
  await expect(upgrade).toHaveAttribute('href', /#\/user\/info\/upgrade$/);
});

test('a document every level includes lists them all', async ({ page, request }) => {
  const { classId, childId } = SEED.coveredChild;
  const doc = await catalog.firstDocumentOfChild(request, childId);
  // sourceMaterial: every level has it, so it is listed with all three.
  await visit(page, `twoClass/${classId}/${childId}/${doc.id}`);
  await expect(page.getByRole('main').getByTestId('required-levels')).toContainText(
    '「普通会员」、「高级会员」、「至尊会员」可下载',
  );
});
