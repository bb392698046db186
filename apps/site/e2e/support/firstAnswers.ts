import type { Page } from '@playwright/test';

const BLOCK = /(<script type="application\/json" id="first-answers">)([\s\S]*?)(<\/script>)/;

/**
 * Serves the site's index.html without the answer the server wrote into it for `read` (e.g.
 * './api/notice'), so the site asks for that read over the network as it does when the server
 * could not answer it.
 */
export async function withoutWrittenAnswer(page: Page, read: string): Promise<void> {
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/index.html',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(BLOCK, (_all, open, json, close) => {
        const answers = JSON.parse(json) as Record<string, unknown>;
        if (!(read in answers)) throw new Error(`index.html holds no answer for ${read}`);
        delete answers[read];
        return `${open}${JSON.stringify(answers).replace(/</g, '\\u003c')}${close}`;
      });
      await route.fulfill({ response, body: html });
    },
  );
}
