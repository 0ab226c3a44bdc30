/** The standard order terms every demo company starts with, in their order (Slno 1, 2, ...). */
export const ORDER_TERM_SEED: readonly string[] = [
  'Payment within 30 days of the invoice.',
  'Delivery to the store named on the order, at the supplier’s cost.',
  'Goods are subject to inspection on receipt; rejected goods are returned at the supplier’s cost.',
  'The order number must appear on the invoice and the delivery challan.',
];
