import { parsePunchCsv, readPunchMoment } from './punch-csv';

describe('readPunchMoment', () => {
  it('reads the three formats, seconds dropped', () => {
    expect(readPunchMoment('2025-03-04 09:05:59')).toEqual({ dat: '2025-03-04', time: '09:05' });
    expect(readPunchMoment('2025-03-04 9:05')).toEqual({ dat: '2025-03-04', time: '09:05' });
    expect(readPunchMoment('04-03-2025 18:30')).toEqual({ dat: '2025-03-04', time: '18:30' });
    expect(readPunchMoment('04/03/2025 00:00')).toEqual({ dat: '2025-03-04', time: '00:00' });
  });

  it('names what is wrong', () => {
    expect(readPunchMoment('04.03.2025 09:00')).toEqual({
      problem: expect.stringMatching(/^"04\.03\.2025 09:00" is not a date and time \(use yyyy-MM-dd/),
    });
    expect(readPunchMoment('04-03/2025 09:00')).toHaveProperty('problem');
    expect(readPunchMoment('2025-02-29 09:00')).toEqual({ problem: '2025-02-29 is not a day of the calendar' });
    expect(readPunchMoment('31/04/2025 09:00')).toEqual({ problem: '31/04/2025 is not a day of the calendar' });
    expect(readPunchMoment('2025-03-04 24:00')).toEqual({ problem: '24:00 is not a time of day' });
    expect(readPunchMoment('2025-03-04 09:60')).toEqual({ problem: '09:60 is not a time of day' });
  });
});

describe('parsePunchCsv', () => {
  it('skips a header and blank lines, numbers lines as the file does, keeps the good lines beside the bad', () => {
    const csv = [
      'Employee code,Punch time',
      'EMP-0001,2025-03-04 09:02',
      '',
      'EMP-0002 , 04/03/2025 09:15 ',
      'EMP-0003',
      ',2025-03-04 09:00',
      'EMP-0004,',
      'EMP-0005,yesterday',
      'EMP-0006,2025-03-04 09:00,door 2',
      '"EMP-0007","2025-03-04 18:01:30"',
      'EMP-0008,2025-03-04 09:00,,',
    ].join('\r\n');
    const { punches, malformed } = parsePunchCsv(csv);
    expect(punches).toEqual([
      { line: 2, text: 'EMP-0001,2025-03-04 09:02', code: 'EMP-0001', dat: '2025-03-04', time: '09:02' },
      { line: 4, text: 'EMP-0002 , 04/03/2025 09:15', code: 'EMP-0002', dat: '2025-03-04', time: '09:15' },
      { line: 10, text: '"EMP-0007","2025-03-04 18:01:30"', code: 'EMP-0007', dat: '2025-03-04', time: '18:01' },
      { line: 11, text: 'EMP-0008,2025-03-04 09:00,,', code: 'EMP-0008', dat: '2025-03-04', time: '09:00' },
    ]);
    expect(malformed).toEqual([
      { line: 5, text: 'EMP-0003', problem: 'expected 2 columns (employee code, date-time), found 1' },
      { line: 6, text: ',2025-03-04 09:00', problem: 'the employee code is missing' },
      { line: 7, text: 'EMP-0004,', problem: 'the date-time is missing' },
      { line: 8, text: 'EMP-0005,yesterday', problem: expect.stringContaining('"yesterday" is not a date and time') },
      {
        line: 9,
        text: 'EMP-0006,2025-03-04 09:00,door 2',
        problem: 'expected 2 columns (employee code, date-time), found 3',
      },
    ]);
  });

  it('reads a file without a header from line 1, and a byte-order mark does not hide it', () => {
    expect(
      parsePunchCsv('\uFEFFEMP-0001,2025-03-04 09:02\nEMP-0001,2025-03-04 18:00\n').punches.map((punch) => [
        punch.line,
        punch.time,
      ]),
    ).toEqual([
      [1, '09:02'],
      [2, '18:00'],
    ]);
  });

  it('a header only counts as the first line: a later wordy line is malformed', () => {
    expect(parsePunchCsv('EMP-0001,2025-03-04 09:02\ncode,time').malformed).toEqual([
      { line: 2, text: 'code,time', problem: expect.stringContaining('"time" is not a date') },
    ]);
  });
});
