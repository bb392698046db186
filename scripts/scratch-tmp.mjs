#!/usr/bin/env node
// Runs a command (the test run) with its temporary files in memory: TMPDIR is a fresh folder on
// /dev/shm (tmpfs) where Linux has one, removed when the command ends. The suites make and delete
// tens of thousands of files (a database folder per test app, uploads, browser profiles, server
// data); on this machine's ext4 disk each new file cost an inode search past the recently deleted
// ones: an eighth of the API suite's CPU. Elsewhere (no /dev/shm) the command runs as it is.
// DISK_TMPDIR keeps the usual temporary folder for what must share the repository's disk (the
// fresh-clone test hard-links the installed packages).
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SHM = '/dev/shm';
const PREFIX = 'dongman-tmp-';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/scratch-tmp.mjs <command> [args…]');
  process.exit(2);
}

function usableShm() {
  try {
    if (!statSync(SHM).isDirectory()) return false;
    accessSync(SHM, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Folders left by runs that were killed (their process is gone). */
function removeAbandoned() {
  for (const name of readdirSync(SHM)) {
    const pid = Number(name.startsWith(PREFIX) ? name.slice(PREFIX.length).split('-')[0] : NaN);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(join(SHM, name), { recursive: true, force: true });
    }
  }
}

const env = { ...process.env };
let scratch = null;
if (usableShm()) {
  removeAbandoned();
  scratch = mkdtempSync(join(SHM, `${PREFIX}${process.pid}-`));
  env.DISK_TMPDIR = process.env.DISK_TMPDIR ?? tmpdir();
  env.TMPDIR = scratch;
}

const removeScratch = () => scratch && rmSync(scratch, { recursive: true, force: true });
const child = spawn(command, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  removeScratch();
  console.error(`scratch-tmp: cannot run ${command}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  removeScratch();
  process.exit(code ?? (signal ? 1 : 0));
});
