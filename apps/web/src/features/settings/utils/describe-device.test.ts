import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36 Edg/139.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Firefox/128.0', 'Firefox on iOS'],
    ['curl/8.5.0', 'curl/8.5.0'],
    [null, 'Unknown device'],
  ])('reads %s as %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});
