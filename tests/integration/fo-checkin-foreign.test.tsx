import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { cformsOf, hotelDate, staysOf } from '../../src/mocks/frontoffice/fo-store';
import { HOTEL, main, openScreen } from './fo-checkin-support';
import { setupDemoServer } from './support/demo-server';
import { warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
const saves = () => requests.filter((request) => request.url.endsWith('/api/FOCheckins/SetFOCheckin'));
const setDate = (label: string, value: string) =>
  fireEvent.change(main().getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('a foreign national’s check-in and C-Form', () => {
  it('wants the passport, visa and arrival in India beside each field, creates the C-Form, and the queue shows it with the hours left until marked submitted', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, router } = await openScreen('fo-checkin', 'Check-in');
    const room = await main().findByLabelText('Room', undefined, { timeout: 8000 });
    const roomNo = within(room).getAllByRole('option')[1]!.getAttribute('value')!;
    await user.selectOptions(room, roomNo);
    // The field keeps no more than a name takes (the rules refuse a longer one beside it, and so does the backend).
    expect(main().getByLabelText('Guest name')).toHaveAttribute('maxlength', '80');
    await user.type(main().getByLabelText('Guest name'), 'Isabella Rossi');
    await user.type(main().getByLabelText('Mobile'), '9001987654');
    await user.clear(main().getByLabelText('Nationality'));
    await user.type(main().getByLabelText('Nationality'), 'Italian');
    await user.selectOptions(main().getByLabelText('ID document'), 'PASSPORT');
    await user.type(main().getByLabelText('ID number'), 'YA4471230');
    await user.type(main().getByLabelText('Address'), 'Via dei Coronari 18');
    expect(main().getByRole('group', { name: /^Foreign national/ })).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: 'Check in' }));
    await waitFor(() =>
      expect(main().getByLabelText(/^Passport number/)).toHaveAccessibleDescription(
        'A foreign national needs the passport number.',
      ),
    );
    expect(main().getByLabelText(/^Visa number/)).toHaveAccessibleDescription(
      'A foreign national needs the visa number.',
    );
    expect(main().getByLabelText(/^Arrived in India on/)).toHaveAccessibleDescription(
      'A foreign national needs the date of arrival in India.',
    );
    expect(main().getByText('Passport number').parentElement).toHaveTextContent('(required for a foreign national)');
    expect(saves()).toHaveLength(0);
    expect(main().getByLabelText('Guest name')).toHaveValue('Isabella Rossi');

    const date = await hotelDate(HOTEL);
    await user.type(main().getByLabelText(/^Passport number/), 'YA4471230');
    setDate('Passport expiry', '2033-05-14');
    await user.type(main().getByLabelText(/^Visa number/), 'VE7712093');
    await user.type(main().getByLabelText(/^Visa type/), 'e-Visa');
    setDate('Visa expiry', format(addDays(parseISO(date), 60), 'yyyy-MM-dd'));
    setDate('Arrived in India on', format(addDays(parseISO(date), -2), 'yyyy-MM-dd'));
    await user.type(main().getByLabelText(/^Port of arrival in India/), 'Mumbai (CSM Airport)');
    await user.click(main().getByRole('button', { name: 'Check in' }));

    expect(
      await main().findByText(/^C-Form CFM\d{2}-\d{2}\/\d{4} is due by /, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(
      await main().findByRole('article', { name: /^Guest registration card CHK/ }, { timeout: 5000 }),
    ).toHaveTextContent('YA4471230');
    const stay = (await staysOf(HOTEL)).find((row) => row.guest.name === 'Isabella Rossi')!;
    expect(stay.guest).toMatchObject({
      nationality: 'Italian',
      passportNo: 'YA4471230',
      visaNo: 'VE7712093',
      arrivedFrom: 'Mumbai (CSM Airport)',
    });
    const cform = (await cformsOf(HOTEL)).find((row) => row.stayNo === stay.stayNo)!;
    expect(cform).toMatchObject({ status: 'DUE', guestName: 'Isabella Rossi', passportNo: 'YA4471230', room: roomNo });
    expect(cform.dueBy).toBe(format(addDays(parseISO(stay.arrival), 1), "yyyy-MM-dd'T'HH:mm"));

    // The queue: due with the hours left; printed; marked submitted with the portal's reference.
    await act(() => router.navigate('/applayout-sidebar-large/frontoffice/fo-cform-queue'));
    await screen.findByRole('heading', { name: 'C-Form queue', level: 1 });
    const due = await main().findByRole('table', { name: /^Due \(\d+\)/ }, { timeout: 8000 });
    const row = within(due).getByRole('row', { name: new RegExp(cform.cformNo.replace(/[/]/g, '\\/')) });
    expect(within(row).getByText(/^2[34] h left$/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Print ${cform.cformNo}` }));
    expect(await main().findByRole('article', { name: `C-Form ${cform.cformNo}` })).toHaveTextContent('Isabella Rossi');
    await waitFor(() => expect(print).toHaveBeenCalled());

    await user.click(within(row).getByRole('button', { name: `Mark ${cform.cformNo} submitted` }));
    const dialog = await screen.findByRole('dialog', { name: `C-Form ${cform.cformNo} submitted` });
    await user.type(within(dialog).getByLabelText('Portal reference'), 'FRRO-UDR-778812');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Mark submitted' }));
    expect(
      await main().findByText(`C-Form ${cform.cformNo} marked submitted.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const submitted = await main().findByRole('table', { name: /^Submitted \(\d+\)/ });
    expect(within(submitted).getByRole('row', { name: /FRRO-UDR-778812/ })).toHaveTextContent('Isabella Rossi');
    expect(requests.filter((request) => request.url.endsWith('/api/FOCForms/SetFOCFormSubmitted'))).toHaveLength(1);
    expect((await cformsOf(HOTEL)).find((row) => row.cformNo === cform.cformNo)).toMatchObject({
      status: 'SUBMITTED',
      submissionRef: 'FRRO-UDR-778812',
    });
  });
});
