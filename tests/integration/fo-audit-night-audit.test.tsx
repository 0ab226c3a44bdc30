import { configure, screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { toPaise } from '../../src/lib/money/money';
import { AUDIT_ENDPOINTS } from '../../src/modules/frontoffice/audit/domain/audit-types';
import { testSlot, testStay } from '../../src/modules/frontoffice/audit/domain/test-stays';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { oneAtATime } from '../../src/mocks/core/write-queue';
import { auditsOf, folioLinesOf, hotelDate, openStays, reservationsOf } from '../../src/mocks/frontoffice/fo-store';
import { cancelFolioLine } from '../../src/mocks/frontoffice/folio-posting';
import { backendSession, day, HOTEL, postingsOf, PREFIX, putStay, today, trialBalanceAgrees } from './fo-audit-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const runs = () => requests.filter((request) => request.url.endsWith(`/${AUDIT_ENDPOINTS.runNightAudit}`));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ran',
    (error: Error) => error.message,
  );
const run = (dat: string) =>
  refusal(dataProvider.write(AUDIT_ENDPOINTS.runNightAudit, { header: { dat }, traCheck: 1 }));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('night audit (/frontoffice/fo-night-audit)', () => {
  it('posts the nights not yet charged with their GST, marks the no-shows, moves the hotel date on, and refuses the same date again', async () => {
    const session = await backendSession('admin');
    const date = today();
    // Room 105 arrived two nights ago at Rs 7,600 with breakfast for Rs 600: over Rs 7,500, so 18 %. Its first night
    // was charged; the audit catches up the other two.
    const stay = testStay('CHK26-11/9105', '105', day(date, -2), day(date, 2), 7000, {
      slots: [testSlot(day(date, -2), 7000, { mealPlan: 'CP', mealRate: 600 })],
    });
    const [first] = await putStay(session, stay, [day(date, -2)]);
    const booked = (await reservationsOf(HOTEL))
      .filter((row) => row.status === 'BOOKED' && row.arrival <= date)
      .map((row) => row.reservationId);
    expect(booked.length).toBeGreaterThan(0);

    const { user } = renderApp(`${PREFIX}/fo-night-audit`);
    expect(await screen.findByRole('heading', { name: 'Night audit' }, { timeout: 8000 })).toBeInTheDocument();
    const nights = await screen.findByRole('table', { name: 'Room nights to post' }, { timeout: 8000 });
    const ours = within(nights)
      .getAllByRole('row')
      .filter((row) => row.textContent?.startsWith('105'));
    expect(ours.map(cells)).toEqual([
      ['105', 'Guest of 105', formatDate(day(date, -1)), '7,600.00', '18 %', '684.00', '684.00', '8,968.00'],
      ['105', 'Guest of 105', formatDate(date), '7,600.00', '18 %', '684.00', '684.00', '8,968.00'],
    ]);
    expect(within(screen.getByRole('table', { name: 'No-shows' })).getAllByRole('row')).toHaveLength(booked.length + 1);

    await user.click(screen.getByRole('button', { name: `Run night audit for ${formatDate(date)}` }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: `Close the hotel date ${formatDate(date)}?` },
      { timeout: 5000 },
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Run night audit' }));
    expect(
      await screen.findByText(
        new RegExp(
          `^The night of ${formatDate(date)} is closed: \\d+ rooms posted\\. The hotel date is now ${formatDate(day(date, 1))}\\.$`,
        ),
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(runs()).toHaveLength(1);

    // The folio: the two nights, each its own voucher exactly as chargeNights posts one (the first night's).
    const lines = (await folioLinesOf(HOTEL, stay.stayNo))
      .filter((line) => line.kind === 'ROOM')
      .sort((a, b) => a.reference.localeCompare(b.reference));
    expect(lines.map((line) => [line.reference, line.amount, line.cgst, line.sgst, line.debit])).toEqual(
      [day(date, -2), day(date, -1), date].map((night) => [night, 7600, 684, 684, 8968]),
    );
    for (const line of lines.slice(1)) {
      expect(line).toMatchObject({
        ...first,
        id: `${stay.stayNo}|N${line.reference}`,
        voucher: `${stay.stayNo}|N${line.reference}`,
        dat: line.reference,
        reference: line.reference,
        at: line.at,
        description: first!.description.replace(formatDate(day(date, -2)), formatDate(line.reference)),
      });
      expect(await postingsOf(line.voucher)).toEqual(await postingsOf(first!.voucher));
    }
    expect((await postingsOf(lines[2]!.voucher)).map(([, debit, credit]) => [debit, credit])).toEqual([
      [toPaise(8968), 0],
      [0, toPaise(7600)],
      [0, toPaise(684)],
      [0, toPaise(684)],
    ]);

    // Every open stay's nights are now charged up to the date; the no-shows are marked; the record is written; the date
    // moved on.
    for (const open of await openStays(HOTEL)) {
      if (open.kind === 'HOUSE') continue;
      const charged = (await folioLinesOf(HOTEL, open.stayNo))
        .filter((line) => line.kind === 'ROOM')
        .map((line) => line.reference);
      expect(charged.at(-1), `room ${open.room}`).toBe(date);
    }
    const reservations = await reservationsOf(HOTEL);
    expect(booked.map((id) => reservations.find((row) => row.reservationId === id)?.status)).toEqual(
      booked.map(() => 'NO_SHOW'),
    );
    // The nights before today were audited in the starting history; today's record is this run's.
    const record = (await auditsOf(HOTEL)).find((audit) => audit.dat === date);
    expect(record).toMatchObject({ dat: date, user: 'admin', noShows: booked });
    expect(record!.roomsPosted).toBe((await openStays(HOTEL)).filter((open) => open.kind !== 'HOUSE').length);
    expect(await hotelDate(HOTEL)).toBe(day(date, 1));
    expect(await trialBalanceAgrees()).toBe(true);

    // Cancelling one audited night later takes back that night's voucher alone (the batch posted each night as its
    // own).
    await oneAtATime(HOTEL, () => cancelFolioLine(HOTEL, lines[1]!));
    expect(await postingsOf(lines[1]!.voucher)).toEqual([]);
    expect(await postingsOf(lines[2]!.voucher)).toHaveLength(4);
    expect(await trialBalanceAgrees()).toBe(true);

    // The screen now shows the next date, which has not begun: the button is disabled with the reason beside it.
    expect(
      await screen.findByText(formatDate(day(date, 1)), { selector: 'dd' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const next = screen.getByRole('button', { name: `Run night audit for ${formatDate(day(date, 1))}` });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(expect.stringContaining('has not begun yet'));
    // The same date again is refused, and nothing more is posted.
    expect(await run(date)).toMatch(new RegExp(`^The night of ${formatDate(date)} is already audited \\(by admin at `));
    expect((await auditsOf(HOTEL)).filter((audit) => audit.dat === date)).toHaveLength(1);
  });

  it('is refused while a check-out is half done, on screen and by the backend', async () => {
    const session = await backendSession('admin');
    const date = today();
    await putStay(
      session,
      testStay('CHK26-11/9109', '109', day(date, -1), date, 3000, {
        status: 'CHECKOUT_PENDING',
        finalBill: 'FBL26-11/0042',
      }),
      [day(date, -1), date],
    );
    renderApp(`${PREFIX}/fo-night-audit`);
    const button = await screen.findByRole(
      'button',
      { name: `Run night audit for ${formatDate(date)}` },
      { timeout: 8000 },
    );
    const reason = "Room 109's check-out is half done (final bill FBL26-11/0042): settle it or reopen the folio first.";
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(await run(date)).toBe(reason);
    expect((await auditsOf(HOTEL)).filter((audit) => audit.dat >= date)).toEqual([]);
    expect(await hotelDate(HOTEL)).toBe(date);
  });

  it('a house guest pays nothing; the receptionist cannot open or run the audit', async () => {
    const session = await backendSession('admin');
    const date = today();
    const house = testStay('CHK26-11/9110', '110', day(date, -1), day(date, 1), 0, {
      kind: 'HOUSE',
      complimentary: 'General manager',
    });
    await putStay(session, house);
    const view = await dataProvider.report<{ houseGuests: { room: string }[]; nights: { room: string }[] }>(
      AUDIT_ENDPOINTS.nightAudit,
      {},
    );
    expect(view.houseGuests.map((row) => row.room)).toContain('110');
    expect(view.nights.map((row) => row.room)).not.toContain('110');

    await signInAs(HOTEL, 'staff');
    expect(await run(date)).toBe(NOT_AUTHORISED);
    renderApp(`${PREFIX}/fo-night-audit`);
    expect(
      await screen.findByText('You are not permitted to open this screen.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect((await auditsOf(HOTEL)).filter((audit) => audit.dat >= date)).toEqual([]);
  });
});
