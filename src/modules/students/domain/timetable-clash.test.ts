import { clashCellsOf, clashRefusal, roomWords, teacherNamesOf, timetableClashes } from './timetable-clash';
import { SCHOOL_DAYS, SCHOOL_PERIODS } from './timetable-types';
import type { SchoolDay, TimetableSlot } from './timetable-types';

const slot = (day: SchoolDay, period: number, teacher: string, room: string, subject = 'MAT'): TimetableSlot => ({
  day,
  period,
  subject,
  teacher,
  room,
});
const names = teacherNamesOf([
  { key: 'E:7', name: 'Mrs. Patil' },
  { key: 'E:8', name: 'Mr. Raut' },
]);

describe('timetableClashes: the words the user reads', () => {
  const saved = [{ classCode: 'VII-B', slots: [slot(2, 3, 'E:7', '12'), slot(2, 4, 'E:8', 'Lab 2')] }];

  it('names a teacher double-booked', () => {
    expect(timetableClashes(saved, 'VII-A', [slot(2, 3, 'E:7', '11')], names)).toEqual([
      {
        kind: 'TEACHER',
        day: 2,
        period: 3,
        otherClass: 'VII-B',
        message: 'Mrs. Patil already teaches VII-B in period 3 on Tuesday',
      },
    ]);
  });

  it('names a room double-booked, folding case and spaces as a typed room varies', () => {
    expect(
      timetableClashes(saved, 'VII-A', [slot(2, 3, 'E:9', '12'), slot(2, 4, 'E:9', ' lab  2')], names).map(
        (clash) => clash.message,
      ),
    ).toEqual(['Room 12 is taken by VII-B in period 3 on Tuesday', 'lab  2 is taken by VII-B in period 4 on Tuesday']);
  });

  it('names both when the teacher and the room are taken, teacher first', () => {
    expect(timetableClashes(saved, 'VII-A', [slot(2, 3, 'E:7', '12')], names).map((clash) => clash.kind)).toEqual([
      'TEACHER',
      'ROOM',
    ]);
  });

  it('names a teacher missing from the names by key', () => {
    expect(
      timetableClashes([{ classCode: 'VI-A', slots: [slot(6, 8, 'E:99', '1')] }], 'VII-A', [slot(6, 8, 'E:99', '2')])[0]
        ?.message,
    ).toBe('E:99 already teaches VI-A in period 8 on Saturday');
  });

  it('names a period given twice in the new week, once for each repeat', () => {
    expect(
      timetableClashes([], 'VII-A', [slot(1, 1, 'E:7', '11'), slot(1, 1, 'E:8', '11'), slot(1, 1, 'E:9', '11')]),
    ).toEqual([
      {
        kind: 'REPEAT',
        day: 1,
        period: 1,
        otherClass: 'VII-A',
        message: "Period 1 on Monday is given twice in VII-A's week",
      },
      {
        kind: 'REPEAT',
        day: 1,
        period: 1,
        otherClass: 'VII-A',
        message: "Period 1 on Monday is given twice in VII-A's week",
      },
    ]);
  });

  it('ignores the class’s own saved week (it is the one being replaced), other periods, and empty teachers and rooms', () => {
    const all = [...saved, { classCode: 'VIII-A', slots: [slot(3, 1, '', ' ')] }];
    expect(timetableClashes(all, 'VII-B', saved[0]!.slots, names)).toEqual([]);
    expect(timetableClashes(all, 'VII-C', [slot(2, 5, 'E:7', '12'), slot(3, 1, '', '')], names)).toEqual([]);
  });
});

describe('roomWords', () => {
  it('says "Room" before a bare number or code, and leaves a room named in words as it is', () => {
    expect(['12', 'B-204', 'Room 5', 'Lab 2', 'Block A, 101'].map(roomWords)).toEqual([
      'Room 12',
      'Room B-204',
      'Room 5',
      'Lab 2',
      'Block A, 101',
    ]);
  });
});

/** A 60-teacher, 50-class school with a full 48-period week per class and no clash, built the same way every time. */
function school(): Array<{ classCode: string; slots: TimetableSlot[] }> {
  return Array.from({ length: 50 }, (_, c) => ({
    classCode: `C${String(c + 1).padStart(2, '0')}`,
    slots: SCHOOL_DAYS.flatMap((day) =>
      Array.from({ length: SCHOOL_PERIODS }, (__, p) =>
        slot(day, p + 1, `E:${1000 + ((c + 7 * day + 3 * p) % 60)}`, `R${c + 1}`, `S${(c + p) % 9}`),
      ),
    ),
  }));
}

/** The clashes found the slow way, every new slot against every saved slot: the oracle for the index. */
function naiveClashKeys(all: ReturnType<typeof school>, classCode: string, newSlots: TimetableSlot[]): string[] {
  const keys: string[] = [];
  const others = all
    .filter((week) => week.classCode !== classCode)
    .flatMap((week) => week.slots.map((theirs) => ({ classCode: week.classCode, theirs })));
  newSlots.forEach((mine, i) => {
    if (newSlots.slice(0, i).some((earlier) => earlier.day === mine.day && earlier.period === mine.period))
      return void keys.push(`REPEAT ${mine.day}|${mine.period}`);
    const teacher = others.find(
      ({ theirs }) => theirs.day === mine.day && theirs.period === mine.period && theirs.teacher === mine.teacher,
    );
    if (teacher) keys.push(`TEACHER ${mine.day}|${mine.period} ${teacher.classCode}`);
    const room = others.find(
      ({ theirs }) => theirs.day === mine.day && theirs.period === mine.period && theirs.room === mine.room,
    );
    if (room) keys.push(`ROOM ${mine.day}|${mine.period} ${room.classCode}`);
  });
  return keys;
}

describe('timetableClashes over a 60-teacher, 50-class school', () => {
  const all = school();
  const keysOf = (classCode: string, newSlots: TimetableSlot[]) =>
    timetableClashes(all, classCode, newSlots).map(
      (clash) => `${clash.kind} ${clash.day}|${clash.period}${clash.kind === 'REPEAT' ? '' : ` ${clash.otherClass}`}`,
    );

  it('finds no clash in any class’s saved week', () => {
    expect(all.flatMap((week) => week.slots)).toHaveLength(50 * 48);
    for (const week of all)
      expect([week.classCode, timetableClashes(all, week.classCode, week.slots)]).toEqual([week.classCode, []]);
  });

  it('finds the one teacher and the one room planted in a class’s week, naming the other class', () => {
    const week = all[6]!.slots.map((mine) => ({ ...mine }));
    const tuesday3 = week.findIndex((mine) => mine.day === 2 && mine.period === 3);
    const theirs = all[11]!.slots.find((other) => other.day === 2 && other.period === 3)!;
    week[tuesday3] = { ...week[tuesday3]!, teacher: theirs.teacher };
    const friday8 = week.findIndex((mine) => mine.day === 5 && mine.period === 8);
    week[friday8] = { ...week[friday8]!, room: 'R40' };
    expect(
      timetableClashes(all, 'C07', week, new Map([[theirs.teacher, 'Mrs. Patil']])).map((clash) => clash.message),
    ).toEqual([
      'Mrs. Patil already teaches C12 in period 3 on Tuesday',
      'Room R40 is taken by C40 in period 8 on Friday',
    ]);
  });

  it('agrees with the slow check on scrambled weeks', () => {
    let seed = 20;
    let found = 0;
    const next = (n: number) => {
      seed = (seed * 48_271) % 2_147_483_647; // Park–Miller: exact in doubles
      return seed % n;
    };
    for (let round = 0; round < 40; round += 1) {
      const classCode = all[next(50)]!.classCode;
      const week = Array.from({ length: 48 }, () =>
        slot(SCHOOL_DAYS[next(6)]!, next(SCHOOL_PERIODS) + 1, `E:${1000 + next(60)}`, `R${next(60) + 1}`),
      );
      const keys = keysOf(classCode, week);
      expect(keys).toEqual(naiveClashKeys(all, classCode, week));
      found += keys.length;
    }
    expect(found).toBeGreaterThan(40);
  });
});

describe('clashRefusal and clashCellsOf', () => {
  it('joins the messages and reads each back into its day and period, a message naming none apart', () => {
    const refusal = clashRefusal([
      {
        kind: 'TEACHER',
        day: 2,
        period: 3,
        otherClass: 'VII-B',
        message: 'Mrs. Patil already teaches VII-B in period 3 on Tuesday',
      },
      {
        kind: 'REPEAT',
        day: 6,
        period: 8,
        otherClass: 'VIII-A',
        message: "Period 8 on Saturday is given twice in VIII-A's week",
      },
    ]);
    expect(refusal).toBe(
      "Mrs. Patil already teaches VII-B in period 3 on Tuesday; Period 8 on Saturday is given twice in VIII-A's week",
    );
    expect(clashCellsOf(refusal)).toEqual([
      { day: 2, period: 3, message: 'Mrs. Patil already teaches VII-B in period 3 on Tuesday' },
      { day: 6, period: 8, message: "Period 8 on Saturday is given twice in VIII-A's week" },
    ]);
    expect(clashCellsOf('There is no class IX-Z.')).toEqual([
      { day: null, period: null, message: 'There is no class IX-Z.' },
    ]);
  });
});
