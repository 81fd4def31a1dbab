// The dev clock (DEV_CLOCK): the server's time, which every service reads, moved forward on request so
// time-bound rules (one code per customer and 60 s, a code's 30 minutes, a step-up's 5) can be stepped
// past instead of waited out — the browser journeys do. GET /dev/clock → {now}; POST /dev/clock with
// JSON {advanceSeconds} (an integer 1..86400) → {now}. It never goes back. Off by default everywhere.
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '@portal/shared-kernel/contract';
import { errorReply } from '../http/error-handler.ts';
import type { OffsetClock } from '../lib/clock.ts';

/** The largest single move (one day). */
export const MAX_ADVANCE_SECONDS = 86_400;

function advanceSecondsOf(body: unknown): number | null {
  const value = body !== null && typeof body === 'object' ? (body as { advanceSeconds?: unknown }).advanceSeconds : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ADVANCE_SECONDS ? value : null;
}

export function registerDevClock(app: FastifyInstance, clock: OffsetClock): void {
  const hide = { hide: true };
  const answer = () => ({ now: clock.now().toISOString() });
  app.get('/dev/clock', { schema: hide }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer();
  });
  app.post('/dev/clock', { schema: hide }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const seconds = advanceSecondsOf(request.body);
    if (seconds === null) {
      return errorReply(
        reply,
        400,
        ResponseCode.VALIDATION,
        `advanceSeconds must be an integer from 1 to ${MAX_ADVANCE_SECONDS} (a JSON body {"advanceSeconds": 60})`,
        `advanceSeconds には 1〜${MAX_ADVANCE_SECONDS} の整数（秒）を指定してください。`,
      );
    }
    clock.advance(seconds);
    request.log.info({ advanceSeconds: seconds, now: clock.now().toISOString() }, 'dev clock moved forward');
    return answer();
  });
}
