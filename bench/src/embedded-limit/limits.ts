// Where the embedded database stops serving a seller: the figures of one size and the limits they are held to
// (docs/decisions.md, «The embedded database's limit»).

/** What a seller of one size feels, measured in the one process that holds the embedded database. */
export interface StepFigures {
  /** Report rows of the year stored (two a sold unit); the seller's orders a year are half as many. */
  reportRows: number;
  /** How long storing this step's rows and gathering statistics took, seconds. */
  fillSeconds: number;
  /** How long the step's cost price changes (its ledger entries) took to count, as the minute job counts them. */
  costCountSeconds: number;
  /** The month's `reports`, a page of the orders grid and the home page: the median of three answers, ms. */
  reportsMs: number;
  ordersPageMs: number;
  homeMs: number;
  /** Resident memory after the answers, and its peak so far, bytes. */
  rss: number;
  peakRss: number;
  /** The database's files. */
  databaseBytes: number;
}

export interface GrowthPlan {
  /** Report rows at each step, growing. */
  steps: number[];
  /** No answer of a seller's screen may take longer. */
  answerLimitMs: number;
  /** Nor may the process's peak resident memory pass this. */
  rssLimit: number;
}

/**
 * Five seconds is where a seller stops waiting for a screen and reloads it; on the embedded database every
 * other request waits too, since it answers one statement at a time. Two gigabytes of memory is half of
 * a 4 GB machine, the smallest a seller runs the product and its system on.
 */
export const PLAN: GrowthPlan = {
  steps: [100_000, 250_000, 500_000, 750_000, 1_000_000, 1_250_000],
  answerLimitMs: 5_000,
  rssLimit: 2 * 1024 ** 3,
};

/** Why a step is past the limit, in the seller's words; null when it is served. */
export function overLimit(step: StepFigures, plan: GrowthPlan): string | null {
  const slow = (
    [
      ['отчёт за месяц', step.reportsMs],
      ['страница заказов', step.ordersPageMs],
      ['главная', step.homeMs],
    ] as const
  ).filter(([, ms]) => ms > plan.answerLimitMs);
  if (slow.length > 0)
    return `${slow.map(([screen, ms]) => `${screen} ${(ms / 1000).toFixed(1)} с`).join(', ')} > ${plan.answerLimitMs / 1000} с`;
  if (step.peakRss > plan.rssLimit) return `пик RSS ${mb(step.peakRss)} > ${mb(plan.rssLimit)}`;
  return null;
}

export const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} МБ`;
