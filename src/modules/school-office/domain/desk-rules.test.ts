import { describe, expect, it } from 'vitest';
import {
  complaintProblems,
  meetingProblems,
  nextComplaintActions,
  priceSale,
  trainingProblems,
  visitorInProblems,
  visitorOutProblems,
} from './desk-rules';
import type { SaleItem } from './book-sale-types';
import type { Complaint } from './complaint-types';
import type { Visitor } from './visitor-types';

const visitor = (patch: Partial<Visitor> = {}): Visitor => ({
  visitorNo: 'VIS2026-00001',
  date: '2026-03-10',
  name: 'Ramesh Patil',
  phone: '9822031000',
  purpose: 'Fees',
  meets: 'E:7',
  meetsName: 'Mrs. Joshi',
  inTime: '10:05',
  outTime: '',
  badgeNo: '',
  by: 'staff',
  ...patch,
});
const fields = (problems: ReadonlyArray<{ field: string }>) => problems.map((one) => one.field);

describe('visitors', () => {
  const coming = { name: 'Sunita Rao', phone: '', purpose: 'Meet the principal', meets: 'E:1', inTime: '11:00' };

  it('lets a visitor in with a name, a purpose, whom they meet and a time', () => {
    expect(visitorInProblems(coming, [visitor()])).toEqual([]);
    expect(fields(visitorInProblems({ name: ' ', phone: '12', purpose: '', meets: '', inTime: '25:00' }, []))).toEqual([
      'name',
      'phone',
      'purpose',
      'meets',
      'inTime',
    ]);
  });

  it('refuses one visitor in twice, but not once they are out', () => {
    const inside = visitor();
    expect(visitorInProblems({ ...coming, name: ' ramesh patil ', phone: '9822031000' }, [inside])).toEqual([
      { field: 'name', message: 'Ramesh Patil is already in (VIS2026-00001, since 10:05): mark them out first' },
    ]);
    expect(
      visitorInProblems({ ...coming, name: 'Ramesh Patil', phone: '9822031000' }, [visitor({ outTime: '10:30' })]),
    ).toEqual([]);
  });

  it('marks out at or after the time in, once', () => {
    expect(visitorOutProblems(visitor(), '10:05')).toEqual([]);
    expect(visitorOutProblems(visitor(), '09:59')).toEqual([
      { field: 'outTime', message: 'The time out 09:59 is before Ramesh Patil came in at 10:05' },
    ]);
    expect(fields(visitorOutProblems(visitor({ outTime: '10:30' }), '11:00'))).toEqual(['outTime']);
    expect(fields(visitorOutProblems(visitor(), '9.30'))).toEqual(['outTime']);
    expect(fields(visitorOutProblems(undefined, '11:00'))).toEqual(['visitorNo']);
  });
});

describe('complaints', () => {
  const raised: Complaint = {
    complaintNo: 'CMP2026-00001',
    date: '2026-03-10',
    raisedBy: 'Anil Gupta',
    raisedByKind: 'PARENT',
    admissionNo: '',
    phone: '',
    category: 'Transport',
    description: 'Late bus',
    status: 'RAISED',
    assignedTo: '',
    assignedToName: '',
    assignedOn: '',
    resolution: '',
    resolvedOn: '',
    by: 'staff',
  };
  const input = {
    raisedBy: 'Anil Gupta',
    raisedByKind: 'PARENT',
    category: 'Transport',
    description: 'Late bus',
    assignedTo: 'E:7',
    resolution: 'Route changed',
  };

  it('goes raised → assigned → resolved, and only in that order', () => {
    expect(nextComplaintActions('RAISED')).toEqual(['ASSIGN']);
    expect(nextComplaintActions('ASSIGNED')).toEqual(['ASSIGN', 'RESOLVE']);
    expect(nextComplaintActions('RESOLVED')).toEqual([]);
    expect(complaintProblems('RAISE', null, input)).toEqual([]);
    expect(complaintProblems('ASSIGN', raised, input)).toEqual([]);
    expect(complaintProblems('RESOLVE', raised, input)).toEqual([
      { field: 'resolution', message: 'CMP2026-00001 is not assigned yet: assign it to staff before resolving it' },
    ]);
    expect(complaintProblems('RESOLVE', { ...raised, status: 'ASSIGNED' }, input)).toEqual([]);
    expect(complaintProblems('ASSIGN', { ...raised, status: 'RESOLVED' }, input)).toEqual([
      { field: 'assignedTo', message: 'CMP2026-00001 is resolved already' },
    ]);
    expect(fields(complaintProblems('RAISE', raised, input))).toEqual(['action']);
  });

  it('needs each step’s fields', () => {
    expect(
      fields(
        complaintProblems('RAISE', null, {
          ...input,
          raisedBy: '',
          raisedByKind: 'ALIEN',
          category: '',
          description: ' ',
        }),
      ),
    ).toEqual(['raisedBy', 'raisedByKind', 'category', 'description']);
    expect(fields(complaintProblems('ASSIGN', raised, { ...input, assignedTo: '' }))).toEqual(['assignedTo']);
    expect(
      fields(complaintProblems('RESOLVE', { ...raised, status: 'ASSIGNED' }, { ...input, resolution: '' })),
    ).toEqual(['resolution']);
  });
});

describe('meetings and trainings', () => {
  const people = [{ key: 'P:ADM-2024-0101' }, { key: 'S:ADM-2024-0101' }, { key: 'E:12' }];
  it('need a subject or title, sensible times or days, and attendees each once', () => {
    expect(
      meetingProblems({
        subject: 'PTM',
        meetingDate: '2026-03-10',
        fromTime: '10:00',
        toTime: '11:00',
        attendees: people,
      }),
    ).toEqual([]);
    expect(
      fields(
        meetingProblems({ subject: '', meetingDate: '10-03-2026', fromTime: '10:00', toTime: '09:00', attendees: [] }),
      ),
    ).toEqual(['subject', 'meetingDate', 'toTime', 'attendees']);
    expect(
      meetingProblems({
        subject: 'PTM',
        meetingDate: '2026-03-10',
        fromTime: '10:00',
        toTime: '11:00',
        attendees: [{ key: 'E:12' }, { key: 'E:12' }],
      }),
    ).toEqual([{ field: 'attendees', message: 'Each attendee is listed once' }]);
    expect(
      fields(
        meetingProblems({
          subject: 'PTM',
          meetingDate: '2026-03-10',
          fromTime: '10:00',
          toTime: '11:00',
          attendees: [{ key: 'X:1' }],
        }),
      ),
    ).toEqual(['attendees']);
    expect(
      trainingProblems({ title: 'First aid', fromDate: '2026-03-10', toDate: '2026-03-10', attendees: people }),
    ).toEqual([]);
    expect(
      fields(trainingProblems({ title: '', fromDate: '2026-03-10', toDate: '2026-03-09', attendees: people })),
    ).toEqual(['title', 'toDate']);
  });
});

describe('a sale from the price list', () => {
  const item = (code: string, className: string, rate: number, active = true): SaleItem => ({
    code,
    name: code,
    kind: 'BOOK',
    className,
    size: '',
    rate,
    active,
  });
  const items = [
    item('BK-VI', 'VI', 780),
    item('NB-VI', 'VI', 190.5),
    item('TIE', '', 90),
    item('BK-VII', 'VII', 820),
    item('OLD', '', 10, false),
  ];

  it('prices the lines in paise and adds them up', () => {
    expect(
      priceSale('VI', items, [
        { itemCode: 'BK-VI', quantity: 1 },
        { itemCode: 'NB-VI', quantity: 3 },
        { itemCode: 'TIE', quantity: 2 },
      ]),
    ).toEqual({
      lines: [
        { itemCode: 'BK-VI', name: 'BK-VI', size: '', quantity: 1, rate: 78_000, amount: 78_000 },
        { itemCode: 'NB-VI', name: 'NB-VI', size: '', quantity: 3, rate: 19_050, amount: 57_150 },
        { itemCode: 'TIE', name: 'TIE', size: '', quantity: 2, rate: 9000, amount: 18_000 },
      ],
      total: 153_150,
    });
  });

  it('refuses no pupil, no line, another class’s item, a withdrawn one, an item twice and a bad quantity', () => {
    expect(fields(priceSale(null, items, [{ itemCode: 'TIE', quantity: 1 }]) as never)).toEqual(['admissionNo']);
    expect(fields(priceSale('VI', items, []) as never)).toEqual(['lines']);
    expect(priceSale('VI', items, [{ itemCode: 'BK-VII', quantity: 1 }])).toEqual([
      { field: 'lines.0.itemCode', message: 'Line 1: BK-VII is for class VII, not VI' },
    ]);
    expect(
      fields(
        priceSale('VI', items, [
          { itemCode: 'OLD', quantity: 1 },
          { itemCode: 'TIE', quantity: 1 },
          { itemCode: 'TIE', quantity: 0.5 },
        ]) as never,
      ),
    ).toEqual(['lines.0.itemCode', 'lines.2.itemCode', 'lines.2.quantity']);
  });
});
