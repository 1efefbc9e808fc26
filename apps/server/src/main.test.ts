import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './test/test-app';

const main = path.join(import.meta.dirname, 'main.ts');

/**
 * Each start compiles the server with tsx, which takes 1–2 s on a quiet host and 15–20 s on a loaded
 * one (seen on CI): the process and each test get far more time than that.
 */
const startTimeoutMs = 100_000;
const testTimeoutMs = 120_000;

function start(env: Record<string, string>): { status: number | null; stderr: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-main-'));
  fs.chmodSync(dataDir, 0o755);
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: startTimeoutMs,
    });
    return { status: result.status, stderr: result.stderr };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('starting with a bad configuration', { timeout: testTimeoutMs }, () => {
  it('stops on a non-numeric PORT with one clear line', () => {
    const { status, stderr } = start({ PORT: 'abc' });
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Aebro cannot start: invalid configuration: PORT must be a whole number between 0 and 65535 (got "abc")',
    ]);
  });

  it('stops on an unreachable DATABASE_URL with one clear line and no password', () => {
    const { status, stderr } = start({
      DATABASE_URL: 'postgres://aebro:hunter2@127.0.0.1:1/aebro',
    });
    expect(status).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Aebro cannot start: cannot reach the database at postgres:\/\/aebro:\*\*\*@127\.0\.0\.1:1\/aebro: /,
    );
    expect(stderr).not.toContain('hunter2');
  });

  it('stops on a DATA_DIR it cannot write to with one clear line', () => {
    const { status, stderr } = start({ DATA_DIR: '/etc/hostname/aebro' });
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Aebro cannot start: cannot write to DATA_DIR /etc/hostname/aebro (a part of the path is not a folder); choose another DATA_DIR or fix the folder',
    ]);
  });

  it('stops on a port in use with one clear line', async () => {
    // A database of its own, so that the start gets as far as listening.
    const database = await createTestDatabase();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { status, stderr } = start({ PORT: String(port), DATABASE_URL: database.url });
      expect(status).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `Aebro cannot start: port ${port} on 127.0.0.1 is already in use; stop the program that uses it or set PORT to another port`,
      ]);
    } finally {
      blocker.close();
      await database.drop();
    }
  });
});
