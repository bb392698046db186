/**
 * `@dongman/api-client/contract`: the run-time values of openapi.yaml (field limits, enums, named
 * ids), generated into ./generated/contract.ts. Import limits from here instead of writing the
 * numbers again; a change to openapi.yaml reaches every package through `npm run generate`.
 */
import { enums } from './generated/contract';

// Everything generated: fieldRules, one `<Schema>Rules` const per schema (so a page bundles only
// the limits it uses), parameterRules, sharedParameterRules, enums, COMMON_DOCUMENT_IDS.
export * from './generated/contract';

/** The level entitlements (EntitlementKey), in the contract's order. */
export const ENTITLEMENT_KEYS = enums.EntitlementKey;

/** A contract `pattern` as a RegExp (JSON Schema patterns are Unicode ECMAScript expressions). */
export function patternOf(rule: { readonly pattern: string }): RegExp {
  return new RegExp(rule.pattern, 'u');
}
