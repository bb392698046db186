import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

// What a migrated database holds, read back from each database's catalogue in one comparable
// shape: tables, columns (type class, null, default), primary keys, unique and plain indexes,
// CHECKs and foreign keys. Search is the one deliberate difference: SQLite's FTS5 table
// (documents_fts and its shadow tables) and PostgreSQL's GIN trigram indexes and its search table
// (documents_search, migration 0041), both left out.

export interface Column {
  type: string;
  notNull: boolean;
  default: string | null;
}
export interface Schema {
  columns: Record<string, Record<string, Column>>;
  primaryKeys: Record<string, string[]>;
  indexes: string[];
  checks: string[];
  foreignKeys: string[];
}

const SQLITE_SEARCH_TABLE = /_fts(_\w+)?$/;
const POSTGRES_SEARCH_TABLE = 'documents_search';

function typeClass(declared: string): string {
  const t = declared.toLowerCase();
  if (/int/.test(t)) return 'integer';
  if (/char|text|clob/.test(t)) return 'text';
  if (/real|double|float|numeric/.test(t)) return 'real';
  return t;
}

function normaliseDefault(value: string | null): string | null {
  if (value === null) return null;
  return value.replace(/::[\w ]+$/, '').replace(/^\((.*)\)$/, '$1');
}

/** Column names, literals and comparisons of a CHECK, in order: the same on both databases. */
function checkTokens(table: string, expression: string, columns: string[]): string {
  const text = expression.replace(/=\s*ANY\s*\(\s*ARRAY\[/gi, ' IN (').replace(/::\w+/g, '');
  const tokens = text.match(/'[^']*'|\d+|>=|<=|<>|!=|=|<|>|\bIN\b|\w+/gi) ?? [];
  return `${table}: ${tokens
    .filter((t) => /^'|^\d|^[<>=!]|^in$/i.test(t) || columns.includes(t))
    .map((t) => (/^in$/i.test(t) ? 'IN' : t))
    .join(' ')}`;
}

/** The CHECK (…) bodies of a CREATE TABLE statement, parentheses balanced. */
function checksOf(createTable: string): string[] {
  const found: string[] = [];
  const re = /\bCHECK\s*\(/gi;
  for (let match = re.exec(createTable); match; match = re.exec(createTable)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    for (; i < createTable.length && depth > 0; i += 1) {
      if (createTable[i] === '(') depth += 1;
      if (createTable[i] === ')') depth -= 1;
    }
    found.push(createTable.slice(start, i - 1));
  }
  return found;
}

export async function sqliteSchema(db: Kysely<Database>): Promise<Schema> {
  const schema: Schema = { columns: {}, primaryKeys: {}, indexes: [], checks: [], foreignKeys: [] };
  const tables = await sql<{ name: string; sql: string }>`
    SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(
    db,
  );
  for (const { name: table, sql: createSql } of tables.rows) {
    if (SQLITE_SEARCH_TABLE.test(table)) continue;
    const info = await sql<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>`SELECT * FROM pragma_table_info(${table})`.execute(db);
    const columns: Record<string, Column> = {};
    for (const c of info.rows) {
      const nocase = new RegExp(`\\b${c.name}\\s+TEXT\\b[^,]*COLLATE\\s+NOCASE`, 'i').test(
        createSql,
      );
      columns[c.name] = {
        type: typeClass(c.type) + (nocase ? ' nocase' : ''),
        notNull: c.pk > 0 || c.notnull === 1,
        default: normaliseDefault(c.dflt_value),
      };
    }
    schema.columns[table] = columns;
    schema.primaryKeys[table] = info.rows
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    for (const check of checksOf(createSql)) {
      schema.checks.push(checkTokens(table, check, Object.keys(columns)));
    }
    const indexList = await sql<{ name: string; unique: number; origin: string }>`
      SELECT * FROM pragma_index_list(${table})`.execute(db);
    for (const index of indexList.rows) {
      if (index.origin === 'pk') continue;
      const keys = await sql<{ name: string; desc: number; key: number }>`
        SELECT * FROM pragma_index_xinfo(${index.name})`.execute(db);
      const cols = keys.rows
        .filter((k) => k.key === 1)
        .map((k) => `${k.name}${k.desc ? ' DESC' : ''}`);
      const label = index.origin === 'c' ? index.name : '(constraint)';
      const [definition] = (
        await sql<{ sql: string | null }>`
          SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ${index.name}`.execute(db)
      ).rows;
      const where = /\sWHERE\s(.*)$/is.exec(definition?.sql ?? '')?.[1];
      const partial = where ? ` WHERE ${checkTokens(table, where, Object.keys(columns))}` : '';
      schema.indexes.push(
        `${label} ${index.unique ? 'UNIQUE ' : ''}${table}(${cols.join(', ')})${partial}`,
      );
    }
    const fks = await sql<{ table: string; from: string; to: string | null; on_delete: string }>`
      SELECT * FROM pragma_foreign_key_list(${table})`.execute(db);
    for (const fk of fks.rows) {
      const onDelete = fk.on_delete === 'NO ACTION' ? '' : ` ON DELETE ${fk.on_delete}`;
      schema.foreignKeys.push(`${table}.${fk.from} -> ${fk.table}.${fk.to ?? 'id'}${onDelete}`);
    }
  }
  return schema;
}

export async function postgresSchema(db: Kysely<Database>): Promise<Schema> {
  const schema: Schema = { columns: {}, primaryKeys: {}, indexes: [], checks: [], foreignKeys: [] };
  const columns = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    is_nullable: string;
    column_default: string | null;
  }>`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
     FROM information_schema.columns WHERE table_schema = current_schema()
     ORDER BY table_name, ordinal_position`.execute(db);
  for (const c of columns.rows) {
    if (c.table_name === POSTGRES_SEARCH_TABLE) continue;
    schema.columns[c.table_name] ??= {};
    const type = c.udt_name === 'citext' ? 'text nocase' : typeClass(c.data_type);
    (schema.columns[c.table_name] as Record<string, Column>)[c.column_name] = {
      type,
      notNull: c.is_nullable === 'NO',
      default: normaliseDefault(c.column_default),
    };
  }
  const constraints = await sql<{ table: string; type: string; def: string; index: string }>`
    SELECT c.conrelid::regclass::text AS table, c.contype AS type,
      pg_get_constraintdef(c.oid) AS def, c.conindid::regclass::text AS index
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = current_schema()`.execute(db);
  const constraintIndexes = new Set<string>();
  for (const c of constraints.rows) {
    if (c.table === POSTGRES_SEARCH_TABLE) continue;
    const tableColumns = Object.keys(schema.columns[c.table] ?? {});
    if (c.type === 'p') {
      schema.primaryKeys[c.table] = (/\(([^)]*)\)/.exec(c.def)?.[1] ?? '').split(/,\s*/);
      constraintIndexes.add(c.index);
    } else if (c.type === 'u') {
      constraintIndexes.add(c.index);
    } else if (c.type === 'c') {
      schema.checks.push(checkTokens(c.table, c.def.replace(/^CHECK\s*/, ''), tableColumns));
    } else if (c.type === 'f') {
      const m = /FOREIGN KEY \((\w+)\) REFERENCES (\w+)\((\w+)\)(?: ON DELETE ([A-Z ]+))?/.exec(
        c.def,
      );
      if (m) {
        const onDelete = m[4] ? ` ON DELETE ${m[4].trim()}` : '';
        schema.foreignKeys.push(`${c.table}.${m[1]} -> ${m[2]}.${m[3]}${onDelete}`);
      }
    }
  }
  const indexes = await sql<{ indexname: string; tablename: string; indexdef: string }>`
    SELECT indexname, tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema()`.execute(
    db,
  );
  for (const index of indexes.rows) {
    if (/USING gin/i.test(index.indexdef)) continue; // search: SQLite has FTS5 instead
    if (index.tablename === POSTGRES_SEARCH_TABLE) continue;
    if (constraintIndexes.has(index.indexname) && /_pkey$/.test(index.indexname)) continue;
    const [head = '', where] = index.indexdef.split(/\sWHERE\s/);
    const cols = (/\((.*)\)$/.exec(head)?.[1] ?? '').split(/,\s*/);
    const unique = /CREATE UNIQUE/i.test(head);
    const label = constraintIndexes.has(index.indexname) ? '(constraint)' : index.indexname;
    const tableColumns = Object.keys(schema.columns[index.tablename] ?? {});
    const partial = where ? ` WHERE ${checkTokens(index.tablename, where, tableColumns)}` : '';
    schema.indexes.push(
      `${label} ${unique ? 'UNIQUE ' : ''}${index.tablename}(${cols.join(', ')})${partial}`,
    );
  }
  return schema;
}

export function sorted(schema: Schema): Schema {
  return {
    ...schema,
    indexes: [...schema.indexes].sort(),
    checks: [...schema.checks].sort(),
    foreignKeys: [...schema.foreignKeys].sort(),
  };
}
