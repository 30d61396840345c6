import type { Config } from '../../config.ts';

/** The key that signs access tokens; present after start (set, or generated in demo mode). */
export function accessTokenKey(config: Config): Uint8Array {
  if (!config.AUTH_SECRET) throw new Error('AUTH_SECRET is not set');
  return new TextEncoder().encode(config.AUTH_SECRET);
}
