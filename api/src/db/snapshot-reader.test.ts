import type SqliteDatabase from 'better-sqlite3';
import { SnapshotReader } from './database.ts';

/** A connection that records what it is asked; its commit fails while `failCommit` is set. */
function fakeConnection() {
  const calls: string[] = [];
  const state = { inTransaction: false, failCommit: false, failRollback: false };
  const connection = {
    get inTransaction() {
      calls.push('inTransaction?');
      return state.inTransaction;
    },
    exec(sql: string) {
      calls.push(sql);
      if (sql === 'rollback') {
        if (state.failRollback) throw new Error('rollback failed');
        state.inTransaction = false;
      }
    },
    prepare(sql: string) {
      return {
        reader: sql.startsWith('select'),
        all: () => {
          calls.push(sql);
          return [];
        },
        run: () => {
          calls.push(sql);
          if (sql === 'begin') state.inTransaction = true;
          if (sql === 'commit') {
            if (state.failCommit) throw new Error('commit failed');
            state.inTransaction = false;
          }
        },
      };
    },
  };
  return { connection: connection as unknown as SqliteDatabase.Database, calls, state };
}

describe('SnapshotReader', () => {
  it('asks the driver whether a transaction is open only after an end that could not close one', () => {
    const { connection, calls, state } = fakeConnection();
    const writes = { generation: 0 };
    const reader = new SnapshotReader(() => connection, writes);
    const read = reader.prepare('select 1');
    read([]);
    reader.end();
    read([]);
    reader.end();
    expect(calls).toEqual(['begin', 'select 1', 'commit', 'begin', 'select 1', 'commit']);

    calls.length = 0;
    state.failCommit = true;
    state.failRollback = true;
    read([]);
    reader.end(); // commit and rollback fail: the transaction stays open
    expect(state.inTransaction).toBe(true);
    state.failCommit = false;
    state.failRollback = false;
    read([]); // closed before the next snapshot opens
    reader.end();
    read([]);
    reader.end();
    expect(calls).toEqual([
      'begin',
      'select 1',
      'commit',
      'inTransaction?',
      'rollback',
      'inTransaction?',
      'rollback',
      'begin',
      'select 1',
      'commit',
      'begin',
      'select 1',
      'commit',
    ]);
    expect(state.inTransaction).toBe(false);
  });
});
