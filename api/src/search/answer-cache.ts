// Answers of the public search, kept in each process: the API's result pages and the server-rendered search
// pages are the same for every visitor, and read far more often than listings change. Every entry is stored under
// the listing generation it was computed at (migrations/20261125090000_create_listing_generation.ts), and each
// request reads the current generation first (one indexed single-row read), so a change committed by any process
// is never answered from a cache afterwards. A time to live bounds what no write announces (today's date that
// "ab sofort" compares with, a card's view count), a size bound keeps the memory flat, and requests that miss
// together wait for one computation instead of each running the search.
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { ALL_REGIONS, REGIONS, searchPathOf } from '#contract/regions.ts';
import { prepared } from './prepared.ts';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A content coding the client accepts, as the app negotiated it; null for none. */
export type Encoding = 'br' | 'gzip' | null;

export interface AnswerCache {
  /**
   * The stored answer for `key` if it was computed at the current generation, else `compute()`'s, which is
   * stored when its status is 200. Concurrent misses of one key share one computation.
   */
  through(key: string, compute: () => Promise<Answer>): Promise<Answer>;
  /** The stored answer for `key` if it was computed at the current generation. */
  peek(key: string): Promise<Answer | undefined>;
  /**
   * The body in the encoding to send, with its Content-Encoding: compressed once per entry, synchronously and at a
   * middle level (a few milliseconds for a search page), then kept with it.
   */
  encode(answer: Answer, encoding: Encoding): { body: Buffer; encoding: Encoding };
  /** Whether the page at `pathname` is kept (the search pages). */
  isKeptPage(pathname: string): boolean;
  /** The key of a kept page: its address and the settings it is rendered with. */
  pageKey(settings: object, url: URL): string;
}

export interface AnswerCacheOptions {
  maxBytes?: number;
  ttlMs?: number;
  /** The clock of the time to live (tests pass their own). */
  now?: () => number;
}

const MAX_BYTES = 32 * 1024 * 1024;
const TTL_MS = 60_000;
/** Below this a compressed copy saves less than its headers cost (the app's compression threshold). */
const COMPRESS_FROM = 1024;

interface Entry extends Answer {
  br?: Buffer;
  gzip?: Buffer;
}

export function createAnswerCache(knex: Knex, options: AnswerCacheOptions = {}): AnswerCache {
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  // Without memory nothing is kept: every request computes its answer (the bench measures the search so).
  const keeping = maxBytes > 0;
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(maxBytes, 1),
    // The compressed copies are added later; room for them is counted from the start.
    sizeCalculation: (entry, key) => Math.ceil(entry.body.length * 1.5) + key.length + 256,
    ttl: options.ttlMs ?? TTL_MS,
    // A clock of one's own is read on every check (the default reuses a reading for a millisecond).
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  const pending = new Map<string, Promise<Answer>>();

  async function generation(): Promise<string> {
    const [row] = await prepared<{ value: string | number }>(
      knex,
      'listing_generation',
      'SELECT value FROM listing_generation LIMIT 1',
      [],
    );
    return String(row?.value ?? 0);
  }

  async function peek(key: string): Promise<Answer | undefined> {
    if (!keeping) return undefined;
    return entries.get(`${await generation()}\u0000${key}`);
  }

  async function through(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    if (!keeping) return compute();
    const slot = `${await generation()}\u0000${key}`;
    const stored = entries.get(slot);
    if (stored) return stored;
    const running = pending.get(slot);
    if (running) return running;
    const computing = compute()
      .then((answer) => {
        if (answer.status === 200) entries.set(slot, answer);
        return answer;
      })
      .finally(() => pending.delete(slot));
    pending.set(slot, computing);
    return computing;
  }

  function encode(answer: Entry, encoding: Encoding): { body: Buffer; encoding: Encoding } {
    if (!encoding || answer.body.length < COMPRESS_FROM) return { body: answer.body, encoding: null };
    if (encoding === 'br') {
      // Quality 4, as the app's compression: an answer that is not kept (most place searches are unique) is
      // compressed on every request, and 4 takes half of 6's time for 7 % more bytes (docs/performance.md).
      answer.br ??= zlib.brotliCompressSync(answer.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
        },
      });
      return { body: answer.br, encoding };
    }
    answer.gzip ??= zlib.gzipSync(answer.body, { level: 6 });
    return { body: answer.gzip, encoding };
  }

  return { through, peek, encode, isKeptPage, pageKey };
}

const SEARCH_PAGES = new Set([searchPathOf(ALL_REGIONS), ...REGIONS.map(searchPathOf)]);

/**
 * Whether the page at `pathname` is kept: the search pages, the same for every visitor (the header loads the
 * signed-in user in the browser).
 */
function isKeptPage(pathname: string): boolean {
  return SEARCH_PAGES.has(pathname);
}

/** A new number for every settings object a process reads, so pages rendered under older settings miss. */
const settingsTags = new WeakMap<object, number>();
let lastSettingsTag = 0;

/**
 * The key of a kept page: its path and query, and the settings it was rendered with (settings are kept per process
 * and refreshed by notification, so a page rendered under a stale copy must not outlive that copy).
 */
function pageKey(settings: object, url: URL): string {
  let tag = settingsTags.get(settings);
  if (tag === undefined) settingsTags.set(settings, (tag = ++lastSettingsTag));
  return `page ${tag} ${url.pathname}${url.search}`;
}
