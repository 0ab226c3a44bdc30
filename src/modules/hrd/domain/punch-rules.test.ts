import { punchInRefusal, punchMomentRefusal, punchOutRefusal } from './punch-rules';

const employee = { empno: 'EMP-0002', empname: 'Anitha', doj: '2025-03-05', lastWorkingDay: '2025-06-30' };
const at = (dat: string, time: string) =>
  punchMomentRefusal({ dat, time, today: '2025-04-10', now: '11:30', employee });

describe('punch rules', () => {
  it('takes a punch from joining to the last working day, up to now', () => {
    expect(at('2025-04-10', '11:30')).toBeNull();
    expect(at('2025-03-05', '09:00')).toBeNull();
    expect(at('2025-04-10', '11:31')).toBe('11:31 is later than now (11:30).');
    expect(at('2025-04-11', '09:00')).toBe(
      '2025-04-11 is after today (2025-04-10): punches are taken for today or earlier.',
    );
    expect(at('2025-03-04', '09:00')).toBe('Anitha (EMP-0002) joined on 2025-03-05: there is no punch on 2025-03-04.');
    expect(at('2025-04-10', '9:00')).toMatch(/^Enter the time as HH:mm/);
    expect(punchMomentRefusal({ dat: '2025-07-01', time: '09:00', today: '2025-07-02', now: '10:00', employee })).toBe(
      'Anitha (EMP-0002) left on 2025-06-30: there is no punch on 2025-07-01.',
    );
  });

  it('one open row at a time; an out after the in, except a night shift', () => {
    expect(punchInRefusal('09:00', 'Anitha')).toBe(
      'Anitha punched in at 09:00 and has not punched out: punch out first.',
    );
    expect(punchInRefusal(null, 'Anitha')).toBeNull();
    expect(punchOutRefusal({ fromTime: '09:00', toTime: '' }, '09:00', false, 'Anitha')).toBe(
      'The out time 09:00 must be after the in time 09:00.',
    );
    expect(punchOutRefusal({ fromTime: '22:00', toTime: '' }, '06:00', true, 'Anitha')).toBeNull();
    expect(punchOutRefusal({ fromTime: '09:00', toTime: '18:00' }, '19:00', false, 'Anitha')).toBe(
      'Anitha already punched out at 18:00.',
    );
    expect(punchOutRefusal(undefined, '19:00', false, 'Anitha')).toBe(
      'There is no punch in of Anitha on that day to close.',
    );
  });
});
