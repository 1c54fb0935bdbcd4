// Rate limits for the abuse-prone routes, counted in the database so all server processes share them: per IP on
// each route, and per account where a password is guessed or a mail is sent to an address (an attacker with many
// addresses is still stopped at one account). The account limits count failures only, so a user who knows the
// password is never slowed down by someone else's wrong guesses beyond the window.
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError, tooManyRequests } from './errors.ts';

export const ACCOUNT_LIMITED = 'Zu viele Fehlversuche für dieses Konto. Bitte versuche es später noch einmal.';

export interface Limit {
  points: number;
  durationSeconds: number;
}

export const DEFAULT_LIMITS = {
  login: { points: 10, durationSeconds: 60 },
  adminLogin: { points: 10, durationSeconds: 60 },
  register: { points: 10, durationSeconds: 60 * 60 },
  contactForm: { points: 5, durationSeconds: 10 * 60 },
  newsletter: { points: 10, durationSeconds: 60 * 60 },
  enquiry: { points: 10, durationSeconds: 60 * 60 },
  passwordForgot: { points: 5, durationSeconds: 60 * 60 },
  verificationMail: { points: 5, durationSeconds: 60 * 60 },
  /** Opening mailed links (reset, confirmation): guessing tokens is hopeless, but costs nothing to limit. */
  tokenLink: { points: 30, durationSeconds: 60 * 60 },
  /** Wrong passwords for one account at sign-in (site and admin), from any number of addresses. */
  accountLogin: { points: 10, durationSeconds: 15 * 60 },
  /** Wrong current passwords of a signed-in account (password change, e-mail change, deletion). */
  accountPassword: { points: 10, durationSeconds: 15 * 60 },
  /** Reset mails to one address. */
  accountReset: { points: 3, durationSeconds: 60 * 60 },
  /** Messages in conversations, per account (or per private link): plenty for a lively chat, not for a flood. */
  message: { points: 60, durationSeconds: 10 * 60 },
  /** Reports ("Melden"), per account or, without one, per address: enough for a real problem, not for a flood. */
  report: { points: 10, durationSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

/** Every limit's allowance multiplied by `scale` (RATE_LIMIT_SCALE), e.g. for a browser-test run on one IP. */
export function scaledLimits(scale: number): Record<LimitName, Limit> {
  return Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([name, limit]) => [
      name,
      { ...limit, points: Math.max(1, Math.round(limit.points * scale)) },
    ]),
  ) as Record<LimitName, Limit>;
}

/**
 * rate-limiter-flexible speaks node-postgres (`query({ text, values })` with $n placeholders);
 * this adapter runs those statements through Knex, so the same code serves PGlite and PostgreSQL.
 */
function knexQueryClient(knex: Knex) {
  return {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      const bindings: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_m, n: string) => {
        bindings.push(values[Number(n) - 1]);
        return '?';
      });
      const result = await knex.raw(sql, bindings as Knex.RawBinding[]);
      const rows = result.rows as unknown[];
      return { rows, rowCount: rows.length };
    },
  };
}

export interface RateLimits {
  /** Per IP, or per whatever `key` names (an account); `message` replaces the general 429 text. */
  middleware(
    name: LimitName,
    options?: { key?: (ctx: Parameters<Middleware>[0]) => string; message?: string },
  ): Middleware;
  /**
   * Runs `attempt` for the account `key` unless its failures used up the limit (429 with Retry-After). An attempt
   * that fails with 401 or 403 (a wrong password) counts; with `countEvery`, every attempt counts (mails sent).
   */
  forAccount<T>(
    name: LimitName,
    key: string,
    attempt: () => Promise<T>,
    options?: { countEvery?: boolean },
  ): Promise<T>;
}

export function createRateLimits(knex: Knex, overrides: Partial<Record<LimitName, Limit>> = {}): RateLimits {
  const client = knexQueryClient(knex);
  const limiters = new Map<LimitName, RateLimiterPostgres>();
  const limiterFor = (name: LimitName) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      const limit = overrides[name] ?? DEFAULT_LIMITS[name];
      limiter = new RateLimiterPostgres({
        storeClient: client,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true, // created by a migration
        clearExpiredByTimeout: false, // expired rows are overwritten on the next hit and pruned on start
        keyPrefix: name,
        points: limit.points,
        duration: limit.durationSeconds,
      });
      limiters.set(name, limiter);
    }
    return limiter;
  };
  const limited = (rejection: RateLimiterRes, message?: string) => {
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    const error = tooManyRequests(seconds);
    return message ? new HttpError(429, message, undefined, error.headers) : error;
  };
  return {
    async forAccount(name, key, attempt, { countEvery = false } = {}) {
      const limiter = limiterFor(name);
      const used = await limiter.get(key);
      if (used && used.consumedPoints >= limiter.points) throw limited(used, ACCOUNT_LIMITED);
      if (countEvery) {
        try {
          await limiter.consume(key);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) throw limited(rejection, ACCOUNT_LIMITED);
          throw rejection;
        }
        return attempt();
      }
      try {
        return await attempt();
      } catch (err) {
        if (err instanceof HttpError && (err.status === 401 || err.status === 403)) await limiter.penalty(key, 1);
        throw err;
      }
    },
    middleware(name, options = {}) {
      return async (ctx, next) => {
        try {
          await limiterFor(name).consume(options.key?.(ctx) ?? (ctx.ip || 'unknown'));
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) throw limited(rejection, options.message);
          throw rejection;
        }
        await next();
      };
    },
  };
}

/** Deletes expired counters; run at start-up. */
export async function pruneRateLimits(knex: Knex): Promise<void> {
  await knex('rate_limits').where('expire', '<', Date.now()).delete();
}
