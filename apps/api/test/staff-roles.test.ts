import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, staffClient } from './staff-helpers.js';
import {
  Client,
  createTestApp,
  expectFailure,
  loggedIn,
  operations,
  type TestApp,
} from './helpers.js';

// Every console operation, each role: the server allows exactly the roles in the operation's
// x-roles (openapi.yaml) and answers 403 to every other role, 401 without a staff session.

const adminOperations = operations.filter((op) => op.path.startsWith('/api/admin/'));
const guarded = adminOperations.filter((op) => op.operationId !== 'adminLogin');
// Logging out ends the session the later checks use.
const ordered = [
  ...guarded.filter((op) => op.operationId !== 'adminLogout'),
  ...guarded.filter((op) => op.operationId === 'adminLogout'),
];

function url(path: string) {
  return path.replace(/\{[^}]+\}/g, '1');
}

async function call(client: Client, op: (typeof operations)[number]) {
  // An empty body: operations the role may use then fail validation (400), never run.
  return client.request({
    method: op.method as 'GET',
    url: url(op.path),
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('console roles', () => {
  it('every console operation is a staff operation with a role list', () => {
    expect(adminOperations.length).toBeGreaterThan(30);
    for (const op of guarded) {
      expect(op.needsStaff, op.operationId).toBe(true);
      expect(op.roles.length, op.operationId).toBeGreaterThan(0);
      for (const role of op.roles) expect(ROLES).toContain(role);
    }
  });

  it('without a staff session every console operation answers 401, even for a member', async () => {
    const anonymous = new Client(t.app);
    // Before the role checks below, which reset member 1's password.
    const member = await loggedIn(t.app);
    for (const op of guarded) {
      expectFailure(op.operationId, await call(anonymous, op), 401);
      expectFailure(op.operationId, await call(member, op), 401);
    }
  });
  it.each(ROLES)('%s: allowed operations pass the guard, the others answer 403', async (role) => {
    const client = await staffClient(t.app, role);
    for (const op of ordered) {
      const response = await call(client, op);
      if (op.roles.includes(role)) {
        expect([401, 403], `${role} ${op.operationId}: ${response.body.message}`).not.toContain(
          response.status,
        );
      } else {
        expectFailure(op.operationId, response, 403, '无权');
      }
    }
  });
});
