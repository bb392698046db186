import type { StaffRole } from './api';

// Filled at build time from the x-roles of openapi.yaml (vite.config.ts): the console hides what
// the server would refuse. The server checks every call regardless.
declare const __OPERATION_ROLES__: Record<string, string[]>;

export function can(role: StaffRole | undefined, operationId: string): boolean {
  return role !== undefined && (__OPERATION_ROLES__[operationId] ?? []).includes(role);
}
