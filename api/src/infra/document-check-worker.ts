// The worker thread of document-checker.ts: decrypts one sealed upload and inspects it whole.
import fs from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { DocumentKeyring, openDocument } from './documents.ts';
import { inspectDocument } from './document-check.ts';
import type { CheckAnswer, CheckMessage } from './document-checker.ts';

parentPort?.on('message', (message: CheckMessage) => {
  void (async (): Promise<CheckAnswer> => {
    try {
      const [current, ...old] = message.keys.map((k) => ({ id: k.id, key: Buffer.from(k.key) }));
      if (!current) return { id: message.id, error: 'no document key' };
      const { plaintext } = openDocument(new DocumentKeyring(current, old), message.binding, await fs.readFile(message.path));
      return { id: message.id, inspection: await inspectDocument(plaintext) };
    } catch (error) {
      return { id: message.id, error: (error as Error).message };
    }
  })().then((answer) => parentPort?.postMessage(answer));
});
