import type { EntitlementKey } from '@dongman/api-client';
import type { SiteMessageKey } from '../i18n';

const KEYS: Record<EntitlementKey, SiteMessageKey> = {
  sourceMaterial: 'entitlementSourceMaterial',
  myzSourceMaterial: 'entitlementMyzSourceMaterial',
  template: 'entitlementTemplate',
  plugin: 'entitlementPlugin',
  dubbing: 'entitlementDubbing',
  course: 'entitlementCourse',
};

/** The catalogue key naming a level right ("动画素材", "模板" …). */
export const entitlementMessageKey = (key: EntitlementKey): SiteMessageKey => KEYS[key];
