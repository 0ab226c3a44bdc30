import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../../src/app/query-client';
import { useMessageDialogs } from '../../../src/lib/messages/messages';
import type { RegisterDeclaration } from '../../../src/kits/registers/register-declaration';
import { RegisterScreen } from '../../../src/kits/registers/register-screen';
import { server } from '../../../src/mocks/node';
import { setupDemoServer } from '../support/demo-server';
import { signInAs } from '../support/render-app';

const { requests } = setupDemoServer();

/** A note as a server that marks a cancelled one by its status (9) and counts the copies in a text sends it. */
interface WireNote {
  recordId: number;
  seq: string;
  dat: string;
  pos: number;
  printCount: string;
  party: string;
}
type Note = Omit<WireNote, 'printCount'> & { cancelled: boolean; printCount: number };

const API = { list: 'api/Notes/GetNotes', print: 'api/Notes/PrintNote', cancel: 'api/Notes/DeleteNote' } as const;

function notesBackend() {
  const notes: WireNote[] = [
    { recordId: 2, seq: 'N-2', dat: '2026-11-22', pos: 2, printCount: '1', party: 'Ravi Traders' },
    { recordId: 1, seq: 'N-1', dat: '2026-11-21', pos: 9, printCount: '0', party: 'Mehta & Sons' },
  ];
  server.use(
    http.post(`*/${API.list}`, () => HttpResponse.json(notes)),
    http.post(`*/${API.print}`, async ({ request }) => {
      const { recordId } = (await request.json()) as { recordId: string };
      const note = notes.find((one) => one.recordId === Number(recordId));
      return HttpResponse.json({ result: note?.pos === 9 ? `${note.seq} is cancelled.` : 'OK' });
    }),
    http.post(`*/${API.cancel}`, async ({ request }) => {
      const { recordId } = (await request.json()) as { recordId: number };
      const note = notes.find((one) => one.recordId === recordId);
      if (note) note.pos = 9;
      return HttpResponse.json({ result: 'OK' });
    }),
  );
  return notes;
}

const NOTES: RegisterDeclaration<Note, WireNote> = {
  title: 'Party notes',
  idPrefix: 'notes',
  noun: 'Party note',
  plural: 'party notes',
  counted: ['note', 'notes'],
  key: 'example.notes',
  endpoints: API,
  read: (row) => ({ ...row, cancelled: row.pos === 9, printCount: Number(row.printCount) }),
  cancelBody: (row) => ({ recordId: row.recordId }),
  cancelEffect: (row) => `${row.party} owes it no more; the note stays in the list, marked cancelled.`,
  confirmLabel: 'Cancel note',
  columns: [{ label: 'Party', cell: (row) => row.party }],
  statusColumn: true,
  New: () => <p>The form</p>,
  PrintById: ({ recordId }) => <h1>Printed note {recordId}</h1>,
};

function renderNotes(search: string) {
  const router = createMemoryRouter([{ path: '/', element: <RegisterScreen register={NOTES} /> }], {
    initialEntries: [`/${search}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), search: () => router.state.location.search };
}

// The declaration's optional parts, for a server whose rows are not shaped as the register's documents.
describe('a document register’s options', () => {
  it('reads the server’s rows, counts in short words, shows a Status column and cancels naming the row', async () => {
    notesBackend();
    await signInAs(1001, 'admin');
    const { user } = renderNotes('?from=2026-11-01&to=2026-11-30');
    const table = await screen.findByRole('table', { name: '2 notes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Number', 'Date', 'Party', 'Status', 'Actions']);
    const cancelled = within(table).getByRole('rowheader', { name: 'N-1' }).closest('tr')!;
    expect(within(cancelled).getByText('Cancelled')).toHaveClass('badge');
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    const open = within(table).getByRole('rowheader', { name: 'N-2' }).closest('tr')!;
    expect(within(open).getByText('In force')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Reprint N-2' })).toBeInTheDocument();

    await user.click(within(open).getByRole('button', { name: 'Cancel N-2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Cancel party note N-2? Ravi Traders owes it no more; the note stays in the list, marked cancelled.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel note' }));
    await waitFor(() => expect(within(open).getByText('Cancelled')).toBeInTheDocument());
    const cancel = requests.find((request) => request.url.endsWith(`/${API.cancel}`))!;
    expect(await cancel.clone().json()).toMatchObject({ recordId: 2 });
  });

  it('prints a document that reads itself by its record id, whatever the period', async () => {
    notesBackend();
    await signInAs(1001, 'admin');
    const { user, search } = renderNotes('?from=2026-11-01&to=2026-11-30');
    const open = (await screen.findByRole('rowheader', { name: 'N-2' })).closest('tr')!;
    await user.click(within(open).getByRole('button', { name: 'Reprint N-2' }));
    expect(await screen.findByRole('heading', { name: 'Printed note 2' })).toBeInTheDocument();
    expect(new URLSearchParams(search()).get('print')).toBe('2');
  });

  it('reads the list again after a refused print: the note another desk cancelled shows cancelled', async () => {
    const notes = notesBackend();
    await signInAs(1001, 'admin');
    const { user } = renderNotes('?from=2026-11-01&to=2026-11-30');
    const open = (await screen.findByRole('rowheader', { name: 'N-2' })).closest('tr')!;
    notes[0]!.pos = 9;
    await user.click(within(open).getByRole('button', { name: 'Reprint N-2' }));
    await waitFor(() =>
      expect(useMessageDialogs.getState().queue.map((one) => one.text)).toEqual(['N-2 is cancelled.']),
    );
    await waitFor(() => expect(within(open).getByText('Cancelled')).toBeInTheDocument());
  });

  it('opens the printed copy of a document outside the period without reading the list', async () => {
    notesBackend();
    await signInAs(1001, 'admin');
    renderNotes('?print=7');
    expect(await screen.findByRole('heading', { name: 'Printed note 7' })).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith(`/${API.list}`))).toBe(false);
  });
});
