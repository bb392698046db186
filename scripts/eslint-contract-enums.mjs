// ESLint rule `contract/no-retyped-enum`: a list of an openapi.yaml enum's values written out
// again — an array of string literals or a union of string literal types holding exactly the values
// of a contract enum — is an error. Take the list from `enums` of `@dongman/api-client/contract`
// (or the type from `@dongman/api-client`), so a value added to the contract reaches the database
// types, the server's settings and the console's filters at once.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GENERATED = join(
  dirname(fileURLToPath(import.meta.url)),
  '../packages/api-client/src/generated/contract.ts',
);

/** The generated `enums` object: `export const enums = { … } as const;`, written as JSON. */
export function contractEnums(text = readFileSync(GENERATED, 'utf8')) {
  const match = /export const enums = (\{[\s\S]*?\n\}) as const;/.exec(text);
  if (!match) throw new Error('no `export const enums = {…} as const` in the generated contract');
  return JSON.parse(match[1]);
}

/** The contract enum whose values `values` are exactly (in any order), if any. */
function retyped(enums, values) {
  const given = new Set(values);
  if (given.size < 2) return undefined;
  return Object.entries(enums).find(
    ([, list]) => list.length === given.size && list.every((value) => given.has(value)),
  )?.[0];
}

function stringsOf(elements, valueOf) {
  const values = [];
  for (const element of elements) {
    const value = element ? valueOf(element) : undefined;
    if (typeof value !== 'string') return [];
    values.push(value);
  }
  return values;
}

export function noRetypedEnum(enums = contractEnums()) {
  return {
    meta: {
      type: 'problem',
      messages: {
        retyped:
          'These are the values of the contract enum {{name}}: use `enums.{{name}}` from @dongman/api-client/contract (or its type), not a list typed again.',
      },
      schema: [],
    },
    create(context) {
      const check = (node, values) => {
        const name = retyped(enums, values);
        if (name) context.report({ node, messageId: 'retyped', data: { name } });
      };
      return {
        ArrayExpression(node) {
          check(
            node,
            stringsOf(node.elements, (e) => (e.type === 'Literal' ? e.value : undefined)),
          );
        },
        TSUnionType(node) {
          check(
            node,
            stringsOf(node.types, (t) =>
              t.type === 'TSLiteralType' && t.literal.type === 'Literal'
                ? t.literal.value
                : undefined,
            ),
          );
        },
      };
    },
  };
}

export default { rules: { 'no-retyped-enum': noRetypedEnum() } };
