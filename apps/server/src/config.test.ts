import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has a working default for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      logLevel: 'info',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('refuses a PORT that is not a port number, naming the variable and the value', () => {
    for (const port of ['abc', '-1', '70000', '3.5']) {
      expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
      expect(() => loadConfig({ PORT: port })).toThrow(
        `PORT must be a whole number from 0 to 65535 (got "${port}")`,
      );
    }
  });

  it('refuses a DATABASE_URL that is not PostgreSQL without echoing it (it may hold a password)', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'mysql://root:secret@db/app' });
    expect(attempt).toThrow('DATABASE_URL must be a postgres:// or postgresql:// connection URL');
    expect(attempt).not.toThrow(/secret/);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT .*; LOG_LEVEL/);
  });

  it('accepts PostgreSQL and derives the public URL from the port', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u:p@localhost:5432/app',
      PORT: '8080',
    });
    expect(config.databaseUrl).toBe('postgresql://u:p@localhost:5432/app');
    expect(config.publicUrl).toBe('http://localhost:8080');
  });
});
