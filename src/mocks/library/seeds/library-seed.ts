import { chargeIdOf } from '../../../kits/school/student-charge-types';
import { fromPaise } from '../../../lib/money/money';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { expectedIssues } from '../../../modules/library/domain/journal-rules';
import { LIB_PREFIXES } from '../../../modules/library/domain/lib-routes';
import { dueDateOf } from '../../../modules/library/domain/issue-rules';
import { libraryFine, daysLate } from '../../../modules/library/domain/library-fine';
import type { Book, JournalReceipt, LibIssue, LibReturn, Member } from '../../../modules/library/domain/library-types';
import { seedOnce } from '../../core/record-store';
import { postStudentCharge } from '../../core/school/fee-charges';
import { booksOf, journalsOf, studentsOf } from '../../core/school/school-masters';
import { schoolCompany, schoolToday } from '../../core/school/school-session';
import { employeesOf, inServiceOn } from '../../core/people/hrd-masters';
import { LIB_STORE } from '../../core/school/library-store';
import { journalSpanStart } from '../../../modules/library/domain/journal-span';

/**
 * The starting issues (two overdue), returns (their LIBRARY fine charges) and journal receipts of the school (D-SHI).
 * Other companies start empty. Written once with seedOnce (never again, so deletions stay), relative to the server's
 * today; it reads the masters and the raw store only (never a seeded reader of a kind it is registered for).
 */

const DAY_MS = 86_400_000;
const shift = (dat: string, days: number) =>
  new Date(Date.parse(`${dat}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * [member index (pupils 0-4, -1 the first teacher in service), issued days ago, copies [accession, copy], returned days
 * ago or null]
 */
type Plan = [number, number, Array<[string, number]>, number | null];
const PLAN: Plan[] = [
  [0, 60, [['ACC-00008', 1]], 47],
  [3, 40, [['ACC-00011', 1]], 20],
  [4, 25, [['ACC-00021', 2]], 12],
  [1, 30, [['ACC-00002', 2]], null],
  [0, 20, [['ACC-00001', 1]], null],
  [-1, 10, [['ACC-00007', 3]], null],
  [
    2,
    5,
    [
      ['ACC-00006', 1],
      ['ACC-00019', 1],
    ],
    null,
  ],
];

async function membersFor(companyCode: number, today: string): Promise<Member[]> {
  const pupils = (await studentsOf(companyCode))
    .filter((row) => row.active)
    .sort((a, b) => a.admissionNo.localeCompare(b.admissionNo))
    .slice(0, 5);
  const teacher = (await employeesOf(companyCode)).find((row) => inServiceOn(row, today));
  const members: Member[] = pupils.map((row) => ({ key: `S:${row.admissionNo}`, kind: 'STUDENT', name: row.name }));
  return teacher
    ? [
        ...members,
        {
          key: `E:${teacher.empno}`,
          kind: 'STAFF',
          name: [teacher.empname, teacher.surname].filter(Boolean).join(' '),
        },
      ]
    : members;
}

/** The issues and returns of the plan, numbered in date order. */
function circulation(members: readonly Member[], books: readonly Book[], today: string, by: string) {
  const titleOf = new Map(books.map((book) => [book.accessionNo, book.title]));
  const issues: LibIssue[] = [];
  const returns: LibReturn[] = [];
  for (const [who, ago, copies, back] of PLAN) {
    const member = who < 0 ? members.find((one) => one.kind === 'STAFF') : members[who];
    if (!member) continue;
    const date = shift(today, -ago);
    const dueDate = dueDateOf(date, member.kind);
    const issueNo = nextYearNumber(
      LIB_PREFIXES.issue,
      date,
      issues.map((row) => row.issueNo),
    );
    const returnedOn = back === null ? '' : shift(today, -back);
    const returnNo =
      back === null
        ? ''
        : nextYearNumber(
            LIB_PREFIXES.return,
            returnedOn,
            returns.map((row) => row.returnNo),
          );
    const lines = copies.map(([accessionNo, copyNo]) => ({
      accessionNo,
      copyNo,
      title: titleOf.get(accessionNo) ?? '',
      dueDate,
      returnedOn,
      returnNo,
    }));
    issues.push({ issueNo, date, memberKey: member.key, memberName: member.name, memberKind: member.kind, lines, by });
    if (back === null) continue;
    const fine = libraryFine(dueDate, returnedOn, member.kind);
    returns.push({
      returnNo,
      date: returnedOn,
      memberKey: member.key,
      memberName: member.name,
      fine: fromPaise(fine),
      chargeId: fine > 0 ? chargeIdOf('LIBRARY', returnNo) : '',
      receiptNo: '',
      by,
      lines: lines.map((line) => ({
        issueNo,
        accessionNo: line.accessionNo,
        copyNo: line.copyNo,
        title: line.title,
        dueDate,
        daysLate: daysLate(dueDate, returnedOn),
        fine: fromPaise(libraryFine(dueDate, returnedOn, member.kind)),
      })),
    });
  }
  return { issues, returns };
}

/**
 * A receipt for every issue each journal owed from the span's start to today, but for one: last month's Physics For
 * You.
 */
async function journalReceipts(companyCode: number, today: string, by: string): Promise<JournalReceipt[]> {
  const journals = await journalsOf(companyCode);
  const lastMonth = shift(`${today.slice(0, 8)}01`, -1).slice(0, 7);
  const slots = journals
    .flatMap((journal) =>
      expectedIssues(journal, [], { from: journalSpanStart(today), to: today }).map((slot) => ({ journal, slot })),
    )
    .filter(({ journal, slot }) => !(journal.code === 'PFY' && slot.from.startsWith(lastMonth)))
    .sort((a, b) => a.slot.from.localeCompare(b.slot.from) || a.journal.code.localeCompare(b.journal.code));
  const receipts: JournalReceipt[] = [];
  for (const { journal, slot } of slots) {
    const date = slot.from < slot.to ? shift(slot.from, 1) : slot.from;
    receipts.push({
      receiptNo: nextYearNumber(
        LIB_PREFIXES.journalReceipt,
        date,
        receipts.map((row) => row.receiptNo),
      ),
      journal: journal.code,
      date,
      issueDate: slot.from,
      issueLabel: slot.label,
      copies: journal.copies,
      remarks: '',
      by,
    });
  }
  return receipts;
}

export async function ensureLibrarySeed(companyCode: number): Promise<void> {
  if (!schoolCompany(companyCode)) return;
  const today = schoolToday();
  const by = 'admin';
  const plan = async () => circulation(await membersFor(companyCode, today), await booksOf(companyCode), today, by);
  await seedOnce(LIB_STORE.issues, companyCode, async () =>
    (await plan()).issues.map((row) => ({ id: row.issueNo, data: row })),
  );
  await seedOnce(LIB_STORE.returns, companyCode, async () => {
    const { returns } = await plan();
    for (const row of returns.filter((one) => one.fine > 0)) {
      await postStudentCharge(companyCode, {
        admissionNo: row.memberKey.slice(2),
        source: 'LIBRARY',
        reference: row.returnNo,
        date: row.date,
        amount: row.fine,
        label: `Library fine ${row.returnNo} (${row.lines.map((line) => `${line.accessionNo}/${line.copyNo}`).join(', ')})`,
        by,
      });
    }
    return returns.map((row) => ({ id: row.returnNo, data: row }));
  });
  await seedOnce(LIB_STORE.journalReceipts, companyCode, async () =>
    (await journalReceipts(companyCode, today, by)).map((row) => ({ id: row.receiptNo, data: row })),
  );
}
