/** The source of "now" for every service, injected so tests can move time without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
export const addMinutes = (date: Date, minutes: number): Date => addSeconds(date, minutes * 60);
export const addDays = (date: Date, days: number): Date => addSeconds(date, days * 86_400);

/**
 * A clock that runs with `base` and can be moved forward, never back (DEV_CLOCK: development and the
 * browser journeys, which step past the 60 s resend rule instead of waiting it out). Per process: two
 * replicas each keep their own offset.
 */
export class OffsetClock implements Clock {
  readonly #base: Clock;
  #offsetMs = 0;

  constructor(base: Clock) {
    this.#base = base;
  }

  now(): Date {
    return new Date(this.#base.now().getTime() + this.#offsetMs);
  }

  /** Moves this clock `seconds` (> 0) ahead of its base, on top of earlier moves. */
  advance(seconds: number): void {
    if (!(seconds > 0) || !Number.isFinite(seconds)) throw new RangeError(`the clock only moves forward (got ${seconds} s)`);
    this.#offsetMs += seconds * 1000;
  }
}
