import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { HRD_ROUTES as R } from '../../src/modules/hrd/domain/hrd-routes';
import type { InterviewAnswer, ResumeAnswer } from '../../src/modules/hrd/domain/recruit-types';
import { EMPLOYEES } from '../../src/modules/hrd/resources/employees';
import { serverToday } from '../../src/mocks/core/server-dates';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1003;
const AT = '/applayout-sidebar-large/hrd';

/** A candidate who passed an interview held today (through the routes): the interview's number and the post. */
async function passedCandidate() {
  const { designations } = await dataProvider.report<ResumeAnswer>(R.resume, { recordId: 0 });
  const post = designations[designations.length - 1]!;
  const today = serverToday();
  const header = {
    nameOfCandidate: 'Ritu',
    surName: 'Varma',
    fatherName: '',
    appDate: today,
    dob: '1999-04-02',
    gender: 2,
    expectedSalary: 21000,
    city: 'Pune',
    mobile: '9895011122',
    email: '',
    designation: post.recordId,
  };
  const resumeId = Number(
    (await dataProvider.write(R.setResume, { header, curriculum: [], experience: [], traCheck: 1 })).recordId,
  );
  const { employees } = await dataProvider.report<InterviewAnswer>(R.interview, { recordId: 0 });
  const interview = {
    header: { interviewDate: today, venue: 'Board room', descriptio: '', designation: post.recordId },
    panel: [{ empno: employees.find((one) => one.inService)!.recordid }],
  };
  const saved = await dataProvider.write(R.setInterview, {
    ...interview,
    candidates: [{ resumeId, result: 0, interviewerComments: '' }],
    traCheck: 1,
  });
  await dataProvider.write(R.setInterview, {
    ...interview,
    header: { ...interview.header, recordId: saved.recordId },
    candidates: [{ resumeId, result: 1, interviewerComments: 'Good' }],
    traCheck: 2,
  });
  return { seq: String(saved.seq), post };
}

describe('appointments and joinings screens (1003, the HR clerk)', () => {
  it('appoints a candidate who passed, prints the letter, and the joining makes the employee', async () => {
    await signInAs(COMPANY, 'staff');
    const { seq, post } = await passedCandidate();
    const { user, router, unmount } = renderApp(`${AT}/appointments`);
    // The appointment and its letter.
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await screen.findByRole('heading', { name: new RegExp(`^Interview ${seq}`) }, { timeout: 8000 });
    const pay = screen.getByLabelText('Monthly pay offered to Ritu Varma');
    await user.clear(pay);
    await user.type(pay, '23000');
    await user.click(screen.getByRole('button', { name: `Record appointments of ${seq}` }));
    await screen.findByText(`Appointments of interview ${seq} recorded.`);
    await user.click(await screen.findByRole('button', { name: 'Print letter for Ritu' }));
    const letter = await screen.findByRole('article', { name: 'Letter of appointment' });
    expect(letter).toHaveTextContent(post.designation);
    expect(letter).toHaveTextContent('23,000.00');
    await waitFor(() => expect(print).toHaveBeenCalled());
    print.mockRestore();

    // The joining.
    await act(() => router.navigate(`${AT}/joinings`));
    await user.click(await screen.findByRole('button', { name: 'Confirm joining of Ritu Varma' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Joining of Ritu Varma' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByText(/^Ritu Varma joined as employee /);
    const empno = /employee (\S+)\.$/.exec(done.textContent!)![1]!;
    unmount();
    const employees = await dataProvider.list<Record<string, unknown>>(EMPLOYEES.endpoints.list);
    expect(employees.filter((one) => Object.values(one).includes(empno))).toHaveLength(1);
  });
});
