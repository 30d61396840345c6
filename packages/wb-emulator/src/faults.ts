/**
 * `malformed`: broken JSON; `wrong-shape`: valid JSON that is not the documented answer;
 * `unauthorized`: WB's 401, as for a token revoked in the seller's cabinet; `refuse`: another
 * refusal of WB's (`status`), the request not carried out.
 */
export type FaultKind =
  'rate-limit' | 'server-error' | 'slow' | 'cut' | 'malformed' | 'wrong-shape' | 'unauthorized' | 'refuse';

export interface FaultRule {
  /** WB host prefix, e.g. 'content-api'. Any host when absent. */
  host?: string;
  /** A string matches the WB path (`/content/v2/get/cards/list`) or the full path with the host prefix; a RegExp is tested against the full path. */
  path?: string | RegExp;
  kind: FaultKind;
  /** How many matching requests fail; default 1, Infinity = until cleared. */
  times?: number;
  /** Matching requests answered as usual before the fault begins: 1 lets the first page through. */
  after?: number;
  /** For 'slow': how long to hold the answer (default 2000 ms). */
  delayMs?: number;
  /** For 'slow': hold the answer until this settles instead, so a test decides when WB answers. */
  until?: Promise<unknown>;
  /** For 'refuse': the status WB answers with its problem JSON (default 400). */
  status?: number;
  /** For 'rate-limit': the X-Ratelimit-Retry value in seconds (default 1). */
  retryAfterSeconds?: number;
  /** For 'wrong-shape': the JSON answered with 200 (default a bare string, which fits no WB answer). */
  body?: unknown;
  /**
   * For 'wrong-shape': the real answer, changed by this function (a field taken out or of another
   * type) instead of `body`. It gets a copy it may change.
   */
  reshape?: (answer: unknown) => unknown;
}

interface ActiveRule extends FaultRule {
  left: number;
  passed: number;
}

/** Faults a test arms for the next matching requests. */
export class Faults {
  private rules: ActiveRule[] = [];

  inject(rule: FaultRule): void {
    this.rules.push({ ...rule, left: rule.times ?? 1, passed: 0 });
  }

  clear(): void {
    this.rules = [];
  }

  /**
   * Takes the first armed rule matching this request, counting it down. `answered`: the rules that change
   * WB's answer (`reshape`), taken only once a request gets one, so a 429 before it does not use them up.
   */
  take(host: string, wbPath: string, answered = false): FaultRule | undefined {
    const fullPath = `/${host}${wbPath}`;
    const rule = this.rules.find((r) => {
      if (r.left <= 0 || Boolean(r.reshape) !== answered || !matches(r, host, wbPath, fullPath)) return false;
      if (r.passed >= (r.after ?? 0)) return true;
      r.passed += 1;
      return false;
    });
    if (!rule) return undefined;
    rule.left -= 1;
    this.rules = this.rules.filter((r) => r.left > 0);
    return rule;
  }
}

function matches(rule: FaultRule, host: string, wbPath: string, fullPath: string): boolean {
  if (rule.host !== undefined && rule.host !== host) return false;
  if (rule.path === undefined) return true;
  if (typeof rule.path === 'string') return rule.path === wbPath || rule.path === fullPath;
  return rule.path.test(fullPath);
}
