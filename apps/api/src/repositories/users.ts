import type { Kysely } from 'kysely';
import type { Database, Level, NewUser, User, UserLogAction } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import type { TimeRange } from '../lib/time.js';
import { createdWithin, newestFirstPage } from './newest-first.js';

type Db = Kysely<Database>;

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Account names are unique case-insensitively (the column is COLLATE NOCASE). */
export function findUserByName(db: Db, name: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function recordLogin(db: Db, id: number, ip: string, at: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_login_ip: ip, last_login_time: at })
    .where('id', '=', id)
    .execute();
}

export async function updatePasswordHash(db: Db, id: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
}

/** Sets the member's level and when its term ends (null: permanent). */
export async function setLevel(
  db: Db,
  id: number,
  levelId: number,
  expireTime: number | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ level_id: levelId, level_expire_time: expireTime })
    .where('id', '=', id)
    .execute();
}

export function findLevel(db: Db, id: number): Promise<Level | undefined> {
  return db.selectFrom('levels').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listLevels(db: Db): Promise<Level[]> {
  return db.selectFrom('levels').selectAll().orderBy('sort').execute();
}

/** The levels offered to members (upgrade page, download hints): disabled ones left out. */
export function listOfferedLevels(db: Db): Promise<Level[]> {
  return db.selectFrom('levels').selectAll().where('disabled', '=', 0).orderBy('sort').execute();
}

export async function lowestLevel(db: Db): Promise<Level> {
  return db.selectFrom('levels').selectAll().orderBy('sort').limit(1).executeTakeFirstOrThrow();
}

export interface UserLogInput {
  userId: number;
  action: UserLogAction;
  ip: string;
  userAgent: string | null;
  at: number;
}

export async function insertUserLog(db: Db, log: UserLogInput): Promise<void> {
  await db
    .insertInto('user_logs')
    .values({
      user_id: log.userId,
      action: log.action,
      ip: log.ip,
      user_agent: log.userAgent,
      create_time: log.at,
    })
    .execute();
}

export async function pageUserLogs(db: Db, userId: number, range: TimeRange, window: PageWindow) {
  const query = createdWithin(db.selectFrom('user_logs').where('user_id', '=', userId), range);
  return newestFirstPage(query, window);
}

export function findUserByPhone(db: Db, phone: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function updateProfile(
  db: Db,
  id: number,
  profile: { usersName?: string; phone?: string; avatarFileId?: number },
): Promise<void> {
  const set = {
    ...(profile.usersName !== undefined ? { users_name: profile.usersName } : {}),
    ...(profile.phone !== undefined ? { phone: profile.phone } : {}),
    ...(profile.avatarFileId !== undefined ? { avatar_file_id: profile.avatarFileId } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('users').set(set).where('id', '=', id).execute();
}
