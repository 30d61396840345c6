/** Google Identity Services: its script, its button's stylesheet and frames, and its own calls. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
/** The demo-only GraphiQL page loads its editor from this CDN and starts it with inline scripts. */
const GRAPHIQL_CDN = 'https://unpkg.com';

export interface SecurityHeaderOptions {
  /** GOOGLE_CLIENT_ID is set: the sign-in page loads Google's button. */
  googleSignIn: boolean;
  /** Where product photos come from besides https hosts: WB_BASE_URL or the demo WB stand-in (plain http). */
  photoOrigin?: string;
}

/**
 * Headers on every answer, page or API: the browser runs only the app's own code, never sniffs a
 * content type, sends no referrer to other sites and shows no page of ours inside another site's frame.
 * MUI's styles are inserted at run time as <style> elements, so styles keep 'unsafe-inline'; scripts do not.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const google = options.googleSignIn ? ` ${GOOGLE_SIGN_IN}` : '';
  // Product photos live on WB's CDN hosts (basket-NN.wbbasket.ru, which WB renumbers) and account
  // pictures on Google's: any https image is allowed, as an image runs no code.
  const photos = options.photoOrigin ? ` ${options.photoOrigin}` : '';
  const policy = [
    "default-src 'self'",
    `script-src 'self'${google}`,
    `style-src 'self' 'unsafe-inline'${google}`,
    `img-src 'self' data: https:${photos}`,
    "font-src 'self' data:",
    `connect-src 'self'${google}`,
    `frame-src ${options.googleSignIn ? GOOGLE_SIGN_IN : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return { ...common, 'content-security-policy': policy.join('; ') };
}

/** The GraphiQL page of demo mode: its CDN editor and inline start-up script, still in no one's frame. */
export function graphiqlSecurityHeaders(): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${GRAPHIQL_CDN}`,
    `style-src 'self' 'unsafe-inline' ${GRAPHIQL_CDN}`,
    `img-src 'self' data: https:`,
    `connect-src 'self' ${GRAPHIQL_CDN}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ];
  return { ...common, 'content-security-policy': policy.join('; ') };
}

const common = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};
