import { describe, expect, it } from 'vitest';
import { validateCountSheet } from './count-sheet';
import { testItems } from '../../../kits/stock/stock-test-data';

describe('validateCountSheet', () => {
  it('reads counts typed as numbers or text into thousandths', () => {
    const check = validateCountSheet(
      [
        { itemName: 'ITM-0001', counted: 12.5 },
        { itemName: 'ITM-0003', counted: ' 0.125 ' },
        { itemName: 'ITM-0005', counted: '0' },
        { itemName: 'ITM-0007', counted: '1.2300' },
      ],
      testItems,
    );
    expect(check).toEqual({
      counts: [
        { line: 1, itemName: 'ITM-0001', milli: 12500 },
        { line: 2, itemName: 'ITM-0003', milli: 125 },
        { line: 3, itemName: 'ITM-0005', milli: 0 },
        { line: 4, itemName: 'ITM-0007', milli: 1230 },
      ],
      problems: [],
    });
  });

  it('reports every problem of every line, with its line number', () => {
    const check = validateCountSheet(
      [
        { itemName: 'ITM-0001', counted: 3 },
        { itemName: 'ITM-0404', counted: 1 },
        { itemName: 'ITM-0003', counted: 'ten' },
        { itemName: 'ITM-0005', counted: -2 },
        { itemName: 'ITM-0007', counted: 1.2345 },
        { itemName: 'ITM-0001', counted: 4 },
        { itemName: '', counted: 1 },
        { itemName: 'ITM-0003', counted: '' },
        { itemName: 'ITM-0005', counted: null },
        { itemName: 'ITM-0007', counted: Number.NaN },
        { itemName: 'ITM-0999', counted: '1e3' },
      ],
      testItems,
    );
    expect(check.counts).toEqual([{ line: 1, itemName: 'ITM-0001', milli: 3000 }]);
    expect(check.problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '2: ITM-0404 is not a known item.',
      '3: The count "ten" for Basmati rice (ITM-0003) is not a number.',
      '4: The count for Milk (ITM-0005) cannot be negative (-2).',
      '5: The count 1.2345 for Tissue roll (ITM-0007) has more than 3 decimals.',
      '6: Onion (ITM-0001) is counted twice: on lines 1 and 6.',
      '7: The line names no item.',
      '8: Basmati rice (ITM-0003) is counted twice: on lines 3 and 8.',
      '8: No count was entered for Basmati rice (ITM-0003).',
      '9: Milk (ITM-0005) is counted twice: on lines 4 and 9.',
      '9: No count was entered for Milk (ITM-0005).',
      '10: Tissue roll (ITM-0007) is counted twice: on lines 5 and 10.',
      '10: The count NaN for Tissue roll (ITM-0007) is not a number.',
      '11: ITM-0999 is not a known item.',
      '11: The count "1e3" for ITM-0999 is not a number.',
    ]);
  });
});
