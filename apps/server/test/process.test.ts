import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { companies } from '../src/db/schema/index.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const running: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', DEMO_MODE: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /http:\/\/[\d.]+:\d+/.exec(stdout);
      if (match) resolve(match[0]);
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  listening.catch(() => undefined);
  const exited = once(child, 'exit').then(([code]) => code as number);
  return { child, listening, exited, output: () => ({ stdout, stderr }) };
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses a second process on the same data folder, stops on SIGTERM and starts again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sh-process-'));
    const first = startServer({ DATA_DIR: dataDir });
    const url = await first.listening;
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', database: 'ok' });

    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr.trim()).toMatch(/^Папка данных .* уже используется другим процессом/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = startServer({ DATA_DIR: dataDir });
    await again.listening;
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('stops within seconds with one line when DATABASE_URL cannot be reached', async () => {
    const started = Date.now();
    const server = startServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
    expect(await server.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(20_000);
    const lines = server.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Не удалось подключиться к базе данных 127\.0\.0\.1:9\/none/);
  });

  it('stops with one line naming a wrong setting', async () => {
    const server = startServer({ PORT: 'seventy' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toMatch(/^Неверная настройка PORT="seventy"/);
  });
});

describe('the embedded database', () => {
  it('keeps its data in the folder between openings', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sh-keep-'));
    const first = await openPglite(dataDir);
    const { applyMigrations } = await import('../src/db/migrate.ts');
    await applyMigrations(first);
    await first.db.insert(companies).values({
      id: 190000001,
      shortName: 'ООО «Тест»',
      fullName: 'Общество с ограниченной ответственностью «Тест»',
      address: 'г. Минск',
      generalManager: 'Иванов И. И.',
    });
    await first.close();
    const second = await openPglite(dataDir);
    const rows = await second.db.select().from(companies);
    expect(rows.map((row) => row.shortName)).toEqual(['ООО «Тест»']);
    await second.close();
  });
});
