/**
 * Ports migrations written the old way — entries `'key': [statements]` of one `MIGRATIONS`
 * object, in SQLite SQL translated for PostgreSQL at start — to one file each in
 * src/db/migrations/, with both texts written out, and lists them in src/db/migrations/index.ts.
 *
 *   npm run migrations:port -w @dongman/api -- <old migrations.ts> [--dry-run]
 *
 * Keys whose migration already exists (its `legacyName`) are skipped, so a branch's whole file can
 * be given: only the entries it appended are ported, numbered after the last migration, in the
 * order they appear. Comments are kept; a statement both databases run unchanged stays one text.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { toPostgres } from './legacy-sql.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../db/migrations');

export interface LegacyEntry {
  key: string;
  /** Comments written above the key. */
  comment: string;
  /** The array's source text, `[…]`, with each statement in its explicit two-database form. */
  statements: string;
}

function templateLiteral(text: string): string {
  return `\`${text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;
}

/** Rewrites one statement element: unchanged when PostgreSQL runs the same text. */
function explicitStatement(element: ts.Expression, source: ts.SourceFile): string {
  const original = element.getText(source);
  if (ts.isObjectLiteralExpression(element)) return original;
  if (!ts.isNoSubstitutionTemplateLiteral(element) && !ts.isStringLiteral(element)) {
    throw new Error(`a statement must be a plain text or { sqlite, postgres }: ${original}`);
  }
  const postgres = toPostgres(element.text);
  if (postgres === element.text) return original;
  if (postgres === null) return `{ sqlite: ${original} }`;
  return `{\n  sqlite: ${original},\n  postgres: ${templateLiteral(postgres)},\n}`;
}

/** The entries of the `MIGRATIONS` object literal in `text`, in their order. */
export function readLegacyMigrations(text: string): LegacyEntry[] {
  const source = ts.createSourceFile('migrations.ts', text, ts.ScriptTarget.Latest, true);
  let object: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(source) === 'MIGRATIONS' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      object = node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!object) throw new Error('no `MIGRATIONS = { … }` object in this file');
  return object.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isArrayLiteralExpression(property.initializer)) {
      throw new Error(`not a 'key': [statements] entry: ${property.getText(source)}`);
    }
    const array = property.initializer;
    let body = '';
    let at = array.getStart(source);
    for (const element of array.elements) {
      body += text.slice(at, element.getStart(source)) + explicitStatement(element, source);
      at = element.end;
    }
    body += text.slice(at, array.end);
    const comment = (ts.getLeadingCommentRanges(text, property.pos) ?? [])
      .map((range) => text.slice(range.pos, range.end))
      .join('\n');
    return { key: (property.name as ts.StringLiteral).text, comment, statements: body };
  });
}

/** `005_10b_order_refunds` → `order_refunds`; `issue22_refund_states` → `refund_states`. */
export function slugOf(key: string): string {
  return key.replace(/^(\d+[a-z]?_)+/, '').replace(/^issue\d+_/, '');
}

export function migrationFile(name: string, entry: LegacyEntry): string {
  const comment = entry.comment ? `${entry.comment}\n` : '';
  return `import type { Migration } from './types.js';

${comment}export default {
  name: '${name}',
  legacyName: '${entry.key}',
  statements: ${entry.statements},
} satisfies Migration;
`;
}

function existing(): { names: string[]; legacyNames: Set<string> } {
  const names = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}_\w+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  const legacyNames = new Set(
    names.map(
      (name) =>
        /legacyName: '([^']+)'/.exec(
          readFileSync(join(MIGRATIONS_DIR, `${name}.ts`), 'utf8'),
        )?.[1] ?? '',
    ),
  );
  return { names, legacyNames };
}

/** Adds `import mNNNN from './NNNN_x.js'` and `mNNNN,` at the end of the index's list. */
export function addToIndex(index: string, names: string[]): string {
  const imports = names
    .map((name) => `import m${name.slice(0, 4)} from './${name}.js';\n`)
    .join('');
  const entries = names.map((name) => `  m${name.slice(0, 4)},\n`).join('');
  const lastImport = index.lastIndexOf('\nimport ') + 1;
  const afterImports = index.indexOf('\n', lastImport) + 1;
  let out = index.slice(0, afterImports) + imports + index.slice(afterImports);
  const listEnd = out.indexOf('\n];', out.indexOf('MIGRATIONS')) + 1;
  out = out.slice(0, listEnd) + entries + out.slice(listEnd);
  return out;
}

function main(argv: string[]): void {
  const file = argv.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: port-legacy-migrations <old migrations.ts> [--dry-run]');
  const { names, legacyNames } = existing();
  let next = names.length ? Number(names[names.length - 1]?.slice(0, 4)) + 1 : 1;
  const added: string[] = [];
  for (const entry of readLegacyMigrations(readFileSync(file, 'utf8'))) {
    if (legacyNames.has(entry.key)) continue;
    const name = `${String(next).padStart(4, '0')}_${slugOf(entry.key)}`;
    next += 1;
    added.push(name);
    if (!argv.includes('--dry-run')) {
      writeFileSync(join(MIGRATIONS_DIR, `${name}.ts`), migrationFile(name, entry));
    }
    console.log(`${entry.key} → src/db/migrations/${name}.ts`);
  }
  const indexPath = join(MIGRATIONS_DIR, 'index.ts');
  if (added.length && !argv.includes('--dry-run')) {
    writeFileSync(indexPath, addToIndex(readFileSync(indexPath, 'utf8'), added));
    console.log(
      'listed in src/db/migrations/index.ts; now: npx prettier --write src/db/migrations',
    );
  }
  if (!added.length) console.log('nothing to port');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  main(process.argv.slice(2));
