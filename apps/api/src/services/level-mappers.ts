import type { Entitlement, Level } from '../db/schema.js';

export function levelInfo(level: Level) {
  return {
    id: level.id,
    name: level.name,
    sourceMaterial: level.source_material === 1,
    myzSourceMaterial: level.myz_source_material === 1,
    template: level.template === 1,
    plugin: level.plugin === 1,
    dubbing: level.dubbing === 1,
    course: level.course === 1,
    price: level.price,
    dailyDownloads: level.daily_downloads,
    termDays: level.term_days,
  };
}
export const LEVEL_COLUMNS: Record<Entitlement, keyof Level> = {
  sourceMaterial: 'source_material',
  myzSourceMaterial: 'myz_source_material',
  template: 'template',
  plugin: 'plugin',
  dubbing: 'dubbing',
  course: 'course',
};
export function levelHas(level: Level, entitlement: Entitlement): boolean {
  return level[LEVEL_COLUMNS[entitlement]] === 1;
}
export const ENTITLEMENT_NAMES: Record<Entitlement, string> = {
  sourceMaterial: '素材下载',
  myzSourceMaterial: 'MYZ原创素材下载',
  template: '模板下载',
  plugin: '插件',
  dubbing: '配音服务',
  course: '课程下载',
};
// Rows → the console shapes of openapi.yaml (AdminLevel, AdminPayOption, AdminVoice,
// AdminCommonDocument); fields listed one by one so nothing internal leaks.

export function adminLevel(level: Level) {
  return { ...levelInfo(level), sort: level.sort, disabled: level.disabled === 1 };
}
