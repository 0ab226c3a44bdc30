import type { DemoCompany } from '../../core/company/companies';
import { GROUPS, takeawayMenu } from './menu';

/** Every group at GST 5% everywhere; the kiosk sells bottled drinks and packed sweets as goods. */
export function taxAssigningSeed(company: DemoCompany) {
  const groups = GROUPS[takeawayMenu(company)];
  const rows = [
    ...groups.map(([itemGroup]) => ({ itemGroup, outlet: '', tax: 'GST5' })),
    { itemGroup: 'BEV', outlet: 'KSK1', tax: 'GST18' },
    { itemGroup: 'DES', outlet: 'KSK1', tax: 'GST12' },
  ];
  return rows.map((row, index) => ({
    code: `TX-${String(index + 1).padStart(3, '0')}`,
    ...row,
    effectiveFrom: '2026-04-01',
    inForceUntil: '',
    active: true,
  }));
}
