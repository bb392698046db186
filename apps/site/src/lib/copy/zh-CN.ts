// The names of the level rights (../entitlement.ts maps a right to its key), shown by the catalogue,
// member and download pages; loaded with the `pages` part.
export const entitlementNamesZhCN = {
  entitlementSourceMaterial: '动画素材',
  entitlementMyzSourceMaterial: 'MYZ原创素材',
  entitlementTemplate: '模板',
  entitlementPlugin: '插件',
  entitlementDubbing: '配音',
  entitlementCourse: '课程',
} as const satisfies Record<string, string>;

export type EntitlementNamesMessages = {
  readonly [K in keyof typeof entitlementNamesZhCN]: string;
};
