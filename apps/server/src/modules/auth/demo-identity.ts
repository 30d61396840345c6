import type { Config } from '../../config.ts';
import type { SignInIdentity } from './auth.repo.ts';

export const DEMO_EMAIL = 'demo@seller-helper.local';

/**
 * Demo mode only: `demo` signs in as the demo seller; `demo:<e-mail>` as another person, so a
 * colleague (an invited non-admin) can be tried on one machine. Anything else is not a demo credential.
 */
export function demoIdentity(config: Config, credential: string): SignInIdentity | null {
  if (!config.DEMO_MODE) return null;
  if (credential === 'demo') return { email: DEMO_EMAIL, name: 'Демо Продавец', picture: null, googleSub: null };
  const match = /^demo:([^\s@]+@[^\s@]+\.[^\s@]+)$/i.exec(credential);
  if (!match) return null;
  const email = match[1]!.toLowerCase();
  return { email, name: email.split('@')[0]!, picture: null, googleSub: null };
}
