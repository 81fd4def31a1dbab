// A per-process limit on concurrent CPU-heavy work (scrypt) with two priorities: work a customer
// waits for right now (login, a password check) goes before background checks that can wait (the
// "contains the login password" rule hashes up to 25 substrings), so one customer's rule checks
// never hold an unrelated login behind hundreds of queued hashes.
export type WorkPriority = 'interactive' | 'background';

export class WorkQueue {
  readonly slots: number;
  #running = 0;
  readonly #waiting: Record<WorkPriority, (() => void)[]> = { interactive: [], background: [] };

  constructor(slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error('a work queue needs at least one slot');
    this.slots = slots;
  }

  /** Work waiting for a slot (for tests and metrics). */
  get waiting(): number {
    return this.#waiting.interactive.length + this.#waiting.background.length;
  }

  get running(): number {
    return this.#running;
  }

  async run<T>(work: () => Promise<T>, priority: WorkPriority = 'interactive'): Promise<T> {
    if (this.#running >= this.slots) await new Promise<void>((resolve) => this.#waiting[priority].push(resolve));
    else this.#running++;
    try {
      return await work();
    } finally {
      this.#next();
    }
  }

  /** Hands the freed slot to the next waiter (interactive first), else frees it. */
  #next(): void {
    const next = this.#waiting.interactive.shift() ?? this.#waiting.background.shift();
    if (next) next();
    else this.#running--;
  }
}
