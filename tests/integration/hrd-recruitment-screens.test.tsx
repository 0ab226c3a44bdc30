import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { HRD_ROUTES as R } from '../../src/modules/hrd/domain/hrd-routes';
import type { ResumeAnswer, ResumeRow } from '../../src/modules/hrd/domain/recruit-types';
import { EMPLOYEES } from '../../src/modules/hrd/resources/employees';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1002;
const AT = '/applayout-sidebar-large/hrd';

describe('recruitment screens (1002, the HR clerk)', () => {
  it('takes a resume through an interview, its result, the appointment and its letter, to the joining that makes the employee', async () => {
    await signInAs(COMPANY, 'staff');
    const { designations } = await dataProvider.report<ResumeAnswer>(R.resume, { recordId: 0 });
    const post = designations[designations.length - 1]!;

    // The resume.
    const { user, router } = renderApp(`${AT}/hrdresume?record=new`);
    const go = (path: string) => act(() => router.navigate(`${AT}/${path}`));
    await screen.findByRole('heading', { name: 'New resume' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the candidate’s name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Candidate’s name'), 'Ritu');
    await user.type(screen.getByLabelText('Surname'), 'Varma');
    await user.selectOptions(screen.getByLabelText('Post applied for'), String(post.recordId));
    await user.type(screen.getByLabelText('Expected monthly salary'), '21000');
    await user.type(screen.getByLabelText('Date of birth'), '1999-04-02');
    await user.selectOptions(screen.getByLabelText('Gender'), '2');
    await user.type(screen.getByLabelText('Mobile'), '9895011122');
    await user.click(screen.getByRole('button', { name: 'Add a qualification' }));
    await user.type(screen.getByRole('textbox', { name: 'Qualification 1' }), 'B.A. Economics');
    await user.type(screen.getAllByLabelText('From year')[0]!, '2017');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Resume RES\d{4}-\d{5} saved\.$/);
    await screen.findByRole('heading', { name: 'Resume bank' });
    const resumes = (await dataProvider.report<ResumeRow[]>(R.resumeList, {})).filter((row) => row.nameOfCandidate === 'Ritu');
    expect(resumes).toHaveLength(1);
    expect(await screen.findByRole('rowheader', { name: resumes[0]!.seq })).toBeInTheDocument();

    // The interview, then its result.
    await go('hrdinterviews?record=new');
    await screen.findByRole('heading', { name: 'New interview' }, { timeout: 8000 });
    await user.type(screen.getByLabelText('Venue'), 'Board room');
    await user.selectOptions(screen.getByLabelText('Post'), String(post.recordId));
    const panel = within(screen.getByRole('group', { name: 'Panel' }));
    await user.click(panel.getAllByRole('checkbox')[0]!);
    await user.click(await screen.findByLabelText(/^Ritu Varma/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Interview saved.');
    const row = (await screen.findByRole('cell', { name: 'Board room' })).closest('tr')!;
    const seq = within(row).getByRole('rowheader').textContent!;
    await user.click(within(row).getByRole('button', { name: `Open ${seq}` }));
    await screen.findByRole('heading', { name: `Interview ${seq}` });
    await user.selectOptions(screen.getByLabelText('Result of Ritu Varma'), '1');
    await user.type(screen.getByLabelText('Panel’s comments on Ritu Varma'), 'Clear and confident');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(`Interview ${seq} saved.`);
    await screen.findByRole('heading', { name: 'Interviews' });

    // The appointment and its letter.
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await go('appointments');
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
    await go('joinings');
    await user.click(await screen.findByRole('button', { name: 'Confirm joining of Ritu Varma' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Joining of Ritu Varma' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByText(/^Ritu Varma joined as employee /);
    const empno = /employee (\S+)\.$/.exec(done.textContent!)![1]!;
    const employees = await dataProvider.list<Record<string, unknown>>(EMPLOYEES.endpoints.list);
    expect(employees.filter((one) => Object.values(one).includes(empno))).toHaveLength(1);
  }, 60_000);
});
