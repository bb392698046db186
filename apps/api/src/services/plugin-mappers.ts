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

/** The member's unbinding allowance as the contract's PluginUnbindAllowance. */
export function unbindAllowanceOf(allowance: {
  limit: number;
  left: number;
  nextTime: number | null;
}) {
  return {
    limit: allowance.limit,
    left: allowance.left,
    nextTime: allowance.nextTime === null ? null : iso(allowance.nextTime),
  };
}
