import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpApp, type HttpApp } from './support/http-app.ts';
import { GOOGLE_CLIENT_ID } from './support/google-stand-in.ts';

let demo: HttpApp;
let withGoogle: HttpApp;

beforeAll(async () => {
  demo = await startHttpApp({ DEMO_MODE: 'true' });
  withGoogle = await startHttpApp({ DEMO_MODE: 'false', GOOGLE_CLIENT_ID });
});
afterAll(async () => {
  await demo?.close();
  await withGoogle?.close();
});

/** Every kind of answer the server gives: pages, API answers and refusals, health. */
const answers: [string, (base: string) => Promise<Response>][] = [
  ['the web app', (base) => fetch(`${base}/`)],
  ['a deep link', (base) => fetch(`${base}/main/cards`)],
  ['/healthz', (base) => fetch(`${base}/healthz`)],
  [
    'a GraphQL answer',
    (base) =>
      fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: '{"query":"{ __typename }"}',
      }),
  ],
  ['a refusal without the CSRF header', (base) => fetch(`${base}/api/graphql`, { method: 'POST', body: '{}' })],
  ['a wrong method', (base) => fetch(`${base}/`, { method: 'DELETE' })],
];

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('security headers', () => {
  it.each(answers)('%s carries CSP, nosniff, a referrer policy and no framing', async (_case, request) => {
    const response = await request(demo.base);
    await response.arrayBuffer();
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets Google sign-in in only when GOOGLE_CLIENT_ID is set', async () => {
    const without = directives((await fetch(`${demo.base}/`)).headers.get('content-security-policy'));
    expect([...without.values()].join(' ')).not.toContain('google.com');
    expect(without.get('frame-src')).toBe("'none'");
    expect(without.get('img-src')).toBe("'self' data: https:");
    const google = directives((await fetch(`${withGoogle.base}/`)).headers.get('content-security-policy'));
    expect(google.get('script-src')).toBe("'self' https://accounts.google.com/gsi/");
    expect(google.get('frame-src')).toBe('https://accounts.google.com/gsi/');
    expect(google.get('connect-src')).toBe("'self' https://accounts.google.com/gsi/");
    expect(google.get('frame-ancestors')).toBe("'none'");
  });

  it('gives the demo GraphiQL page its CDN, still in no frame', async () => {
    const response = await fetch(`${demo.base}/api/graphql`, { headers: { accept: 'text/html' } });
    expect(await response.text()).toContain('graphiql');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toContain('https://unpkg.com');
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });
});
