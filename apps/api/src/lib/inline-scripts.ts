import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// A <script> element without a src attribute, and its text; JSON data blocks are not scripts.
const INLINE_SCRIPT =
  /<script\b(?![^>]*\ssrc\s*=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources ('sha256-…') that allow exactly the inline scripts of the
 * built pages' index.html (the site inlines its route preloads there); nothing for a page that is
 * not built. Worked out once at start: the files change only with a new build and a restart.
 */
export function inlineScriptSources(distDirs: readonly (string | null)[]): string[] {
  const sources = new Set<string>();
  for (const dir of distDirs) {
    const file = dir === null ? null : join(dir, 'index.html');
    if (file === null || !existsSync(file)) continue;
    for (const [, text = ''] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (text.trim() === '') continue;
      sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
  }
  return [...sources];
}
