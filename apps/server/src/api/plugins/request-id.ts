import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Keeps a proxy's request id when it looks sane, otherwise makes one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

export { REQUEST_ID_HEADER };
