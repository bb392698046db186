import type { EntitlementKey } from '@dongman/api-client';
import type { PagesMessageKey } from '../i18n/pages/zh-CN';

const KEYS: Record<EntitlementKey, PagesMessageKey> = {
  sourceMaterial: 'entitlementSourceMaterial',
  myzSourceMaterial: 'entitlementMyzSourceMaterial',
  template: 'entitlementTemplate',
  plugin: 'entitlementPlugin',
  dubbing: 'entitlementDubbing',
  course: 'entitlementCourse',
};

/** The catalogue key naming a level right ("动画素材", "模板" …). */
export const entitlementMessageKey = (key: EntitlementKey): PagesMessageKey => KEYS[key];
