import { toPaise } from '../../../lib/money/money';
import { requirementsFixture } from '../bill/requirements.fixture';
import { equalRows, readTenders, tenderRow } from './tender-form';

const requirements = requirementsFixture({ rooms: [{ code: '101', name: 'Room 101' }] });
const total = toPaise(764);

describe('readTenders', () => {
  it('pays the whole bill in one mode, with the cash handed over', () => {
    const cash = { ...tenderRow(), tendered: '1,000' };
    expect(readTenders('CASH', cash, [], total, requirements)).toEqual({
      tenders: [{ mode: 'CASH', amount: 764, tendered: 1000 }],
      problems: [],
    });
    const card = { ...tenderRow(), reference: ' 4521 ' };
    expect(readTenders('CARD', card, [], total, requirements).tenders).toEqual([
      { mode: 'CARD', amount: 764, reference: '4521' },
    ]);
  });

  it('refuses credit over the limit with the limit, and too little cash', () => {
    const credit = { ...tenderRow(), customer: 'C1' };
    expect(readTenders('CREDIT', credit, [], total, requirements).problems).toEqual([
      "Credit: Ravi Menon's credit limit is 2,000.00; 1,500.00 is outstanding, so 764.00 more is over the limit.",
    ]);
    expect(readTenders('CASH', { ...tenderRow(), tendered: '500' }, [], total, requirements).problems).toEqual([
      'Cash: 500.00 handed over is less than 764.00.',
    ]);
  });

  it('reads split rows, listing every problem at once', () => {
    const rows = [{ ...tenderRow('CASH', '500') }, { ...tenderRow('UPI', 'abc') }, { ...tenderRow('ROOM', '100') }];
    expect(readTenders('SPLIT', tenderRow(), rows, total, requirements).problems).toEqual([
      'Payment 2 (UPI): Enter an amount in rupees, e.g. 1,234.50.',
      'The payments add up to 600.00 but the bill is 764.00.',
      'Room: choose an occupied room to charge.',
    ]);
    const good = [tenderRow('CASH', '500'), { ...tenderRow('ROOM', '264'), room: '101' }];
    expect(readTenders('SPLIT', tenderRow(), good, total, requirements)).toEqual({
      tenders: [
        { mode: 'CASH', amount: 500 },
        { mode: 'ROOM', amount: 264, room: '101' },
      ],
      problems: [],
    });
  });

  it('settles a bill of nothing (NC) with no tenders', () => {
    expect(readTenders('CASH', tenderRow(), [], 0, requirements)).toEqual({ tenders: [], problems: [] });
  });
});

describe('equalRows', () => {
  it('shares the total among guests to the paisa, the odd paise first', () => {
    expect(equalRows(toPaise(100), 3).map((row) => row.amount)).toEqual(['33.34', '33.33', '33.33']);
    expect(new Set(equalRows(toPaise(100), 3).map((row) => row.key)).size).toBe(3);
  });
});
