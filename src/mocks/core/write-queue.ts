/**
 * One write at a time per company, as a database transaction would serialise them: every write that reads and
 * then changes what another write also reads (the stock ledger, the supplier ledger, a document series) runs
 * through this one queue. Work already running in it must not queue again (it would wait for itself).
 */
const queues = new Map<number, Promise<unknown>>();

export function oneAtATime<T>(companyCode: number, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(companyCode) ?? Promise.resolve()).then(work, work);
  queues.set(companyCode, next.catch(() => undefined));
  return next;
}
