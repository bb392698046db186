import { DEMO } from './support/accounts';
import { memberStatePath, test } from './support/fixtures';
import { expectMember, loginThroughUi, visit, waitForShell } from './support/site';

// Logs the demo member in once per project through the real login modal; tests that only read
// the account reuse this browser state instead of logging in again.
test('log the demo member in and keep the browser state', async ({ page }, testInfo) => {
  await visit(page, 'home');
  await waitForShell(page);
  await loginThroughUi(page, DEMO);
  await expectMember(page, DEMO.usersName);
  await page.context().storageState({ path: memberStatePath(testInfo.project.name) });
});
