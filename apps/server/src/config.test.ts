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
});
