import type { AppContext } from '../../context.js';
import { authHandlers } from './auth.js';
import { catalogHandlers } from './catalog.js';
import type { Handlers } from './common.js';
import { dubbingHandlers } from './dubbing.js';
import { memberHandlers, moneyHandlers } from './member.js';
import { pluginHandlers, reportHandlers } from './reports.js';

/** Every handler, keyed by the operationId it implements in openapi.yaml. */
export function createHandlers(ctx: AppContext): Handlers {
  return {
    ...authHandlers(ctx),
    ...catalogHandlers(ctx),
    ...memberHandlers(ctx),
    ...moneyHandlers(ctx),
    ...dubbingHandlers(ctx),
    ...pluginHandlers(ctx),
    ...reportHandlers(ctx),
  };
}
