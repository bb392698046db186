#!/usr/bin/env node
// Writes src/generated/contract.ts: the values of openapi.yaml that code needs at run time (field
// limits, enums, named ids), so no package writes them again. Run by `npm run generate`;
// `--check` fails when the file is stale (npm test). Never edit the output by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const specFile = resolve(here, '../../../openapi.yaml');
const outFile = resolve(here, '../src/generated/contract.ts');

/** JSON Schema keywords that limit a value (what a form or a server check needs). */
const RULE_KEYWORDS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'minItems',
  'maxItems',
  'default',
];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const spec = parse(readFileSync(specFile, 'utf8'));
const schemas = spec.components?.schemas ?? {};

function resolveRef(node) {
  if (node && typeof node.$ref === 'string') {
    const name = node.$ref.replace('#/components/schemas/', '');
    return schemas[name];
  }
  return node;
}

/** The limits of one value; an array's item limits under `items`. */
function rulesOf(node) {
  const schema = resolveRef(node);
  if (!schema || typeof schema !== 'object') return undefined;
  const rules = {};
  for (const keyword of RULE_KEYWORDS) if (keyword in schema) rules[keyword] = schema[keyword];
  if (schema.type === 'array' && schema.items && !schema.items.$ref) {
    const items = rulesOf(schema.items);
    if (items) rules.items = items;
  }
  return Object.keys(rules).length > 0 ? rules : undefined;
}

function objectRules(schema) {
  const fields = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const rules = rulesOf(property);
    if (rules) fields[name] = rules;
  }
  return fields;
}

// components.schemas: every object with at least one limited field.
const fieldRules = {};
for (const [name, schema] of Object.entries(schemas)) {
  if (schema.type !== 'object') continue;
  const fields = objectRules(schema);
  if (Object.keys(fields).length > 0) fieldRules[name] = fields;
}

// Operation parameters (path and query), by operationId; shared ones from components.parameters.
const parameterRules = {};
const sharedParameters = {};
for (const [name, parameter] of Object.entries(spec.components?.parameters ?? {})) {
  const rules = rulesOf(parameter.schema);
  if (rules) sharedParameters[name] = rules;
}
for (const item of Object.values(spec.paths ?? {})) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation?.operationId) continue;
    const rules = {};
    for (const parameter of operation.parameters ?? []) {
      if (parameter.$ref) continue;
      const limited = rulesOf(parameter.schema);
      if (limited) rules[parameter.name] = limited;
    }
    if (Object.keys(rules).length > 0) parameterRules[operation.operationId] = rules;
  }
}

// String enums as lists; integer enums with x-enum-varnames as name → value maps.
const enums = {};
const namedValues = {};
for (const [name, schema] of Object.entries(schemas)) {
  if (!Array.isArray(schema.enum)) continue;
  const names = schema['x-enum-varnames'];
  if (Array.isArray(names)) {
    if (names.length !== schema.enum.length)
      throw new Error(`${name}: x-enum-varnames and enum differ in length`);
    namedValues[name] = Object.fromEntries(names.map((key, i) => [key, schema.enum[i]]));
  } else enums[name] = schema.enum;
}

const json = (value) => JSON.stringify(value, null, 2);
const screaming = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

let out = `// Generated from openapi.yaml by scripts/generate-contract.mjs (npm run generate). Do not edit.
// The values behind the types: field limits, enums and named ids, for every package to import
// from '@dongman/api-client/contract' instead of writing them again.

${Object.entries(fieldRules)
  .map(
    ([name, fields]) =>
      `/** Limits of ${name}'s fields. */\nexport const ${name}Rules = ${json(fields)} as const;\n`,
  )
  .join('\n')}
/**
 * Limits of each component schema's fields (components.schemas), by schema and field. A page
 * that needs one schema's limits imports its \`<Schema>Rules\` const: this map keeps them all.
 */
export const fieldRules = {
${Object.keys(fieldRules)
  .map((name) => `  ${name}: ${name}Rules,`)
  .join('\n')}
} as const;

/** Limits of the shared query parameters (components.parameters): paging. */
export const sharedParameterRules = ${json(sharedParameters)} as const;

/** Limits of each operation's own path and query parameters, by operationId and name. */
export const parameterRules = ${json(parameterRules)} as const;

/** Every string enum of components.schemas, in the contract's order. */
export const enums = ${json(enums)} as const;
`;
for (const [name, map] of Object.entries(namedValues)) {
  const description = (schemas[name].description ?? name).replace(/\s+/g, ' ').trim();
  out += `\n/** ${description} */\nexport const ${screaming(name)}S = ${json(map)} as const;\n`;
}

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(outFile, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== out) {
    console.error(
      'src/generated/contract.ts is stale: run npm run generate -w @dongman/api-client',
    );
    process.exit(1);
  }
} else {
  writeFileSync(outFile, out);
}
