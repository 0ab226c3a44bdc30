import { describe, expect, it } from 'vitest';
import type { BookSaleRequirements, SaleItem } from '../../domain/book-sale-types';
import { NEW_SALE, priceOf, saleBody, saleSchema } from './sale-form-values';

const item = (code: string, className: string, rate: number): SaleItem => ({
  code,
  name: code,
  kind: 'BOOK',
  className,
  size: '',
  rate,
  active: true,
});
const requirements: BookSaleRequirements = {
  today: '2026-03-10',
  pupils: [{ admissionNo: 'ADM-1', name: 'Ravi', className: 'VI', classCode: 'VI-A' }],
  items: [item('BK-VI', 'VI', 450), item('BK-VII', 'VII', 500)],
};
const issues = (result: { error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a book sale', () => {
  it('wants a pupil first', () => {
    expect(issues(saleSchema(requirements).safeParse(NEW_SALE))).toEqual([['admissionNo', 'Choose the pupil']]);
  });

  it('says each line’s problem beside its item or quantity, the quantity as typed', () => {
    const values = {
      admissionNo: 'ADM-1',
      lines: [
        { itemCode: 'BK-VII', quantity: '1' },
        { itemCode: 'BK-VI', quantity: '1.5' },
      ],
    };
    expect(issues(saleSchema(requirements).safeParse(values))).toEqual([
      ['lines.0.itemCode', 'Line 1: BK-VII is for class VII, not VI'],
      ['lines.1.quantity', 'Line 2: the quantity is a whole number from 1 to 99'],
    ]);
  });

  it('is priced from the list and sent with the quantities as numbers', () => {
    const values = { admissionNo: 'ADM-1', lines: [{ itemCode: 'BK-VI', quantity: '2' }] };
    expect(saleSchema(requirements).safeParse(values).success).toBe(true);
    expect(priceOf(requirements, values)).toMatchObject({ total: 90000 });
    expect(saleBody(values)).toEqual({
      header: { admissionNo: 'ADM-1' },
      lines: [{ itemCode: 'BK-VI', quantity: 2 }],
      traCheck: 1,
    });
  });
});
