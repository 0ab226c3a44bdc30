import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { chargeIdOf } from '../../src/kits/school/student-charge-types';
import { chargeDueId } from '../../src/kits/school/due-types';
import { LIB_ROUTES as API } from '../../src/modules/library/domain/lib-routes';
import { libraryFine } from '../../src/modules/library/domain/library-fine';
import type { IssueRequirements } from '../../src/modules/library/domain/library-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { feeChargesOf } from '../../src/mocks/core/school/fee-store';
import { ledgerOfStudent } from '../../src/mocks/core/school/fee-ledger-source';
import { booksOf, journalsOf } from '../../src/mocks/core/school/school-masters';
import { libraryFigures } from '../../src/mocks/library/circulation/dashboard-handler';
import { issuesOf, returnsOf } from '../../src/mocks/core/school/library-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1004;
const PREFIX = '/applayout-sidebar-large/library';
const today = serverToday();

/** A lendable copy no one has, of a book other than `not`. */
function freeCopy(requirements: IssueRequirements, not: string[] = []) {
  const book = requirements.books.find(
    (one) => !one.referenceOnly && !not.includes(one.accessionNo) && one.copies >= 2,
  )!;
  const copyNo = [1, 2, 3, 4, 5].find(
    (n) => !requirements.out.some((copy) => copy.accessionNo === book.accessionNo && copy.copyNo === n),
  )!;
  return { accessionNo: book.accessionNo, copyNo };
}

describe('the library (1004)', () => {
  it('issues two books to a pupil once, refuses a third (limit) and a copy already out, naming its holder', async () => {
    await signInAs(COMPANY, 'staff');
    const requirements = await dataProvider.report<IssueRequirements>(API.issueRequirements, {});
    const holders = new Set(requirements.out.map((copy) => copy.memberKey));
    const pupil = requirements.members.find((one) => one.kind === 'STUDENT' && !holders.has(one.key))!;
    const first = freeCopy(requirements);
    const second = freeCopy(requirements, [first.accessionNo]);
    const before = (await issuesOf(COMPANY)).length;

    const { user } = renderApp(`${PREFIX}/lib-issues`);
    await screen.findByRole('heading', { name: 'Book issues' }, { timeout: 8000 });
    await user.selectOptions(await screen.findByLabelText('Member'), pupil.key);
    expect(
      await screen.findByText(/holds 0 of 2 books \(pupil, 14 days a loan\): may borrow 2 more/),
    ).toBeInTheDocument();
    // By the button, or by Enter in the copy number (as a scanner ends): Enter adds the copy, never saves the issue.
    const addCopy = async (accessionNo: string, copyNo: number, by: 'button' | 'enter' = 'button') => {
      await user.clear(screen.getByLabelText('Accession number'));
      await user.type(screen.getByLabelText('Accession number'), accessionNo);
      await user.clear(screen.getByLabelText('Copy number'));
      await user.type(screen.getByLabelText('Copy number'), by === 'enter' ? `${copyNo}{Enter}` : String(copyNo));
      if (by === 'button') await user.click(screen.getByRole('button', { name: 'Add copy' }));
    };
    await addCopy(first.accessionNo, first.copyNo);
    await addCopy(second.accessionNo, second.copyNo, 'enter');
    expect((await issuesOf(COMPANY)).length).toBe(before);
    const lines = screen.getByRole('table', { name: 'Copies to issue' });
    expect(
      within(lines)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([`Copy ${first.copyNo} of ${first.accessionNo}`, `Copy ${second.copyNo} of ${second.accessionNo}`]);
    // A third copy is over the pupil's limit of two: refused beside the accession number, the copy not added.
    await addCopy(freeCopy(requirements, [first.accessionNo, second.accessionNo]).accessionNo, 1);
    expect(screen.getByLabelText('Accession number')).toHaveAccessibleDescription(
      /may hold 2 books as a pupil and holds 0: at most 2 more, not 3\./,
    );
    expect(within(lines).getAllByRole('rowheader')).toHaveLength(2);
    await user.dblClick(screen.getByRole('button', { name: 'Issue the books' }));
    expect(await screen.findByText(/^Issue LIS\d{4}-\d{5} saved\.$/)).toBeInTheDocument();
    expect((await issuesOf(COMPANY)).length).toBe(before + 1);

    // The pupil now holds two: a third is refused, naming the limit.
    await user.selectOptions(screen.getByLabelText('Member'), pupil.key);
    expect(await screen.findByText(/holds 2 of 2 books .*: no more can be issued/)).toBeInTheDocument();
    await addCopy(freeCopy(requirements, [first.accessionNo, second.accessionNo]).accessionNo, 1);
    expect(screen.getByLabelText('Accession number')).toHaveAccessibleDescription(
      /may hold 2 books as a pupil and holds 2: no more can be issued, not 1\./,
    );

    // A copy already out is refused, naming who has it and until when.
    const out = requirements.out[0]!;
    const other = requirements.members.find((one) => one.kind === 'STAFF')!;
    await user.selectOptions(screen.getByLabelText('Member'), other.key);
    await addCopy(out.accessionNo, out.copyNo);
    expect(screen.getByLabelText('Accession number')).toHaveAccessibleDescription(
      expect.stringContaining(
        `Copy ${out.copyNo} of ${out.accessionNo} is with ${out.memberName} until ${formatDate(out.dueDate)} (${out.title}).`,
      ),
    );
  });

  it("takes back a seeded overdue book: the fine shown, posted to the pupil's fee ledger; the dashboard agrees with the stored issues", async () => {
    await signInAs(COMPANY, 'staff');
    const overdue = (await issuesOf(COMPANY)).find(
      (issue) =>
        issue.memberKind === 'STUDENT' && issue.lines.some((line) => line.returnedOn === '' && line.dueDate < today),
    )!;
    const line = overdue.lines[0]!;
    const fine = libraryFine(line.dueDate, today, 'STUDENT');
    expect(fine).toBeGreaterThan(0);

    const { user } = renderApp(`${PREFIX}/lib-receipts`);
    await screen.findByRole('heading', { name: 'Book returns' }, { timeout: 8000 });
    await user.selectOptions(await screen.findByLabelText('Returned by'), overdue.memberKey);
    const table = await screen.findByRole('table', { name: 'Books out, with the fine if returned today' });
    const row = within(table)
      .getByRole('rowheader', { name: `Copy ${line.copyNo} of ${line.accessionNo}` })
      .closest('tr')!;
    expect(row.lastElementChild!.textContent).toBe(formatMoney(fine));
    await user.click(
      within(row).getByRole('checkbox', { name: `Returned: Copy ${line.copyNo} of ${line.accessionNo}` }),
    );
    expect(screen.getByText(`Fine for the copies ticked: ${formatMoney(fine)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take back the books' }));
    const saved = await screen.findByText(
      /^Return LRT\d{4}-\d{5} saved: the fine of .* is on the pupil's fee ledger\.$/,
    );
    const returnNo = /LRT\d{4}-\d{5}/.exec(saved.textContent ?? '')![0];
    const slip = screen.getByRole('article', { name: `Return slip ${returnNo}` });
    expect(slip).toHaveTextContent(`Fine ${formatMoney(fine)}, on the fee ledger`);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(slip).getByRole('button', { name: 'Print the return slip' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();

    const admissionNo = overdue.memberKey.slice(2);
    const charge = (await feeChargesOf(COMPANY)).find((one) => one.id === chargeIdOf('LIBRARY', returnNo))!;
    expect(charge).toMatchObject({ admissionNo, source: 'LIBRARY', date: today, status: 'OPEN' });
    expect(toPaise(charge.amount)).toBe(fine);
    const ledger = await ledgerOfStudent(COMPANY, admissionNo, today);
    expect(ledger.rows.find((one) => one.dueId === chargeDueId(charge.id))).toMatchObject({
      source: 'LIBRARY',
      due: fine,
      balance: fine,
    });
    const back = (await issuesOf(COMPANY)).find((issue) => issue.issueNo === overdue.issueNo)!;
    expect(back.lines.find((one) => one.accessionNo === line.accessionNo && one.copyNo === line.copyNo)).toMatchObject({
      returnedOn: today,
      returnNo,
    });

    // The dashboard: its figures are those of the stored issues and returns.
    const [books, journals, issues, returns] = await Promise.all([
      booksOf(COMPANY),
      journalsOf(COMPANY),
      issuesOf(COMPANY),
      returnsOf(COMPANY),
    ]);
    const expected = libraryFigures(books, journals, issues, returns, today);
    const outNow = issues.flatMap((issue) => issue.lines).filter((one) => one.returnedOn === '');
    expect(expected.cards.booksOut).toBe(outNow.length);
    expect(expected.cards.overdue).toBe(outNow.filter((one) => one.dueDate < today).length);
    expect(toPaise(expected.cards.finesThisMonth!)).toBeGreaterThanOrEqual(fine);
    expect(await dataProvider.report(API.dashboard, {})).toEqual(expected);
    renderApp(`${PREFIX}/library-dash`);
    const caption = await screen.findByText('Books out', { selector: '.dashboard-card p' }, { timeout: 10_000 });
    await waitFor(() => expect(caption.nextElementSibling?.textContent).toBe(String(outNow.length)));
  });
});
