import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults for every variable', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/^sqlite:.*data\/club\.sqlite$/);
    expect(config.adminLogin).toBe('admin');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://club@db/club',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://club.example.org/',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://club@db/club',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://club.example.org',
      logLevel: 'warn',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
  ])('refuses %j with one line naming the variable', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(pattern);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
