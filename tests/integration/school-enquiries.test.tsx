import { configure, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { FD_ROUTES } from '../../src/modules/school-office/domain/fd-routes';
import { serverToday } from '../../src/mocks/core/server-dates';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const ROOT = '/applayout-sidebar-large/front-desk';
const today = serverToday();
const shift = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const setDate = (label: HTMLElement, value: string) => fireEvent.change(label, { target: { value } });
/** Types into a field as a paste (one input event): the long texts of these forms, without a keystroke each. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('school enquiries (1004, the school clerk)', () => {
  it('takes an enquiry, refuses a past follow-up date beside the field, follows up and converts it: the pupil joins the students master', async () => {
    await signInAs(1004, 'staff');
    const app = renderApp(`${ROOT}/fd-calls?record=new`);
    const { user } = app;
    await screen.findByRole('heading', { name: 'New enquiry' });
    await fill(user, screen.getByLabelText('Parent’s name'), 'Farida Testwala');
    await fill(user, screen.getByLabelText('Mobile'), '9822099001');
    await fill(user, screen.getByLabelText('Child’s name'), 'Zoya Testwala');
    await user.selectOptions(screen.getByLabelText('Class sought'), 'IV');
    await user.selectOptions(screen.getByLabelText('Source'), 'WALK_IN');
    const followUp = screen.getByLabelText('Follow-up date');
    setDate(followUp, shift(-1));
    await user.click(screen.getByRole('button', { name: 'Save enquiry' }));
    await waitFor(() => expect(followUp).toHaveAccessibleDescription('The follow-up date cannot be in the past.'));
    expect(followUp).toHaveClass('is-invalid');
    setDate(followUp, shift(1));
    await user.click(screen.getByRole('button', { name: 'Save enquiry' }));
    const heading = await screen.findByRole('heading', { name: /^Enquiry ENQ\d{4}-\d{5} of .*: Open$/ });
    const enquiryNo = /ENQ\d{4}-\d{5}/.exec(heading.textContent ?? '')![0];

    await fill(user, screen.getByLabelText('What was discussed'), 'Fee structure explained; campus visit on Saturday.');
    setDate(screen.getByLabelText('Next follow-up date'), shift(3));
    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    const lines = await screen.findByRole('table', { name: 'Follow-ups (1)' });
    expect(within(lines).getByText('Fee structure explained; campus visit on Saturday.')).toBeInTheDocument();
    await screen.findByRole('heading', { name: /: Following up$/ });

    await user.click(screen.getByRole('button', { name: 'Convert to admission' }));
    const dialog = await screen.findByRole('dialog', { name: `Convert ${enquiryNo} to admission` });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Zoya Testwala');
    expect(within(dialog).getByLabelText('Class')).toHaveValue('IV');
    expect(within(dialog).getByLabelText('Parent mobile')).toHaveValue('9822099001');
    await user.click(within(dialog).getByRole('button', { name: 'Admit the pupil' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Gender')).toHaveAccessibleDescription('Give the gender.'),
    );
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'F');
    setDate(within(dialog).getByLabelText('Date of birth'), '2017-03-14');
    await user.click(within(dialog).getByRole('button', { name: 'Admit the pupil' }));
    await screen.findByRole('heading', { name: /: Converted$/ });
    const admissionNo = `ADM-${today.slice(0, 4)}-0141`;
    expect(screen.getByText(admissionNo)).toBeInTheDocument();
    app.unmount();

    const master = renderApp(`${ROOT}/fd-students`);
    await master.user.type(await screen.findByLabelText('Search'), 'Zoya');
    expect(await screen.findByText(admissionNo)).toBeInTheDocument();
    expect(screen.getByText('Zoya Testwala')).toBeInTheDocument();
  });

  it('the backend refuses a past follow-up date and any change to a converted enquiry', async () => {
    await signInAs(1004, 'staff');
    const header = {
      parentName: 'Ravi Test',
      childName: 'Kiran Test',
      phone: '9822099002',
      email: '',
      classSought: 'II',
      source: 'PHONE',
      followUpDate: shift(-2),
      remarks: '',
    };
    await expect(dataProvider.write(FD_ROUTES.saveCall, { header, lines: [], traCheck: 1 })).rejects.toThrow(
      'The follow-up date cannot be in the past.',
    );
    const calls = await dataProvider.report<Array<{ enquiryNo: string; status: string }>>(FD_ROUTES.calls, {});
    const converted = calls.find((one) => one.status === 'CONVERTED')!;
    await expect(
      dataProvider.write(FD_ROUTES.saveCallFollowUp, {
        header: { enquiryNo: converted.enquiryNo, note: 'Again', nextDate: '' },
        traCheck: 1,
      }),
    ).rejects.toThrow(`Enquiry ${converted.enquiryNo} is already converted: it cannot be followed up.`);
  });

  it('lists the due follow-ups in the pending calls report', async () => {
    await signInAs(1004, 'staff');
    renderApp(`${ROOT}/fd-rep-callspending`);
    const table = await screen.findByRole('table', { name: /Pending calls/ });
    // The seed's enquiries due today or overdue (and nothing not due, nor closed).
    for (const parent of ['Sunita Bawankar', 'Kirti Nimje', 'Abhay Dongre', 'Prashant Kawale'])
      expect(within(table).getByText(parent)).toBeInTheDocument();
    for (const parent of ['Mangesh Wadaskar', 'Vandana Gedam', 'Meena Lanjewar'])
      expect(within(table).queryByText(parent)).not.toBeInTheDocument();
  });
});

describe('the shared enquiry entry (1011, the shares staff)', () => {
  it('opens /front-desk/entry and asks what they are interested in, not a class', async () => {
    await signInAs(1011, 'staff');
    const { user, unmount } = renderApp(`${ROOT}/entry`);
    await screen.findByRole('heading', { name: 'Enquiry entry' });
    await user.click(screen.getByRole('button', { name: 'New enquiry' }));
    await screen.findByRole('heading', { name: 'New enquiry' });
    expect(screen.getByLabelText('Interested in')).toBeInTheDocument();
    expect(screen.queryByLabelText('Class sought')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Child’s name')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText('Name'), 'Harshad Investor');
    await fill(user, screen.getByLabelText('Mobile'), '9822099003');
    await user.selectOptions(screen.getByLabelText('Interested in'), 'Mutual funds');
    await user.selectOptions(screen.getByLabelText('Source'), 'PHONE');
    await user.click(screen.getByRole('button', { name: 'Save enquiry' }));
    await screen.findByRole('heading', { name: /^Enquiry ENQ\d{4}-00001 of .*: Open$/ });
    expect(screen.getByRole('button', { name: 'Mark converted' })).toBeInTheDocument();
    unmount();
    // The same staff hold the shared enquiries report (7/2/52).
    renderApp(`${ROOT}/rep1`);
    const report = await screen.findByRole('table', { name: /Enquiries report/ });
    expect(within(report).getByText('Harshad Investor')).toBeInTheDocument();
    expect(within(report).getByText('Mutual funds')).toBeInTheDocument();
  });
});
