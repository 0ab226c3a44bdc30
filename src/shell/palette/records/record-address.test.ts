import { describe, expect, it } from 'vitest';
import { sessionRecordFixture } from '../../../lib/session/session-record.fixture';
import type { Permission, SessionRecord } from '../../../lib/session/session-types';
import { ACCOUNTS } from '../../../menus/catalogue/accounts';
import { CRM } from '../../../menus/catalogue/crm';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { POS } from '../../../menus/catalogue/pos';
import { addressOf } from './record-address';
import { MENU_ITEMS } from '../../../menus/record-kind-screens';
import type { FoundRecord, RecordKind } from '../../../lib/record-search/record-search-wire';

function sessionWith(rCode: string, roles: Permission[] = []): SessionRecord {
  const record = sessionRecordFixture();
  return { ...record, usr: { ...record.usr, rCode }, roles };
}
const admin = sessionWith('ADMINISTRATOR');

const record = (kind: RecordKind, more: Partial<FoundRecord> = {}): FoundRecord => ({
  kind,
  recordId: '7',
  number: 'N-7',
  name: '',
  detail: '',
  date: '2026-11-20',
  scope: '',
  exact: true,
  ...more,
});

describe('where a found record opens', () => {
  it('a restaurant bill: the list of sales of its day and outlet', () => {
    expect(addressOf(record('restaurant-bill', { scope: 'DIN' }), [POS.posCostrepListofsales], admin)).toBe(
      '/pos/pos-costrep-listofsales?p.frmDate=2026-11-20&p.toDate=2026-11-20&p.restaCode=DIN',
    );
    expect(addressOf(record('counter-bill', { number: 'CA26-000007' }), [POS.posSales], admin)).toBe(
      '/pos/pos-sales?from=2026-11-20&to=2026-11-20&q=CA26-000007&bill=7',
    );
  });

  it('a master record: its form for a user who may change it, else its list searched for it', () => {
    const pupil = record('pupil', { recordId: 'ADM-2024-0158', number: 'ADM-2024-0158' });
    expect(addressOf(pupil, [FRONT_DESK.fdStudents], admin)).toBe('/front-desk/fd-students?record=ADM-2024-0158');
    const viewer = sessionWith('EMPLOYEE', [FRONT_DESK.fdStudents.code!]);
    expect(addressOf(pupil, [FRONT_DESK.fdStudents], viewer)).toBe('/front-desk/fd-students?q=ADM-2024-0158');
    const quotation = record('sale-quotation');
    expect(addressOf(quotation, [CRM.crmQuotations], viewer)).toBe('/crm/crm-quotations?from=2026-11-20&to=2026-11-20');
  });

  it("a voucher on its type's screen, a menu item on the menu's, and nowhere when that screen is not open", () => {
    const receipt = record('voucher', { recordId: 'REC-20261120-E001-2', scope: 'REC' });
    expect(addressOf(receipt, [ACCOUNTS.payments, ACCOUNTS.receipts], admin)).toBe(
      '/accounts/accreceipts?record=REC-20261120-E001-2',
    );
    expect(addressOf(receipt, [ACCOUNTS.payments], admin)).toBeNull();
    expect(addressOf(record('item', { scope: MENU_ITEMS }), [POS.resItems], admin)).toBe('/pos/res-items?record=7');
    expect(addressOf(record('item'), [POS.resItems], admin)).toBeNull();
  });
});
