import { configure, screen } from '@testing-library/react';
import type { FieldDeclaration } from '../../src/engine/resource';
import { dataProvider } from '../../src/lib/api/data-provider';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import { emptyVoucher } from '../../src/modules/accounts/ledger/voucher';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import { refusalOf } from './support/master-crud';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const reference = (label: string): FieldDeclaration => ({ name: label, label, type: 'reference' });

describe('text lengths on a hand-written form', () => {
  it('bounds what is typed or pasted where the form declares nothing, and the backend refuses more, naming the field', async () => {
    await signInAs(1010, 'admin');
    const { user } = renderApp('/applayout-sidebar-large/accounts/accreceipts?record=new');
    await screen.findByRole('heading', { name: 'New receipt' }, { timeout: 8000 });
    await fillField(user, reference('Received into'), 'AC001');
    await user.click(control('Narration'));
    await user.paste('n'.repeat(2100));
    expect((control('Narration') as HTMLInputElement).value).toHaveLength(2000);

    const voucher = emptyVoucher('REC', new Date().toISOString().slice(0, 10), 'E001');
    const body = {
      header: { ...voucher.header, counterAccount: 'AC001', narration: 'x'.repeat(2001) },
      lines: [{ account: 'AC201', debit: 0, credit: 10, narration: '' }],
      tracheck: 1,
    };
    const refused = await refusalOf(dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, body));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('narration is too long: at most 2,000 characters (this has 2,001).');
    expect(refused.fieldErrors).toEqual({ 'header.narration': 'At most 2,000 characters (this has 2,001).' });
  });
});
