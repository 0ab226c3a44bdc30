/**
 * One write at a time per company, as a database transaction would serialise them: every write that reads and
 * then changes what another write also reads (the stock ledger, the supplier ledger, a document series) runs
 * through this one queue. Work already running in it must not queue again (it would wait for itself).
 */
const queues = new Map<number, Promise<unknown>>();
/** How many writes of each company wait for the one before them (not yet started). */
const waiting = new Map<number, number>();

export function oneAtATime<T>(companyCode: number, work: () => Promise<T>): Promise<T> {
  waiting.set(companyCode, (waiting.get(companyCode) ?? 0) + 1);
  const start = () => {
    waiting.set(companyCode, (waiting.get(companyCode) ?? 1) - 1);
    return work();
  };
  const next = (queues.get(companyCode) ?? Promise.resolve()).then(start, start);
  queues.set(
    companyCode,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * The writes of a company that wait for the one running: lets a test see a request queue up instead of guessing a
 * delay.
 */
export function writesWaiting(companyCode: number): number {
  return waiting.get(companyCode) ?? 0;
}
