import type {
  Enquiry,
  EnquirySource,
  EnquiryStatus,
  FollowUp,
  Presentation,
} from '../../../modules/school-office/domain/enquiry-types';
import { seedOnce } from '../../core/record-store';
import { FD_STORE } from '../fd-store';
import { schoolCompany, schoolToday } from '../../core/school/school-session';
import { studentSeed } from '../../core/school/seeds/students';

/**
 * The starting enquiries (open, due for follow-up, converted, closed) and presentations.
 * D-SHI only: other companies start empty. Written once with seedOnce (never again, so deletions stay), relative to
 * the server's today; the two converted enquiries point at pupils of the students seed (admitted from them).
 * Registered in frontdesk/fd-seeders.ts.
 */
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const year = (day: string) => day.slice(0, 4);

type Plan = [
  parent: string,
  child: string,
  phone: string,
  standard: string,
  source: EnquirySource,
  daysAgo: number,
  status: EnquiryStatus,
  followUpIn: number | null,
  notes: string[],
  by: string,
];

const PLANS: readonly Plan[] = [
  ['Mangesh Wadaskar', 'Aryan Wadaskar', '9822140011', 'I', 'PHONE', 0, 'OPEN', 2, [], 'staff'],
  ['Sunita Bawankar', 'Mihika Bawankar', '9422140012', 'NUR', 'WALK_IN', 1, 'OPEN', 0, [], 'staff'],
  ['Rajendra Hedau', 'Tejas Hedau', '9011140013', 'VI', 'WEBSITE', 3, 'OPEN', null, [], 'admin'],
  [
    'Kirti Nimje',
    'Shreya Nimje',
    '7720140014',
    'III',
    'REFERRAL',
    9,
    'FOLLOW_UP',
    -2,
    ['Asked for the fee structure; sent on WhatsApp.'],
    'staff',
  ],
  [
    'Abhay Dongre',
    'Rudra Dongre',
    '9822140015',
    'IX',
    'NEWSPAPER',
    12,
    'FOLLOW_UP',
    0,
    ['Wants to see the science labs.', 'Visit fixed with the principal.'],
    'staff',
  ],
  [
    'Meena Lanjewar',
    'Ira Lanjewar',
    '9422140016',
    'LKG',
    'SOCIAL',
    6,
    'FOLLOW_UP',
    5,
    ['Transport to Manish Nagar asked about.'],
    'admin',
  ],
  [
    'Prashant Kawale',
    'Om Kawale',
    '9011140017',
    'V',
    'PHONE',
    20,
    'FOLLOW_UP',
    -6,
    ['Will decide after the father’s transfer order.'],
    'staff',
  ],
  [
    'Vandana Gedam',
    'Aadya Gedam',
    '7720140018',
    'II',
    'WALK_IN',
    25,
    'CLOSED',
    null,
    ['Chose a school nearer home.'],
    'staff',
  ],
  [
    'Sameer Kothari',
    'Dhruv Kothari',
    '9822140019',
    'XI',
    'WEBSITE',
    30,
    'CLOSED',
    null,
    ['Science stream seats full.'],
    'admin',
  ],
  ['Nalini Uike', 'Kiara Uike', '9422140020', 'UKG', 'REFERRAL', 2, 'OPEN', 1, [], 'staff'],
];

function enquiryOf(plan: Plan, today: string): Enquiry {
  const [parentName, childName, phone, classSought, source, daysAgo, status, followUpIn, notes, by] = plan;
  const date = shift(today, -daysAgo);
  const followUps: FollowUp[] = notes.map((note, line) => {
    const on = shift(date, line + 1 > daysAgo ? daysAgo : line + 1);
    const last = line === notes.length - 1;
    return {
      lineNo: line + 1,
      date: on,
      note,
      nextDate: last ? (followUpIn === null ? '' : shift(today, followUpIn)) : shift(on, 2),
      by,
    };
  });
  const open = status === 'OPEN' || status === 'FOLLOW_UP';
  return {
    enquiryNo: '',
    date,
    parentName,
    childName,
    phone,
    email: '',
    classSought,
    source,
    followUpDate: open && followUpIn !== null ? shift(today, followUpIn) : '',
    status,
    followUps,
    remarks: '',
    admissionNo: '',
    closedReason: status === 'CLOSED' ? notes[notes.length - 1]! : '',
    closedOn: status === 'CLOSED' ? shift(date, 3) : '',
    by,
  };
}

function enquiriesFor(companyCode: number, today: string): Enquiry[] {
  const rows = PLANS.map((plan) => enquiryOf(plan, today));
  const company = schoolCompany(companyCode)!;
  // Two pupils of the seed were enquiries first: converted a month before they joined.
  const pupils = studentSeed(company).filter((pupil) => pupil.admissionDate.startsWith('2025'));
  const all: Enquiry[] = [
    ...rows,
    ...pupils.slice(0, 2).map((pupil, index): Enquiry => {
      const date = shift(pupil.admissionDate, -30);
      return {
        enquiryNo: '',
        date,
        parentName: pupil.parentName,
        childName: pupil.name,
        phone: pupil.phone,
        email: pupil.email,
        classSought: pupil.className,
        source: index === 0 ? 'REFERRAL' : 'WALK_IN',
        followUpDate: '',
        status: 'CONVERTED',
        followUps: [
          {
            lineNo: 1,
            date: shift(date, 7),
            note: 'Fees and documents explained; admission confirmed.',
            nextDate: '',
            by: 'staff',
          },
        ],
        remarks: '',
        admissionNo: pupil.admissionNo,
        closedReason: '',
        closedOn: pupil.admissionDate,
        by: 'staff',
      };
    }),
  ];
  // Numbered by date within each calendar year, as the desk would have numbered them.
  const counters = new Map<string, number>();
  const order = [...all].sort((a, b) => a.date.localeCompare(b.date));
  const numbers = new Map(
    order.map((row) => {
      const next = (counters.get(year(row.date)) ?? 0) + 1;
      counters.set(year(row.date), next);
      return [row, `ENQ${year(row.date)}-${String(next).padStart(5, '0')}`] as const;
    }),
  );
  return all.map((row) => ({ ...row, enquiryNo: numbers.get(row)! }));
}

function presentationsFor(enquiries: readonly Enquiry[], today: string): Presentation[] {
  const plan: Array<[Enquiry, number, string, Presentation['status'], Presentation['outcome'], string]> = [
    [enquiries[4]!, 2, '10:30', 'SCHEDULED', '', 'Campus tour and science labs'],
    [enquiries[5]!, 0, '11:00', 'SCHEDULED', '', 'Pre-primary demo class'],
    [enquiries[3]!, -4, '09:30', 'DONE', 'INTERESTED', 'Campus tour'],
    [enquiries[7]!, -22, '12:00', 'DONE', 'NOT_INTERESTED', 'Campus tour'],
    [enquiries[6]!, -1, '16:00', 'SCHEDULED', '', 'Meeting with the principal'],
  ];
  const rows = plan.map(([enquiry, inDays, time, status, outcome, notes], index) => {
    const scheduledDate = shift(today, inDays);
    const booked = inDays > 0 ? today : shift(scheduledDate, -2);
    return {
      presentationNo: '',
      date: booked,
      scheduledDate,
      scheduledTime: time,
      enquiryNo: enquiry.enquiryNo,
      parentName: enquiry.parentName,
      childName: enquiry.childName,
      phone: enquiry.phone,
      presenter: '',
      presenterName: index % 2 === 0 ? 'Mrs. Patil (admissions)' : 'Mr. Joshi (principal)',
      venue: index === 1 ? 'Pre-primary block' : 'Main building',
      status,
      outcome,
      notes,
      by: 'staff',
    };
  });
  const counters = new Map<string, number>();
  return [...rows]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((row) => {
      const next = (counters.get(year(row.date)) ?? 0) + 1;
      counters.set(year(row.date), next);
      return { ...row, presentationNo: `PRS${year(row.date)}-${String(next).padStart(5, '0')}` };
    });
}

export async function ensureEnquirySeed(companyCode: number): Promise<void> {
  if (!schoolCompany(companyCode)) return;
  const today = schoolToday();
  const enquiries = enquiriesFor(companyCode, today);
  await seedOnce(FD_STORE.enquiries, companyCode, () => enquiries.map((row) => ({ id: row.enquiryNo, data: row })));
  await seedOnce(FD_STORE.presentations, companyCode, () =>
    presentationsFor(enquiries, today).map((row) => ({ id: row.presentationNo, data: row })),
  );
}
