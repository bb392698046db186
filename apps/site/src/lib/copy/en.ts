import type { EntitlementNamesMessages } from './zh-CN';

export const entitlementNamesEn: EntitlementNamesMessages = {
  entitlementSourceMaterial: 'Animation materials',
  entitlementMyzSourceMaterial: 'MYZ originals',
  entitlementTemplate: 'Templates',
  entitlementPlugin: 'Plugins',
  entitlementDubbing: 'Dubbing',
  entitlementCourse: 'Courses',
};
