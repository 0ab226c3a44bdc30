import { fromPaise } from '../../../lib/money/money';
import { priceSale, saleLineOnWire } from '../../../modules/school-office/domain/desk-rules';
import type { Student } from '../../../modules/school-office/domain/desk-records';
import type { BookSale, SaleItem } from '../../../modules/school-office/domain/book-sale-types';
import type { FdAttendee, FdMeeting, FdTraining } from '../../../modules/school-office/domain/meeting-types';
import type { Complaint } from '../../../modules/school-office/domain/complaint-types';
import type { Visitor } from '../../../modules/school-office/domain/visitor-types';
import { classCodeOf } from '../../../kits/school/class-code';
import { listRecords, seedOnce } from '../../core/record-store';
import { FD_STORE, visitorId } from '../fd-store';
import { postStudentCharge } from '../../core/school/fee-charges';
import { studentsOf, teachersOf } from '../../core/school/school-masters';
import { schoolCompany, schoolToday } from '../../core/school/school-session';
import { priceList } from './desk-price-list';

const minus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const rows = <T extends object>(list: readonly T[], id: (row: T) => string) =>
  list.map((data) => ({ id: id(data), data }));

export async function ensureDeskSeed(companyCode: number): Promise<void> {
  if (!schoolCompany(companyCode)) return;
  const today = schoolToday();
  const year = today.slice(0, 4);
  const number = (prefix: string, n: number) => `${prefix}${year}-${String(n).padStart(5, '0')}`;
  // The masters are read only when a kind is still to be seeded (the seeder runs before every read of its kinds).
  let onRoll: Student[] = [];
  let staff: Awaited<ReturnType<typeof teachersOf>> = [];
  const masters = async () => {
    if (onRoll.length === 0)
      [onRoll, staff] = await Promise.all([
        studentsOf(companyCode).then((all) => all.filter((one) => one.active)),
        teachersOf(companyCode),
      ]);
    return onRoll.length > 0;
  };
  const pupil = (index: number) => onRoll[index % onRoll.length]!;
  const teacher = (index: number) => staff[index % Math.max(staff.length, 1)] ?? { key: 'E:1', name: 'The principal' };
  const pupilName = (index: number) => `${pupil(index).name} (${classCodeOf(pupil(index))})`;

  await seedOnce(FD_STORE.saleItems, companyCode, () => rows(priceList(), (row) => row.code));
  await seedOnce(FD_STORE.visitors, companyCode, async () => {
    if (!(await masters())) return [];
    const visitor = (
      n: number,
      name: string,
      phone: string,
      purpose: string,
      meets: string,
      meetsName: string,
      inTime: string,
      outTime: string,
    ): Visitor => ({
      visitorNo: number('VIS', n),
      date: today,
      name,
      phone,
      purpose,
      meets,
      meetsName,
      inTime,
      outTime,
      badgeNo: `B${n}`,
      by: 'admin',
    });
    return rows(
      [
        visitor(
          1,
          pupil(0).parentName,
          pupil(0).phone,
          'Fee enquiry',
          `S:${pupil(0).admissionNo}`,
          pupilName(0),
          '08:40',
          '09:05',
        ),
        visitor(
          2,
          'Suresh Bhalerao',
          '9822045110',
          'Book supplier: delivery of class IX sets',
          teacher(0).key,
          teacher(0).name,
          '09:15',
          '09:50',
        ),
        visitor(
          3,
          pupil(3).parentName,
          pupil(3).phone,
          'To meet the class teacher',
          teacher(1).key,
          teacher(1).name,
          '09:30',
          '',
        ),
      ],
      visitorId,
    );
  });
  await seedOnce(FD_STORE.complaints, companyCode, async () => {
    if (!(await masters())) return [];
    const base = {
      phone: '',
      assignedTo: '',
      assignedToName: '',
      assignedOn: '',
      resolution: '',
      resolvedOn: '',
      by: 'admin',
    };
    const list: Complaint[] = [
      {
        ...base,
        complaintNo: number('CMP', 1),
        date: minus(today, 1),
        raisedBy: pupil(4).parentName,
        raisedByKind: 'PARENT',
        admissionNo: pupil(4).admissionNo,
        phone: pupil(4).phone,
        category: 'Transport',
        description: 'The school bus reached the stop 20 minutes late twice this week.',
        status: 'RAISED',
      },
      {
        ...base,
        complaintNo: number('CMP', 2),
        date: minus(today, 3),
        raisedBy: pupil(5).name,
        raisedByKind: 'STUDENT',
        admissionNo: pupil(5).admissionNo,
        category: 'Classroom',
        description: 'The fan in the classroom does not work.',
        status: 'ASSIGNED',
        assignedTo: teacher(2).key,
        assignedToName: teacher(2).name,
        assignedOn: minus(today, 2),
      },
      {
        ...base,
        complaintNo: number('CMP', 3),
        date: minus(today, 6),
        raisedBy: teacher(3).name,
        raisedByKind: 'STAFF',
        admissionNo: '',
        category: 'Library',
        description: 'Two reference books are missing from the shelf.',
        status: 'RESOLVED',
        assignedTo: teacher(0).key,
        assignedToName: teacher(0).name,
        assignedOn: minus(today, 5),
        resolution: 'Found in the staff room and put back.',
        resolvedOn: minus(today, 4),
      },
    ];
    return rows(list, (row) => row.complaintNo);
  });
  const attendee = (key: string, kind: FdAttendee['kind'], name: string, attended: boolean): FdAttendee => ({
    key,
    kind,
    name,
    attended,
    remarks: '',
  });
  await seedOnce(FD_STORE.meetings, companyCode, async () => {
    if (!(await masters())) return [];
    const meeting: FdMeeting = {
      meetingNo: number('FMT', 1),
      date: minus(today, 8),
      subject: 'Parent-teacher meeting, term 1 results',
      meetingDate: minus(today, 2),
      fromTime: '10:00',
      toTime: '12:00',
      venue: 'School hall',
      chairedBy: 'The principal',
      minutes: 'Results discussed; remedial classes for mathematics from next week.',
      attendees: [
        attendee(`P:${pupil(0).admissionNo}`, 'PARENT', `${pupil(0).parentName} (parent of ${pupil(0).name})`, true),
        attendee(`P:${pupil(1).admissionNo}`, 'PARENT', `${pupil(1).parentName} (parent of ${pupil(1).name})`, false),
        attendee(`S:${pupil(2).admissionNo}`, 'STUDENT', pupilName(2), true),
        attendee(teacher(0).key, 'STAFF', teacher(0).name, true),
      ],
      by: 'admin',
    };
    return rows([meeting], (row) => row.meetingNo);
  });
  await seedOnce(FD_STORE.trainings, companyCode, async () => {
    if (!(await masters())) return [];
    const training: FdTraining = {
      trainingNo: number('FTR', 1),
      date: minus(today, 12),
      title: 'First aid and fire safety',
      trainer: 'Civil Defence, Nagpur',
      venue: 'Activity room',
      fromDate: minus(today, 5),
      toDate: minus(today, 4),
      attendees: [
        attendee(teacher(0).key, 'STAFF', teacher(0).name, true),
        attendee(teacher(1).key, 'STAFF', teacher(1).name, true),
        attendee(teacher(2).key, 'STAFF', teacher(2).name, false),
        attendee(`S:${pupil(6).admissionNo}`, 'STUDENT', pupilName(6), true),
      ],
      by: 'admin',
    };
    return rows([training], (row) => row.trainingNo);
  });
  await seedOnce(FD_STORE.bookSales, companyCode, async () => {
    if (!(await masters())) return [];
    const items = await listRecords<SaleItem>(FD_STORE.saleItems, companyCode);
    const sales: BookSale[] = [];
    const plan = [
      {
        index: 7,
        days: 10,
        lines: (className: string) => [
          { itemCode: `BK-${className}`, quantity: 1 },
          { itemCode: `NB-${className}`, quantity: 2 },
          { itemCode: 'SH-30', quantity: 2 },
        ],
      },
      {
        index: 8,
        days: 3,
        lines: () => [
          { itemCode: 'SH-28', quantity: 1 },
          { itemCode: 'TR-28', quantity: 1 },
          { itemCode: 'TIE', quantity: 1 },
        ],
      },
    ];
    for (const [n, one] of plan.entries()) {
      const buyer = pupil(one.index);
      const priced = priceSale(buyer.className, items, one.lines(buyer.className));
      if (Array.isArray(priced)) continue;
      const saleNo = number('BKS', n + 1);
      const date = minus(today, one.days);
      const total = fromPaise(priced.total);
      const charge = await postStudentCharge(companyCode, {
        admissionNo: buyer.admissionNo,
        source: 'BOOKS',
        reference: saleNo,
        date,
        amount: total,
        label: `Books and uniform, ${saleNo}`,
        by: 'admin',
      });
      const chargeId = typeof charge === 'string' ? `BOOKS|${saleNo}` : charge.id;
      sales.push({
        saleNo,
        date,
        admissionNo: buyer.admissionNo,
        name: buyer.name,
        classCode: classCodeOf(buyer),
        lines: priced.lines.map(saleLineOnWire),
        total,
        chargeId,
        status: 'OPEN',
        cancelReason: '',
        by: 'admin',
      });
    }
    return rows(sales, (row) => row.saleNo);
  });
}
