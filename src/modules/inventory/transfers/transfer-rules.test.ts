import { describe, expect, it } from 'vitest';
import { transferDraftProblems, type DraftContext, type TransferDraft } from './transfer-rules';
import { transferNumber } from './transfer-kinds';

const items: DraftContext['items'] = (id) => (id === 'ITM-0016' ? { name: 'Basmati rice', unit: 'KG' } : undefined);
const stock = [
  {
    itemId: 'ITM-0016',
    qty: 12.5,
    lots: [
      { gin: 'G1', batchNo: 'B1', expdate: '', qty: 10 },
      { gin: 'G2', batchNo: '', expdate: '', qty: 2.5 },
    ],
  },
];
const context: DraftContext = { today: '2026-05-20', items, stock };
const draft = (over: Partial<TransferDraft> = {}): TransferDraft => ({
  dat: '2026-05-20',
  fromBranch: '',
  toBranch: '',
  fromStore: 'DRY',
  toStore: 'KIT',
  descriptio: '',
  lines: [{ itemId: 'ITM-0016', gin: '', qty: 5 }],
  ...over,
});

describe('transferDraftProblems', () => {
  it('passes a transfer within stock', () => {
    expect(transferDraftProblems('store', draft(), context)).toEqual({});
  });

  it('refuses the same store, missing places, a future date and no lines', () => {
    expect(transferDraftProblems('store', draft({ toStore: 'DRY' }), context)['header.toStore']).toBe(
      'The stock would stay in the same store: choose another store.',
    );
    const empty = transferDraftProblems(
      'branch',
      draft({ dat: '2026-05-21', fromStore: '', toStore: '', lines: [] }),
      context,
    );
    expect(Object.keys(empty).sort()).toEqual([
      'header.dat',
      'header.fromBranch',
      'header.fromStore',
      'header.toBranch',
      'header.toStore',
      'lines',
    ]);
  });

  it('lets a branch transfer keep the store code when the branches differ', () => {
    expect(
      transferDraftProblems('branch', draft({ fromBranch: 'E001', toBranch: 'E002', toStore: 'DRY' }), context),
    ).toEqual({});
    expect(
      transferDraftProblems('branch', draft({ fromBranch: 'E001', toBranch: 'E001', toStore: 'DRY' }), context)[
        'header.toStore'
      ],
    ).toMatch(/another branch or store/);
  });

  it('checks each line: a known item, a quantity above 0 with at most 3 decimals', () => {
    const problems = transferDraftProblems(
      'store',
      draft({
        lines: [
          { itemId: '', gin: '', qty: 1 },
          { itemId: 'X', gin: '', qty: 1 },
          { itemId: 'ITM-0016', gin: '', qty: 0 },
          { itemId: 'ITM-0016', gin: '', qty: 1.2345 },
        ],
      }),
      context,
    );
    expect(problems).toEqual({
      'lines.0.itemId': 'Choose the item.',
      'lines.1.itemId': 'X is not a known item.',
      'lines.2.qty': 'Give a quantity above 0.',
      'lines.3.qty': 'A quantity has at most 3 decimals.',
    });
  });

  it('names the quantity available, per item and per lot, lines sharing the stock', () => {
    expect(
      transferDraftProblems('store', draft({ lines: [{ itemId: 'ITM-0016', gin: '', qty: 20 }] }), context)[
        'lines.0.qty'
      ],
    ).toBe('Only 12.5 KG of Basmati rice (ITM-0016) is in store DRY; 20 was asked for.');
    expect(
      transferDraftProblems('store', draft({ lines: [{ itemId: 'ITM-0016', gin: 'G2', qty: 3 }] }), context)[
        'lines.0.qty'
      ],
    ).toBe('Only 2.5 KG of Basmati rice (ITM-0016) is in store DRY under GIN G2; 3 was asked for.');
    const shared = transferDraftProblems(
      'store',
      draft({
        lines: [
          { itemId: 'ITM-0016', gin: '', qty: 10 },
          { itemId: 'ITM-0016', gin: 'G2', qty: 2.6 },
        ],
      }),
      context,
    );
    expect(shared).toEqual({
      'lines.1.qty':
        'Only 2.5 KG of Basmati rice (ITM-0016) is left in store DRY under GIN G2 after the earlier lines of this document; 2.6 was asked for.',
    });
  });

  it('leaves the stock to the server when the form has none', () => {
    expect(
      transferDraftProblems('store', draft({ lines: [{ itemId: 'ITM-0016', gin: '', qty: 99 }] }), {
        ...context,
        stock: undefined,
      }),
    ).toEqual({});
  });
});

describe('transferNumber', () => {
  it('numbers by year and month of the document', () => {
    expect(transferNumber('STT', '2026-05-20', 7)).toBe('STT26-05/0007');
    expect(transferNumber('BBT', '2025-12-01', 1234)).toBe('BBT25-12/1234');
  });
});
