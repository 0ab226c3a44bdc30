import { toPaise } from '../../../../lib/money/money';
import { DEFAULT_FO_SETTINGS } from '../../domain/fo-settings';
import type { FolioLine } from '../../domain/stay-types';
import { stayDue } from './group-dues';
import { stay } from './group-test-data';

const line = (id: string, kind: FolioLine['kind'], debit: number, credit: number, reference = ''): FolioLine => ({
  id,
  stayNo: 'CHK-1',
  dat: '2026-11-20',
  at: '2026-11-20T12:00',
  kind,
  head: '',
  description: '',
  reference,
  amount: debit + credit,
  cgst: 0,
  sgst: 0,
  debit,
  credit,
  room: '201',
  user: '',
  voucher: '',
  cancelled: false,
});

describe('what a room owes if it leaves today', () => {
  it('adds the nights not yet charged (4,700 a night with 5% GST) to the balance', () => {
    const lines = [line('a', 'ROOM', 4935, 0, '2026-11-20'), line('b', 'ADVANCE', 0, 2000)];
    expect(stayDue(stay('CHK-1', '201'), lines, '2026-11-22', DEFAULT_FO_SETTINGS.roomTaxSlabs)).toEqual({
      balance: toPaise(2935),
      nights: 1,
      nightsPaise: toPaise(4935),
      due: toPaise(7870),
    });
  });
  it('charges a same-day stay one night, a house guest none', () => {
    expect(stayDue(stay('CHK-1', '201'), [], '2026-11-20', DEFAULT_FO_SETTINGS.roomTaxSlabs).nights).toBe(1);
    expect(
      stayDue(stay('CHK-1', '201', { kind: 'HOUSE', slots: [] }), [], '2026-11-22', DEFAULT_FO_SETTINGS.roomTaxSlabs)
        .due,
    ).toBe(0);
  });
});
