const QUANTITY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** A quantity as people read it: Indian grouping, up to 3 decimals ('1,250.5'). */
export const formatQuantity = (value: number): string => (Number.isFinite(value) ? QUANTITY.format(value) : '');
