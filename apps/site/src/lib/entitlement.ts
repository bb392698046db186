import type { EntitlementKey } from '@dongman/api-client';
import type { EntitlementNamesMessages } from './copy/zh-CN';

type EntitlementNameKey = keyof EntitlementNamesMessages;

const KEYS: Record<EntitlementKey, EntitlementNameKey> = {
  sourceMaterial: 'entitlementSourceMaterial',
  myzSourceMaterial: 'entitlementMyzSourceMaterial',
  template: 'entitlementTemplate',
  plugin: 'entitlementPlugin',
  dubbing: 'entitlementDubbing',
  course: 'entitlementCourse',
};

/** The catalogue key naming a level right ("动画素材", "模板" …). */
export const entitlementMessageKey = (key: EntitlementKey): EntitlementNameKey => KEYS[key];
