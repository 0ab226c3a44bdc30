import { describe, expect, it } from 'vitest';
import type { ProductCode } from '../../../lib/editions';
import { sessionRecordFixture } from '../../../lib/session/session-record.fixture';
import type { Permission, SessionRecord } from '../../../lib/session/session-types';
import { staffRoles } from '../../../mocks/core/company/staff-roles';
import { openScreens } from './record-screens';

function sessionAs(pCode: ProductCode, rCode = 'ADMINISTRATOR', roles: Permission[] = []): SessionRecord {
  const record = sessionRecordFixture();
  return { ...record, usr: { ...record.usr, pCode, rCode }, roles };
}

const kinds = (session: SessionRecord) => [...openScreens(session).keys()];
const paths = (session: SessionRecord, kind: Parameters<ReturnType<typeof openScreens>['get']>[0]) =>
  openScreens(session)
    .get(kind)
    ?.map((screen) => screen.path);

describe('the kinds of record the palette looks for', () => {
  it('follows the edition: a restaurant looks for its bills and menu items, not for pupils or guests', () => {
    const restaurant = sessionAs('D-RES');
    expect(kinds(restaurant)).toEqual(
      expect.arrayContaining(['restaurant-bill', 'item', 'supplier', 'employee', 'voucher', 'purchase-order']),
    );
    expect(kinds(restaurant)).not.toEqual(expect.arrayContaining(['pupil']));
    expect(kinds(restaurant)).not.toContain('guest');
    expect(paths(restaurant, 'item')).toEqual(['pos/res-items']);
    expect(kinds(sessionAs('D-MIN'))).toContain('guest');
    expect(kinds(sessionAs('D-TAK'))).toContain('takeaway-bill');
    expect(paths(sessionAs('D-COM'), 'item')).toEqual(['inventory/inv-items']);
    expect(kinds(sessionAs('D-HOS'))).toEqual([]);
  });

  it('opens a restaurant bill on the list of sales, or for the cashier (no cost reports) on the day settlement', () => {
    expect(paths(sessionAs('D-RES'), 'restaurant-bill')).toEqual([
      'pos/pos-costrep-listofsales',
      'pos/pos-dayrep-settlement',
    ]);
    expect(paths(sessionAs('D-RES', 'EMPLOYEE', staffRoles('D-RES')), 'restaurant-bill')).toEqual([
      'pos/pos-dayrep-settlement',
    ]);
  });

  it('follows the rights: the school clerk looks for pupils but not vouchers, the administrator for both', () => {
    expect(kinds(sessionAs('D-SHI'))).toEqual(['pupil', 'employee', 'voucher']);
    expect(kinds(sessionAs('D-SHI', 'EMPLOYEE', staffRoles('D-SHI')))).toEqual(['pupil']);
    expect(kinds(sessionAs('D-SHI', 'EMPLOYEE', []))).toEqual([]);
  });
});
