import type { Selectable } from 'kysely';
import type {
  CommonDocumentTable,
  DubbingVoiceTable,
  Level,
  PayOptionTable,
} from '../db/schema.js';
import { iso } from '../lib/time.js';
import { levelInfo } from './mappers.js';

// Rows → the console shapes of openapi.yaml (AdminLevel, AdminPayOption, AdminVoice,
// AdminCommonDocument); fields listed one by one so nothing internal leaks.

export function adminLevel(level: Level) {
  return { ...levelInfo(level), sort: level.sort, disabled: level.disabled === 1 };
}

export function adminPayOption(row: Selectable<PayOptionTable>) {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    amount: row.amount,
    recommended: row.recommended === 1,
    sort: row.sort,
    disabled: row.disabled === 1,
  };
}

export function adminVoice(row: Selectable<DubbingVoiceTable>) {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    style: row.style,
    language: row.language,
    pitchHz: row.pitch_hz,
    sampleText: row.sample_text,
    sort: row.sort,
  };
}

export function adminCommonDocument(row: Selectable<CommonDocumentTable>) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    section: row.section,
    entitlement: row.entitlement,
    downloadable: row.downloadable === 1,
    updateTime: iso(row.update_time),
  };
}
