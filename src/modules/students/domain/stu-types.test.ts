import { classCodeOf, classPartsOf } from '../../../kits/school/class-code';
import { schoolDayOf, weekdayOf } from './timetable-types';

describe('class codes', () => {
  it('join a pupil’s standard and section as the classes master keys them', () => {
    expect(classCodeOf({ className: 'VIII', section: 'A' })).toBe('VIII-A');
    expect(classCodeOf({ className: 'NUR', section: 'B' })).toBe('NUR-B');
    expect(classCodeOf({ className: ' X ', section: 'C ' })).toBe('X-C');
  });

  it('split back into standard and section', () => {
    expect(classPartsOf('VIII-A')).toEqual({ className: 'VIII', section: 'A' });
    expect(classPartsOf(classCodeOf({ className: 'XII', section: 'D' }))).toEqual({ className: 'XII', section: 'D' });
    expect(classPartsOf('VIII')).toBeNull();
    expect(classPartsOf('-A')).toBeNull();
    expect(classPartsOf('VIII-')).toBeNull();
  });
});

describe('school days', () => {
  it('are Monday to Saturday, whatever the clock’s time zone', () => {
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(schoolDayOf('2026-03-01')).toBeNull();
    expect(schoolDayOf('2026-03-02')).toBe(1);
    expect(schoolDayOf('2026-03-07')).toBe(6);
    expect(() => weekdayOf('2026-02-30')).toThrow(RangeError);
    expect(() => weekdayOf('02-Mar-2026')).toThrow(RangeError);
  });
});
