import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redactUrl } from './config';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.nodeEnv).toBe('development');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.s3).toBeUndefined();
  });

  it('rejects a non-numeric PORT with one readable line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(
      /^invalid configuration: PORT must be a whole number between 0 and 65535 \(got "abc"\)$/,
    );
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z' })).toThrowError(
      /DATABASE_URL must be a URL like postgres:/,
    );
  });

  it('never echoes a secret value in its error', () => {
    let message = '';
    try {
      loadConfig({ AUTH_SECRET: 'short-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('AUTH_SECRET must be at least 32 characters long');
    expect(message).not.toContain('short-secret');
  });

  it('wants the S3 settings together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrowError(/must be set together/);
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
    });
    expect(config.s3).toMatchObject({ bucket: 'media', region: 'auto', endpoint: undefined });
  });

  it('treats empty values as unset and trims PUBLIC_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://aebro.example.org/' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://aebro.example.org');
  });
});

describe('database replicas and a pooler', () => {
  const primary = 'postgres://aebro@pgbouncer:6432/aebro';

  it('has none by default, with named statements and a one-second lag bound', () => {
    const config = loadConfig({ DATABASE_URL: primary });
    expect(config.databaseReplicaUrls).toEqual([]);
    expect(config.databaseDirectUrl).toBeUndefined();
    expect(config.databaseReplicaMaxLagMs).toBe(1000);
    expect(config.databasePreparedStatements).toBe('named');
  });

  it('takes several replicas, comma-separated, a direct URL and unnamed statements', () => {
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_DIRECT_URL: 'postgres://aebro@db:5432/aebro',
      DATABASE_REPLICA_URL: ' postgres://aebro@r1:5432/aebro , postgresql://aebro@r2/aebro,',
      DATABASE_REPLICA_MAX_LAG_MS: '2500',
      DATABASE_PREPARED_STATEMENTS: 'unnamed',
    });
    expect(config.databaseReplicaUrls).toEqual([
      'postgres://aebro@r1:5432/aebro',
      'postgresql://aebro@r2/aebro',
    ]);
    expect(config.databaseDirectUrl).toBe('postgres://aebro@db:5432/aebro');
    expect(config.databaseReplicaMaxLagMs).toBe(2500);
    expect(config.databasePreparedStatements).toBe('unnamed');
  });

  it('rejects a replica that is not a PostgreSQL URL, and a bad statement mode', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'postgres://r1/a,mysql://r2/a' }),
    ).toThrowError(/DATABASE_REPLICA_URL must be one or more URLs like postgres:/);
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_PREPARED_STATEMENTS: 'sometimes' }),
    ).toThrowError(/DATABASE_PREPARED_STATEMENTS/);
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_MAX_LAG_MS: '10' }),
    ).toThrowError(/DATABASE_REPLICA_MAX_LAG_MS must be a whole number between 100 and 600000/);
  });

  it('wants DATABASE_URL for replicas and a direct URL (the embedded PostgreSQL has neither)', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://r1/aebro' })).toThrowError(
      /DATABASE_REPLICA_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://db/aebro' })).toThrowError(
      /DATABASE_DIRECT_URL needs DATABASE_URL/,
    );
  });
});

describe('redactUrl', () => {
  it('hides the password', () => {
    expect(redactUrl('postgres://me:hunter2@db:5432/aebro')).toBe(
      'postgres://me:***@db:5432/aebro',
    );
  });
});

describe('the heap', () => {
  it('grows by 50 % after a full collection unless told otherwise, 0 leaving it to V8', () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '20' }).heapGrowingPercent).toBe(20);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: 'lots' })).toThrowError(/HEAP_GROWING_PERCENT/);
  });
});
