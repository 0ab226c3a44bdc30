import { TAXES } from '../../../modules/admin/resources/taxes';
import type { SeedSet } from '../../core/seeds/seed-set';

/** GST at each slab as its central and state halves and the inter-state whole, plus cess and VAT. */
function taxSeed() {
  const rows: Array<Record<string, unknown>> = [];
  for (const slab of [0, 5, 12, 18, 28]) {
    rows.push(
      { code: `GST${slab}-C`, name: `CGST ${slab / 2} %`, percent: slab / 2, kind: 'CGST', active: true },
      { code: `GST${slab}-S`, name: `SGST ${slab / 2} %`, percent: slab / 2, kind: 'SGST', active: true },
      { code: `GST${slab}-I`, name: `IGST ${slab} %`, percent: slab, kind: 'IGST', active: true },
    );
  }
  rows.push(
    { code: 'CESS-12', name: 'Compensation cess 12 %', percent: 12, kind: 'CESS', active: true },
    { code: 'VAT-5', name: 'VAT 5 % (liquor)', percent: 5, kind: 'VAT', active: true },
    { code: 'SRV-15', name: 'Service tax 15 % (old bills)', percent: 15, kind: 'SERVICE', active: false },
  );
  return rows;
}

/** Starting records of the administration masters. */
export const ADMIN_SEEDS: readonly SeedSet[] = [{ resource: TAXES, rows: taxSeed }];
