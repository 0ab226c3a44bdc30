import { chargeDues, feeDues, headOfDueId, transportDues, type FeeStudent } from './fee-dues';
import type { FeeHead } from './fee-types';
import type { StudentCharge } from '../../../kits/school/student-charge-types';
import type { TransportDueInput } from '../../../kits/school/due-types';

const head = (
  code: string,
  amount: number,
  frequency: FeeHead['frequency'],
  appliesTo = 'ALL',
  dueDay: number | null = 10,
): FeeHead => ({
  code,
  name: `${code} fee`,
  amount,
  frequency,
  appliesTo,
  dueDay,
  finePerDay: 0,
  maxFine: null,
  refundable: false,
  active: true,
});
const pupil: FeeStudent = { admissionNo: 'ADM-1', className: 'III', admissionDate: '2024-06-05' };
const ids = (dues: ReadonlyArray<{ id: string }>) => dues.map((due) => due.id);
const dates = (dues: ReadonlyArray<{ dueDate: string }>) => dues.map((due) => due.dueDate);

describe('feeDues: the fee heads', () => {
  it('charges MONTHLY on dueDay, April to March, the Jan–Mar months in the next calendar year', () => {
    const dues = feeDues(pupil, [head('TUI-P', 3200.5, 'MONTHLY', 'PRI')], 2026);
    expect(dues).toHaveLength(12);
    expect(dues[0]).toEqual({
      id: '2026|TUI-P|M04',
      admissionNo: 'ADM-1',
      kind: 'FEE',
      source: 'FEE',
      head: 'TUI-P',
      label: 'TUI-P fee, April 2026',
      term: 'T1',
      dueDate: '2026-04-10',
      amount: 320050,
    });
    expect(ids(dues).slice(-3)).toEqual(['2026|TUI-P|M01', '2026|TUI-P|M02', '2026|TUI-P|M03']);
    expect(dates(dues).slice(-3)).toEqual(['2027-01-10', '2027-02-10', '2027-03-10']);
    expect(dues.map((due) => due.term)).toEqual([...Array(6).fill('T1'), ...Array(6).fill('T2')]);
  });

  it('charges QUARTERLY in Apr/Jul/Oct/Jan, TERM in Apr/Oct and ANNUAL in April; no dueDay is the 1st', () => {
    expect(dates(feeDues(pupil, [head('Q', 100, 'QUARTERLY')], 2026))).toEqual([
      '2026-04-10',
      '2026-07-10',
      '2026-10-10',
      '2027-01-10',
    ]);
    expect(ids(feeDues(pupil, [head('Q', 100, 'QUARTERLY')], 2026))).toEqual([
      '2026|Q|Q1',
      '2026|Q|Q2',
      '2026|Q|Q3',
      '2026|Q|Q4',
    ]);
    const term = feeDues(pupil, [head('EXM', 1200, 'TERM', 'ALL', null)], 2026);
    expect(term.map(({ id, dueDate, term: t, label }) => [id, dueDate, t, label])).toEqual([
      ['2026|EXM|T1', '2026-04-01', 'T1', 'EXM fee, Term 1 2026-27'],
      ['2026|EXM|T2', '2026-10-01', 'T2', 'EXM fee, Term 2 2026-27'],
    ]);
    expect(
      feeDues(pupil, [head('DEV', 6000, 'ANNUAL', 'ALL', 15)], 2026).map(({ id, dueDate, label }) => [
        id,
        dueDate,
        label,
      ]),
    ).toEqual([['2026|DEV|ANNUAL', '2026-04-15', 'DEV fee, 2026-27']]);
  });

  it("charges only the heads of the pupil's class group, active and above zero", () => {
    const heads = [
      head('ALL', 100, 'ANNUAL'),
      head('PRI', 100, 'ANNUAL', 'PRI'),
      head('MID', 100, 'ANNUAL', 'MID'),
      { ...head('OFF', 100, 'ANNUAL'), active: false },
      head('NIL', 0, 'ANNUAL'),
    ];
    expect(ids(feeDues(pupil, heads, 2026))).toEqual(['2026|ALL|ANNUAL', '2026|PRI|ANNUAL']);
    expect(ids(feeDues({ ...pupil, className: 'VII' }, heads, 2026))).toEqual(['2026|ALL|ANNUAL', '2026|MID|ANNUAL']);
  });

  it('charges ONCE on the admission date in the admission year only', () => {
    const once = [head('ADM', 15000, 'ONCE', 'ALL', null)];
    expect(feeDues(pupil, once, 2024).map(({ id, dueDate, label, term }) => [id, dueDate, label, term])).toEqual([
      ['2024|ADM|ONCE', '2024-06-05', 'ADM fee', 'T1'],
    ]);
    expect(feeDues(pupil, once, 2025)).toEqual([]);
    expect(feeDues({ ...pupil, admissionDate: '' }, once, 2024)).toEqual([]);
  });

  it('charges from the period the pupil joined in, due no earlier than the admission date, and nothing before that year', () => {
    const dues = feeDues(
      { ...pupil, admissionDate: '2026-06-20' },
      [head('TUI-P', 3200, 'MONTHLY', 'PRI'), head('EXM', 1200, 'TERM')],
      2026,
    );
    expect(dues.slice(0, 3).map(({ id, dueDate }) => [id, dueDate])).toEqual([
      ['2026|EXM|T1', '2026-06-20'],
      ['2026|TUI-P|M06', '2026-06-20'],
      ['2026|TUI-P|M07', '2026-07-10'],
    ]);
    expect(ids(dues)).not.toContain('2026|TUI-P|M05');
    expect(feeDues({ ...pupil, admissionDate: '2027-04-02' }, [head('EXM', 1200, 'TERM')], 2026)).toEqual([]);
  });

  it('gives the same ids on every read, oldest due first', () => {
    const heads = [head('A', 1, 'MONTHLY'), head('B', 1, 'TERM'), head('C', 1, 'QUARTERLY')];
    expect(feeDues(pupil, heads, 2026)).toEqual(feeDues(pupil, [...heads].reverse(), 2026));
    const all = dates(feeDues(pupil, heads, 2026));
    expect(all).toEqual([...all].sort());
    expect(headOfDueId('2026|TUI-P|M05')).toBe('TUI-P');
    expect(headOfDueId('CHG|PENALTY|PEN2026-00001')).toBeNull();
  });
});

describe('feeDues: transport and charges', () => {
  const route = (
    way: 'BOTH' | 'ONE',
    fromDate: string,
    toDate = '',
    oneWayFee: number | null = 3000,
  ): TransportDueInput => ({
    admissionNo: 'ADM-1',
    route: 'R-01',
    routeName: 'Wardha Road',
    stop: 'Chhatrapati Square',
    way,
    fromDate,
    toDate,
    fees: [
      { code: 'R-01-T1', term: 'T1', fee: 5000, oneWayFee, dueDate: '2025-04-15' },
      { code: 'R-01-T2', term: 'T2', fee: 5000, oneWayFee, dueDate: '2025-10-15' },
    ],
  });

  it('charges the route fee per term ridden, placed in the year, one way at oneWayFee (else fee)', () => {
    const both = transportDues('ADM-1', [route('BOTH', '2024-06-01')], 2026);
    expect(
      both.map(({ id, dueDate, amount, label, kind, source }) => [id, dueDate, amount, label, kind, source]),
    ).toEqual([
      ['2026|R-01-T1|T1', '2026-04-15', 500000, 'Transport R-01, Term 1 2026-27', 'TRANSPORT', 'TRANSPORT'],
      ['2026|R-01-T2|T2', '2026-10-15', 500000, 'Transport R-01, Term 2 2026-27', 'TRANSPORT', 'TRANSPORT'],
    ]);
    expect(transportDues('ADM-1', [route('ONE', '2024-06-01')], 2026).map((due) => due.amount)).toEqual([
      300000, 300000,
    ]);
    expect(transportDues('ADM-1', [route('ONE', '2024-06-01', '', null)], 2026).map((due) => due.amount)).toEqual([
      500000, 500000,
    ]);
  });

  it('charges only the terms the assignment overlaps, never due before the pupil started riding', () => {
    expect(transportDues('ADM-1', [route('BOTH', '2026-11-03')], 2026).map(({ id, dueDate }) => [id, dueDate])).toEqual(
      [['2026|R-01-T2|T2', '2026-11-03']],
    );
    expect(ids(transportDues('ADM-1', [route('BOTH', '2026-04-01', '2026-09-30')], 2026))).toEqual(['2026|R-01-T1|T1']);
    expect(transportDues('ADM-2', [route('BOTH', '2026-04-01')], 2026)).toEqual([]);
    expect(
      ids(transportDues('ADM-1', [route('ONE', '2026-04-01', '2026-05-01'), route('BOTH', '2026-05-02')], 2026)),
    ).toEqual(['2026|R-01-T1|T1', '2026|R-01-T2|T2']);
  });

  it('charges an ANNUAL route fee once for the year', () => {
    const annual: TransportDueInput = {
      ...route('BOTH', '2024-06-01'),
      fees: [{ code: 'R-02-Y', term: 'ANNUAL', fee: 9000, oneWayFee: null, dueDate: '2025-04-20' }],
    };
    expect(transportDues('ADM-1', [annual], 2026).map(({ id, dueDate }) => [id, dueDate])).toEqual([
      ['2026|R-02-Y|ANNUAL', '2026-04-20'],
    ]);
  });

  const charge = (id: string, date: string, status: StudentCharge['status'] = 'OPEN'): StudentCharge => ({
    id,
    admissionNo: 'ADM-1',
    source: 'LIBRARY',
    reference: id,
    date,
    amount: 12.5,
    label: `Library fine ${id}`,
    status,
    withdrawReason: '',
    by: 'E1',
  });

  it('adds open charges dated in the year as CHARGE dues', () => {
    const charges = [
      charge('L1', '2026-08-01'),
      charge('L2', '2026-08-02', 'WITHDRAWN'),
      charge('L3', '2027-04-01'),
      { ...charge('L4', '2026-08-03'), admissionNo: 'ADM-2' },
    ];
    const dues = feeDues(pupil, [], 2026, [route('BOTH', '2026-04-01')], charges);
    expect(ids(dues)).toEqual(['2026|R-01-T1|T1', 'CHG|L1', '2026|R-01-T2|T2']);
    expect(dues[1]).toEqual({
      id: 'CHG|L1',
      admissionNo: 'ADM-1',
      kind: 'CHARGE',
      source: 'LIBRARY',
      head: 'L1',
      label: 'Library fine L1',
      term: 'T1',
      dueDate: '2026-08-01',
      amount: 1250,
    });
    expect(ids(chargeDues(charges))).toEqual(['CHG|L1', 'CHG|L3', 'CHG|L4']);
  });
});
