import { configure, screen, within } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { HISTORY_ENDPOINTS as HISTORY } from '../../src/modules/procurement/requests/history/history-endpoints';
import type { RequestAuditHeader, RequestVersion } from '../../src/modules/procurement/requests/history/history-types';
import { REQUEST_ENDPOINTS as API } from '../../src/modules/procurement/requests/request-endpoints';
import type { RequestListRow, RequestSaveBody } from '../../src/modules/procurement/requests/request-types';
import type { RequestRequirements } from '../../src/modules/procurement/requests/requirement-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1002;
const ROOT = '/applayout-sidebar-large/procurement/pur-rep-request-history';
const today = format(new Date(), 'yyyy-MM-dd');
const main = () => within(document.getElementById('main-content')!);
const bodiesTo = (endpoint: string) =>
  Promise.all(
    requests
      .filter((request) => request.url.endsWith(`/${endpoint}`))
      .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );

/** A request of one Sugar line for the sales floor, created (1) or changed (2) through the contract's save. */
function body(recordId: number, seq: string, qty: number, tracheck: 1 | 2): RequestSaveBody {
  return {
    header: { recordId, seq, dat: today, descriptio: 'For the shelves', department: 'SAL', empno: 'EMP-0001' },
    details: [
      {
        sno: 1,
        itemId: 'ITM-0004',
        itemDescription: '',
        purpose: 'Shelf refill',
        suggestedSupplier: null,
        qty,
        um: null,
        reqdBy: null,
      },
    ],
    tracheck,
  };
}

describe('purchase request history', () => {
  it('keeps a version per save and shows what changed, in words, on the history screen', async () => {
    const session = await signInAs(COMPANY, 'admin');
    const { seq } = await dataProvider.read<RequestRequirements>(API.requirements);
    await dataProvider.write(API.save, { ...body(0, '', 8, 1) });
    const rows = await dataProvider.report<RequestListRow[]>(API.list, { frmDate: today, toDate: today });
    const recordId = rows.find((row) => row.seq === seq)!.recordid;
    await dataProvider.write(API.save, { ...body(recordId, seq, 12, 2) });

    // The backend: both saves, newest first, each a copy of the request as it then stood.
    const audits = await dataProvider.report<RequestAuditHeader[]>(HISTORY.audits, { frmDate: today, toDate: today });
    const own = audits.filter((audit) => audit.recordId === recordId);
    expect(own.map((audit) => [audit.auditType, audit.auditUsr, audit.seq])).toEqual([
      [2, 'admin', seq],
      [1, 'admin', seq],
    ]);
    const versions = await dataProvider.report<RequestVersion[]>(HISTORY.versions, { recordId });
    expect(versions.map((version) => version.lines.map((line) => line.qty))).toEqual([[8], [12]]);
    // The starting requests were written with a create entry each.
    const all = await dataProvider.report<RequestAuditHeader[]>(HISTORY.audits, { frmDate: '2000-01-01' });
    expect(all.filter((audit) => audit.recordId !== recordId).map((audit) => audit.auditType)).toEqual(
      Array.from({ length: 6 }, () => 1),
    );
    requests.length = 0;

    const { user } = renderApp(ROOT);
    const list = await screen.findByRole('table', { name: /changes$/ }, { timeout: 8000 });
    const changed = within(list)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(seq) && row.textContent.includes('Changed'))!;
    expect(changed).toHaveTextContent('admin');
    expect(changed).toHaveTextContent('Sales floor');
    await user.click(within(changed).getByRole('button', { name: `Versions of ${seq}` }));

    expect(await main().findByRole('heading', { name: `Versions of purchase request ${seq}` })).toBeVisible();
    expect(main().getByRole('heading', { name: /^Version 1: created on / })).toBeVisible();
    expect(main().getByRole('list', { name: 'What changed in version 1' })).toHaveTextContent(
      'Created with 1 line, approved.',
    );
    expect(main().getByRole('list', { name: 'What changed in version 2' })).toHaveTextContent(
      'Line 1: quantity 8 → 12; approved quantity 8 → 12.',
    );
    const second = main().getByRole('table', { name: 'Lines of version 2' });
    const sugar = within(second).getByRole('cell', { name: 'Sugar 1 kg' }).closest('tr')!;
    expect(sugar).toHaveTextContent('Changed: quantity, approved quantity');

    // What the screen sent: the period as the customer's client sends it, then the chosen request.
    const [period] = await bodiesTo(HISTORY.audits);
    expect(period).toEqual({
      frmDate: formatDate(subDays(new Date(), 30)),
      toDate: formatDate(today),
      usr: session.usr,
    });
    expect(await bodiesTo(HISTORY.versions)).toEqual([{ recordId, usr: session.usr }]);
  });

  it('refuses a user without the history right', async () => {
    await signInAs(COMPANY, 'staff');
    const refused = await dataProvider
      .report(HISTORY.audits, { frmDate: today, toDate: today })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
