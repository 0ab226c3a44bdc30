/**
 * Every write of a company that reads and then changes its stock ledger or its supplier ledger (goods
 * receipts, returns, credit notes, advances, payments, issues, losses, samples, audits, transfers; and
 * bulk orders, which read what request lines still await) runs one at a time, in the core's one write
 * queue, as a database transaction would; so do the generic document saves (purchase orders), so an order
 * and a bulk order never take the same number. One queue per kind of document is not enough: a payment
 * and a credit note (or an issue and a return) would read the same balance at once and both pass.
 */
export { oneAtATime } from '../core/write-queue';
