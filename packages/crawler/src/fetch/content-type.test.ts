import { describe, expect, it } from 'vitest';
import { decodeBodyText } from './content-type';

describe('decodeBodyText', () => {
  it('drops NUL characters, which PostgreSQL text and jsonb cannot hold', () => {
    const body = Buffer.from('<title>Be\u0000ans</title><p>Sow\u0000 in spring</p>', 'utf8');
    expect(decodeBodyText(body, 'text/html; charset=utf-8')).toBe(
      '<title>Beans</title><p>Sow in spring</p>',
    );
    const utf16 = Buffer.from('\ufeffA\u0000B', 'utf16le');
    expect(decodeBodyText(utf16, null)).toBe('AB');
  });
});
