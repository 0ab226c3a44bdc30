import type { OrderLine } from '../domain/order-types';
import type { PosMenuItem } from '../domain/master-types';
import { EMPTY_PAD, needsReason, padReducer, type PadAction, type PadState } from './pad-state';
import { hasUnsent, padRows } from './pad-rows';
import { planKot } from './kot-rows';

const item = (code: string, name: string): PosMenuItem => ({
  code,
  name,
  shortName: '',
  group: 'G',
  groupName: 'G',
  kotGroup: 'HOT',
  rate: 120,
  tax: 'T',
  foodType: 'VEG',
  openRate: false,
});
const sentLine: OrderLine = {
  lineId: 'L1',
  itemId: 'DAL',
  itemName: 'Dal',
  kotGroup: 'HOT',
  qty: 2,
  rate: 150,
  notes: '',
};
const sent = [sentLine];
const view = { lines: sent, waitingLineIds: new Set<string>(), kotIds: ['K1'] };
const run = (...actions: PadAction[]): PadState => actions.reduce(padReducer, EMPTY_PAD);
const add = (code: string, lineId: string): PadAction => ({
  type: 'add',
  item: item(code, code),
  rate: 99.5,
  lineId,
  sent,
});
const head = { kotId: 'K2', tableNo: 'T4', waiter: 'W1', covers: 3 };

describe('the order pad', () => {
  it('adds an item as a new line, and Enter again on it raises that unsent line', () => {
    const state = run(add('NAAN', 'N1'), add('NAAN', 'N2'));
    expect(state.edits).toEqual([expect.objectContaining({ lineId: 'N1', itemId: 'NAAN', qty: 2, rate: 99.5 })]);
    expect(state.selected).toBe('N1');
  });
  it('+ and - change the selected line; a new line taken to nothing is gone', () => {
    let state = run(add('NAAN', 'N1'), { type: 'change', lineId: 'N1', delta: 1, sent });
    expect(state.edits[0]!.qty).toBe(2);
    state = run(add('NAAN', 'N1'), { type: 'change', lineId: 'N1', delta: -1, sent });
    expect(state.edits).toEqual([]);
    expect(state.selected).toBeNull();
  });
  it('a sent line raised and lowered back is no change; lowered below what was sent needs a reason once', () => {
    expect(
      run({ type: 'change', lineId: 'L1', delta: 1, sent }, { type: 'change', lineId: 'L1', delta: -1, sent }).edits,
    ).toEqual([]);
    expect(needsReason(EMPTY_PAD, 'L1', -1, sent)).toBe(true);
    expect(needsReason(EMPTY_PAD, 'L1', 1, sent)).toBe(false);
    const reasoned = run({ type: 'reason', lineId: 'L1', reason: 'Guest left' });
    expect(needsReason(reasoned, 'L1', -1, sent)).toBe(false);
  });
  it('shows sent lines with the change over them, then new lines; unsent work is known', () => {
    const state = run(
      { type: 'reason', lineId: 'L1', reason: 'Spilt' },
      { type: 'change', lineId: 'L1', delta: -1, sent },
      add('NAAN', 'N1'),
    );
    const rows = padRows(view, state.edits);
    expect(rows.map((row) => [row.lineId, row.qty, row.sentQty, row.status])).toEqual([
      ['L1', 1, 2, 'changed'],
      ['N1', 1, 0, 'new'],
    ]);
    expect(hasUnsent(rows)).toBe(true);
    expect(hasUnsent(padRows(view, []))).toBe(false);
  });
  it('plans the KOT: only the changes, the cancellation with its reason, the head on every row', () => {
    const state = run(
      { type: 'reason', lineId: 'L1', reason: 'Spilt' },
      { type: 'change', lineId: 'L1', delta: -1, sent },
      add('NAAN', 'N1'),
    );
    const plan = planKot(sent, state.edits, head, state.reasons);
    expect(plan.ok && plan.rows).toEqual([
      {
        kotId: 'K2',
        tableNo: 'T4',
        waiter: 'W1',
        covers: 3,
        lineId: 'L1',
        itemId: 'DAL',
        qty: -1,
        rate: 150,
        notes: '',
        reason: 'Spilt',
      },
      {
        kotId: 'K2',
        tableNo: 'T4',
        waiter: 'W1',
        covers: 3,
        lineId: 'N1',
        itemId: 'NAAN',
        qty: 1,
        rate: 99.5,
        notes: '',
        reason: '',
      },
    ]);
  });
  it('refuses to plan nothing, or without a waiter, covers or reason', () => {
    expect(planKot(sent, [], head, {})).toEqual({
      ok: false,
      problems: ['Nothing new to send: the kitchen has every line.'],
    });
    const lowered = run({ type: 'change', lineId: 'L1', delta: -1, sent }).edits;
    const plan = planKot(sent, lowered, { ...head, waiter: '', covers: 0 }, {});
    expect(plan.ok ? [] : plan.problems).toEqual([
      'Covers must be a whole number of at least 1.',
      'Choose the waiter.',
      'Dal: give a reason for the cancellation.',
    ]);
  });
  it("plans a delivery's pseudo table without a waiter", () => {
    const added = run(add('NAAN', 'N1')).edits;
    expect(planKot(sent, added, { ...head, tableNo: 'D12', waiter: '' }, {}).ok).toBe(false);
    const plan = planKot(sent, added, { ...head, tableNo: 'D12', waiter: '' }, {}, true);
    expect(plan.ok && plan.rows).toEqual([
      expect.objectContaining({ tableNo: 'D12', waiter: '', itemId: 'NAAN', qty: 1 }),
    ]);
  });
});
