import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Level, User } from '../../db/schema.js';
import { unauthorized, type Envelope } from '../../lib/errors.js';
import { findLevel } from '../../repositories/users.js';

export type Handler = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Envelope<unknown> | FastifyReply>;
export type Handlers = Record<string, Handler>;

/** The member set by the session guard (operations whose security lists the session cookie). */
export function member(request: FastifyRequest): User {
  if (!request.member) throw unauthorized();
  return request.member;
}

export async function levelOf(ctx: AppContext, user: User): Promise<Level> {
  const level = await findLevel(ctx.db, user.level_id);
  if (!level) throw new Error(`level ${user.level_id} of user ${user.id} is missing`);
  return level;
}
