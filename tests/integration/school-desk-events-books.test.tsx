import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { dataProvider } from '../../src/lib/api/data-provider';
import { FD_ROUTES } from '../../src/modules/school-office/domain/fd-routes';
import type { BookSaleRequirements } from '../../src/modules/school-office/domain/book-sale-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { bookSalesOf, meetingsOf, trainingsOf } from '../../src/mocks/school-office/fd-store';
import { server } from '../../src/mocks/node';
import { feeChargesOf } from '../../src/mocks/core/school/fee-store';
import { ledgerOfStudent } from '../../src/mocks/core/school/fee-ledger-source';
import { deskPeople } from '../../src/mocks/school-office/desk/desk-common';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
// The school's starting records (and the HR staff the desk names) are seeded on first read: outside each test's time.
beforeEach(async () => {
  await Promise.all([deskPeople(1004), meetingsOf(COMPANY), bookSalesOf(COMPANY)]);
}, 30_000);
const COMPANY = 1004;
const AT = '/applayout-sidebar-large/front-desk';
const today = serverToday();

describe('meetings and book sales (1004, the clerk)', () => {
  it('saves a meeting with a parent and a teacher, marking who attended', async () => {
    await signInAs(COMPANY, 'staff');
    const { router, user, unmount } = renderApp(`${AT}/fd-meet`);
    const seeded = await screen.findByRole(
      'table',
      { name: 'Meetings of the period, latest first' },
      { timeout: 8000 },
    );
    expect(within(seeded).getByText('Parent-teacher meeting, term 1 results')).toBeInTheDocument();
    await act(() => router.navigate(`${AT}/fd-meet?record=new`));
    await screen.findByRole('heading', { name: 'New meeting' });
    await user.click(screen.getByText('Save'));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Enter the subject'));
    expect(screen.getByLabelText('Parent, pupil or staff member')).toHaveAccessibleDescription(
      'Choose at least one attendee',
    );
    await user.type(screen.getByLabelText('Subject'), 'Annual day');
    const person = screen.getByLabelText('Parent, pupil or staff member');
    const parent = within(within(person).getByRole('group', { name: 'Parents' })).getAllByRole('option')[0]!;
    const teacher = within(within(person).getByRole('group', { name: 'Staff' })).getAllByRole('option')[0]!;
    const [parentName, teacherName] = [parent.textContent!, teacher.textContent!];
    await user.selectOptions(person, parent);
    await user.click(screen.getByText('Add attendee'));
    await user.selectOptions(screen.getByLabelText('Parent, pupil or staff member'), teacherName);
    await user.click(screen.getByText('Add attendee'));
    await user.click(screen.getByLabelText(`${parentName} attended`));
    await user.dblClick(screen.getByText('Save'));
    const toast = await screen.findByText(/^Meeting FMT\d{4}-\d{5} saved\.$/);
    const meetingNo = /FMT\d{4}-\d{5}/.exec(toast.textContent!)![0];
    const table = await screen.findByRole('table', { name: 'Meetings of the period, latest first' });
    expect(within(table).getByRole('rowheader', { name: meetingNo }).closest('tr')!).toHaveTextContent('(1 of 2)');
    unmount();
    const saved = (await meetingsOf(COMPANY)).filter((one) => one.subject === 'Annual day');
    expect(saved.map((one) => one.meetingNo)).toEqual([meetingNo]); // the double click saved once
    expect(saved[0]!.attendees.map(({ name, kind, attended }) => ({ name, kind, attended }))).toEqual([
      { name: parentName, kind: 'PARENT', attended: true },
      { name: teacherName, kind: 'STAFF', attended: false },
    ]);
  });

  it('saves a training: its rules and the server’s refusals beside the field, the input kept; leaving asks first', async () => {
    await signInAs(COMPANY, 'staff');
    const { user, unmount } = renderApp(`${AT}/fd-train?record=new`);
    await screen.findByRole('heading', { name: 'New training' }, { timeout: 8000 });
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-03-12' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-03-11' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The last day is before the first')).toBeInTheDocument();
    expect(screen.getByLabelText('Training')).toHaveAccessibleDescription('Enter what the training is about');
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription('The last day is before the first');
    expect(screen.getByLabelText('Parent, pupil or staff member')).toHaveAccessibleDescription(
      'Choose at least one attendee',
    );
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'New training' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Training'), 'First aid');
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-03-13' } });
    const person = screen.getByLabelText('Parent, pupil or staff member');
    const teacher = within(within(person).getByRole('group', { name: 'Staff' })).getAllByRole('option')[0]!;
    await user.selectOptions(person, teacher);
    await user.click(screen.getByText('Add attendee'));
    // A refusal naming a field is said beside it; one naming none, above the form.
    server.use(
      http.post(
        `*/${FD_ROUTES.saveTraining}`,
        () => HttpResponse.json({ result: 'First aid is on those days already', field: 'title' }),
        {
          once: true,
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Training')).toHaveAccessibleDescription('First aid is on those days already'),
    );
    server.use(
      http.post(`*/${FD_ROUTES.saveTraining}`, () => HttpResponse.json({ result: 'The trainer is away' }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The trainer is away');
    expect(screen.getByLabelText('Training')).toHaveValue('First aid');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByText(/^Training FTR\d{4}-\d{5} saved\.$/);
    await screen.findByRole('button', { name: 'New training' });
    unmount();
    const saved = (await trainingsOf(COMPANY)).filter((one) => one.title === 'First aid');
    expect(saved.map((one) => one.trainingNo)).toEqual([/FTR\d{4}-\d{5}/.exec(toast.textContent!)![0]]);
    expect(saved[0]).toMatchObject({ fromDate: '2026-03-12', toDate: '2026-03-13', venue: '' });
  });

  it('sells books and uniform to a pupil: the sale is a charge in the fee ledger, collected at fee collections', async () => {
    await signInAs(COMPANY, 'staff');
    const { pupils, items } = await dataProvider.report<BookSaleRequirements>(FD_ROUTES.bookSaleRequirements, {});
    const buyer = pupils.find((one) => one.className === 'VI')!;
    const books = items.find((one) => one.code === 'BK-VI')!;
    const { user, unmount } = renderApp(`${AT}/fd-books?record=new`);
    await screen.findByRole('heading', { name: 'New book and uniform sale' }, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('Pupil'), buyer.admissionNo);
    expect(
      within(screen.getByLabelText('Item, line 1')).queryByRole('option', { name: /class VII\b/ }),
    ).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Item, line 1'), books.code);
    await user.clear(screen.getByLabelText('Quantity, line 1'));
    await user.type(screen.getByLabelText('Quantity, line 1'), '2');
    const total = toPaise(books.rate) * 2;
    expect(screen.getByText(`Total: ${formatMoney(total)}`)).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Save and charge' }));
    const table = await screen.findByRole('table', { name: 'Book and uniform sales of the period, latest first' });
    const sales = (await act(() => bookSalesOf(COMPANY))).filter(
      (one) => one.admissionNo === buyer.admissionNo && one.date === today,
    );
    expect(sales).toHaveLength(1); // the double click sold once
    const sale = sales[0]!;
    expect(toPaise(sale.total)).toBe(total);
    const charge = (await act(() => feeChargesOf(COMPANY))).find((one) => one.id === sale.chargeId)!;
    expect(charge).toMatchObject({
      admissionNo: buyer.admissionNo,
      source: 'BOOKS',
      reference: sale.saleNo,
      status: 'OPEN',
    });
    expect(toPaise(charge.amount)).toBe(total);
    const ledger = await act(() => ledgerOfStudent(COMPANY, buyer.admissionNo, today));
    expect(ledger.rows.find((one) => one.dueId === `CHG|${sale.chargeId}`)).toMatchObject({
      source: 'BOOKS',
      due: total,
      balance: total,
    });

    const row = within(table).getByRole('rowheader', { name: sale.saleNo }).closest('tr')!;
    expect(within(row).getByRole('link', { name: `Collect now from ${buyer.name}` })).toHaveAttribute(
      'href',
      expect.stringContaining(`/front-desk/fd-feestra?record=new&student=${buyer.admissionNo}`),
    );
    // Cancelling (withdrawing the charge) is the administrator's.
    expect(within(row).queryByRole('button', { name: `Cancel ${sale.saleNo}` })).not.toBeInTheDocument();
    await screen.findByText(`Sale ${sale.saleNo} charged to ${buyer.name}’s fees.`);
    unmount();
    await signInAs(COMPANY, 'admin');
    await dataProvider.write(FD_ROUTES.cancelBookSale, { recordId: sale.saleNo, detail: 'Wrong class' });
    await waitFor(async () =>
      expect((await feeChargesOf(COMPANY)).find((one) => one.id === sale.chargeId)!.status).toBe('WITHDRAWN'),
    );
    expect(
      (await ledgerOfStudent(COMPANY, buyer.admissionNo, today)).rows.some(
        (one) => one.dueId === `CHG|${sale.chargeId}`,
      ),
    ).toBe(false);
  });
});
