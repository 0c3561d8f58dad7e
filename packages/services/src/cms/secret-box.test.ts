import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('createSecretBox', () => {
  it('seals a secret so that only the same key opens it, differently every time', () => {
    const box = createSecretBox('a key of at least thirty-two characters');
    const sealed = box.seal('abcd efgh ijkl mnop');
    expect(sealed).not.toContain('abcd');
    expect(box.seal('abcd efgh ijkl mnop')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('abcd efgh ijkl mnop');
    expect(() => createSecretBox('another key of thirty-two characters!').open(sealed)).toThrow();
    const [iv, tag, body = ''] = sealed.split('.');
    const tampered = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open([iv, tag, tampered].join('.'))).toThrow();
  });
});
