// Whether the database answers. A request that fails because PostgreSQL is unreachable, shutting down, refusing
// connections or too slow to hand out a connection is answered 503 with Retry-After (http/error-handler.ts), not
// logged as an error of its own: the first such failure logs once that the database is down, a probe then asks
// it every second, and the first answer logs that it is back with how many requests were turned away meanwhile.
// Nothing restarts: the pool opens new connections as soon as the server accepts them.
import type { Knex } from 'knex';
import type { Logger } from '../log.ts';

/** Seconds a client is asked to wait before trying again while the database is down. */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
/** PostgreSQL: shutting down or starting up, too many connections. Class 08 (connection exception) as well. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Knex: Timeout acquiring a connection',
];

/** Whether an error means the database could not be reached (rather than a statement or input being wrong). */
export function isDatabaseUnavailable(err: unknown): boolean {
  // The job queue reports plain objects with a message, not Errors.
  if (typeof err !== 'object' || err === null) return false;
  const { name, code, message } = err as { name?: unknown; code?: unknown; message?: unknown };
  if (name === 'KnexTimeoutError') return true;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  const text = typeof message === 'string' ? message : '';
  if (MESSAGES.some((part) => text.includes(part)) || [...NETWORK_CODES].some((part) => text.includes(part))) {
    return true;
  }
  // Aggregated connection errors (IPv4 and IPv6 both refused), wrapped causes and Objection's DBError, which
  // keeps the driver's error (a statement cut off by a shutdown: 57P01) as `nativeError`.
  const { cause, errors, nativeError } = err as { cause?: unknown; errors?: unknown; nativeError?: unknown };
  const nested = [cause, nativeError, ...(Array.isArray(errors) ? errors : [])];
  return nested.some((inner) => inner !== err && isDatabaseUnavailable(inner));
}

export interface DatabaseAvailability {
  /**
   * A request failed for want of the database: counted, and the first failure of an outage is logged. Background
   * work (the job queue's polling) reports with `request: false`: it starts the outage's one log line, uncounted.
   */
  failed(err: unknown, options?: { request?: boolean }): void;
  /** Whether the database is taken to be down (a failure was seen and no probe has reached it since). */
  readonly down: boolean;
  /** Requests turned away since the process started. */
  readonly failures: number;
  /** Stops the probe (at shutdown). */
  close(): void;
}

export interface AvailabilityOptions {
  /** How often the probe asks while the database is down. */
  probeIntervalMs?: number;
  now?: () => number;
}

export function createDatabaseAvailability(
  knex: Knex,
  log: Logger,
  options: AvailabilityOptions = {},
): DatabaseAvailability {
  const { probeIntervalMs = 1000, now = Date.now } = options;
  let downSince: number | null = null;
  let failuresInOutage = 0;
  let failures = 0;
  let probe: NodeJS.Timeout | null = null;

  const check = async () => {
    try {
      await knex.raw('SELECT 1');
    } catch {
      return;
    }
    if (downSince === null) return;
    log.info('database reachable again', {
      downForMs: now() - downSince,
      requestsAnswered503: failuresInOutage,
    });
    downSince = null;
    failuresInOutage = 0;
    if (probe) clearInterval(probe);
    probe = null;
  };

  return {
    failed(err, { request = true } = {}) {
      if (request) {
        failures++;
        failuresInOutage++;
      }
      if (downSince !== null) return;
      downSince = now();
      log.error('database unreachable: requests are answered 503 until it is back', {
        err:
          err instanceof Error ? { name: err.name, message: err.message, code: (err as { code?: unknown }).code } : err,
      });
      probe = setInterval(() => void check(), probeIntervalMs);
      probe.unref();
    },
    get down() {
      return downSince !== null;
    },
    get failures() {
      return failures;
    },
    close() {
      if (probe) clearInterval(probe);
      probe = null;
    },
  };
}
