import { Ajv, type Options } from 'ajv';
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

/**
 * Query strings, path parameters and headers arrive as text, so they are coerced to the schema's
 * types ("2" → 2); JSON bodies are typed already and are checked as sent (no 12345 → "12345").
 */
export function installValidation(app: FastifyInstance): void {
  const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  const exact = addFormats(new Ajv({ ...common, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? exact : coercing).compile(schema),
  );
}
