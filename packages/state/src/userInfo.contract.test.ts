// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toSessionUserInfo, USERS_INFO_KEYS, USERS_LEVEL_INFO_KEYS } from './userInfo';

// The stored record must keep every field the server sends: a field left out of the key lists is
// dropped on the way into the session (as avatarUrl once was, so an uploaded avatar never showed).
const spec = parse(
  readFileSync(fileURLToPath(new URL('../../../openapi.yaml', import.meta.url)), 'utf8'),
) as {
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
};
const fieldsOf = (schema: string) =>
  Object.keys(spec.components.schemas[schema]?.properties ?? {}).sort();

describe('the session keeps the whole user info record', () => {
  it('has a key for every UsersInfo and UsersLevelInfo field of openapi.yaml', () => {
    expect([...USERS_INFO_KEYS].sort()).toEqual(fieldsOf('UsersInfo'));
    expect([...USERS_LEVEL_INFO_KEYS].sort()).toEqual(fieldsOf('UsersLevelInfo'));
  });

  it('stores the avatar and the term the server sends', () => {
    const stored = toSessionUserInfo({
      usersInfo: {
        id: 7,
        avatarUrl: '/api/files/12',
        levelExpireTime: '2027-01-01T00:00:00.000Z',
        lapsedLevel: { id: 2, name: '高级会员' },
      },
      usersLevelInfo: { id: 1, dailyDownloads: 10, termDays: null },
    });
    expect(stored?.usersInfo).toMatchObject({
      avatarUrl: '/api/files/12',
      levelExpireTime: '2027-01-01T00:00:00.000Z',
      lapsedLevel: { id: 2, name: '高级会员' },
    });
    expect(stored?.usersLevelInfo).toMatchObject({ dailyDownloads: 10, termDays: null });
  });
});
