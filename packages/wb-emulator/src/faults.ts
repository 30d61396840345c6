/** `malformed`: broken JSON; `wrong-shape`: valid JSON that is not the documented answer. */
export type FaultKind = 'rate-limit' | 'server-error' | 'slow' | 'cut' | 'malformed' | 'wrong-shape';

export interface FaultRule {
  /** WB host prefix, e.g. 'content-api'. Any host when absent. */
  host?: string;
  /** A string matches the WB path (`/content/v2/get/cards/list`) or the full path with the host prefix; a RegExp is tested against the full path. */
  path?: string | RegExp;
  kind: FaultKind;
  /** How many matching requests fail; default 1, Infinity = until cleared. */
  times?: number;
  /** For 'slow': how long to hold the answer (default 2000 ms). */
  delayMs?: number;
  /** For 'rate-limit': the X-Ratelimit-Retry value in seconds (default 1). */
  retryAfterSeconds?: number;
  /** For 'wrong-shape': the JSON answered with 200 (default a bare string, which fits no WB answer). */
  body?: unknown;
}

interface ActiveRule extends FaultRule {
  left: number;
}

/** Faults a test arms for the next matching requests. */
export class Faults {
  private rules: ActiveRule[] = [];

  inject(rule: FaultRule): void {
    this.rules.push({ ...rule, left: rule.times ?? 1 });
  }

  clear(): void {
    this.rules = [];
  }

  /** Takes the first armed rule matching this request, counting it down. */
  take(host: string, wbPath: string): FaultRule | undefined {
    const fullPath = `/${host}${wbPath}`;
    const rule = this.rules.find((r) => r.left > 0 && matches(r, host, wbPath, fullPath));
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
