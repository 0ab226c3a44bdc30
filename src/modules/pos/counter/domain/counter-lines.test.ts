import {
  addItem,
  EMPTY_PAD,
  moveSelection,
  orderLinesOf,
  removeLine,
  setQuantity,
  stepSelected,
} from './counter-lines';

let n = 0;
const newId = () => `L${++n}`;
const dal = { code: 'PI-0005', name: 'Toor dal 1 kg' };
const sugar = { code: 'PI-0004', name: 'Sugar 1 kg' };

describe('counter lines', () => {
  beforeEach(() => {
    n = 0;
  });

  it('a second scan of the same item at the same rate adds to its line', () => {
    let pad = addItem(EMPTY_PAD, dal, 1, 165, newId);
    pad = addItem(pad, sugar, 2, 46, newId);
    pad = addItem(pad, dal, 0.5, 165, newId);
    expect(pad.lines.map((line) => [line.itemId, line.qty])).toEqual([
      ['PI-0005', 1.5],
      ['PI-0004', 2],
    ]);
    expect(pad.selected).toBe('L1');
    // At another rate (an open-rate item) it is a line of its own.
    pad = addItem(pad, dal, 1, 160, newId);
    expect(pad.lines).toHaveLength(3);
  });

  it('adds quantities exactly in thousandths', () => {
    let pad = addItem(EMPTY_PAD, dal, 0.1, 165, newId);
    pad = addItem(pad, dal, 0.2, 165, newId);
    expect(pad.lines[0]!.qty).toBe(0.3);
  });

  it('+ and - change the selected line; one less of a single piece removes it', () => {
    let pad = addItem(addItem(EMPTY_PAD, dal, 1, 165, newId), sugar, 1, 46, newId);
    pad = stepSelected(stepSelected(pad, 1), 1);
    expect(pad.lines[1]!.qty).toBe(3);
    pad = moveSelection(pad, -1);
    expect(pad.selected).toBe('L1');
    pad = stepSelected(pad, -1);
    expect(pad.lines.map((line) => line.itemId)).toEqual(['PI-0004']);
    expect(pad.selected).toBe('L2');
  });

  it('sets a typed quantity, removes a line and moves the selection, wrapping', () => {
    let pad = addItem(addItem(EMPTY_PAD, dal, 1, 165, newId), sugar, 1, 46, newId);
    pad = setQuantity(pad, 'L1', 4.25);
    expect(pad.lines[0]!.qty).toBe(4.25);
    expect(moveSelection(pad, 1).selected).toBe('L2');
    expect(moveSelection(moveSelection(pad, 1), 1).selected).toBe('L1');
    pad = removeLine(pad, 'L2');
    expect(pad).toEqual({ lines: [expect.objectContaining({ lineId: 'L1' })], selected: 'L1' });
    expect(removeLine(pad, 'nope')).toBe(pad);
  });

  it('gives the engine order lines without kitchen or notes', () => {
    const pad = addItem(EMPTY_PAD, dal, 2, 165, newId);
    expect(orderLinesOf(pad.lines)).toEqual([
      { lineId: 'L1', itemId: 'PI-0005', itemName: 'Toor dal 1 kg', kotGroup: '', qty: 2, rate: 165, notes: '' },
    ]);
  });
});
