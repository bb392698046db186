import type { Migration } from './types.js';
import m0001 from './0001_initial.js';
import m0002 from './0002_search_covering_index.js';
import m0003 from './0003_postgres_search_trigram.js';
import m0004 from './0004_hardening_login_attempts.js';
import m0005 from './0005_hardening_download_records.js';
import m0006 from './0006_hardening_plugin_machines.js';
import m0007 from './0007_materials_files_quotas_recovery.js';
import m0008 from './0008_payments_ledger.js';
import m0009 from './0009_perf_cache_counts_grams.js';
import m0010 from './0010_console_staff_audit.js';
import m0011 from './0011_report_files.js';
import m0012 from './0012_order_refunds.js';
import m0013 from './0013_levels_pay_options_disabled.js';
import m0014 from './0014_documents_publish_price.js';
import m0015 from './0015_pinyin_search.js';
import m0016 from './0016_listing_sort_filters.js';
import m0017 from './0017_refund_states.js';
import m0018 from './0018_money_requests.js';
import m0019 from './0019_staff_second_factor.js';
import m0020 from './0020_audit_append_only.js';
import m0021 from './0021_dubbing_job_states.js';
import m0022 from './0022_level_terms.js';
import m0023 from './0023_reconciliation.js';
import m0024 from './0024_zip_contents.js';
import m0025 from './0025_report_review_reason.js';
import m0026 from './0026_dubbing_sentences.js';
import m0027 from './0027_sms_code_session.js';
import m0028 from './0028_audit_unknown_staff.js';
import m0029 from './0029_machine_codes_normalised.js';
import m0030 from './0030_plugin_unbinds.js';
import m0031 from './0031_preview_sizes.js';
import m0032 from './0032_notice_reads.js';
import m0033 from './0033_voice_engine_mappings.js';
import m0034 from './0034_media_previews.js';
import m0035 from './0035_member_reset_links.js';
import m0036 from './0036_rich_text_images.js';
import m0037 from './0037_preview_sources.js';
import m0038 from './0038_listing_filter_indexes.js';
import m0039 from './0039_card_batch_levels_kept_codes.js';
import m0040 from './0040_postgres_title_grams.js';
import m0041 from './0041_postgres_search_table.js';
import m0042 from './0042_postgres_search_keys.js';
import m0043 from './0043_sqlite_bigram_search.js';
import m0044 from './0044_sqlite_pinyin_grams.js';
import m0045 from './0045_search_keys_own_period.js';

/**
 * Every migration, in the order it runs, which is also the order of their numbers. To add one: a
 * new file `NNNN_what.ts` (the next number) exporting `{ name: 'NNNN_what', statements: [...] }
 * satisfies Migration`, imported and listed last here. Never edit one that has shipped: add the
 * next instead (a branch landing after another renumbers its own, unshipped, to follow).
 */
export const MIGRATIONS: readonly Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0017,
  m0018,
  m0019,
  m0020,
  m0021,
  m0022,
  m0023,
  m0024,
  m0025,
  m0026,
  m0027,
  m0028,
  m0029,
  m0030,
  m0031,
  m0032,
  m0033,
  m0034,
  m0035,
  m0036,
  m0037,
  m0038,
  m0039,
  m0040,
  m0041,
  m0042,
  m0043,
  m0044,
  m0045,
];
