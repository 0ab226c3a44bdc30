import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { STUDENTS as FD_PUPILS } from '../../src/modules/school-office/resources/students';
import type { MarksSheetAnswer } from '../../src/modules/students/domain/marks-rules';
import { STU_ROUTES } from '../../src/modules/students/domain/stu-routes';
import { STU_REPORT_ENDPOINTS as REPORTS } from '../../src/modules/students/reports/domain/report-endpoints';
import type { MarksRow, ReportCard } from '../../src/modules/students/domain/marks-types';
import type { ReportResult } from '../../src/engine/report/report';
import { writeRecord } from '../../src/mocks/core/record-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// What appears after a save or a refetch may take seconds on a loaded machine: wait as long for it (a missing one still
// fails).
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1004;
const SCREEN = '/applayout-sidebar-large/students/stumarks';
const sheetOf = (exam: string, classCode: string, subject: string) =>
  dataProvider.report<MarksSheetAnswer>(STU_ROUTES.marksSheet, { exam, classCode, subject });
const saveSheet = (exam: string, classCode: string, subject: string, lines: MarksRow[]) =>
  dataProvider.write(STU_ROUTES.saveMarksSheet, { header: { exam, classCode, subject }, lines, traCheck: 1 });
const saves = () => requests.filter((request) => request.url.endsWith(`/${STU_ROUTES.saveMarksSheet}`));

describe('marks and report cards (1004)', () => {
  it('the clerk enters a subject: 25 of 20 is refused beside the pupil, kept; absent is marked apart; a double click saves once', async () => {
    await signInAs(COMPANY, 'staff');
    // The seed leaves PT-1 Mathematics to enter; VI-A has two pupils.
    const before = await sheetOf('PT-1', 'VI-A', 'MAT');
    expect(before.sheet).toBeNull();
    expect(before.maxMarks).toBe(20);
    const [first, second] = before.roll;
    expect(second).toBeDefined();
    await expect(
      saveSheet('PT-1', 'VI-A', 'MAT', [{ admissionNo: first!.admissionNo, marks: 25, absent: false }]),
    ).rejects.toThrow(
      `${first!.name} (${first!.admissionNo})'s marks in Mathematics (25) are above the maximum of 20.`,
    );

    const { user } = renderApp(SCREEN);
    await screen.findByRole('heading', { name: 'Marks' }, { timeout: 8000 });
    await user.selectOptions(await screen.findByLabelText('Exam'), 'PT-1');
    await user.selectOptions(screen.getByLabelText('Class'), 'VI-A');
    await user.selectOptions(screen.getByLabelText('Subject'), 'MAT');
    const firstMarks = await screen.findByLabelText(`Marks of ${first!.name}`);
    expect(screen.getByRole('columnheader', { name: 'Marks (out of 20)' })).toBeInTheDocument();
    await user.type(firstMarks, '25{Enter}');
    await waitFor(() => expect(screen.getByLabelText(`Marks of ${second!.name}`)).toHaveFocus());
    await user.click(screen.getByRole('checkbox', { name: `Absent (${second!.name})` }));
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    const refusal = `${first!.name} (${first!.admissionNo})'s marks in Mathematics (25) are above the maximum of 20.`;
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(firstMarks).toHaveValue('25');
    expect(firstMarks).toHaveAccessibleDescription(refusal);
    expect(saves()).toHaveLength(1); // only the direct call above: the grid sent nothing

    await user.clear(firstMarks);
    await user.type(firstMarks, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(
      await screen.findByText(`${first!.name} (${first!.admissionNo})'s marks in Mathematics are not a number.`),
    ).toBeInTheDocument();

    // Changing the subject with marks typed asks first; staying keeps them.
    await user.selectOptions(screen.getByLabelText('Subject'), 'ENG');
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Subject')).toHaveValue('MAT');
    expect(firstMarks).toHaveValue('abc');

    await user.clear(firstMarks);
    await user.type(firstMarks, '18');
    await user.dblClick(screen.getByRole('button', { name: 'Save marks' }));
    const done = 'Saved the Mathematics marks of VI-A for Periodic test 1.';
    expect(await screen.findByRole('status')).toHaveTextContent(done);
    await waitFor(() => expect(screen.getAllByText(done)).toHaveLength(2)); // beside the grid and in the toast
    expect(saves()).toHaveLength(2);
    const after = await sheetOf('PT-1', 'VI-A', 'MAT');
    expect(after.sheet?.rows).toEqual([
      { admissionNo: first!.admissionNo, marks: 18, absent: false },
      { admissionNo: second!.admissionNo, marks: null, absent: true },
    ]);
    expect(after.sheet?.savedBy).toBe('staff');
    // The time saved reads as every date on screen does, never the wire's ISO text.
    expect(
      await screen.findByText(/^Out of .*Last saved by staff at \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}\.$/),
    ).toBeInTheDocument();
  });

  it('report cards show each subject, total, percentage, grade and rank with a tie (1, 1, 3), absent marked, and print the class', async () => {
    await signInAs(COMPANY, 'admin');
    await sheetOf('PT-3', 'VI-A', 'ENG'); // the masters seeded before a third pupil joins VI-A
    await writeRecord(FD_PUPILS.name, COMPANY, 'ADM-2026-9001', {
      admissionNo: 'ADM-2026-9001',
      name: 'Zoya Test',
      className: 'VI',
      section: 'A',
      gender: 'F',
      dateOfBirth: '2015-01-01',
      parentName: 'A Parent',
      phone: '9822000000',
      email: '',
      address: 'Nagpur',
      admissionDate: '2026-06-01',
      transport: false,
      active: true,
    });
    const { roll } = await sheetOf('PT-3', 'VI-A', 'ENG');
    expect(roll).toHaveLength(3);
    const [a, b, c] = roll as [
      MarksSheetAnswer['roll'][number],
      MarksSheetAnswer['roll'][number],
      MarksSheetAnswer['roll'][number],
    ];
    const row = (pupil: typeof a, marks: number | null) => ({
      admissionNo: pupil.admissionNo,
      marks,
      absent: marks === null,
    });
    await saveSheet('PT-3', 'VI-A', 'ENG', [row(a, 15), row(b, 17), row(c, 12)]);
    await saveSheet('PT-3', 'VI-A', 'MAT', [row(a, 17), row(b, 15), row(c, null)]);

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(`${SCREEN}?exam=PT-3&class=VI-A`);
    await user.click(await screen.findByRole('tab', { name: 'Report cards' }, { timeout: 8000 }));
    const facts = async (name: string) => {
      const card = await screen.findByRole('article', { name: `Report card: ${name}` });
      const terms = within(card)
        .getAllByRole('term')
        .map((term) => term.textContent);
      const values = within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      return { card, facts: Object.fromEntries(terms.map((term, index) => [term, values[index]])) };
    };
    const first = await facts(a.name);
    expect(first.facts).toEqual({
      Total: '32 out of 40',
      Percentage: '80.00%',
      Grade: 'B1',
      'Rank in class': '1 of 3',
      Result: 'Passed',
    });
    expect(within(first.card).getByRole('row', { name: 'English 15 20 B1' })).toBeInTheDocument();
    expect((await facts(b.name)).facts).toMatchObject({
      Total: '32 out of 40',
      Percentage: '80.00%',
      Grade: 'B1',
      'Rank in class': '1 of 3',
    });
    const third = await facts(c.name);
    expect(third.facts).toEqual({
      Total: '12 out of 40',
      Percentage: '30.00%',
      Grade: 'E',
      'Rank in class': '3 of 3',
      Result: 'Not passed',
    });
    expect(within(third.card).getByRole('row', { name: 'Mathematics Absent 20 AB' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print report cards' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    print.mockRestore();
  });

  it('the marks reports compute from the seeded sheets: class-wise agrees with the report cards, subject-wise by class, student-wise by exam', async () => {
    await signInAs(COMPANY, 'staff');
    const cards = await dataProvider.report<ReportCard[]>(STU_ROUTES.reportCards, { exam: 'PT-2', classCode: 'VI-A' });
    const classwise = await dataProvider.report<ReportResult>(REPORTS.classwiseMarks, {
      exam: 'PT-2',
      classCode: 'VI-A',
    });
    expect(classwise.rows.map((row) => [row.admissionNo, row.total, row.percent, row.grade, row.rank])).toEqual(
      [...cards]
        .sort((x, y) => x.rank - y.rank || x.name.localeCompare(y.name))
        .map((card) => [card.admissionNo, card.total, card.percent, card.grade, card.rank]),
    );
    expect(cards[0]!.subjects.map((line) => line.subject)).toEqual(['ENG', 'HIN', 'MAT', 'SCI', 'SST']);
    const subjectwise = await dataProvider.report<ReportResult>(REPORTS.subjectwiseMarks, {
      exam: 'PT-2',
      subject: 'MAT',
    });
    expect(subjectwise.groups?.map((group) => group.key)).toContain('VI-A');
    expect(
      subjectwise.rows
        .filter((row) => row.classCode === 'VI-A')
        .map((row) => row.admissionNo)
        .sort(),
    ).toEqual(cards.map((card) => card.admissionNo).sort());
    const studentwise = await dataProvider.report<ReportResult>(REPORTS.studentwiseMarks, {
      detail: cards[0]!.admissionNo,
    });
    // PT-1 without Mathematics (left to enter), PT-2 and the half-yearly with all five subjects.
    expect(studentwise.rows.map((row) => row.exam)).toEqual([
      ...Array<string>(4).fill('Periodic test 1'),
      ...Array<string>(5).fill('Periodic test 2'),
      ...Array<string>(5).fill('Half-yearly examination'),
    ]);
    await expect(dataProvider.report(REPORTS.classwiseMarks, { exam: 'PT-2', classCode: '' })).rejects.toThrow(
      'Choose the class.',
    );
  });
});
