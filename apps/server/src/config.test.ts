import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('needs nothing: every setting has an embedded default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ ROLE: 'all', PORT: 3000, DATA_DIR: './data' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('refuses scaled mode without CMS_SECRET_KEY, saying what to set; embedded mode needs none', () => {
    const url = 'postgres://linkloom@db.internal:5432/linkloom';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      /CMS_SECRET_KEY: required when DATABASE_URL is set\. Set it to 32 or more random characters/,
    );
    const key = 'k'.repeat(32);
    expect(loadConfig({ DATABASE_URL: url, CMS_SECRET_KEY: key }).CMS_SECRET_KEY).toBe(key);
    expect(loadConfig({}).CMS_SECRET_KEY).toBeUndefined();
  });

  it('reports every problem at once', () => {
    const attempt = () =>
      loadConfig({
        ROLE: 'everything',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['ROLE', 'PORT', 'DATABASE_URL', 'TRUST_PROXY']) {
        expect(message).toContain(`  - ${name}:`);
      }
      expect(message).toContain('4 problem(s)');
    }
  });

  it('reads the pauses before a down WordPress is tried again, and refuses anything else', () => {
    expect(loadConfig({}).CMS_RETRY_DELAYS_MS).toEqual([2_000, 10_000, 30_000]);
    expect(loadConfig({ CMS_RETRY_DELAYS_MS: '500, 1500' }).CMS_RETRY_DELAYS_MS).toEqual([
      500, 1_500,
    ]);
    expect(() => loadConfig({ CMS_RETRY_DELAYS_MS: 'soon' })).toThrow(
      /CMS_RETRY_DELAYS_MS: must be milliseconds separated by commas/,
    );
  });
});
