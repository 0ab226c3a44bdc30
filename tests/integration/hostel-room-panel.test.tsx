import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { serverToday } from '../../src/mocks/core/server-dates';
import { type AllocationRequirements } from '../../src/modules/hostels/domain/allocation-types';
import { HOSTEL_ENDPOINTS as API } from '../../src/modules/hostels/domain/hostel-endpoints';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// What appears after a save or a refetch may take seconds on a loaded machine: wait as long for it (a missing one still
// fails).
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1004;
const today = serverToday();
const SCREEN = '/applayout-sidebar-large/hostels/hostel-room-panel';
// One hostel's beds (fewer tiles to search through).
const VBH = `${SCREEN}?hostel=VBH`;
const bed = (name: string | RegExp) => screen.findByRole('button', { name }, { timeout: 8000 });
const saves = () => requests.filter((request) => request.url.endsWith(`/${API.saveAllocation}`));

/** A boy and a girl of the school who hold no bed. */
async function studentsWithoutBeds() {
  const { students } = await dataProvider.report<AllocationRequirements>(API.allocationRequirements, {});
  const free = students.filter((student) => student.bedId === '');
  return {
    boy: free.find((student) => student.gender === 'M')!,
    girl: free.find((student) => student.gender === 'F')!,
  };
}

describe('hostel room panel (1004)', () => {
  it('shows each hostel’s occupancy and its rooms’ beds as tiles, filtered by hostel and state', async () => {
    await signInAs(COMPANY, 'admin');
    const { user } = renderApp(SCREEN);
    await screen.findByRole('heading', { name: 'Hostel room panel' }, { timeout: 8000 });
    const occupancy = screen.getByRole('table', { name: /Occupancy today/ });
    const vbh = within(occupancy).getByRole('rowheader', { name: 'Vivekananda Boys Hostel' }).closest('tr')!;
    // VBH: two twins full (4 of 19 beds), none out of service.
    expect([...vbh.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['19', '4', '15', '0', '21.1 %']);
    expect(await bed(/^Bed B1 of room VBH-101, occupied by /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bed B1 of room VBH-103, vacant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Bed B1 of room SGH-203, out of service \(.+\)$/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Hostel'), 'SGH');
    expect(screen.queryByRole('heading', { name: /Vivekananda Boys Hostel/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Beds'), 'OUT_OF_SERVICE');
    expect(
      screen.getAllByRole('button', { name: /^Bed B\d of room SGH-\d+/ }).map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^Bed B1 of room SGH-203, out of service \(.+\)$/)]);
  });

  it('allocates a student once, refusing a girl in the boys’ hostel with the input kept', async () => {
    await signInAs(COMPANY, 'admin');
    const { boy, girl } = await studentsWithoutBeds();
    const { user } = renderApp(VBH);
    await user.click(await bed('Bed B1 of room VBH-103, vacant'));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate Bed B1 of room VBH-103' });
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await within(dialog).findByText('Choose the student')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Student'), girl.admissionNo);
    await user.selectOptions(within(dialog).getByLabelText('Package'), 'PKG-JR');
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Vivekananda Boys Hostel is for boys; ${girl.name} is not a boy.`,
    );
    expect(within(dialog).getByLabelText('Student')).toHaveValue(girl.admissionNo);
    expect(within(dialog).getByLabelText('Package')).toHaveValue('PKG-JR');
    await user.selectOptions(within(dialog).getByLabelText('Student'), boy.admissionNo);
    const before = saves().length;
    await user.dblClick(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await bed(`Bed B1 of room VBH-103, occupied by ${boy.name}`)).toBeInTheDocument();
    expect(saves().length - before).toBe(1);
    const vbh = screen.getByRole('rowheader', { name: 'Vivekananda Boys Hostel' }).closest('tr')!;
    expect(vbh.querySelectorAll('td')[1]!.textContent).toBe('5');
  });

  it('allocates a guest, transfers them keeping the history, refuses a date before the stay, and vacates', async () => {
    await signInAs(COMPANY, 'admin');
    const { user } = renderApp(VBH);
    await user.click(await bed('Bed B1 of room VBH-103, vacant'));
    let dialog = await screen.findByRole('dialog', { name: 'Allocate Bed B1 of room VBH-103' });
    await user.click(within(dialog).getByLabelText('A guest'));
    await user.type(within(dialog).getByLabelText("Guest's name"), 'Mr. Vinod Raut');
    await user.type(within(dialog).getByLabelText("Guest's mobile"), '98220');
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await within(dialog).findByText('Give a 10-digit mobile number, e.g. 9822037164')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Guest's mobile"), '41234');
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    // The plan may show the guest a moment before the dialog closes: a person waits for it to go.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await bed('Bed B1 of room VBH-103, occupied by Mr. Vinod Raut'));
    dialog = await screen.findByRole('dialog', { name: 'Bed B1 of room VBH-103' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer to another bed' }));
    await user.selectOptions(within(dialog).getByLabelText('Move to bed'), 'VBH-103/B2');
    const date = within(dialog).getByLabelText('Transfer date');
    // Billing charges a begun month whole: the form says that a billed month is not changed by the move.
    expect(date).toHaveAccessibleDescription(
      /^A month already on a bill stays as billed: .*cancel that bill under Monthly billing and bill the month again\.$/,
    );
    fireEvent.change(date, { target: { value: '2026-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^The transfer date cannot be before Mr\. Vinod Raut took bed B1 of room VBH-103/,
    );
    expect(within(dialog).getByLabelText('Move to bed')).toHaveValue('VBH-103/B2');
    fireEvent.change(date, { target: { value: today } });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await bed('Bed B2 of room VBH-103, occupied by Mr. Vinod Raut')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bed B1 of room VBH-103, vacant' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bed B2 of room VBH-103, occupied by Mr. Vinod Raut' }));
    dialog = await screen.findByRole('dialog', { name: 'Bed B2 of room VBH-103' });
    const history = await within(dialog).findByRole('table', { name: 'Bed history' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')!.textContent),
    ).toEqual(['VBH-103/B1', 'VBH-103/B2']);
    await user.click(within(dialog).getByRole('button', { name: 'Vacate' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Vacate date')).toHaveAccessibleDescription(
        /rent is charged up to the day before\. A month already on a bill stays as billed: /,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Vacate bed' }));
    expect(await bed('Bed B2 of room VBH-103, vacant')).toBeInTheDocument();
  });

  it('puts a vacant bed out of service with a reason and back; a user without the rights cannot open the panel', async () => {
    await signInAs(COMPANY, 'admin');
    const { user, unmount } = renderApp(VBH);
    await user.click(await bed('Bed B3 of room VBH-103, vacant'));
    let dialog = await screen.findByRole('dialog', { name: 'Allocate Bed B3 of room VBH-103' });
    await user.click(within(dialog).getByRole('button', { name: 'Put out of service' }));
    dialog = await screen.findByRole('dialog', { name: 'Bed B3 of room VBH-103' });
    await user.type(within(dialog).getByLabelText('Reason it is out of service'), 'Broken cot');
    await user.click(within(dialog).getByRole('button', { name: 'Put out of service' }));
    // The panel reads the bed afresh before the dialog closes: a click on the bed in between was undone by the close.
    const closing = dialog;
    await waitFor(() => expect(closing).not.toBeInTheDocument());
    await user.click(await bed('Bed B3 of room VBH-103, out of service (Broken cot)'));
    dialog = await screen.findByRole('dialog', { name: 'Bed B3 of room VBH-103' });
    expect(within(dialog).getByText('Out of service: Broken cot.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Put back in service' }));
    expect(await bed('Bed B3 of room VBH-103, vacant')).toBeInTheDocument();
    unmount();

    await signInAs(COMPANY, 'staff');
    renderApp(SCREEN);
    expect(
      await screen.findByText('You are not permitted to open this screen.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
