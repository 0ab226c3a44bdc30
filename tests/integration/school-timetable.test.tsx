import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { STU_ROUTES } from '../../src/modules/students/domain/stu-routes';
import {
  DAY_NAMES,
  type SchoolDay,
  type TimetableAnswer,
  type TimetableRequirements,
} from '../../src/modules/students/domain/timetable-types';
import { teacherLoadOf, withDraft } from '../../src/modules/students/domain/teacher-load';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1004;
const ROOT = '/applayout-sidebar-large/students';
const CLASS = 'VIII-A';

const requirements = () => dataProvider.report<TimetableRequirements>(STU_ROUTES.timetableRequirements, {});
const weekOf = (classCode: string) => dataProvider.report<TimetableAnswer>(STU_ROUTES.timetable, { detail: classCode });
/**
 * A cell's control found by its label, inside its cell: a label query over the whole week (144 controls, 1,500
 * options) takes seconds in jsdom, so the cell is found by its words first and the label is read within it.
 */
const control = (where: string, what: 'subject' | 'teacher' | 'room') =>
  within(screen.getByText(`${where} ${what}`).closest('td')!).getByLabelText(`${where} ${what}`);
const saves = () => requests.filter((request) => request.url.endsWith(`/${STU_ROUTES.saveTimetable}`));

describe('the timetable (1004, the school clerk)', () => {
  it('sets a period’s subject and teacher, shows the teacher’s load with it, saves once and shows it again on return', async () => {
    await signInAs(COMPANY, 'staff');
    const [{ teachers, subjects }, week] = await Promise.all([requirements(), weekOf(CLASS)]);
    expect(week.timetable?.slots).toHaveLength(48);
    // Tuesday period 3 given to a teacher free then (no other class has her) and not already teaching it.
    const day: SchoolDay = 2;
    const period = 3;
    const busy = new Set(
      week.others.flatMap((other) =>
        other.slots.filter((slot) => slot.day === day && slot.period === period).map((slot) => slot.teacher),
      ),
    );
    const current = week.timetable!.slots.find((slot) => slot.day === day && slot.period === period)!;
    const teacher = teachers.find((one) => !busy.has(one.key) && one.key !== current.teacher)!;
    const subject = subjects.find((one) => one.code !== current.subject)!;
    const draft = week.timetable!.slots.map((slot) =>
      slot === current ? { ...slot, subject: subject.code, teacher: teacher.key } : slot,
    );
    const load = teacherLoadOf(withDraft(week.others, { classCode: CLASS, slots: draft }), teacher.key);

    const { user, unmount } = renderApp(`${ROOT}/stutimetable?class=${CLASS}`);
    const where = `${DAY_NAMES[day]} period ${period}`;
    await screen.findByText(`${where} subject`, {}, { timeout: 15_000 });
    await user.selectOptions(control(where, 'subject'), subject.code);
    await user.selectOptions(control(where, 'teacher'), teacher.key);
    expect(
      await screen.findByText(`${teacher.name} teaches ${load.periods} periods a week (${load.free} free).`),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: `Save the week of ${CLASS}`, hidden: true });
    await user.dblClick(save);
    expect(
      await screen.findByText(`The week of ${CLASS} is saved (48 periods).`, {}, { timeout: 25_000 }),
    ).toBeInTheDocument();
    const stored = (await weekOf(CLASS)).timetable!.slots.find((slot) => slot.day === day && slot.period === period)!;
    expect(stored).toMatchObject({ subject: subject.code, teacher: teacher.key });
    // The double click answered once: a second attempt (if any) carried the same key and saved nothing more.
    expect(new Set(saves().map((request) => request.headers.get('Idempotency-Key'))).size).toBe(1);
    unmount();

    renderApp(`${ROOT}/stutimetable?class=${CLASS}`);
    await screen.findByText(`${where} subject`, {}, { timeout: 15_000 });
    expect(control(where, 'teacher')).toHaveValue(teacher.key);
    expect(control(where, 'subject')).toHaveValue(subject.code);
  });

  it('refuses a teacher booked elsewhere in that period, naming teacher, class, period and day beside the cell, and keeps the input', async () => {
    await signInAs(COMPANY, 'staff');
    const [{ teachers }, week] = await Promise.all([requirements(), weekOf(CLASS)]);
    // A class that has a teacher on Wednesday period 5: hers is given to VIII-A then.
    const day: SchoolDay = 3;
    const period = 5;
    const other = week.others.find((one) =>
      one.slots.some((slot) => slot.day === day && slot.period === period && slot.teacher !== ''),
    )!;
    const taken = other.slots.find((slot) => slot.day === day && slot.period === period)!.teacher;
    const name = teachers.find((one) => one.key === taken)!.name;
    const message = `${name} already teaches ${other.classCode} in period ${period} on ${DAY_NAMES[day]}`;
    const before = saves().length;

    const { user } = renderApp(`${ROOT}/stutimetable?class=${CLASS}`);
    const where = `${DAY_NAMES[day]} period ${period}`;
    await screen.findByText(`${where} teacher`, {}, { timeout: 15_000 });
    await user.selectOptions(control(where, 'teacher'), taken);
    await user.click(screen.getByRole('button', { name: `Save the week of ${CLASS}`, hidden: true }));
    expect(await screen.findByText(message, {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(control(where, 'teacher')).toHaveAttribute('aria-invalid', 'true'));
    expect(control(where, 'teacher')).toHaveAccessibleDescription(message);
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(
      `The week of ${CLASS} was not saved: 1 period clashes (marked below).`,
    );
    expect(control(where, 'teacher')).toHaveValue(taken);
    expect(saves().length).toBe(before + 1);
    // The unsaved week is not dropped by choosing another class: that asks first, and Cancel keeps it.
    await user.selectOptions(
      within(screen.getByText('Class', { selector: 'label' }).parentElement!).getByLabelText('Class'),
      'VIII-B',
    );
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(control(where, 'teacher')).toHaveValue(taken);
    expect(
      (await weekOf(CLASS)).timetable!.slots.find((slot) => slot.day === day && slot.period === period)!.teacher,
    ).not.toBe(taken);
  });

  it('lists the seeded week by teacher and by class in the reports', async () => {
    await signInAs(COMPANY, 'staff');
    const [{ teachers, subjects }, week] = await Promise.all([requirements(), weekOf('IX-B')]);
    const monday1 = week.timetable!.slots.find((slot) => slot.day === 1 && slot.period === 1)!;
    const subjectName = subjects.find((one) => one.code === monday1.subject)!.name;
    const teacherName = teachers.find((one) => one.key === monday1.teacher)?.name;

    const { unmount } = renderApp(`${ROOT}/rep-timetableclasswise?p.classCode=IX-B`);
    const table = await screen.findByRole('table', { name: 'Class-wise timetable' }, { timeout: 15_000 });
    const monday = within(table).getByRole('cell', { name: 'Monday' }).closest('tr')!;
    expect(monday).toHaveTextContent(teacherName ? `${subjectName} (${teacherName})` : subjectName);
    expect(within(table).getAllByRole('cell', { name: /day$/ })).toHaveLength(6);
    unmount();

    const busiest = teacherLoadOf(
      [...week.others, { classCode: 'IX-B', slots: week.timetable!.slots }],
      teachers[0]!.key,
    );
    renderApp(`${ROOT}/rep-timetable?p.detail=${encodeURIComponent(teachers[0]!.name)}`);
    const byTeacher = await screen.findByRole('table', { name: 'Teacher-wise timetable' }, { timeout: 15_000 });
    expect(within(byTeacher).getByText(`Subtotal, ${teachers[0]!.name}`).closest('tr')).toHaveTextContent(
      String(busiest.periods),
    );
  });
});
