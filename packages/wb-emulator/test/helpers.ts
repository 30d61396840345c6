import { startWbEmulator, type WbEmulator, type WbEmulatorOptions } from '../src/index.ts';

export const ANCHOR = '2026-11-20';

export function start(options: WbEmulatorOptions = {}): Promise<WbEmulator> {
  return startWbEmulator({ seed: 7, anchorDate: ANCHOR, ...options });
}

export async function call(
  emulator: WbEmulator,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const res = await fetch(`${emulator.url}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}
