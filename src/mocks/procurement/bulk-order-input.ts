import type { BulkOrderDetail } from '../../modules/procurement/bulk-orders/bulk-order-types';
import { member } from '../core/body-members';

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
/** A number as JSON carries it (a numeric string binds too); null for anything else. */
const number = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** The details of a `SetPurchaseOrder2` body, names bound case-insensitively as the server binds them. */
export function readBulkDetails(body: unknown): BulkOrderDetail[] {
  const details = member(body, 'details');
  if (!Array.isArray(details)) return [];
  return details.map((detail: unknown) => ({
    supId: text(member(detail, 'supId')),
    supplier: text(member(detail, 'supplier')),
    itemId: text(member(detail, 'itemId')),
    itemname: text(member(detail, 'itemname')),
    prrequest: number(member(detail, 'prrequest')) ?? 0,
    qty: number(member(detail, 'qty')),
    rat: number(member(detail, 'rat')),
    um: text(member(detail, 'um')),
  }));
}

/** The terms of the body: `{ term }` rows (or plain texts), empty ones left out. */
export function readBulkTerms(body: unknown): string[] {
  const terms = member(body, 'terms');
  if (!Array.isArray(terms)) return [];
  return terms
    .map((term: unknown) => (typeof term === 'string' ? term.trim() : text(member(term, 'term'))))
    .filter((term) => term !== '');
}
