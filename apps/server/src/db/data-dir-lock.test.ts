import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'sh-lock-'));

describe('lockDataDir', () => {
  it('refuses a folder another running process holds, naming the folder', () => {
    const dir = freshDir();
    // The parent of this test process is alive, so its pid stands for "another process".
    writeFileSync(path.join(dir, 'seller-helper.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrowError(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrowError(dir);
  });

  it('takes over a lock left by a process that no longer runs, and frees it on release', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'seller-helper.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'seller-helper.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'seller-helper.lock'))).toBe(false);
  });

  it('creates a missing folder', () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(existsSync(dir)).toBe(true);
    release();
  });
});
