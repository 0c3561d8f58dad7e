import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import pretty from 'pino-pretty';
import { publicUrl } from './config';
import type { Config } from './config';

type LogRecord = Record<string, unknown>;

/** One line per request in a terminal: 'GET /api/websites' in, '200 in 12 ms' out. */
function formatMessage(log: LogRecord, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const req = log.req as { method?: string; url?: string } | undefined;
  if (req?.method && req.url) {
    return `${message}: ${req.method} ${req.url}`;
  }
  const res = log.res as { statusCode?: number } | undefined;
  if (res?.statusCode !== undefined && typeof log.responseTime === 'number') {
    return `${message}: ${res.statusCode} in ${Math.round(log.responseTime)} ms`;
  }
  return message;
}

type LoggerOptions = {
  /** Whether a person reads the output (a terminal): readable lines, else JSON. */
  isTty: boolean;
  /** Where lines go; standard output by default. */
  destination?: DestinationStream | NodeJS.WritableStream;
};

/**
 * The process's logger: readable, coloured lines on a terminal (pino-pretty, in this thread so
 * the last lines before an exit are not lost), one JSON object a line otherwise, for log
 * collectors. Request ids and every field stay in the JSON.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'ROLE'>,
  { isTty, destination = process.stdout }: LoggerOptions,
): Logger {
  const options = { level: config.LOG_LEVEL, base: { role: config.ROLE, pid: process.pid } };
  if (!isTty) {
    return pino(options, destination as DestinationStream);
  }
  return pino(
    options,
    pretty({
      destination: destination as DestinationStream,
      sync: true,
      colorize: 'isTTY' in destination ? Boolean(destination.isTTY) : false,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,role,req,res,responseTime',
      messageFormat: formatMessage,
      singleLine: true,
    }),
  );
}

/**
 * The one line that says where Linkloom answers, printed when it is ready: PUBLIC_URL, or
 * http://localhost on PORT (127.0.0.1 and the host's name work as well).
 */
export function readyLine(config: Config, driver: string): string {
  const where = driver === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  return `Linkloom is ready at ${publicUrl(config)} (role ${config.ROLE}, ${where})`;
}
