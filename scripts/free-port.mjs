// A free TCP port on 127.0.0.1 for the Playwright configs' servers. Synchronous because a config is:
// a child process listens on port 0, so the OS picks an unused one, and prints it.
import { execFileSync } from 'node:child_process';

const script =
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";

/** A port no one listens on now (chosen once by the runner; workers read it from env vars). */
export function freePortSync() {
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
