import { PASS_CLEARED, PASS_PENDING, SALE_CANCELLED, type SaleHeader } from '../domain/stock-sale-types';

/** Where the invoice's goods are: waiting at the gate, gone through it, or nowhere (cancelled). */
export function gateStatus(header: Pick<SaleHeader, 'pos' | 'passCodeCheck'>): string {
  if (header.pos === SALE_CANCELLED) return 'Cancelled';
  if (header.passCodeCheck === PASS_CLEARED) return 'Dispatched';
  if (header.passCodeCheck === PASS_PENDING) return 'Waiting at the gate';
  return '';
}
