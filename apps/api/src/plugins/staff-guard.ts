import type { onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import type { OperationInfo } from '../openapi/spec.js';
import { staffForOperation } from '../services/staff-auth.js';
import { callerOf } from './request-caller.js';

/** onRequest guard of a console operation: sets `request.staff` or answers 401/403. */
export function requireStaff(ctx: AppContext, operation: OperationInfo): onRequestAsyncHookHandler {
  return async (request, reply) => {
    request.staff = await staffForOperation(ctx, callerOf(request, reply), operation);
  };
}
