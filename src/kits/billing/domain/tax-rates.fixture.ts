import type { TaxRate } from './master-types';

/** The tax master of the billing's rule tests: GST 5% and 18%, each as CGST and SGST halves. */
export const GST5: TaxRate = {
  code: 'GST5',
  name: 'GST 5%',
  percent: 5,
  components: [
    { component: 'CGST', percent: 2.5 },
    { component: 'SGST', percent: 2.5 },
  ],
};
export const GST18: TaxRate = {
  code: 'GST18',
  name: 'GST 18%',
  percent: 18,
  components: [
    { component: 'CGST', percent: 9 },
    { component: 'SGST', percent: 9 },
  ],
};
