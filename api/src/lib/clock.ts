/** The source of "now" for every service, injected so tests can move time without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
export const addMinutes = (date: Date, minutes: number): Date => addSeconds(date, minutes * 60);
export const addDays = (date: Date, days: number): Date => addSeconds(date, days * 86_400);
