import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('var/data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.LOG_FORMAT).toBe('pretty');
  });

  it('points links where the server answers when SITE_URL is not set', () => {
    expect(loadConfig({}).SITE_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', SITE_URL: 'https://flash.example' }).SITE_URL).toBe('https://flash.example');
  });

  it('treats empty variables as unset and logs JSON in production', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', NODE_ENV: 'production' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.LOG_FORMAT).toBe('json');
  });

  it('fails fast with a message naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/app', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres/);
    expect(attempt).toThrow(/LOG_LEVEL/);
  });
});
