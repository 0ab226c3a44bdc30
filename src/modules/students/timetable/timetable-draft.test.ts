import { cellId, changedFrom, draftOf, draftProblems, slotsOf } from './timetable-draft';

describe('the timetable grid’s draft', () => {
  const saved = [{ day: 2 as const, period: 3, subject: 'MAT', teacher: 'E:7', room: 'Lab 2' }];

  it('holds every period of the week, free ones in the class’s room, and gives back only the periods with a subject', () => {
    const draft = draftOf(saved, 'Block A, 101');
    expect(Object.keys(draft)).toHaveLength(48);
    expect(draft[cellId(1, 1)]).toEqual({ subject: '', teacher: '', room: 'Block A, 101' });
    expect(slotsOf(draft)).toEqual(saved);
    expect(changedFrom(draft, draftOf(saved, 'Block A, 101'))).toBe(false);
    expect(changedFrom({ ...draft, [cellId(1, 1)]: { subject: '', teacher: '', room: 'Hall' } }, draft)).toBe(false);
    expect(changedFrom({ ...draft, [cellId(1, 1)]: { subject: 'ENG', teacher: '', room: 'Hall' } }, draft)).toBe(true);
  });

  it('names a period with a teacher but no subject', () => {
    const draft = { ...draftOf(saved, '101'), [cellId(6, 8)]: { subject: '', teacher: 'E:7', room: '101' } };
    expect([...draftProblems(draft)]).toEqual([
      [cellId(6, 8), 'Choose the subject of period 8 on Saturday, or clear its teacher.'],
    ]);
  });
});
