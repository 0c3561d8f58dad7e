import type { SecretBox } from '../cms/secret-box';

/** How long a started Google consent may take before its `state` is refused. */
export const STATE_TTL_MS = 15 * 60 * 1000;

export type ConsentState = { userId: string; websiteId: string; nonce: string; expiresAt: number };

/**
 * The OAuth `state`: who started the consent, for which website, with a one-time nonce, sealed
 * (AES-256-GCM) so it can be neither read nor forged; base64url parts joined by dots.
 */
export function sealConsentState(secrets: SecretBox, state: ConsentState): string {
  return secrets.seal(JSON.stringify(state));
}

/** The state `sealed` carries, or null when it was forged, damaged or sealed with another key. */
export function openConsentState(secrets: SecretBox, sealed: string): ConsentState | null {
  try {
    const value = JSON.parse(secrets.open(sealed)) as Partial<ConsentState>;
    if (
      typeof value.userId === 'string' &&
      typeof value.websiteId === 'string' &&
      typeof value.nonce === 'string' &&
      typeof value.expiresAt === 'number'
    ) {
      return value as ConsentState;
    }
    return null;
  } catch {
    return null;
  }
}
