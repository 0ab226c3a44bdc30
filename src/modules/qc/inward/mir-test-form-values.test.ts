import type { MirLot } from '../domain/mir-types';
import { formField, mirTestDefaults, mirTestSchema } from './mir-test-form-values';

const lot = (sno: number, itemName: string, qty: number): MirLot => ({
  recordId: 7,
  sno,
  itemId: `I${sno}`,
  itemName,
  qty,
  branchId: 'NOS',
  rat: 10,
  result: null,
});
const lots = [lot(1, 'Hex bolt', 60), lot(2, 'Ball bearing', 50)];
const blank = { checkedQty: '', rejectedQty: '', rectifiedQty: '', rectificationCost: '', comments: '' };
const problems = (values: unknown) => {
  const result = mirTestSchema(lots).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the MIR test form values', () => {
  it('starts from the lots as tested so far', () => {
    expect(mirTestDefaults(lots)).toEqual({ testId: '', lots: [blank, blank] });
  });

  it('asks for the test and at least one lot checked', () => {
    expect(problems({ testId: '', lots: [blank, blank] })).toEqual({
      testId: 'Choose the raw material test used.',
      lots: 'Enter the quantity checked of at least one lot.',
    });
  });

  it('puts each lot rule problem beside its lot', () => {
    const over = { ...blank, checkedQty: '50', rejectedQty: '30', rectifiedQty: '25' };
    expect(problems({ testId: '1', lots: [blank, over] })).toEqual({
      'lots.1.rejectedQty': 'Lot 2, Ball bearing: 30 rejected + 25 rectified is more than the 50 checked.',
    });
    expect(problems({ testId: '1', lots: [{ ...blank, checkedQty: '60' }, blank] })).toEqual({});
  });

  it('names the server problems by the form fields', () => {
    expect(formField('testid')).toBe('testId');
    expect(formField('lines')).toBe('lots');
    expect(formField('lines.1.checkedQty')).toBe('lots.1.checkedQty');
  });
});
