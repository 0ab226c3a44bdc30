/**
 * Every write of a company that reads and then changes its stock ledger or its supplier ledger (goods
 * receipts, returns, credit notes, advances, payments, issues, losses, samples, audits, transfers; and
 * bulk orders, which read what request lines still await) runs one at a time, in this one queue, as a
 * database transaction would. One queue per kind of document is not enough: a payment and a credit
 * note (or an issue and a return) would read the same balance at once and both pass.
 */
const queues = new Map<number, Promise<unknown>>();

export function oneAtATime<T>(companyCode: number, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(companyCode) ?? Promise.resolve()).then(work, work);
  queues.set(companyCode, next.catch(() => undefined));
  return next;
}
