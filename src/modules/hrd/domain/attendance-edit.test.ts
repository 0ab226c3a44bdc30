import { applyBlock, applyCode, changedColumns, gridRows, parseBlock, rangeOf } from './attendance-edit';
import { dayList } from './attendance-day-list';

const saved = (attendance: string, ot = '', late = '') => ({ attendance, ot, late, saved: true });
const start = () =>
  gridRows([
    [saved('P', '1', '10'), saved('A'), null],
    [saved('P'), null, null],
    [null, null, saved('WO')],
  ]);
const codes = (rows: ReturnType<typeof start>) => rows.map((row) => row.map((cell) => cell.attendance).join(','));

describe('editing the grid', () => {
  it('sets a code on a range, keeps unchanged rows, drops late and overtime unless still a worked day', () => {
    const rows = start();
    const next = applyCode(rows, rangeOf({ row: 1, col: 2 }, { row: 0, col: 1 }), 'hd');
    expect(codes(next)).toEqual(['P,HD,HD', 'P,HD,HD', ',,WO']);
    expect(next[2]).toBe(rows[2]);
    expect(next[0]![1]).toEqual({ attendance: 'HD', ot: '', late: '', saved: false, edited: true });
    // P (late 10, 1 h OT) to HD keeps them; to A drops them.
    expect(applyCode(rows, rangeOf({ row: 0, col: 0 }, { row: 0, col: 0 }), 'HD')[0]![0]).toMatchObject({
      ot: '1',
      late: '10',
    });
    expect(applyCode(rows, rangeOf({ row: 0, col: 0 }, { row: 0, col: 0 }), 'A')[0]![0]).toMatchObject({
      ot: '',
      late: '',
    });
    expect(changedColumns(next)).toEqual([1, 2]);
  });

  it('clears a range with an empty code (the day is then saved without them)', () => {
    const next = applyCode(start(), rangeOf({ row: 0, col: 0 }, { row: 1, col: 0 }), '');
    expect(codes(next)).toEqual([',A,', ',,', ',,WO']);
    expect(changedColumns(next)).toEqual([0]);
  });

  it('pastes a spreadsheet block from the selection’s corner, cutting what falls outside', () => {
    expect(parseBlock('p\ta \r\ncl\tlop\r\n')).toEqual([
      ['P', 'A'],
      ['CL', 'LOP'],
    ]);
    const { rows, range } = applyBlock(
      start(),
      rangeOf({ row: 1, col: 1 }, { row: 1, col: 1 }),
      parseBlock('CL\tLOP\tX\nA\tA\nP'),
    );
    expect(codes(rows)).toEqual(['P,A,', 'P,CL,LOP', ',A,A']);
    expect(range).toEqual({ top: 1, left: 1, bottom: 2, right: 2 });
  });

  it('fills the whole selection with one pasted value', () => {
    const { rows } = applyBlock(start(), rangeOf({ row: 0, col: 0 }, { row: 2, col: 1 }), parseBlock('WO\n'));
    expect(codes(rows)).toEqual(['WO,WO,', 'WO,WO,', 'WO,WO,WO']);
  });

  it('builds a day’s full replace-all list: the grid’s cells, then other departments’ saved rows', () => {
    const rows = applyCode(start(), rangeOf({ row: 1, col: 1 }, { row: 1, col: 1 }), 'P');
    const body = dayList('2025-06-02', 1, [11, 12, 13], rows, [
      { empno: 12, attendance: 'A', ot: '', late: '' },
      { empno: 99, attendance: 'CL', ot: '', late: '' },
    ]);
    expect(body.attendances).toEqual([
      { lineId: 1, empno: 11, dat: '2025-06-02', attendance: 'A', ot: '', late: '' },
      { lineId: 2, empno: 12, dat: '2025-06-02', attendance: 'P', ot: '', late: '' },
      { lineId: 3, empno: 99, dat: '2025-06-02', attendance: 'CL', ot: '', late: '' },
    ]);
  });
});
