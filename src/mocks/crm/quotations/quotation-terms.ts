/** The terms a new sale quotation starts with (the requirements' `terms`). */
export const QUOTATION_TERMS = [
  'Prices are ex-works; freight and insurance extra unless stated.',
  'Payment: 50 % advance with the order, the rest before dispatch.',
  'Delivery within the lead days given against each item, from the order date.',
];
