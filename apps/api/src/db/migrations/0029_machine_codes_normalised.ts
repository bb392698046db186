import { canonicalMachineCode } from '../../lib/machine-code.js';
import type { SqlRunner } from '../connection.js';
import type { Migration } from './types.js';

interface Row {
  id: number;
  user_id: number;
  machine_code: string;
}

/**
 * Machine codes were kept as typed, so `A1B2-…` and `a1b2-…` took two of a member's machines
 * (issue 26). Every code becomes its canonical form; of one member's rows naming the same machine
 * the oldest stays (its activation code is the one the plugin holds) and the rest go.
 */
async function normalise(runner: SqlRunner) {
  const rows = await runner.all<Row>(
    'SELECT id, user_id, machine_code FROM plugin_activations ORDER BY user_id, create_time, id',
  );
  const kept = new Map<string, Row>();
  // Duplicates go first, so no rename meets a row still holding the canonical code.
  for (const row of rows) {
    const canonical = canonicalMachineCode(row.machine_code) ?? row.machine_code.toUpperCase();
    const key = `${row.user_id}|${canonical}`;
    if (kept.has(key)) await runner.run('DELETE FROM plugin_activations WHERE id = ?', [row.id]);
    else kept.set(key, { ...row, machine_code: canonical });
  }
  for (const row of rows) {
    const canonical = canonicalMachineCode(row.machine_code) ?? row.machine_code.toUpperCase();
    if (canonical === row.machine_code) continue;
    if (kept.get(`${row.user_id}|${canonical}`)?.id !== row.id) continue;
    await runner.run('UPDATE plugin_activations SET machine_code = ? WHERE id = ?', [
      canonical,
      row.id,
    ]);
  }
}

export default {
  name: '0029_machine_codes_normalised',
  formerName: '0033_machine_codes_normalised',
  statements: [{ run: normalise }],
} satisfies Migration;
