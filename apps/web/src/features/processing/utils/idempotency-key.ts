/**
 * A fresh key per click. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost); a plain-http deployment falls back to random bytes, which is just as unique.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
