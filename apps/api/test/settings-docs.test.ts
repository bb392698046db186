import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../src/settings.js';
import { SETTINGS_READMES, withSettingsTable } from '../src/tools/settings-docs.js';

describe('settings documentation', () => {
  it.each(SETTINGS_READMES)(
    '$file shows the settings table generated from src/settings.ts (npm run settings:docs -w @dongman/api)',
    ({ file, essentialOnly }) => {
      const readme = readFileSync(file, 'utf8');
      expect(readme).toBe(withSettingsTable(readme, essentialOnly));
    },
  );

  it('documents every setting in the API README, with its default', () => {
    const readme = readFileSync(SETTINGS_READMES[1]!.file, 'utf8');
    for (const name of Object.keys(SETTINGS)) expect(readme).toContain(`| \`${name}\` |`);
  });
});
