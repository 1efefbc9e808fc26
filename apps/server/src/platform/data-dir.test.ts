import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, loadOrCreateSecrets, lockDataDir } from './data-dir';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-datadir-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a folder that a live process holds', () => {
    const dir = tempDir();
    // A live process other than this one holds the lock.
    fs.writeFileSync(path.join(dir, 'aebro.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrowError(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrowError(
      /another Aebro process \(pid \d+\) is already using DATA_DIR/,
    );
  });

  it('takes over the lock of a process that has died, and releases it', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    fs.writeFileSync(path.join(dir, 'aebro.lock'), dead);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'aebro.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'aebro.lock'))).toBe(false);
  });
});

describe('loadOrCreateSecrets', () => {
  it('generates secrets once and keeps them, readable only by the owner', () => {
    const dir = tempDir();
    const keys = () => ({ publicKey: `pub-${Math.random()}`, privateKey: `priv-${Math.random()}` });
    const first = loadOrCreateSecrets(dir, keys);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecrets(dir, keys)).toEqual(first);
    expect(first.vapidPublicKey).toMatch(/^pub-/);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });
});
