import { describe, expect, it } from 'vitest';
import { DEFAULT_HASH_COST } from '../src/services/password.js';
import { createTestApp } from './helpers.js';

/** A production server as an operator would start it: no test captcha, HTTPS, its address. */
const PRODUCTION = {
  production: true,
  https: true,
  captchaTestCode: null,
  adminInitialPassword: undefined,
  payments: { publicUrl: 'https://member.example.com' },
  // Production refuses the suite's cheaper PASSWORD_HASH_COST (vitest.config.ts).
  passwordHashCost: DEFAULT_HASH_COST,
} as const;
/** Seeding is what these tests are about: each start seeds its own database, no template. */
const FIRST_START = { fromTemplate: false };

async function count(app: Awaited<ReturnType<typeof createTestApp>>['app'], table: string) {
  const row = await app.ctx.db
    .selectFrom(table as 'users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seeding a new production database', () => {
  it('holds what the site needs and no demo account, document or card code', async () => {
    const { app, close } = await createTestApp(PRODUCTION, FIRST_START);
    try {
      for (const table of ['users', 'staff', 'documents', 'dubbing_cards', 'reports', 'ledger'])
        expect({ table, rows: await count(app, table) }).toEqual({ table, rows: 0 });
      for (const table of [
        'levels',
        'one_classes',
        'common_documents',
        'custom_nav_menu',
        'pay_options',
        'dubbing_voices',
      ])
        expect(await count(app, table)).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('creates the first owner from ADMIN_INITIAL_PASSWORD, and nothing else', async () => {
    const { app, close } = await createTestApp(
      {
        ...PRODUCTION,
        adminInitialPassword: 'a-long-owner-password',
      },
      FIRST_START,
    );
    try {
      const staff = await app.ctx.db.selectFrom('staff').select(['name', 'role']).execute();
      expect(staff).toEqual([{ name: 'admin', role: 'owner' }]);
      expect(await count(app, 'users')).toBe(0);
    } finally {
      await close();
    }
  });

  it('seeds the demo in production only with SEED_DEMO=1', async () => {
    const { app, close } = await createTestApp(
      { ...PRODUCTION, seedDemo: true, seedDocuments: 5 },
      FIRST_START,
    );
    try {
      expect(await count(app, 'users')).toBe(3);
      expect(await count(app, 'documents')).toBe(5);
    } finally {
      await close();
    }
  });
});
