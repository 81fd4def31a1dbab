// Runs the checks of document-check.ts in a worker thread, one file at a time: decoding a 12-megapixel
// photo takes about a second of CPU, which must not stall every other request of the process, and a
// file built to exhaust memory brings down the worker (bounded heap), not the API. The worker reads the
// encrypted upload from disk and decrypts it itself, so the request handlers never hold the plaintext.
import { Worker } from 'node:worker_threads';
import type { DocumentBinding, DocumentKey } from './documents.ts';
import type { Inspection } from './document-check.ts';

export interface CheckJob {
  /** The sealed upload (DocumentStore.incomingPath). */
  path: string;
  binding: DocumentBinding;
  keys: DocumentKey[];
}

/** What the worker is sent: the keys as bytes (structured clone). */
export interface CheckMessage {
  id: number;
  path: string;
  binding: DocumentBinding;
  keys: { id: string; key: Uint8Array }[];
}

export interface CheckAnswer {
  id: number;
  inspection?: Inspection;
  error?: string;
}

const WORKER_URL = new URL('./document-check-worker.ts', import.meta.url);

export interface DocumentCheckerOptions {
  /** A check that takes longer is refused and its worker replaced (default 30 s). */
  timeoutMs?: number;
  /** Heap of the worker in MiB (default 256; the decoders' pixel buffers are outside it and bounded by MAX_PIXELS). */
  heapMb?: number;
}

/** One worker, started at the first check; checks wait their turn. */
export class DocumentChecker {
  readonly #timeoutMs: number;
  readonly #heapMb: number;
  #worker: Worker | null = null;
  #nextId = 1;
  #queue: Promise<unknown> = Promise.resolve();
  #pending = new Map<number, { resolve: (answer: CheckAnswer) => void }>();
  #closed = false;

  constructor(options: DocumentCheckerOptions = {}) {
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#heapMb = options.heapMb ?? 256;
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: this.#heapMb } });
    worker.unref();
    worker.on('message', (answer: CheckAnswer) => {
      this.#pending.get(answer.id)?.resolve(answer);
      this.#pending.delete(answer.id);
    });
    const fail = (why: string) => {
      if (this.#worker === worker) this.#worker = null;
      for (const [id, waiter] of this.#pending) waiter.resolve({ id, error: why });
      this.#pending.clear();
    };
    worker.on('error', (error) => fail(`checker failed: ${error.message}`));
    worker.on('exit', (code) => fail(`checker exited (${code})`));
    this.#worker = worker;
    return worker;
  }

  /** Inspects one sealed upload. Rejects only when the checker itself failed (not for a bad file). */
  check(job: CheckJob): Promise<Inspection> {
    const run = this.#queue.then(() => this.#run(job));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #run(job: CheckJob): Promise<Inspection> {
    if (this.#closed) throw new Error('document checker closed');
    const worker = this.#start();
    const id = this.#nextId++;
    const message: CheckMessage = {
      id,
      path: job.path,
      binding: job.binding,
      keys: job.keys.map((k) => ({ id: k.id, key: new Uint8Array(k.key) })),
    };
    let timer: NodeJS.Timeout | undefined;
    const answer = await new Promise<CheckAnswer>((resolve) => {
      this.#pending.set(id, { resolve });
      timer = setTimeout(() => {
        this.#pending.delete(id);
        // A file that keeps the decoder busy this long is refused; the worker starts afresh.
        void worker.terminate();
        resolve({ id, inspection: { ok: false, reason: 'broken', detail: `no answer within ${this.#timeoutMs} ms` } });
      }, this.#timeoutMs);
      worker.postMessage(message);
    });
    clearTimeout(timer);
    if (answer.inspection) return answer.inspection;
    // The worker died on this file (out of memory on a crafted image): the file is refused.
    if (answer.error && /exited|ERR_WORKER_OUT_OF_MEMORY|out of memory/i.test(answer.error))
      return { ok: false, reason: 'broken', detail: answer.error };
    throw new Error(answer.error ?? 'document checker gave no answer');
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }
}
