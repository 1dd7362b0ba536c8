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

  it('refuses job pacing faster than pg-boss allows', () => {
    expect(() => loadConfig({ JOB_POLLING_INTERVAL_SECONDS: '0.1' })).toThrow(
      'JOB_POLLING_INTERVAL_SECONDS',
    );
    expect(() => loadConfig({ JOB_SUPERVISE_INTERVAL_SECONDS: '0' })).toThrow(
      'JOB_SUPERVISE_INTERVAL_SECONDS',
    );
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

  it('keeps lesson files on disk, runs jobs in process and uses the builtin engine by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/study' });
    expect(config.storage).toEqual({ kind: 'fs', dir: path.resolve('/srv/study/files') });
    expect(config.jobs).toEqual({
      inProcess: true,
      concurrency: 2,
      retryLimit: 2,
      timeoutSeconds: 300,
      pollingIntervalSeconds: 2,
      superviseIntervalSeconds: 30,
    });
    expect(config.ai).toEqual({ provider: 'builtin' });
    expect(config.planLimits).toEqual({
      free: { generation: 15, pdf_export: 0, chat_message: 30 },
      premium: { generation: 300, pdf_export: 100, chat_message: 500 },
    });
    expect(config.beta).toBe(true);
    expect(config.mail.support).toBeUndefined();
  });

  it('switches to an S3 bucket and to workers apart when told', () => {
    const config = loadConfig({
      S3_BUCKET: 'lessons',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      JOBS_IN_PROCESS: 'false',
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
      JOB_SUPERVISE_INTERVAL_SECONDS: '1',
      PLAN_FREE_GENERATIONS_PER_MONTH: '3',
      BETA: 'false',
      SUPPORT_EMAIL: 'help@study.example',
    });
    expect(config.beta).toBe(false);
    expect(config.mail.support).toBe('help@study.example');
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'lessons',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(config.jobs).toMatchObject({
      inProcess: false,
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
    });
    expect(config.planLimits.free.generation).toBe(3);
  });

  it('needs an endpoint and a model for the openai provider, and never echoes the key', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-secret' })).toThrow(
      'AI_PROVIDER=openai needs AI_BASE_URL and AI_MODEL',
    );
    expect(
      loadConfig({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'mistral',
      }).ai,
    ).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'mistral',
      maxLessonTokens: 6000,
    });
    expect(
      loadConfig({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'mistral',
        AI_MAX_LESSON_TOKENS: '2000',
      }).ai,
    ).toMatchObject({ maxLessonTokens: 2000 });
    expect(() => loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: 'nope' })).not.toThrow(/sk-/);
  });

  it('takes payments in the sandbox by default, and with Stripe once its keys are set', () => {
    expect(loadConfig({}).billing).toEqual({ provider: 'sandbox', testClock: true });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })
        .billing,
    ).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: undefined,
    });
  });

  it('refuses Stripe without its webhook secret, and never echoes a key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_secret1' })).toThrow(
      /needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe' })).toThrow(ConfigError);
    let message = '';
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'pk_live_notasecretkey' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(message).not.toContain('pk_live_notasecretkey');
  });
});
