import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

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

/**
 * The first value a schema cannot catch: a control character in any text, or a number that is
 * not a safe integer-or-finite value ("1e309" coerces to Infinity, 1e20 overflows SQLite's
 * 64-bit integers and loses precision on the way). Reported as a schema-style error.
 */
export function hostileValue(data: unknown, path = ''): ErrorObject | null {
  if (typeof data === 'string') {
    return CONTROL_CHARACTER.test(data)
      ? { keyword: 'controlCharacter', instancePath: path, schemaPath: '', params: {} }
      : null;
  }
  if (typeof data === 'number') {
    const unsafe =
      !Number.isFinite(data) || (Number.isInteger(data) && !Number.isSafeInteger(data));
    return unsafe
      ? { keyword: 'unsafeNumber', instancePath: path, schemaPath: '', params: {} }
      : null;
  }
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (CONTROL_CHARACTER.test(key)) {
        return { keyword: 'controlCharacter', instancePath: path, schemaPath: '', params: {} };
      }
      const found = hostileValue(value, `${path}/${key}`);
      if (found) return found;
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
 * openapi.yaml was most of the server's start-up time (issue 13), and most routes are never
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
  const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  const exact = addFormats(new Ajv({ ...common, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compiledOnFirstUse(() => {
      const validate = (httpPart === 'body' ? exact : coercing).compile(schema);
      return httpPart === 'headers' ? validate : guarded(validate);
    }),
  );
}
