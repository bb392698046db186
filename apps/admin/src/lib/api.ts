import { createAdminClient, type components } from '@dongman/api-client';

/** The one console client: same-origin, XSRF header on writes, envelope failures as events. */
export const admin = createAdminClient();

export type Schemas = components['schemas'];
export type StaffRole = Schemas['AdminRole'];
export type AdminSession = Schemas['AdminSession'];
