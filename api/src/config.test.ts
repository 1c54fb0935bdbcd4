// The public address: required in production, this process's own on localhost elsewhere, never empty.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'x'.repeat(40);

describe('SITE_URL', () => {
  it('is required when NODE_ENV=production, with a message naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toThrow(/SITE_URL is required/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SITE_URL: 'https://stall.example/' });
    expect(config.siteUrl).toBe('https://stall.example');
  });

  it('defaults to this process on localhost outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({}).siteUrl).toBe('http://localhost:4321');
  });
});
