import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

// ajv-formats is CommonJS with a default export; under ESM interop it arrives as the module.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const common: Options = {
  // OpenAPI keywords (examples, description…) are not JSON Schema validation keywords.
  strict: false,
  useDefaults: true,
  // Unknown fields are an error (a clear 400), not silently dropped.
  removeAdditional: false,
  allErrors: false,
};

// C0 controls and DEL, except tab, line feed and carriage return (multi-line text keeps them).
// NUL in particular reaches SQLite's FTS and C string APIs, where it truncates or fails.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

/** Deepest nesting of arrays and objects a JSON body may have (the contract's deepest is ~6). */
export const MAX_JSON_DEPTH = 32;

/**
 * Nesting depth of a JSON text, counted without parsing or recursion (brackets outside strings),
 * so a body nested 50,000 deep is refused before anything walks it.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return deepest;
}

function hostileError(keyword: string, path: string): ErrorObject {
  return { keyword, instancePath: path, schemaPath: '', params: {} };
}

/**
 * The first value a schema cannot catch: a control character in any text, or a number that is
 * not a safe integer-or-finite value ("1e309" coerces to Infinity, 1e20 overflows SQLite's
 * 64-bit integers and loses precision on the way). Reported as a schema-style error. Walks with
 * an explicit stack (no recursion) and stops at MAX_JSON_DEPTH.
 */
export function hostileValue(data: unknown, path = ''): ErrorObject | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: data, path, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path: at, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) return hostileError('controlCharacter', at);
    } else if (typeof value === 'number') {
      const unsafe =
        !Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value));
      if (unsafe) return hostileError('unsafeNumber', at);
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return hostileError('tooDeep', at);
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        if (CONTROL_CHARACTER.test(key)) return hostileError('controlCharacter', at);
        stack.push({ value: child, path: `${at}/${key}`, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** The schema's verdict, then the checks no JSON Schema keyword expresses. */
function guarded(validate: ValidateFunction) {
  const check = (data: unknown): boolean => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    const hostile = hostileValue(data);
    check.errors = hostile ? [hostile] : null;
    return hostile === null;
  };
  check.errors = null as ErrorObject[] | null | undefined;
  return check;
}

/**
 * Compiled on the route's first request instead of at start: compiling every schema of
 * openapi.yaml was most of the server's start-up time, and most routes are never
 * called right after a start. Same Ajv instance and schema, so the same verdicts.
 */
function compiledOnFirstUse(compile: () => (data: unknown) => boolean) {
  let validate: ReturnType<typeof compile> & { errors?: ErrorObject[] | null };
  const check = (data: unknown): boolean => {
    validate ??= compile();
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  };
  check.errors = null as ErrorObject[] | null | undefined;
  return check;
}

/**
 * Query strings, path parameters and headers arrive as text, so they are coerced to the schema's
 * types ("2" → 2); JSON bodies are typed already and are checked as sent (no 12345 → "12345").
 * Headers are not checked for control characters: Node refuses those before we see them.
 */
export function installValidation(app: FastifyInstance): void {
  installJsonDepthLimit(app);
  const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  const exact = addFormats(new Ajv({ ...common, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compiledOnFirstUse(() => {
      const validate = (httpPart === 'body' ? exact : coercing).compile(schema);
      return httpPart === 'headers' ? validate : guarded(validate);
    }),
  );
}

/**
 * JSON bodies are measured for depth before they are parsed: too deep answers 400 in the
 * envelope, never a stack overflow in a recursive walk (validation, hostileValue, handlers).
 * Parsing itself stays Fastify's (prototype-poisoning protection included).
 */
function installJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(String(body)) > MAX_JSON_DEPTH) {
      done(badRequest(`请求体嵌套过深（最多 ${MAX_JSON_DEPTH} 层）`), undefined);
      return;
    }
    parse(request, String(body), done);
  });
}
