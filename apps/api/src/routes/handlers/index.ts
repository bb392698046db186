import type { AppContext } from '../../context.js';
import { adminClassHandlers } from './admin/classes.js';
import { adminContentHandlers } from './admin/content.js';
import { adminDocumentHandlers } from './admin/documents.js';
import { adminLevelPayHandlers } from './admin/levels-pay.js';
import { adminMemberHandlers } from './admin/members.js';
import { adminMoneyHandlers } from './admin/money.js';
import { adminOperationHandlers } from './admin/operations.js';
import { adminReconciliationHandlers } from './admin/reconciliation.js';
import { adminSessionHandlers } from './admin/session.js';
import { adminSitePageHandlers } from './admin/site-pages.js';
import { adminVoiceHandlers } from './admin/voices.js';
import { authHandlers } from './auth.js';
import { catalogHandlers } from './catalog.js';
import type { Handlers } from './common.js';
import { dubbingHandlers } from './dubbing.js';
import { materialHandlers } from './materials.js';
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
    ...materialHandlers(ctx),
    ...adminSessionHandlers(ctx),
    ...adminMemberHandlers(ctx),
    ...adminContentHandlers(ctx),
    ...adminClassHandlers(ctx),
    ...adminDocumentHandlers(ctx),
    ...adminOperationHandlers(ctx),
    ...adminMoneyHandlers(ctx),
    ...adminReconciliationHandlers(ctx),
    ...adminLevelPayHandlers(ctx),
    ...adminSitePageHandlers(ctx),
    ...adminVoiceHandlers(ctx),
  };
}
