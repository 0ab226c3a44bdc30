import { allocateSchema, emptyAllocation, toAllocateInput, type AllocateValues } from './allocate-dialog-values';

const problems = (values: AllocateValues) =>
  allocateSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('allocateSchema', () => {
  it('asks a student allocation for the student and the date', () => {
    expect(problems({ ...emptyAllocation(''), guestMobile: '1' })).toEqual([
      ['fromDate', 'Give the date the bed is taken from'],
      ['admissionNo', 'Choose the student'],
    ]);
    expect(problems({ ...emptyAllocation('2026-03-01'), admissionNo: 'A1' })).toBeUndefined();
  });

  it('asks a guest allocation for the name and a 10-digit mobile', () => {
    const guest: AllocateValues = { ...emptyAllocation('2026-03-01'), occupantKind: 'GUEST', guestName: ' ' };
    expect(problems({ ...guest, guestMobile: '98220' })).toEqual([
      ['guestName', "Give the guest's name"],
      ['guestMobile', 'Give a 10-digit mobile number, e.g. 9822037164'],
    ]);
    expect(problems({ ...guest, guestName: 'Mr. Raut', guestMobile: ' 9822041234 ' })).toBeUndefined();
  });
});

describe('toAllocateInput', () => {
  it('sends the bed first, then the values', () => {
    expect(Object.keys(toAllocateInput('VBH-103/B1', emptyAllocation('2026-03-01')))[0]).toBe('bedId');
  });
});
