import { expect, test } from './support/fixtures';
import { visit, waitForShell } from './support/site';

// 相关素材 under a document, on the desktop and the 375 px phone layout: same section, never the
// document itself, and a click opens the related material.

interface DocumentAnswer {
  data: {
    id: number;
    title: string;
    oneClass: number;
    oneClassChildren: number;
    related: { id: number; title: string }[];
  };
}

test('a document lists related materials under its article; one opens with a click', async ({
  page,
}) => {
  const listing = await page.request.get('/api/two/class/1?size=20');
  const { list } = ((await listing.json()) as { data: { documents: { list: { id: number }[] } } })
    .data.documents;
  // The first listed document whose title shares words with others of its section.
  let chosen: DocumentAnswer['data'] | undefined;
  for (const { id } of list) {
    const answer = (await (
      await page.request.get(`/api/two/class/document/${id}`)
    ).json()) as DocumentAnswer;
    if (answer.data.related.length > 0) {
      chosen = answer.data;
      break;
    }
  }
  expect(chosen).toBeTruthy();
  const doc = chosen!;
  expect(doc.related.length).toBeLessThanOrEqual(8);
  expect(doc.related.map((r) => r.id)).not.toContain(doc.id);

  await visit(page, `twoClass/${doc.oneClass}/${doc.oneClassChildren}/${doc.id}`);
  await waitForShell(page);
  const region = page.getByRole('region', { name: '相关素材' });
  await expect(region).toBeVisible();
  const links = region.getByRole('link', { name: doc.related[0]!.title });
  await expect(links.first()).toBeVisible();
  await links.first().click();
  await expect(
    page.getByRole('main').getByRole('heading', { name: doc.related[0]!.title, level: 1 }),
  ).toBeVisible();
});
