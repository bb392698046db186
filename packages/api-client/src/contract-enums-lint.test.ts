import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin, { contractEnums } from '../../../scripts/eslint-contract-enums.mjs';
import { enums } from './contract';

// The lint rule that keeps contract enums in one place (scripts/eslint-contract-enums.mjs): a list
// of an enum's values typed again anywhere in apps/*/src or packages/*/src fails `npm run lint`.

const linter = new Linter({ configType: 'flat' });
function problems(code: string): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { contract: plugin },
          rules: { 'contract/no-retyped-enum': 'error' },
        },
      ],
      'page.ts',
    )
    .map((m) => m.message);
}

describe('contract/no-retyped-enum', () => {
  it('reads the same enums the contract exports', () => {
    expect(contractEnums()).toEqual(JSON.parse(JSON.stringify(enums)));
  });

  it('refuses an array or a union holding exactly an enum’s values, in any order', () => {
    expect(problems(`const STATES = ['paid', 'pending', 'refunded', 'closed'] as const;`)).toEqual([
      expect.stringContaining('enums.RechargeStatus'),
    ]);
    expect(problems(`type Role = 'finance' | 'owner' | 'editor' | 'reviewer';`)).toEqual([
      expect.stringContaining('enums.AdminRole'),
    ]);
  });

  it('lets the derived list, a subset and a wider list of other things through', () => {
    expect(
      problems(`import { enums } from '@dongman/api-client/contract';
        const STATES = enums.RechargeStatus;
        const open = ['pending', 'paid'];
        const keys = ['id', 'name', 'sourceMaterial', 'myzSourceMaterial', 'template', 'plugin', 'dubbing', 'course'];`),
    ).toEqual([]);
  });
});
