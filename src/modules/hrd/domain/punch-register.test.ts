import { matchingLines, registerLines } from './punch-register';
import type { InoutRow } from './punch-wire';

const row = (recordid: number, lineid: number, fromTime: string, toTime: string): InoutRow => ({
  lineid,
  recordid,
  empno: `EMP-${recordid}`,
  empname: recordid === 1 ? 'Anitha' : 'Biju',
  fromTime,
  toTime,
  pos: lineid === 0 ? null : toTime ? 0 : 1,
  mobile: '',
  email: '',
});

describe('registerLines', () => {
  it('first in, last out and hours over the closed rows; the open row is the one to punch out', () => {
    const lines = registerLines([
      row(1, 5, '09:00', '13:00'),
      row(1, 9, '14:00', '18:30'),
      row(2, 0, '', ''),
      row(3, 7, '22:00', '06:15'),
      row(4, 8, '09:10', ''),
    ]);
    expect(lines).toEqual([
      {
        recordid: 1,
        empno: 'EMP-1',
        empname: 'Anitha',
        firstIn: '09:00',
        lastOut: '18:30',
        hours: '8:30',
        openLineid: null,
      },
      { recordid: 2, empno: 'EMP-2', empname: 'Biju', firstIn: '', lastOut: '', hours: '', openLineid: null },
      {
        recordid: 3,
        empno: 'EMP-3',
        empname: 'Biju',
        firstIn: '22:00',
        lastOut: '06:15',
        hours: '8:15',
        openLineid: null,
      },
      { recordid: 4, empno: 'EMP-4', empname: 'Biju', firstIn: '09:10', lastOut: '', hours: '', openLineid: 8 },
    ]);
    expect(matchingLines(lines, ' anI').map((line) => line.recordid)).toEqual([1]);
    expect(matchingLines(lines, 'emp-3').map((line) => line.recordid)).toEqual([3]);
  });
});
