import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { StaffRole } from '../src/db/schema.js';
import { createStaff } from '../src/services/staff-auth.js';
import { Client, TEST_CAPTCHA, type ApiResponse } from './helpers.js';

export const ADMIN = { name: 'admin', password: 'admin123456' };
export const ROLES: StaffRole[] = ['owner', 'editor', 'reviewer', 'finance'];

export async function staffLogin(
  client: Client,
  account: { name: string; password: string; totpCode?: string; recoveryCode?: string },
): Promise<ApiResponse<{ role: StaffRole; mustSetUpTotp: boolean }>> {
  await client.get('/api/captcha/user');
  return client.post('/api/admin/login', { ...account, captchaCode: TEST_CAPTCHA });
}

/** A console client logged in as a new staff account of this role (or the seeded admin). */
export async function staffClient(
  app: FastifyInstance,
  role: StaffRole | 'admin',
): Promise<Client> {
  const client = new Client(app);
  let account = ADMIN;
  if (role !== 'admin') {
    const name = `${role}_${Math.random().toString(36).slice(2, 8)}`;
    const { password } = await createStaff(app.ctx, { name, role, password: 'staff-pass-1' });
    account = { name, password };
  }
  const result = await staffLogin(client, account);
  expect(result.body, `staff login ${role}`).toMatchObject({ code: 200 });
  return client;
}

export async function auditRows(app: FastifyInstance, objectType?: string) {
  let query = app.ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc');
  if (objectType) query = query.where('object_type', '=', objectType);
  return query.execute();
}
