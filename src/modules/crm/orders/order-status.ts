/** The order's Pos in words: 1 pending approval, 2 approved at birth, 3 approved by the approver. */
export function orderStatus(pos: number, closed?: boolean): string {
  if (closed) return 'Closed';
  if (pos === 1) return 'Pending approval';
  if (pos === 2) return 'Approved';
  if (pos === 3) return 'Approved after review';
  return `Status ${pos}`;
}
