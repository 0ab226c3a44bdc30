import type { PosMenuItem } from '../../../../kits/billing/domain/master-types';
import { ean13 } from './barcode';
import { counterCatalogue, itemOfCode, readEntry, readQuantity } from './counter-entry';

const item = (code: string, name: string): PosMenuItem => ({
  code,
  name,
  shortName: name.toUpperCase(),
  group: 'GRC',
  groupName: 'Grocery',
  kotGroup: '',
  rate: 50,
  tax: 'GST5',
  foodType: 'NA',
  openRate: false,
});
const dal = item('PI-0005', 'Toor dal 1 kg');
const sugar = item('PI-0004', 'Sugar 1 kg');
const numbered = item('12345678', 'Loose item coded in digits');
const dalCode = ean13('890101500005');
const catalogue = counterCatalogue(
  [dal, sugar, numbered],
  [
    { code: dalCode, item: dal.code },
    { code: ean13('890101599999'), item: 'PI-9999' },
  ],
);

describe('counter code entry', () => {
  it('finds an item by its code in any letter case, or by its barcode, in one look-up', () => {
    expect(itemOfCode(catalogue, 'pi-0004')).toBe(sugar);
    expect(itemOfCode(catalogue, dalCode)).toBe(dal);
    // A barcode of an item not on sale finds nothing.
    expect(itemOfCode(catalogue, ean13('890101599999'))).toBeUndefined();
  });

  it('a scan (code and Enter) adds one, or the quantity field’s quantity', () => {
    expect(readEntry(catalogue, dalCode)).toEqual({ kind: 'add', item: dal, qty: 1 });
    expect(readEntry(catalogue, ` ${dalCode} `, 2.5)).toEqual({ kind: 'add', item: dal, qty: 2.5 });
    expect(readEntry(catalogue, 'PI-0004')).toEqual({ kind: 'add', item: sugar, qty: 1 });
  });

  it('takes the quantity before or after a star', () => {
    expect(readEntry(catalogue, `3*${dalCode}`)).toEqual({ kind: 'add', item: dal, qty: 3 });
    expect(readEntry(catalogue, `${dalCode} * 2`)).toEqual({ kind: 'add', item: dal, qty: 2 });
    expect(readEntry(catalogue, 'pi-0004*0.5')).toEqual({ kind: 'add', item: sugar, qty: 0.5 });
    // Both sides digits: the side that is a code is the code.
    expect(readEntry(catalogue, '12345678*4')).toEqual({ kind: 'add', item: numbered, qty: 4 });
    expect(readEntry(catalogue, '4*12345678')).toEqual({ kind: 'add', item: numbered, qty: 4 });
  });

  it('refuses a bad quantity and an unknown or misread barcode, naming it', () => {
    expect(readEntry(catalogue, `0*${dalCode}`)).toEqual({
      kind: 'refused',
      message: 'Quantity 0: Enter a quantity above zero with at most three decimals.',
    });
    expect(readEntry(catalogue, `1.2345*${dalCode}`).kind).toBe('refused');
    expect(readEntry(catalogue, '3*')).toEqual({
      kind: 'refused',
      message: 'Scan or type the item after the quantity, e.g. 3*8901234567890.',
    });
    expect(readEntry(catalogue, ean13('890101577777'))).toEqual({
      kind: 'refused',
      message: `No item has the code or barcode ${ean13('890101577777')}.`,
    });
    const misread = `${dalCode.slice(0, -1)}${(Number(dalCode.at(-1)) + 1) % 10}`;
    expect(readEntry(catalogue, misread)).toEqual({
      kind: 'refused',
      message: `${misread} is not a whole barcode (its check digit does not match): scan it again.`,
    });
    expect(readEntry(catalogue, '77')).toEqual({ kind: 'refused', message: 'No item has the code or barcode 77.' });
  });

  it('anything else searches by name, keeping the quantity', () => {
    expect(readEntry(catalogue, 'dal')).toEqual({ kind: 'search', query: 'dal', qty: 1 });
    expect(readEntry(catalogue, '2*sug')).toEqual({ kind: 'search', query: 'sug', qty: 2 });
    expect(readEntry(catalogue, '   ')).toEqual({ kind: 'empty' });
  });

  it('reads a typed quantity within bounds', () => {
    expect(readQuantity('2.125')).toEqual({ qty: 2.125 });
    expect(readQuantity('1000000')).toEqual({ problem: 'A line holds at most 9,99,999.999.' });
    expect(readQuantity('-1')).toHaveProperty('problem');
    expect(readQuantity('0.0001')).toHaveProperty('problem');
  });
});
