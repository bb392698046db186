import type { operations } from '@dongman/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database, Level, User } from '../../db/schema.js';
import { unauthorized, type Envelope } from '../../lib/errors.js';
import { pageOf, type Page, type PageQuery, type PageWindow } from '../../lib/paging.js';
import { dayRange, type TimeRange } from '../../lib/time.js';
import { effectiveLevel, membershipOf } from '../../services/membership.js';
import { userInfo } from '../../services/member-mappers.js';

// Handlers are typed per operation from the types generated out of openapi.yaml
// (@dongman/api-client): the request parts the route validates, and the envelope's data.

/** Every operationId of openapi.yaml. */
export type OperationId = keyof operations;

type Present<T> = [NonNullable<T>] extends [never] ? unknown : NonNullable<T>;
type Parameters<K extends OperationId> = operations[K]['parameters'];

/** The JSON request body of an operation (`unknown` when it takes none or another type). */
export type BodyOf<K extends OperationId> = operations[K] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? Present<B>
  : unknown;
/** The query string after validation (defaults of openapi.yaml filled in, numbers coerced). */
export type QueryOf<K extends OperationId> = Present<Parameters<K>['query']>;
/** The path parameters after validation (numbers coerced). */
export type ParamsOf<K extends OperationId> = Present<Parameters<K>['path']>;
/** What the operation's 200 answer carries in `data`. */
export type DataOf<K extends OperationId> = operations[K]['responses'] extends {
  200: { content: { 'application/json': { data: infer D } } };
}
  ? D
  : unknown;

/** The Fastify request of one operation: `request.body`, `.query` and `.params` are typed. */
export type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: ParamsOf<K>;
}>;

/**
 * The handler of one operation: answers `ok(data)` with the contract's data type, or the reply
 * itself when it answers something else (a provider's notification).
 */
export type HandlerOf<K extends OperationId> = (
  request: RequestOf<K>,
  reply: FastifyReply,
) => Promise<Envelope<DataOf<K>> | FastifyReply>;

/**
 * Handlers keyed by operationId: write `export function fooHandlers(ctx): Handlers { return {
 * async someOperationId(request) { … } } }` and each method is typed from its operation.
 */
export type Handlers = { [K in OperationId]?: HandlerOf<K> };

/** The member set by the session guard (operations whose security lists the session cookie). */
export function member(request: FastifyRequest): User {
  if (!request.member) throw unauthorized();
  return request.member;
}

/** The level whose rights the member has now (the free one once a bought term ran out). */
export function levelOf(ctx: AppContext, user: User): Promise<Level> {
  return effectiveLevel(ctx.db, user, ctx.config.now());
}

/** The member's user info record as of now (level, term, lapsed level). */
export async function userInfoOf(ctx: AppContext, user: User) {
  const { level, lapsed } = await membershipOf(ctx.db, user, ctx.config.now());
  return userInfo(user, level, lapsed);
}

/** A repository read of one member's rows between two days, a page at a time. */
type DatedRead<Row> = (
  db: Kysely<Database>,
  memberId: number,
  range: TimeRange,
  window: PageWindow,
) => Promise<{ rows: Row[]; total: number }>;

/** One page of the calling member's history between the query's start and end days. */
export function memberHistory<Row, Item>(
  ctx: AppContext,
  request: FastifyRequest<{ Querystring: PageQuery & { startDate?: string; endDate?: string } }>,
  read: DatedRead<Row>,
  item: (row: Row) => Item,
): Promise<Page<Item>> {
  const { query } = request;
  const range = dayRange(query.startDate, query.endDate);
  return pageOf(query, (window) => read(ctx.db, member(request).id, range, window), item);
}
