import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { IMAGE_TOO_LARGE } from '../../src/modules/admin/settings/letter-rules';
import { logOf, refusal, SYSTEM, sentTo } from './support/admin-settings';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
const { callsTo, bodiesTo } = sentTo(requests);
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const group = (name: string) => screen.getByRole('group', { name });

describe('system settings: mails', () => {
  it('marks wrong addresses beside the fields, saves through SetPurMailSettings and reads them back', async () => {
    const session = await signInAs(1010, 'admin');
    const { user } = renderApp(SYSTEM);
    await screen.findByRole('button', { name: 'Save mail settings' }, { timeout: 8000 });
    expect(await bodiesTo(ADMIN_ENDPOINTS.mailSettings)).toEqual([session.usr]);
    const orders = group('Orders');
    await user.type(within(orders).getByLabelText('From address'), 'purchase@spiceroute');
    await user.click(within(orders).getByLabelText('Send automatically'));
    await user.click(screen.getByRole('button', { name: 'Save mail settings' }));
    // The form checks its values before it marks them (as a person sees it, a moment after the click).
    await waitFor(() =>
      expect(within(orders).getByLabelText('From address')).toHaveAccessibleDescription(
        'Enter an e-mail address, e.g. purchase@example.in.',
      ),
    );
    expect(within(orders).getByLabelText('Subject')).toHaveAccessibleDescription('Enter the subject of the mails.');
    expect(callsTo(ADMIN_ENDPOINTS.saveMailSettings)).toHaveLength(0);

    await user.type(within(orders).getByLabelText('From address'), '.in');
    await user.type(within(orders).getByLabelText('Copy to (cc)'), 'stores@spiceroute.in ; accounts@spiceroute.in');
    await user.type(within(orders).getByLabelText('Subject'), 'Our purchase order');
    await user.dblClick(screen.getByRole('button', { name: 'Save mail settings' }));
    await waitFor(() => expect(callsTo(ADMIN_ENDPOINTS.saveMailSettings)).toHaveLength(1));
    const empty = (mailType: string) => ({
      mailType,
      fromAddress: '',
      ccAddress: '',
      subject: '',
      sendAutomatically: false,
    });
    const order = {
      mailType: 'ORD',
      fromAddress: 'purchase@spiceroute.in',
      ccAddress: 'stores@spiceroute.in, accounts@spiceroute.in',
      subject: 'Our purchase order',
      sendAutomatically: true,
    };
    expect(await bodiesTo(ADMIN_ENDPOINTS.saveMailSettings)).toEqual([
      { mails: [empty('ENQ'), empty('QUO'), order], usr: session.usr },
    ]);
    await waitFor(() =>
      expect(within(orders).getByLabelText('Copy to (cc)')).toHaveValue('stores@spiceroute.in, accounts@spiceroute.in'),
    );
    expect(await dataProvider.list(ADMIN_ENDPOINTS.mailSettings)).toEqual([empty('ENQ'), empty('QUO'), order]);
    expect(await logOf('mails')).toEqual(['admin: Mail settings: Changed the mails for Orders']);
  });

  it('the server checks the addresses itself', async () => {
    await signInAs(1010, 'admin');
    const save = (mails: unknown) => dataProvider.write(ADMIN_ENDPOINTS.saveMailSettings, { mails });
    const wrong = await refusal(
      save([
        {
          mailType: 'QUO',
          fromAddress: 'sales@spiceroute.in',
          ccAddress: 'a@b.in, not-an-address',
          subject: 'Quote',
          sendAutomatically: false,
        },
      ]),
    );
    expect(wrong.fieldErrors).toEqual({
      'mails.0.ccAddress': 'Enter e-mail addresses separated by commas, e.g. stores@example.in, accounts@example.in.',
    });
    expect(
      (
        await refusal(
          save([{ mailType: 'INV', fromAddress: '', ccAddress: '', subject: '', sendAutomatically: false }]),
        )
      ).message,
    ).toBe('Unknown mail type INV: the types are ENQ, QUO and ORD.');
    expect(await logOf('mails')).toEqual([]);
  });
});

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const pngFile = () =>
  new File([Uint8Array.from(atob(PNG), (char) => char.charCodeAt(0))], 'stamp.png', { type: 'image/png' });

describe('system settings: one part opened from another menu', () => {
  it('opens at the order covering letter, focused on its heading, as the procurement setup menu asks', async () => {
    await signInAs(1010, 'admin');
    renderApp(`${SYSTEM}?section=covering-letters&letter=PUR_ORD`);
    const heading = await screen.findByRole('heading', { name: 'Covering letters' }, { timeout: 8000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Letter type')).toHaveValue('PUR_ORD');
    expect(await screen.findByRole('button', { name: 'Save the order letter' })).toBeInTheDocument();
  });
});

describe('system settings: covering letters', () => {
  it('writes the order letter with an image through SetMisCoveringLetterDetails and reads it back by type', async () => {
    const session = await signInAs(1010, 'admin');
    const { user } = renderApp(SYSTEM);
    await user.selectOptions(await screen.findByLabelText('Letter type', undefined, { timeout: 8000 }), 'PUR_ORD');
    const subject = await screen.findByLabelText('Subject', { selector: '#letter-subject' });
    await waitFor(async () =>
      expect(await bodiesTo(ADMIN_ENDPOINTS.coveringLetters)).toContainEqual({ detail: 'PUR_ORD', usr: session.usr }),
    );

    await user.click(screen.getByRole('button', { name: 'Save the order letter' }));
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Enter the subject of the letter.'));
    expect(screen.getByLabelText('Body')).toHaveAccessibleDescription('Enter the text of the letter.');
    expect(callsTo(ADMIN_ENDPOINTS.saveCoveringLetter)).toHaveLength(0);

    await user.type(subject, 'Purchase order enclosed');
    await user.type(screen.getByLabelText('Salutation'), 'Dear Supplier,');
    await user.type(screen.getByLabelText('Body'), 'Please find our order attached.{enter}Deliver by the date shown.');
    await user.upload(screen.getByLabelText('Image (optional)'), pngFile());
    expect(await screen.findByRole('img', { name: 'Image (optional): preview' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG}`,
    );
    await user.dblClick(screen.getByRole('button', { name: 'Save the order letter' }));
    await waitFor(() => expect(callsTo(ADMIN_ENDPOINTS.saveCoveringLetter)).toHaveLength(1));
    const letter = {
      type: 'PUR_ORD',
      subject: 'Purchase order enclosed',
      salutation: 'Dear Supplier,',
      body: 'Please find our order attached.\nDeliver by the date shown.',
      image: `data:image/png;base64,${PNG}`,
    };
    expect(await bodiesTo(ADMIN_ENDPOINTS.saveCoveringLetter)).toEqual([{ detail: letter, usr: session.usr }]);
    await waitFor(async () =>
      expect(await logOf('PUR_ORD')).toEqual([
        'admin: Covering letter: Saved the order covering letter "Purchase order enclosed" with an image',
      ]),
    );
    expect(await dataProvider.report(ADMIN_ENDPOINTS.coveringLetters, { detail: 'PUR_ORD' })).toEqual(letter);
    expect(await dataProvider.report(ADMIN_ENDPOINTS.coveringLetters, { detail: 'PUR_ENQ' })).toBeNull();

    // The enquiry letter is empty; back on the order letter, what was saved shows.
    await user.selectOptions(screen.getByLabelText('Letter type'), 'PUR_ENQ');
    await waitFor(() => expect(screen.getByLabelText('Subject', { selector: '#letter-subject' })).toHaveValue(''));
    await user.selectOptions(screen.getByLabelText('Letter type'), 'PUR_ORD');
    await waitFor(() =>
      expect(screen.getByLabelText('Subject', { selector: '#letter-subject' })).toHaveValue('Purchase order enclosed'),
    );
  });

  it('the server refuses an image over 300 kB and an unknown type', async () => {
    await signInAs(1010, 'admin');
    const save = (detail: unknown) => dataProvider.write(ADMIN_ENDPOINTS.saveCoveringLetter, { detail });
    const big = await refusal(
      save({
        type: 'PUR_ENQ',
        subject: 'Enquiry',
        salutation: 'Dear Sir,',
        body: 'Quote please.',
        image: `data:image/png;base64,${'A'.repeat(400_000)}`,
      }),
    );
    expect(big.fieldErrors).toEqual({ image: IMAGE_TOO_LARGE });
    expect((await refusal(save({ type: 'QUO', subject: 'x', salutation: 'x', body: 'x' }))).message).toBe(
      'Unknown letter type QUO: the types are PUR_ENQ and PUR_ORD.',
    );
    expect(await dataProvider.report(ADMIN_ENDPOINTS.coveringLetters, { detail: 'PUR_ENQ' })).toBeNull();
  });
});
