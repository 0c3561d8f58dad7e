import { describe, expect, it } from 'vitest';
import { isEmailAllowed } from './access-policy';

describe('isEmailAllowed', () => {
  it('lets everyone in when sign-up is open', () => {
    expect(isEmailAllowed({ mode: 'open' }, 'anyone@example.com')).toBe(true);
  });

  it('admits listed addresses and domains, whatever their case', () => {
    const policy = {
      mode: 'allowlist' as const,
      emails: ['Ada@Example.com'],
      domains: ['@linkloom.app'],
    };
    expect(isEmailAllowed(policy, 'ada@example.com')).toBe(true);
    expect(isEmailAllowed(policy, 'Grace@LINKLOOM.app')).toBe(true);
    expect(isEmailAllowed(policy, 'bob@example.com')).toBe(false);
    expect(isEmailAllowed(policy, 'eve@notlinkloom.app')).toBe(false);
    expect(isEmailAllowed(policy, 'eve@linkloom.app.evil.com')).toBe(false);
  });
});
