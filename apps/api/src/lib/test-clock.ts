import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** The furthest a request may move its clock: a little over a year either way. */
const MAX_OFFSET_MS = 400 * 24 * 60 * 60 * 1000;
export const TEST_CLOCK_HEADER = 'x-test-clock-offset';

const offsets = new AsyncLocalStorage<number>();

/** Now, moved by the offset of the request being served (TEST_CLOCK=1 only). */
export function testClockNow(): number {
  return Date.now() + (offsets.getStore() ?? 0);
}

/**
 * TEST_CLOCK=1 (never in production): a request may carry `X-Test-Clock-Offset: <ms>` and is
 * served as if the time were that much later, so an end-to-end test can see tomorrow (quotas,
 * expiries) for its own browser without moving anyone else's clock.
 */
export function installTestClock(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.headers[TEST_CLOCK_HEADER];
    const offset = typeof raw === 'string' && /^-?\d{1,12}$/.test(raw) ? Number(raw) : 0;
    if (offset === 0 || Math.abs(offset) > MAX_OFFSET_MS) {
      done();
      return;
    }
    offsets.run(offset, done);
  });
}
