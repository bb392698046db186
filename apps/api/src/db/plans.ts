import { sql } from 'kysely';
import pg from 'pg';

// PostgreSQL plans every unnamed statement it is sent. A search's statements (a recursive query
// over periods, the result rows with their sections) took longer to plan than to run: 0.6–1.1 ms
// of planning each, on 2 cores at a million documents (apps/api/bench/README.md). Statements marked
// here run as named prepared statements instead, parsed once per connection; after five runs
// PostgreSQL keeps a generic plan when it costs no more than the custom ones did.

const MARK = '/* reuse plan */';

/**
 * Distinct marked statements one connection keeps prepared. Marked statements differ only by the
 * shape of a search (its number of words and grams), so a few dozen cover them; past the bound
 * they run unnamed, planned each time as before, so no text can grow a connection's memory.
 */
export const PLANS_PER_CONNECTION = 200;

/**
 * Marks a statement to be planned once per connection on PostgreSQL (SQLite ignores the
 * comment): `.modifyFront(reusePlanMark)` in the query builder, anywhere in a `sql` template.
 */
export const reusePlanMark = sql.raw(MARK);

/**
 * The pool's client: a statement holding the marker is sent as a named prepared statement, its
 * name given the first time this connection sees its text.
 */
export class PlanReusingClient extends pg.Client {
  readonly #names = new Map<string, string>();

  // Kysely calls query(text, values) and awaits the promise; every other call passes through.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name =
      args.length <= 2 && typeof text === 'string' && text.includes(MARK)
        ? this.#nameOf(text)
        : null;
    const call = super.query as (...a: unknown[]) => never;
    return name === null
      ? call.apply(this, args)
      : call.call(this, { name, text, values: (values as unknown[] | undefined) ?? [] });
  }

  #nameOf(text: string): string | null {
    const known = this.#names.get(text);
    if (known !== undefined) return known;
    if (this.#names.size >= PLANS_PER_CONNECTION) return null;
    const name = `reuse_plan_${this.#names.size}`;
    this.#names.set(text, name);
    return name;
  }
}
