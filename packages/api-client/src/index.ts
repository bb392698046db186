export { createApiClient, withoutNullish } from './createApiClient';
export { createAdminClient } from './createAdminClient';
export type { AdminClient } from './createAdminClient';
export type { ApiClient, ApiClientOptions, CallOptions } from './createApiClient';
export type { ApiEvents, FailureEvent, UnauthorizedEvent, TransportErrorEvent } from './events';
export { OPERATIONS, operationIdOf } from './operationTable';
export { XSRF_COOKIE, XSRF_HEADER, isRelativeUrl, readCookie } from './middleware';
export type * from './types';
