import { describe, expect, it } from 'vitest';
import {
  quantityProblem,
  requestProblems,
  type DraftLine,
  type RequestDraft,
  type RequestMasters,
} from './request-rules';

const masters: RequestMasters = {
  items: new Map([
    ['ITM-0001', new Set(['KG'])],
    ['ITM-0002', new Set(['NOS', 'BOX'])],
  ]),
  departments: new Set(['KIT']),
  employees: new Set(['EMP-0001']),
  suppliers: new Set(['SUP-001']),
};
const line = (changes: Partial<DraftLine> = {}): DraftLine => ({
  itemId: 'ITM-0001',
  itemDescription: '',
  purpose: '',
  suggestedSupplier: '',
  qty: 5,
  um: '',
  reqdBy: '',
  ...changes,
});
const draft = (changes: Partial<RequestDraft['header']> = {}, details: DraftLine[] = [line()]): RequestDraft => ({
  header: { dat: '2026-11-23', department: '', empno: '', descriptio: '', ...changes },
  details,
});

describe('quantities', () => {
  it('must be more than 0 with at most 3 decimals and within the bound', () => {
    expect(quantityProblem(1.125)).toBeNull();
    expect(quantityProblem(0.1 + 0.2)).toBeNull();
    expect(quantityProblem(null)).toBe('Give the quantity.');
    expect(quantityProblem(Number.NaN)).toBe('Give the quantity.');
    expect(quantityProblem(0)).toBe('The quantity must be more than 0.');
    expect(quantityProblem(-2)).toBe('The quantity must be more than 0.');
    expect(quantityProblem(1.0005)).toBe('At most 3 decimals.');
    expect(quantityProblem(1_000_000)).toBe('At most 9,99,999.999.');
  });

  it('may be bounded by another quantity (an approval never exceeds the request)', () => {
    expect(quantityProblem(12, 12)).toBeNull();
    expect(quantityProblem(12.5, 12)).toBe('At most 12.');
  });
});

describe('a request', () => {
  it('passes with a date and one known item', () => {
    expect(
      requestProblems(
        draft({ department: 'KIT', empno: 'EMP-0001' }, [
          line({ um: 'KG', suggestedSupplier: 'SUP-001', reqdBy: '2026-11-30' }),
        ]),
        masters,
      ),
    ).toEqual({});
  });

  it('names every problem by the server field path', () => {
    const problems = requestProblems(
      draft({ dat: '2026-02-30', department: 'BAR', empno: 'EMP-9', descriptio: 'x'.repeat(251) }, [
        line({ itemId: '' }),
        line({ itemId: 'ITM-0404', qty: 0 }),
        line({ itemId: 'ITM-0002', um: 'KG', suggestedSupplier: 'SUP-999', qty: 2.0001 }),
        line({ reqdBy: '2026-13-01' }),
      ]),
      masters,
    );
    expect(problems).toEqual({
      'header.dat': 'Give a real date.',
      'header.department': 'There is no department BAR.',
      'header.empno': 'There is no employee EMP-9.',
      'header.descriptio': 'At most 250 characters.',
      'details.0.itemId': 'Choose the item.',
      'details.1.itemId': 'There is no item ITM-0404.',
      'details.1.qty': 'The quantity must be more than 0.',
      'details.2.um': 'This item is not counted in KG.',
      'details.2.suggestedSupplier': 'There is no supplier SUP-999.',
      'details.2.qty': 'At most 3 decimals.',
      'details.3.reqdBy': 'Give a real date.',
    });
  });

  it('needs a date and at least one line; required-by is not before the request', () => {
    expect(requestProblems(draft({ dat: '' }, []), masters)).toEqual({
      'header.dat': 'Give the request date.',
      details: 'Add at least one item.',
    });
    expect(requestProblems(draft({}, [line({ reqdBy: '2026-11-22' })]), masters)).toEqual({
      'details.0.reqdBy': 'It cannot be before the request date.',
    });
    expect(
      requestProblems(
        draft(
          {},
          Array.from({ length: 101 }, () => line()),
        ),
        masters,
      ),
    ).toEqual({ details: 'At most 100 lines.' });
  });
});
