import type { Selectable } from 'kysely';
import type { PluginActivationTable } from '../db/schema.js';
import { iso } from '../lib/time.js';

export function pluginActivation(row: Selectable<PluginActivationTable>) {
  return {
    id: row.id,
    machineCode: row.machine_code,
    activationCode: row.activation_code,
    createTime: iso(row.create_time),
  };
}
