import {
  academicYearLabel,
  academicYearOf,
  academicYearSpan,
  appliesToClass,
  classGroupOf,
  standardRank,
  termOf,
  termSpan,
} from './school-year';

describe('the academic year', () => {
  it('runs April to March and is named by the year it starts in', () => {
    expect(academicYearOf('2026-03-31')).toBe(2025);
    expect(academicYearOf('2026-04-01')).toBe(2026);
    expect(academicYearOf('2026-12-31')).toBe(2026);
    expect(academicYearOf('2027-01-01')).toBe(2026);
    expect(academicYearLabel(2026)).toBe('2026-27');
    expect(academicYearLabel(2099)).toBe('2099-00');
    expect(academicYearSpan(2026)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });

  it('has T1 April to September and T2 October to March', () => {
    expect(termOf('2026-04-01')).toBe('T1');
    expect(termOf('2026-09-30')).toBe('T1');
    expect(termOf('2026-10-01')).toBe('T2');
    expect(termOf('2027-01-15')).toBe('T2');
    expect(termOf('2027-03-31')).toBe('T2');
    expect(termSpan(2026, 'T1')).toEqual({ from: '2026-04-01', to: '2026-09-30' });
    expect(termSpan(2026, 'T2')).toEqual({ from: '2026-10-01', to: '2027-03-31' });
  });

  it('refuses a date that is not yyyy-MM-dd', () => {
    expect(() => academicYearOf('01-Apr-2026')).toThrow(RangeError);
    expect(() => termOf('2026-13-01')).toThrow(RangeError);
  });
});

describe('class groups', () => {
  it('match the appliesTo options of the fee heads', () => {
    expect(['NUR', 'LKG', 'UKG'].map(classGroupOf)).toEqual(['PRE', 'PRE', 'PRE']);
    expect(['I', 'V'].map(classGroupOf)).toEqual(['PRI', 'PRI']);
    expect(['VI', 'VIII'].map(classGroupOf)).toEqual(['MID', 'MID']);
    expect(['IX', 'X'].map(classGroupOf)).toEqual(['SEC', 'SEC']);
    expect(['XI', 'XII'].map(classGroupOf)).toEqual(['SSC', 'SSC']);
    expect(classGroupOf('VIII-A')).toBeNull();
    expect(classGroupOf(' IX ')).toBe('SEC');
  });

  it('decide which heads a pupil pays', () => {
    expect(appliesToClass('ALL', 'III')).toBe(true);
    expect(appliesToClass('PRI', 'III')).toBe(true);
    expect(appliesToClass('SEC', 'III')).toBe(false);
    expect(appliesToClass('SEC', 'X')).toBe(true);
    expect(appliesToClass('MID', 'unknown')).toBe(false);
  });

  it('sort standards youngest first, unknown last', () => {
    const sorted = ['X', 'I', 'UKG', 'VIII', 'Z', 'NUR'].sort((a, b) => standardRank(a) - standardRank(b));
    expect(sorted).toEqual(['NUR', 'UKG', 'I', 'VIII', 'X', 'Z']);
  });
});
