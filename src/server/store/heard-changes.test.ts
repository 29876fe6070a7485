import { describe, expect, it } from 'vitest';
import type { ChannelListener, Database } from './database';
import { HeardChanges, keptWhileUnchanged } from './heard-changes';

/** A database whose channel the test speaks on: `tell` a notification, `gap` a lost connection. */
function channel({ changesBeforeReplies = true, listenFails = 0 } = {}) {
  let listener: ChannelListener | undefined;
  let fails = listenFails;
  let listens = 0;
  const database = {
    changesBeforeReplies,
    listen: async (_channel: string, given: ChannelListener) => {
      listens++;
      if (fails-- > 0) throw new Error('cannot listen');
      listener = given;
      return async () => void (listener === given && (listener = undefined));
    },
  } as unknown as Database;
  return {
    database,
    tell: (payload: object) => listener?.onMessage(JSON.stringify(payload)),
    gap: () => listener?.onGap(),
    listening: () => listener !== undefined,
    listens: () => listens,
  };
}

/** Lets the listen's promise settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('what an instance heard change', () => {
  it('vouches for nothing until it listens, then for each key until a change of it is heard', async () => {
    const { database, tell } = channel();
    const heard = new HeardChanges(database);
    expect(heard.mark()).toBeUndefined();
    await settle();
    const mark = heard.mark();
    expect(heard.unchanged('venture:a', mark)).toBe(true);
    tell({ k: 'venture', w: 'w1', v: 'a' });
    expect(heard.unchanged('venture:a', mark)).toBe(false);
    expect(heard.unchanged('venture:b', mark)).toBe(true);
    expect(heard.unchanged('venture:a', heard.mark())).toBe(true);
    tell({ k: 'workspace', w: 'w1' });
    expect(heard.unchanged('workspace:w1', mark)).toBe(false);
    // Comments and memberships are not what these caches keep.
    tell({ k: 'comments', w: 'w1', v: 'b', d: 'doc' });
    tell({ k: 'members', w: 'w1', a: 'acc' });
    expect(heard.unchanged('venture:b', mark)).toBe(true);
    expect(heard.unchanged('venture:b', undefined)).toBe(false);
  });

  it('vouches for nothing heard before a gap, nor until it listens again, nor after it closes', async () => {
    const { database, gap, listens, tell } = channel();
    const heard = new HeardChanges(database);
    heard.mark();
    await settle();
    const before = heard.mark();
    gap();
    expect(heard.unchanged('venture:a', before)).toBe(false);
    // A new database thread may answer writes before its LISTEN runs: no mark until it is answered.
    expect(heard.mark()).toBeUndefined();
    expect(listens()).toBe(2);
    await settle();
    const after = heard.mark();
    expect(after).toBeTypeOf('number');
    expect(heard.unchanged('venture:a', after)).toBe(true);
    tell({ k: 'venture', w: 'w1', v: 'a' });
    expect(heard.unchanged('venture:a', after)).toBe(false);
    await heard.close();
    expect(heard.unchanged('venture:a', after)).toBe(false);
    expect(heard.mark()).toBeUndefined();
  });

  it('never vouches on an engine that tells changes after the write answers (a PostgreSQL server)', async () => {
    const { database, listening } = channel({ changesBeforeReplies: false });
    const heard = new HeardChanges(database);
    heard.mark();
    await settle();
    expect(heard.mark()).toBeUndefined();
    expect(listening()).toBe(false);
  });

  it('tries to listen again on the next mark when listening failed', async () => {
    const { database, listening } = channel({ listenFails: 1 });
    const heard = new HeardChanges(database);
    heard.mark();
    await settle();
    expect(heard.mark()).toBeUndefined();
    await settle();
    expect(listening()).toBe(true);
    expect(heard.mark()).toBeTypeOf('number');
  });

  it('keeps an answer per id until its key changes; an answer that failed is asked again', async () => {
    const { database, tell } = channel();
    const heard = new HeardChanges(database);
    heard.mark();
    await settle();
    let asked = 0;
    let fail = false;
    const claimed = keptWhileUnchanged(heard, {
      idOf: (id: string) => id,
      changedBy: (_answer, id) => `workspace:${id}`,
      ask: async (id: string) => {
        asked++;
        if (fail) throw new Error('down');
        return id === 'w1';
      },
    });
    expect(await claimed('w1')).toBe(true);
    expect(await claimed('w1')).toBe(true);
    expect(asked).toBe(1);
    tell({ k: 'workspace', w: 'w1' });
    fail = true;
    await expect(claimed('w1')).rejects.toThrow('down');
    fail = false;
    expect(await claimed('w1')).toBe(true);
    expect(asked).toBe(3);
  });

  it('keeps an answer under the change its answer names, and none it names no change for', async () => {
    const { database, tell } = channel();
    const heard = new HeardChanges(database);
    heard.mark();
    await settle();
    let asked = 0;
    const place = keptWhileUnchanged(heard, {
      idOf: (documentId: string) => documentId,
      changedBy: (venture: string | undefined) => venture && `venture:${venture}`,
      ask: async (documentId: string) => (asked++, documentId === 'gone' ? undefined : 'v1'),
    });
    await place('d1');
    await place('d1');
    expect(asked).toBe(1);
    tell({ k: 'venture', w: 'w1', v: 'v1' });
    await place('d1');
    expect(asked).toBe(2);
    await place('gone');
    await place('gone');
    expect(asked).toBe(4);
  });

  it('shares no answer still being asked: a change heard meanwhile may be newer', async () => {
    const { database, tell } = channel();
    const heard = new HeardChanges(database);
    heard.mark();
    await settle();
    const answers: ((value: boolean) => void)[] = [];
    const claimed = keptWhileUnchanged(heard, {
      idOf: (id: string) => id,
      changedBy: (_answer, id) => `workspace:${id}`,
      ask: () => new Promise<boolean>((resolve) => answers.push(resolve)),
    });
    const first = claimed('w1');
    tell({ k: 'workspace', w: 'w1' });
    const second = claimed('w1');
    expect(answers).toHaveLength(2);
    answers[0]!(false);
    answers[1]!(true);
    expect([await first, await second]).toEqual([false, true]);
    // The second, asked after the change, is the one kept.
    expect(await claimed('w1')).toBe(true);
    expect(answers).toHaveLength(2);
  });

  it('forgets the oldest id past its bound', async () => {
    const { database } = channel();
    const heard = new HeardChanges(database);
    heard.mark();
    await settle();
    let asked = 0;
    const kept = keptWhileUnchanged(
      heard,
      { idOf: (id: string) => id, changedBy: (_answer, id) => id, ask: async () => ++asked },
      2,
    );
    await kept('a');
    await kept('b');
    await kept('c');
    expect(await kept('c')).toBe(3);
    expect(await kept('a')).toBe(4);
  });
});
