import { defaultRate, lineTaxParts, saleTypeRefusal, taxScopeRefusal } from './sale-type-rules';

const b2b = {
  code: 'B2B',
  name: 'B2B tax invoice',
  kind: 'B2B',
  requiresGstin: true,
  taxable: true,
  interState: false,
  pricing: 'LIST' as const,
};
const b2bi = { ...b2b, code: 'B2BI', name: 'B2B inter-state invoice (IGST)', interState: true };
const transfer = {
  code: 'STC',
  name: 'Stock transfer at cost',
  kind: 'TRANSFER',
  requiresGstin: false,
  taxable: false,
  interState: false,
  pricing: 'COST' as const,
};
const gst18 = {
  name: 'GST 18%',
  components: [
    { component: 'CGST', percent: 9 },
    { component: 'SGST', percent: 9 },
  ],
};
const igst18 = { name: 'IGST 18% (inter-state)', components: [{ component: 'IGST', percent: 18 }] };

describe('sale type rules', () => {
  it('wants a GSTIN for a B2B tax invoice', () => {
    expect(saleTypeRefusal(b2b, { name: 'Vidya Girls Hostel', gstin: '' })).toBe(
      'A B2B tax invoice needs the customer’s GSTIN: Vidya Girls Hostel has none (add it under Customers).',
    );
    expect(saleTypeRefusal(b2b, { name: 'Ganesh Kirana Stores', gstin: '32AABFG1234F1Z5' })).toBeNull();
    expect(saleTypeRefusal(transfer, { name: 'Vidya Girls Hostel', gstin: '' })).toBeNull();
  });

  it('charges no tax on an untaxed sale type', () => {
    expect(lineTaxParts(b2b, gst18)).toEqual(gst18.components);
    expect(lineTaxParts(transfer, gst18)).toEqual([]);
    expect(lineTaxParts(b2b, undefined)).toEqual([]);
  });

  it('taxes an inter-state supply IGST and one within the state CGST and SGST', () => {
    expect(taxScopeRefusal(b2bi, gst18)).toBe(
      'A B2B inter-state invoice (IGST) is taxed IGST: choose an IGST rate, not GST 18%.',
    );
    expect(taxScopeRefusal(b2b, igst18)).toBe(
      'A B2B tax invoice is within the state: choose a CGST and SGST rate, not IGST 18% (inter-state).',
    );
    expect(taxScopeRefusal(b2bi, igst18)).toBeNull();
    expect(taxScopeRefusal(b2b, gst18)).toBeNull();
    expect(taxScopeRefusal({ ...transfer, interState: true }, gst18)).toBeNull();
    expect(taxScopeRefusal(b2bi, undefined)).toBeNull();
    // A type saved before the question was asked is not checked.
    expect(taxScopeRefusal({ ...b2b, interState: null }, igst18)).toBeNull();
  });

  it('prices a transfer at the lot’s cost and anything else at the list rate', () => {
    expect(defaultRate(transfer, { rat: 165 }, { rat: 148.5 })).toBe(148.5);
    expect(defaultRate(b2b, { rat: 165 }, { rat: 148.5 })).toBe(165);
    expect(defaultRate(undefined, undefined, undefined)).toBe(0);
  });
});
