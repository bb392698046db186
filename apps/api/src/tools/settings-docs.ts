import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.js';
import { SETTINGS, type Setting } from '../settings.js';

// `npm run settings:docs -w @dongman/api`: writes the settings tables of README.md (the essential
// ones) and apps/api/README.md (all of them) from src/settings.ts. `--check` exits 1 when a README
// differs from what it would write (test/settings-docs.test.ts runs the same comparison).

const BEGIN =
  '<!-- settings:begin — generated from apps/api/src/settings.ts by `npm run settings:docs -w @dongman/api`; edit there -->';
const END = '<!-- settings:end -->';

function defaultText(setting: Setting<unknown>): string {
  if (setting.defaultText) return setting.defaultText;
  const value = setting.schema.default;
  if (value === undefined || value === '' || value === false) return '–';
  if (value === true) return '`1`';
  return `\`${String(value)}\``;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The Markdown table of the settings (all, or only the essential ones). */
export function settingsTable(essentialOnly: boolean): string {
  const rows = Object.entries(SETTINGS as Record<string, Setting<unknown>>)
    .filter(([, s]) => !essentialOnly || s.essential)
    .map(([name, s]) => {
      const production = s.production ? ` **Production:** ${s.production}.` : '';
      return `| \`${name}\` | ${cell(defaultText(s))} | ${cell(s.doc + production)} |`;
    });
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

export const SETTINGS_READMES = [
  { file: join(REPO_ROOT, 'README.md'), essentialOnly: true },
  { file: join(REPO_ROOT, 'apps/api/README.md'), essentialOnly: false },
];

/** The README with its generated block replaced (it must already have the markers). */
export function withSettingsTable(readme: string, essentialOnly: boolean): string {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`settings markers missing (${BEGIN} … ${END})`);
  return `${readme.slice(0, start)}${BEGIN}\n\n${settingsTable(essentialOnly)}\n\n${readme.slice(end)}`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/.*\//, ''))) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { file, essentialOnly } of SETTINGS_READMES) {
    const current = readFileSync(file, 'utf8');
    const wanted = withSettingsTable(current, essentialOnly);
    if (current === wanted) continue;
    if (check) {
      console.error(`${file}: the settings table differs from src/settings.ts`);
      stale++;
    } else {
      writeFileSync(file, wanted);
      console.log(`updated ${file}`);
    }
  }
  process.exitCode = stale ? 1 : 0;
}
