import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import pretty from 'pino-pretty';
import { publicUrl } from './config';
import type { Config } from './config';

type LogRecord = Record<string, unknown>;

/** A request in a terminal: 'GET /api/websites 200 in 12 ms'. */
function formatMessage(log: LogRecord, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  const parts = [
    req?.method && req.url ? `${req.method} ${req.url}` : '',
    res?.statusCode !== undefined && typeof log.responseTime === 'number'
      ? `${res.statusCode} in ${Math.round(log.responseTime)} ms`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${message}: ${parts.join(' ')}` : message;
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
 * collectors. Request ids and every field stay in the JSON. JSON goes to standard output off
 * the API's thread, lines logged while a write is under way together in the next (writing each
 * line at once took a fifth of the API's time under load, bench:api); what is left is written
 * before the process exits.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'ROLE'>,
  { isTty, destination }: LoggerOptions,
): Logger {
  const options = { level: config.LOG_LEVEL, base: { role: config.ROLE, pid: process.pid } };
  if (!isTty) {
    return pino(options, (destination ?? pino.destination({ sync: false })) as DestinationStream);
  }
  const terminal = destination ?? process.stdout;
  return pino(
    options,
    pretty({
      destination: terminal as DestinationStream,
      sync: true,
      colorize: 'isTTY' in terminal ? Boolean(terminal.isTTY) : false,
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
