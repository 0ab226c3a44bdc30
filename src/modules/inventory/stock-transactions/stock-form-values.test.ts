import { documentNumber, traTypeOfCode, traTypeOfNumber } from './tra-types';
import { emptyStockForm, formPath, stockFormSchema, toSaveBody, type StockFormValues } from './stock-form-values';

const values = (patch: Partial<StockFormValues> = {}): StockFormValues => ({
  ...emptyStockForm('2026-11-26'),
  department: 'WH',
  lines: [{ store: 'WH', itemId: 'ITM-0001', qty: '2.5', gin: '', rate: '' }],
  ...patch,
});

describe('stock document form rules', () => {
  it('accepts a complete issue and builds the save body with quantities out and the lot when chosen', () => {
    expect(stockFormSchema('Issues').safeParse(values()).success).toBe(true);
    const body = toSaveBody(
      'Issues',
      values({ lines: [{ store: 'WH', itemId: 'ITM-0001', qty: '2.5', gin: '26112600001', rate: '' }] }),
    );
    expect(body).toEqual({
      header: { traType: 'Issues', dat: '2026-11-26', descriptio: '', department: 'WH' },
      lines: [{ sno: 1, itemId: 'ITM-0001', qtyin: 0, qtyout: 2.5, store: 'WH', gin: '26112600001' }],
    });
  });

  it('marks every bad field of every line at once', () => {
    const result = stockFormSchema('Issues').safeParse(
      values({
        department: '',
        lines: [
          { store: '', itemId: '', qty: '0', gin: '', rate: '' },
          { store: 'WH', itemId: 'X', qty: '1.2345', gin: '', rate: '' },
        ],
      }),
    );
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['department', 'lines.0.store', 'lines.0.itemId', 'lines.0.qty', 'lines.1.qty']),
    );
  });

  it('needs a loss type for losses and a rate with at most two decimals for samples in, sent as quantities in', () => {
    expect(stockFormSchema('Losses').safeParse(values()).error?.issues[0]?.path).toEqual(['lossType']);
    const sample = values({ lines: [{ store: 'WH', itemId: 'ITM-0001', qty: '3', gin: '', rate: '1.234' }] });
    expect(stockFormSchema('Sameple In').safeParse(sample).error?.issues[0]?.message).toBe('Use at most 2 decimals.');
    expect(toSaveBody('Sameple In', { ...sample, lines: [{ ...sample.lines[0]!, rate: '12.5' }] }).lines[0]).toEqual({
      sno: 1,
      itemId: 'ITM-0001',
      qtyin: 3,
      qtyout: 0,
      store: 'WH',
      rate: 12.5,
    });
  });

  it("maps the server's field paths to the form's", () => {
    expect(formPath('header.dat')).toBe('dat');
    expect(formPath('lines.2.qtyout')).toBe('lines.2.qty');
    expect(formPath('lines.0.qtyin')).toBe('lines.0.qty');
    expect(formPath('lines.1.itemId')).toBe('lines.1.itemId');
  });
});

describe('TraTypes and numbers', () => {
  it('numbers documents <prefix><yy>-<MM>/<4> and reads the type back', () => {
    expect(documentNumber('ISS', '2026-11-26', 1)).toBe('ISS26-11/0001');
    expect(traTypeOfNumber('SMI26-04/0012')).toBe('Sameple In');
    expect(traTypeOfNumber('AUD26-04/0001')).toBe('Audit');
    expect(traTypeOfNumber('ISS-26')).toBeUndefined();
    expect(traTypeOfCode(102)).toBe('Losses');
    expect(traTypeOfCode(103)).toBe('Issues');
    expect(traTypeOfCode(1)).toBeUndefined();
  });
});
