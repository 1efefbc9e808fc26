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

describe('redactUrl', () => {
  it('hides the password', () => {
    expect(redactUrl('postgres://me:hunter2@db:5432/aebro')).toBe(
      'postgres://me:***@db:5432/aebro',
    );
  });
});
