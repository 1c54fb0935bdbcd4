import { beforeEach, describe, expect, it } from 'vitest';
import {
  newClientId,
  outboxKey,
  queueDraft,
  readOutbox,
  settle,
  stillPending,
  writeOutbox,
  type Outbox,
} from './outbox.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  get size() {
    return this.items.size;
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});

const NOW = new Date('2026-12-03T10:00:00Z');

describe('the outbox of a conversation', () => {
  it('moves the trimmed draft to the pending messages, keeping its line breaks', () => {
    const queued = queueDraft({ draft: '  Hallo,\n\nist die Box frei?  ', pending: [] }, 'a', NOW);
    expect(queued).toEqual({
      draft: '',
      pending: [{ clientId: 'a', body: 'Hallo,\n\nist die Box frei?', createdAt: NOW.toISOString() }],
    });
  });

  it('queues nothing for a draft of white space', () => {
    const outbox: Outbox = { draft: ' \n ', pending: [] };
    expect(queueDraft(outbox, 'a', NOW)).toBe(outbox);
  });

  it('keeps the order of several messages and settles one by its clientId', () => {
    let outbox = queueDraft({ draft: 'eins', pending: [] }, 'a', NOW);
    outbox = queueDraft({ ...outbox, draft: 'zwei' }, 'b', NOW);
    expect(outbox.pending.map((m) => m.body)).toEqual(['eins', 'zwei']);
    expect(settle(outbox, 'a').pending.map((m) => m.clientId)).toEqual(['b']);
  });

  it('survives a reload per conversation, and leaves no entry once empty', () => {
    const ref = { id: 12 };
    writeOutbox(ref, { draft: 'Entwurf', pending: [{ clientId: 'a', body: 'x', createdAt: NOW.toISOString() }] });
    expect(readOutbox(ref).draft).toBe('Entwurf');
    expect(readOutbox({ id: 13 })).toEqual({ draft: '', pending: [] });
    writeOutbox(ref, { draft: '', pending: [] });
    expect(storage.size).toBe(0);
  });

  it('reads a broken entry as empty and drops malformed pending messages', () => {
    storage.setItem(outboxKey({ id: 1 }), '{not json');
    expect(readOutbox({ id: 1 })).toEqual({ draft: '', pending: [] });
    storage.setItem(outboxKey({ token: 't' }), JSON.stringify({ draft: 5, pending: [{ body: 'x' }, null] }));
    expect(readOutbox({ token: 't' })).toEqual({ draft: '', pending: [] });
  });

  it('makes a UUID v4 as the API expects for clientId', () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(newClientId());
  });
});

describe('stillPending', () => {
  const message = (id: number, body: string, createdAt: string, fromMe = true) => ({
    id,
    body,
    createdAt,
    fromMe,
    system: false,
    readByOther: false,
  });
  const pending = (clientId: string, body: string) => ({ clientId, body, createdAt: NOW.toISOString() });

  it('hides a pending message the server already stored (its answer was lost), once per stored message', () => {
    const later = new Date(NOW.getTime() + 1000).toISOString();
    const earlier = new Date(NOW.getTime() - 3_600_000).toISOString();
    expect(
      stillPending(
        [message(1, 'ok', earlier), message(2, 'ok', later), message(3, 'ok', later, false)],
        [pending('a', 'ok'), pending('b', 'ok')],
      ).map((m) => m.clientId),
    ).toEqual(['b']);
  });
});
