import { dataProvider } from '../../src/lib/api/data-provider';
import { toPaise } from '../../src/lib/money/money';
import { chargeIdOf } from '../../src/kits/school/student-charge-types';
import { chargeDueId } from '../../src/kits/school/due-types';
import { LIB_REPORT_ENDPOINTS as R, LIB_ROUTES as API } from '../../src/modules/library/domain/lib-routes';
import { libraryFine } from '../../src/modules/library/domain/library-fine';
import type {
  IssueRequirements,
  JournalReceiptsAnswer,
  MemberStanding,
  ReturnRequirements,
} from '../../src/modules/library/domain/library-types';
import type { ReportResult } from '../../src/engine/report/report';
import { serverToday } from '../../src/mocks/core/server-dates';
import { feeChargesOf, feeReceiptsOf } from '../../src/mocks/core/school/fee-store';
import { ledgerOfStudent } from '../../src/mocks/core/school/fee-ledger-source';
import { issuesOf } from '../../src/mocks/core/school/library-store';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const COMPANY = 1004;
const today = serverToday();
const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1))
  .toISOString()
  .slice(0, 7);
const copiesOf = (standing: MemberStanding) =>
  standing.held.map(({ issueNo, accessionNo, copyNo }) => ({ issueNo, accessionNo, copyNo }));

describe('the library backend (1004)', () => {
  it("collects an overdue pupil's fine at once on a REC fee receipt; staff are never fined", async () => {
    await signInAs(COMPANY, 'admin');
    const requirements = await dataProvider.report<ReturnRequirements>(API.returnRequirements, {});
    const late = requirements.members.find((one) => one.kind === 'STUDENT' && one.overdue > 0)!;
    const standing = (await dataProvider.report<MemberStanding>(API.outstanding, { detail: late.key }))!;
    const fine = standing.held.reduce((total, copy) => total + libraryFine(copy.dueDate, today, 'STUDENT'), 0);
    expect(standing.held.map((copy) => toPaise(copy.fine))).toEqual(
      standing.held.map((copy) => libraryFine(copy.dueDate, today, 'STUDENT')),
    );
    const cash = requirements.accounts.find((one) => one.typ === 'CAS')!;
    const wrong = dataProvider.write(API.saveReturn, {
      header: { memberKey: late.key, collectNow: true, mode: 'CAS', account: 'NOPE' },
      lines: copiesOf(standing),
      traCheck: 1,
    });
    await expect(wrong).rejects.toThrow('Account NOPE is not one of your cash accounts.');
    const answer = await dataProvider.write(API.saveReturn, {
      header: { memberKey: late.key, collectNow: true, mode: 'CAS', account: cash.code },
      lines: copiesOf(standing),
      traCheck: 1,
    });
    expect(answer).toMatchObject({ result: 'OK', notice: '' });
    expect(String(answer.receiptNo)).toMatch(/^REC\d{4}-\d{5}$/);
    const chargeId = chargeIdOf('LIBRARY', String(answer.seq));
    expect(toPaise((await feeChargesOf(COMPANY)).find((one) => one.id === chargeId)!.amount)).toBe(fine);
    const receipt = (await feeReceiptsOf(COMPANY)).find((one) => one.receiptNo === answer.receiptNo)!;
    expect(receipt.lines.map((line) => [line.dueId, toPaise(line.paid)])).toEqual([[chargeDueId(chargeId), fine]]);
    const row = (await ledgerOfStudent(COMPANY, late.key.slice(2), today)).rows.find(
      (one) => one.dueId === chargeDueId(chargeId),
    )!;
    expect(row.balance).toBe(0);

    const staff = requirements.members.find((one) => one.kind === 'STAFF')!;
    const held = (await dataProvider.report<MemberStanding>(API.outstanding, { detail: staff.key }))!;
    const charges = (await feeChargesOf(COMPANY)).length;
    const staffReturn = await dataProvider.write(API.saveReturn, {
      header: { memberKey: staff.key, collectNow: true, mode: 'CAS', account: cash.code },
      lines: copiesOf(held),
      traCheck: 1,
    });
    expect(staffReturn).toMatchObject({ result: 'OK', fine: 0, chargeId: '', receiptNo: '' });
    expect((await feeChargesOf(COMPANY)).length).toBe(charges);
    // A copy not with the member is refused, naming it.
    const again = dataProvider.write(API.saveReturn, {
      header: { memberKey: staff.key },
      lines: copiesOf(held),
      traCheck: 1,
    });
    await expect(again).rejects.toThrow(
      `${held.held[0]!.accessionNo} copy ${held.held[0]!.copyNo} is not with ${staff.name}: tick only the copies listed.`,
    );
  });

  it('refuses an issue over the limit or of a copy out on the server too, and reports what is out and overdue', async () => {
    await signInAs(COMPANY, 'staff');
    const requirements = await dataProvider.report<IssueRequirements>(API.issueRequirements, {});
    const out = requirements.out[0]!;
    const pupil = requirements.members.find(
      (one) => one.kind === 'STUDENT' && !requirements.out.some((copy) => copy.memberKey === one.key),
    )!;
    const save = (lines: Array<{ accessionNo: string; copyNo: number }>) =>
      dataProvider.write(API.saveIssue, { header: { memberKey: pupil.key }, lines, traCheck: 1 });
    await expect(save([{ accessionNo: out.accessionNo, copyNo: out.copyNo }])).rejects.toThrow(
      `is with ${out.memberName} until`,
    );
    await expect(save([1, 2, 3].map((copyNo) => ({ accessionNo: 'ACC-00015', copyNo })))).rejects.toThrow(
      'may hold 2 books as a pupil and holds 0: at most 2 more, not 3.',
    );

    const issues = await issuesOf(COMPANY);
    const outLines = issues.flatMap((issue) =>
      issue.lines.filter((line) => line.returnedOn === '').map((line) => ({ ...line, kind: issue.memberKind })),
    );
    const outward = await dataProvider.report<ReportResult>(R.booksOutward, {});
    expect(outward.count).toBe(outLines.length);
    const overdue = await dataProvider.report<ReportResult>(R.overdueIssues, {});
    const late = outLines.filter((line) => line.dueDate < today);
    expect(overdue.count).toBe(late.length);
    expect(late.length).toBeGreaterThanOrEqual(2);
    expect(toPaise(overdue.totals.fine!)).toBe(
      late.reduce((total, line) => total + libraryFine(line.dueDate, today, line.kind), 0),
    );
    const reference = await dataProvider.report<ReportResult>(R.booksFilter, {
      subject: '',
      author: '',
      status: 'REFERENCE',
    });
    expect(reference.rows.map((row) => row.accessionNo)).toContain('ACC-00009');
    const history = await dataProvider.report<ReportResult>(R.studentInfo, { detail: issues[0]!.memberKey.slice(2) });
    expect(history.count).toBe(
      issues.filter((issue) => issue.memberKey === issues[0]!.memberKey).flatMap((issue) => issue.lines).length,
    );
  });

  it('flags the one journal issue the seed never received, and records it', async () => {
    await signInAs(COMPANY, 'staff');
    const answer = await dataProvider.report<JournalReceiptsAnswer>(API.journalReceipts, {});
    expect(answer.receipts.length).toBeGreaterThan(0);
    const spanStart = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 3, 1))
      .toISOString()
      .slice(0, 10);
    const missing = await dataProvider.report<JournalReceiptsAnswer>(API.journalReceipts, {
      frmDate: spanStart,
      toDate: today,
    });
    expect(missing.missing.map((slot) => [slot.journal, slot.from.slice(0, 7)])).toEqual([['PFY', lastMonth]]);
    const cover = missing.missing[0]!.from;
    await dataProvider.write(API.saveJournalReceipt, {
      header: { journal: 'PFY', date: today, issueDate: cover, issueLabel: 'Late copy', copies: 1 },
      traCheck: 1,
    });
    expect(
      (await dataProvider.report<JournalReceiptsAnswer>(API.journalReceipts, { frmDate: spanStart, toDate: today }))
        .missing,
    ).toEqual([]);
    const report = await dataProvider.report<ReportResult>(R.journals, { frmDate: spanStart, toDate: today });
    expect(report.totals.missing).toBe(0);
    expect(report.totals.received).toBeGreaterThan(0);
  });

  it('starts empty in any other company', async () => {
    await signInAs(1010, 'admin');
    const requirements = await dataProvider.report<IssueRequirements>(API.issueRequirements, {});
    expect(requirements.out).toEqual([]);
    const dashboard = await dataProvider.report<{ cards: Record<string, number> }>(API.dashboard, {});
    expect(dashboard.cards).toMatchObject({ booksOut: 0, overdue: 0, finesThisMonth: 0 });
  });
});
