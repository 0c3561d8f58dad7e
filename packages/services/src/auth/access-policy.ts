export type AccessPolicy =
  { mode: 'open' } | { mode: 'allowlist'; emails: string[]; domains: string[] };

/** Whether an account with this e-mail may use Linkloom under the beta's access policy. */
export function isEmailAllowed(policy: AccessPolicy, email: string): boolean {
  if (policy.mode === 'open') {
    return true;
  }
  const normalized = email.trim().toLowerCase();
  const domain = normalized.slice(normalized.lastIndexOf('@') + 1);
  return (
    policy.emails.some((allowed) => allowed.trim().toLowerCase() === normalized) ||
    policy.domains.some((allowed) => allowed.trim().toLowerCase().replace(/^@/, '') === domain)
  );
}
