import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { serverToday } from '../../src/mocks/core/server-dates';
import { leadSummary } from '../../src/mocks/crm/lead-seam';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const ROOT = '/applayout-sidebar-large/crm';
const today = serverToday();
const shift = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('CRM leads (1009, the sales executive)', () => {
  it("records a web enquiry and converts it to a lead; a second with a lead's phone is refused naming the match", async () => {
    await signInAs(1009, 'staff');
    const { user } = renderApp(`${ROOT}/crm-contact-submissions`);
    await user.click(await screen.findByRole('button', { name: 'Record a web enquiry' }));
    const form = screen.getByRole('heading', { name: 'Record a web enquiry' }).closest('section')!;
    const inForm = within(form as HTMLElement);
    await fill(user, inForm.getByLabelText('First name'), 'Nidhi');
    await fill(user, inForm.getByLabelText('Last name'), 'Testwal');
    await fill(user, inForm.getByLabelText('Company'), 'Testwal Agro Foods');
    await fill(user, inForm.getByLabelText('Phone'), '9829099001');
    await fill(user, inForm.getByLabelText('Message'), 'Quote for a 30 kW rooftop plant on our factory.');
    await user.click(inForm.getByRole('button', { name: 'Save web enquiry' }));
    const row = (await screen.findByRole('cell', { name: 'Testwal Agro Foods' })).closest('tr')!;
    const number = within(row).getByRole('rowheader').textContent!;
    // Newest first, as the caption says: the one just recorded heads the list.
    const table = screen.getByRole('table', { name: /^Web enquiries, newest first/ });
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(number);
    await user.click(within(row).getByRole('button', { name: `Convert ${number} to a lead` }));
    const link = await within(row).findByRole('link', { name: /^Lead \d+$/ });
    const leadId = Number(/\d+/.exec(link.textContent!)![0]);
    expect(await leadSummary(1009, leadId)).toMatchObject({
      type_lead_cus: 'Lead',
      company: 'Testwal Agro Foods',
      lead_stage: 'New',
      party_id: null,
    });

    // A second enquiry with a seeded lead's phone: the duplicate rule refuses it, naming the lead.
    await user.click(screen.getByRole('button', { name: 'Record a web enquiry' }));
    const again = within(
      screen.getByRole('heading', { name: 'Record a web enquiry' }).closest('section') as HTMLElement,
    );
    await fill(user, again.getByLabelText('First name'), 'Someone');
    await fill(user, again.getByLabelText('Phone'), '9829011201');
    await fill(user, again.getByLabelText('Message'), 'Solar for my society.');
    await user.click(again.getByRole('button', { name: 'Save web enquiry' }));
    const second = (await screen.findByRole('cell', { name: 'Solar for my society.' })).closest('tr')!;
    const secondNo = within(second).getByRole('rowheader').textContent!;
    await user.click(within(second).getByRole('button', { name: `Convert ${secondNo} to a lead` }));
    expect(await within(second).findByRole('alert')).toHaveTextContent(
      /^The phone number 9829011201 is already on lead \d+ \(Ramesh Agarwal, Surya Heights Residents Welfare Society\)\.$/,
    );
  });

  it('follows up a lead (a past next date refused beside the field) and moves it on the board by keyboard, announced and saved', async () => {
    let leadId = 0;
    for (let id = 1; id <= 60 && !leadId; id += 1)
      if ((await leadSummary(1009, id))?.company === 'Hotel Amer Palace') leadId = id;
    await signInAs(1009, 'staff');
    // The lead: a follow-up in the past is refused beside the field, then one for tomorrow is added.
    const { user } = renderApp(`${ROOT}/crm-leads?record=${leadId}`);
    await screen.findByRole('heading', { name: new RegExp(`^Lead ${leadId}: Kavita Rathore, Hotel Amer Palace`) });
    // How a follow-up was made is chosen among the contract's call types.
    expect(requests.some((request) => request.url.endsWith('/api/CallLogs/GetAllCrmCallTypes'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Quote' })).toHaveAttribute(
      'href',
      expect.stringContaining(`crm-quotations?lead=${leadId}`),
    );
    await user.selectOptions(screen.getByLabelText('How they were reached'), '1');
    await fill(user, screen.getByLabelText('What was discussed'), 'Roof survey fixed for Friday.');
    const next = screen.getByLabelText('Next follow-up date');
    fireEvent.change(next, { target: { value: shift(-1) } });
    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    await waitFor(() => expect(next).toHaveAccessibleDescription('The next follow-up cannot be in the past.'));
    fireEvent.change(next, { target: { value: shift(1) } });
    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    const calls = await screen.findByRole('table', { name: 'Follow-ups, latest first' });
    expect(within(calls).getByText('Roof survey fixed for Friday.')).toBeInTheDocument();

    // The board: focus the card, → moves it to Contacted, announced and saved.
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    const card = await screen.findByRole('button', { name: /^Kavita Rathore, Hotel Amer Palace, [^,]+, New$/ });
    card.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kavita Rathore moved to Contacted.'));
    expect(screen.getByRole('button', { name: /^Kavita Rathore, Hotel Amer Palace, [^,]+, Contacted$/ })).toHaveFocus();
    await waitFor(async () => expect((await leadSummary(1009, leadId))?.lead_stage).toBe('Contacted'));

    // Assigning owners (updateassignleadowners): tick the lead, choose the employee.
    await user.click(screen.getByRole('checkbox', { name: `Choose lead ${leadId}` }));
    const assignTo = await screen.findByLabelText('Assign 1 chosen to');
    const owner = within(assignTo).getAllByRole('option').at(-1)!.getAttribute('value')!;
    await user.selectOptions(assignTo, owner);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByLabelText('Assign 1 chosen to')).toBeNull());
    expect((await leadSummary(1009, leadId))?.lead_owner).toBe(owner);
  });

  it('opens every lead-world screen with no leads (1010, a restaurant) and the pipeline of 1009', async () => {
    await signInAs(1010, 'admin');
    const { unmount } = renderApp(`${ROOT}/crm-leads`);
    expect(await screen.findByText(/No lead yet/)).toBeInTheDocument();
    unmount();
    for (const [path, heading] of [
      ['crm-contact-submissions', 'Contact submissions'],
      ['crm-customers', 'Customers'],
      ['crm-contacts', 'Contacts'],
      ['crm-rep-pipeline', 'Lead pipeline'],
    ] as const) {
      const app = renderApp(`${ROOT}/${path}`);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      app.unmount();
    }
    await signInAs(1009, 'admin');
    const report = renderApp(`${ROOT}/crm-rep-pipeline`);
    const table = await screen.findByRole('table', { name: /Leads by stage and source/ });
    const won = within(table).getByRole('row', { name: /^Won/ });
    expect(within(won).getAllByRole('cell').at(-1)).not.toHaveTextContent(/^0$/);
    report.unmount();

    // The search box narrows the leads to those whose name, company, phone or e-mail holds what is typed.
    const list = renderApp(`${ROOT}/crm-leads`);
    const all = await screen.findByRole('table', { name: /^Leads \(\d+\)$/ });
    const total = within(all).getAllByRole('row').length;
    await list.user.type(screen.getByRole('searchbox', { name: 'Find a lead' }), 'vaishali nagar');
    const found = await screen.findByRole('table', { name: 'Leads (1)' });
    expect(within(found).getByText(/Vaishali Nagar Petrol Pump/)).toBeInTheDocument();
    expect(total).toBeGreaterThan(2);
    list.unmount();

    // D1: converting the won lead makes it a customer linked to a party (pos.customers) for the documents.
    let leadId = 0;
    for (let id = 1; id <= 60 && !leadId; id += 1)
      if ((await leadSummary(1009, id))?.company === 'Vaishali Nagar Petrol Pump') leadId = id;
    const { user } = renderApp(`${ROOT}/crm-leads?record=${leadId}`);
    await user.click(await screen.findByRole('button', { name: 'Convert to customer' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Convert to customer' })).getByRole('button', {
        name: 'Convert',
      }),
    );
    await screen.findByRole('heading', { name: new RegExp(`^Customer ${leadId}: Harish Meena`) });
    expect(await leadSummary(1009, leadId)).toMatchObject({
      type_lead_cus: 'Cus',
      party_id: expect.stringMatching(/^SC-\d{4}$/),
    });
  });
});
