import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { GENERIC_AREAS } from '../../src/menus/catalogue/generic-areas';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large';

/** Signs in to D-HOS (its sidebar is the default demo menu) and opens a catalogue page. */
async function open(path: string, title: string) {
  await signInAs(1013, 'admin');
  const rendered = renderApp(`${ROOT}/${path}`);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 });
  return rendered;
}

/** The body rows of a table (its header row left out). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the component catalogue', () => {
  it('opens every UI kit, forms, tables and icons route on a page of its own', async () => {
    const areas = Object.values(GENERIC_AREAS);
    expect(areas).toHaveLength(22);
    const { router } = await open(areas[0]!.path, areas[0]!.title);
    for (const area of areas) {
      await act(() => router.navigate(`${ROOT}/${area.path}`));
      await screen.findByRole('heading', { level: 1, name: area.title }, { timeout: 8000 });
      expect(screen.queryByText('This screen is not built yet.'), area.path).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Page not found' }), area.path).not.toBeInTheDocument();
    }
    // The data pages show their data, not only a heading.
    await act(() => router.navigate(`${ROOT}/uikits/cards-ecommerce`));
    expect(await screen.findByRole('article', { name: 'Boom Tower Speaker' }, { timeout: 8000 })).toHaveTextContent(
      '7,999.00',
    );
    await act(() => router.navigate(`${ROOT}/tables/list`));
    expect(await screen.findByText('200 people, 24 shown', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 60_000);

  it('marks every wrong field of the basic form beside it, focuses the first, and sends once corrected', async () => {
    const { user } = await open('forms/basic', 'Forms: basic');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const fullName = screen.getByLabelText('Full name');
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAccessibleDescription('Give your full name (at least 2 letters).');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. At least 8 characters, with letters and a digit.',
    );
    expect(screen.getByLabelText('Department')).toHaveAccessibleDescription('Choose a department.');
    expect(screen.getByLabelText('Age')).toHaveAttribute('aria-invalid', 'true');

    await user.type(fullName, 'Asha Verma');
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('Full name')).not.toHaveAccessibleDescription();
  });

  it('refuses Next on an empty wizard step with the error beside the field, keeps values on Back, and books from the summary', async () => {
    const { user } = await open('forms/wizard', 'Forms: wizard');
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByText(/Patient/)).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const fullName = screen.getByLabelText('Full name');
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAccessibleDescription("Give the patient's full name.");
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription(
      'Give a 10-digit mobile number starting with 6, 7, 8 or 9.',
    );
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Patient' })).toBeInTheDocument();

    await user.type(fullName, 'Asha Verma');
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1991-07-14' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Step 2 of 4: Visit' })).toHaveFocus());
    expect(within(steps).getByText(/Visit/)).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByText(/Patient/)).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Mobile')).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Step 2 of 4: Visit' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Department')).toHaveFocus());
    expect(screen.getByLabelText('Reason for the visit')).toHaveAccessibleDescription(
      'Say in a few words why (at least 10 characters).',
    );
    const visitDate = format(addDays(new Date(), 5), 'yyyy-MM-dd');
    await user.selectOptions(screen.getByLabelText('Department'), 'Cardiology');
    fireEvent.change(screen.getByLabelText('Visit date'), { target: { value: visitDate } });
    await user.type(screen.getByLabelText('Reason for the visit'), 'Chest pain after climbing stairs');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Step 3 of 4: Payment' });
    await user.click(screen.getByLabelText('Insurance'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Insurer')).toHaveFocus());
    expect(screen.getByLabelText('Insurer')).toHaveAccessibleDescription('Give the insurer.');
    await user.click(screen.getByLabelText('Cash'));
    expect(screen.queryByLabelText('Insurer')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('The patient agrees to be contacted about this visit'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Step 4 of 4: Summary' });
    const summary = screen.getByLabelText('Summary');
    expect(summary).toHaveTextContent('Asha Verma');
    expect(summary).toHaveTextContent('14-Jul-1991');
    expect(summary).toHaveTextContent('Cardiology');
    expect(summary).toHaveTextContent(format(addDays(new Date(), 5), 'dd-MMM-yyyy'));
    expect(summary).toHaveTextContent('Cash');
    await user.dblClick(screen.getByRole('button', { name: 'Book the appointment' }));
    const booked = await screen.findByRole('heading', { name: 'Appointment booked' });
    expect(booked.parentElement).toHaveTextContent(
      `Reference APT-${visitDate.replaceAll('-', '')}-3210 for Asha Verma, Cardiology`,
    );
    expect(within(steps).queryByText(/Summary/)).not.toHaveAttribute('aria-current');
  });

  it('sorts the bootstrap table by age both ways, pages it and searches it', async () => {
    const { user } = await open('tables/bootstrap-table', 'Tables: bootstrap table');
    const table = await screen.findByRole('table', { name: '200 people' }, { timeout: 8000 });
    expect(bodyRows(table)).toHaveLength(10);
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–10 of 200');
    expect(bodyRows(table)[0]).toHaveTextContent('Aditya Qureshi');

    const ageHeader = within(table).getByRole('columnheader', { name: 'Age' });
    expect(ageHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(ageHeader).getByRole('button', { name: 'Age' }));
    expect(ageHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(within(bodyRows(table)[0]!).getByRole('rowheader')).toHaveTextContent('Divya Banerjee');
    expect(within(bodyRows(table)[0]!).getAllByRole('cell')[1]).toHaveTextContent('19');
    await user.click(within(ageHeader).getByRole('button', { name: 'Age' }));
    expect(ageHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Rahul Mishra',
      'Lakshmi Singh',
      'Isha Rao',
      'Arjun Agarwal',
      'Nandini Kulkarni',
      'Farida Chatterjee',
      'Deepa Kulkarni',
      'Tara Mehra',
      'Nikhil Kulkarni',
      'Isha Verma',
    ]);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('table-range')).toHaveTextContent('11–20 of 200');
    expect(within(bodyRows(table)[0]!).getByRole('rowheader')).toHaveTextContent('Sanjay Chatterjee');
    expect(screen.getByLabelText('Page 2')).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('table-range')).toHaveTextContent('21–30 of 200');

    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–25 of 200');
    expect(bodyRows(table)).toHaveLength(25);

    await user.type(screen.getByLabelText('Search'), 'verma');
    expect(screen.getByRole('table', { name: '4 of 200 people match "verma"' })).toBeInTheDocument();
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–4 of 4');
    // Still sorted by age, oldest first.
    expect(within(bodyRows(table)[0]!).getByRole('rowheader')).toHaveTextContent('Isha Verma');
  });

  it('narrows the icons by a search and copies an icon name', async () => {
    const { user } = await open('icons/iconsmind', 'Icons');
    const { icons } = await import('lucide-react');
    const total = Object.keys(icons).length.toLocaleString('en-IN');
    expect(await screen.findByTestId('icon-count', {}, { timeout: 8000 })).toHaveTextContent(`${total} icons`);
    expect(within(screen.getByRole('list', { name: 'Icons' })).getAllByRole('listitem')).toHaveLength(120);

    await user.type(screen.getByLabelText('Search the icons'), 'indian rupee');
    expect(screen.getByTestId('icon-count')).toHaveTextContent(`3 of ${total} icons match`);
    const shown = within(screen.getByRole('list', { name: 'Icons' })).getAllByRole('listitem');
    expect(shown.map((item) => within(item).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Copy name BadgeIndianRupee',
      'Copy name IndianRupee',
      'Copy name ReceiptIndianRupee',
    ]);
    expect(shown.map((item) => item.querySelector('code')?.textContent)).toEqual([
      'BadgeIndianRupee',
      'IndianRupee',
      'ReceiptIndianRupee',
    ]);

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy name IndianRupee' }));
    expect(writeText).toHaveBeenCalledWith('IndianRupee');
    expect(await screen.findByText('Copied IndianRupee.')).toHaveAttribute('aria-live', 'polite');
  });

  it('formats a PAN, a mobile number and a GSTIN as they are typed', async () => {
    const { user } = await open('forms/input-mask', 'Forms: input mask');
    const pan = screen.getByLabelText('PAN');
    await user.type(pan, 'abcde1234f');
    expect(pan).toHaveValue('ABCDE1234F');
    await user.tab();
    expect(pan).not.toHaveAttribute('aria-invalid', 'true');
    const values = screen.getByRole('table', { name: 'Masked values' });
    expect(within(values).getByRole('row', { name: /PAN/ })).toHaveTextContent('ABCDE1234FValid');

    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '9876543210');
    expect(mobile).toHaveValue('98765 43210');

    const gstin = screen.getByLabelText('GSTIN');
    await user.type(gstin, '27aapfu0939f1za');
    expect(gstin).toHaveValue('27AAPFU0939F1ZA');
    await user.tab();
    expect(gstin).toHaveAccessibleDescription(/The last character does not match/);

    await user.type(screen.getByLabelText('PAN'), '{Backspace}{Backspace}');
    await user.tab();
    expect(screen.getByLabelText('PAN')).toHaveValue('ABCDE123');
    expect(screen.getByLabelText('PAN')).toHaveAccessibleDescription(/Enter all of it, like ABCDE1234F\./);
  });
});
