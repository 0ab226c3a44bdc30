import { configure, screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { HRD_ROUTES as R } from '../../src/modules/hrd/domain/hrd-routes';
import type { ResumeAnswer, ResumeRow } from '../../src/modules/hrd/domain/recruit-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1002;
const AT = '/applayout-sidebar-large/hrd';

describe('recruitment screens (1002, the HR clerk)', () => {
  it('takes a resume into an interview and gives its result', async () => {
    await signInAs(COMPANY, 'staff');
    const { designations } = await dataProvider.report<ResumeAnswer>(R.resume, { recordId: 0 });
    const post = designations[designations.length - 1]!;

    // The resume.
    const first = renderApp(`${AT}/hrdresume?record=new`);
    let user = first.user;
    await screen.findByRole('heading', { name: 'New resume' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The schema checks as the save is tried; the problem shows once it has.
    await screen.findByText('Enter the candidate’s name');
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
    const saved = (await screen.findByRole('cell', { name: 'Ritu Varma' })).closest('tr')!;
    expect(saved).toHaveTextContent('Waiting for an interview');
    const resumeSeq = within(saved).getByRole('rowheader').textContent;
    first.unmount();
    const resumes = (await dataProvider.report<ResumeRow[]>(R.resumeList, {})).filter(
      (row) => row.nameOfCandidate === 'Ritu',
    );
    expect(resumes.map((row) => row.seq)).toEqual([resumeSeq]);
    const second = renderApp(`${AT}/hrdinterviews?record=new`);
    user = second.user;
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
  });
});
