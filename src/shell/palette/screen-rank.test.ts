import type { ProductCode } from '../../lib/editions';
import { sessionRecordFixture } from '../../lib/session/session-record.fixture';
import type { Permission, SessionRecord } from '../../lib/session/session-types';
import { staffRoles } from '../../mocks/core/company/staff-roles';
import { menuFor } from '../../menus/menu-for';
import { screenIndex } from './screen-index';
import { rankScreens, TIER } from './screen-rank';

function sessionAs(pCode: ProductCode, rCode = 'ADMINISTRATOR', roles: Permission[] = []): SessionRecord {
  const record = sessionRecordFixture();
  return { ...record, usr: { ...record.usr, pCode, rCode }, roles };
}

const screensOf = (session: SessionRecord) => screenIndex(menuFor(session));
const labels = (text: string, session: SessionRecord, recent: string[] = []) =>
  rankScreens(screensOf(session), text, recent).map((found) => found.screen.label);
const first = (text: string, session: SessionRecord) => rankScreens(screensOf(session), text)[0];

describe('finding screens', () => {
  const trader = sessionAs('D-COM');

  it('puts the exact label first, then labels that start so, then labels holding the words', () => {
    const found = rankScreens(screensOf(trader), 'receipts');
    expect(found[0]).toMatchObject({ screen: { label: 'Receipts' }, tier: TIER.exactLabel });
    const tiers = found.map((item) => item.tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(labels('trial', trader)[0]).toBe('Trial balance');
    expect(first('balance trial', trader)).toMatchObject({ screen: { label: 'Trial balance' }, tier: TIER.labelWords });
  });

  it('knows the words people use: GRN, indent, PO, voucher', () => {
    expect(first('GRN', trader)).toMatchObject({
      screen: { label: 'Inwards', route: '/procurement/pur-stock-purchases', otherName: 'Goods receipts' },
      tier: TIER.otherName,
    });
    expect(first('receipt goods', trader)?.screen.label).toBe('Inwards');
    expect(first('indent', trader)?.screen.route).toBe('/procurement/pur-requests');
    expect(first('purchase request', trader)?.screen.route).toBe('/procurement/pur-requests');
    expect(first('po', trader)?.screen.route).toBe('/procurement/pur-stock-orders');
    expect(labels('voucher', trader)).toEqual(
      expect.arrayContaining(['Payments', 'Receipts', 'Journals', 'Transfers']),
    );
    expect(first('stock', trader)?.tier).toBeLessThanOrEqual(TIER.otherWords);
  });

  it('finds the hotel, school and payroll words in their editions', () => {
    const hotel = sessionAs('D-MIN');
    expect(first('folio', hotel)?.screen.route).toBe('/frontoffice/fo-ledger');
    expect(first('cform', hotel)?.screen.label).toBe('C-Form');
    expect(first('c form', hotel)?.screen.label).toBe('C-Form');
    expect(first('KOT', hotel)?.screen.label).toMatch(/KOT/);
    expect(first('payslip', hotel)?.screen.route).toBe('/hrd/hrd-salary-payments');
    expect(labels('leave', hotel)).toEqual(expect.arrayContaining(['Leave requests', 'Leave approvals']));
    expect(first('attendance', hotel)?.screen.label).toBe('Attendance');
    const school = sessionAs('D-SHI');
    expect(first('TC', school)?.screen.route).toBe('/front-desk/fd-rep-studentnoc');
    expect(first('invoice', sessionAs('D-POS'))?.screen.route).toMatch(/^\/pos\//);
  });

  it('finds by module and group last', () => {
    const found = rankScreens(screensOf(trader), 'procurements');
    expect(found.length).toBeGreaterThan(10);
    expect(found.every((item) => item.screen.trail.startsWith('Procurements'))).toBe(true);
    // The dashboard is titled "Procurement dashboard": named so, it comes before the rest of the module.
    expect(found[0]).toMatchObject({ screen: { label: 'Dashboard' }, tier: TIER.otherWords });
    expect(found.slice(1).every((item) => item.tier === TIER.module)).toBe(true);
  });

  it('puts the screens opened lately first within a tier', () => {
    const plain = labels('payments', trader);
    expect(plain[0]).toBe('Payments');
    const routes = rankScreens(screensOf(trader), 'payments').map((item) => item.screen.route);
    const [a, b] = routes.filter((_, i) => plain[i] === 'Payments');
    expect(rankScreens(screensOf(trader), 'payments', [b!])[0]?.screen.route).toBe(b);
    expect(rankScreens(screensOf(trader), 'payments', [a!])[0]?.screen.route).toBe(a);
  });

  it('finds nothing for empty text or unknown words', () => {
    expect(labels('', trader)).toEqual([]);
    expect(labels('zzqx', trader)).toEqual([]);
  });

  it('never finds a screen outside the user’s menu', () => {
    const cashier = sessionAs('D-RES', 'EMPLOYEE', staffRoles('D-RES'));
    const routes = screensOf(cashier).map((screen) => screen.route);
    expect(routes).toContain('/pos/res-billing-classy');
    expect(routes.some((route) => route.startsWith('/admin/'))).toBe(false);
    expect(labels('users', cashier)).toEqual([]);
    expect(labels('roles', cashier)).toEqual([]);
    expect(labels('GRN', cashier)).toEqual([]);
    expect(labels('users', sessionAs('D-RES'))).toContain('Users');
  });
});
