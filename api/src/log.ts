// The server's logger: pino, one JSON object per line (time, level, pid, message and fields; a request's lines
// carry its requestId), which log collectors read as they are. In development on a terminal the same events are
// printed human-readable by pino-pretty (LOG_FORMAT=json or pretty chooses explicitly).
import { createRequire } from 'node:module';
import { pino, stdSerializers, type DestinationStream, type Logger as Pino } from 'pino';
import type { PrettyOptions, PrettyStream } from 'pino-pretty';

/** pino-pretty is loaded only for the human-readable format (a server logging JSON never needs it). */
function prettyStream(options: PrettyOptions): PrettyStream {
  const build = createRequire(import.meta.url)('pino-pretty') as (options: PrettyOptions) => PrettyStream;
  return build(options);
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFormat = 'json' | 'pretty';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** A logger whose every line also carries these fields (a request's id, a job's name). */
  child(fields: Record<string, unknown>): Logger;
}

export interface LoggerOptions {
  format?: LogFormat;
  /** Where the lines go (tests collect them); stdout by default. */
  destination?: DestinationStream;
}

function wrap(base: Pino): Logger {
  return {
    debug: (message, fields) => base.debug(fields ?? {}, message),
    info: (message, fields) => base.info(fields ?? {}, message),
    warn: (message, fields) => base.warn(fields ?? {}, message),
    error: (message, fields) => base.error(fields ?? {}, message),
    child: (fields) => wrap(base.child(fields)),
  };
}

export function createLogger(level: LogLevel = 'info', options: LoggerOptions = {}): Logger {
  const format = options.format ?? 'json';
  const destination =
    options.destination ??
    (format === 'pretty'
      ? prettyStream({
          sync: true,
          colorize: process.stdout.isTTY,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname',
        })
      : pino.destination({ dest: 1, sync: true }));
  return wrap(
    pino(
      {
        level,
        base: { pid: process.pid },
        timestamp: pino.stdTimeFunctions.isoTime,
        // Errors under any of these names are written with their type, message and stack.
        serializers: { err: stdSerializers.err, error: stdSerializers.err },
        formatters: { level: (label) => ({ level: label }) },
      },
      destination,
    ),
  );
}
