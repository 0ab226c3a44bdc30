import type { DemoCompany } from '../../core/company/companies';
import { takeawayMenu } from './menu';

/** A few catalogue banners; no pictures (the other masters' seeds carry none either), added through the form. */
export function bannerSeed(company: DemoCompany) {
  const food = takeawayMenu(company) === 'food';
  const rows: Array<[string, string, string, string, string, string, number, boolean]> = food
    ? [
        ['BN-001', 'Biryani Fridays: dum biryani fresh at noon', 'Order now', '', '2026-04-01', '', 10, true],
        ['BN-002', 'Evening chai and snacks, 20% off from 3 to 5', 'See snacks', '', '2026-04-01', '', 20, true],
        [
          'BN-003',
          'Now delivering from the hub till midnight',
          'Order for delivery',
          'HUB',
          '2026-04-01',
          '',
          30,
          true,
        ],
        ['BN-004', 'Monsoon offer on the app', 'Browse', '', '2026-07-01', '2026-08-31', 40, false],
        ['BN-005', 'Breakfast tiffin from 7 at the counter', 'See tiffin', 'MAIN', '2026-04-01', '', 50, true],
      ]
    : [
        ['BN-001', 'Fresh muffins every morning', 'Order now', '', '2026-04-01', '', 10, true],
        ['BN-002', 'Meal boxes delivered to your desk', 'Order a box', 'HUB', '2026-04-01', '', 20, true],
        ['BN-003', 'Tea-time snacks, 15% off from half past three', 'See snacks', '', '2026-04-01', '', 30, true],
        [
          'BN-004',
          'Cakes for team celebrations, order a day ahead',
          'Order a cake',
          'MAIN',
          '2026-04-01',
          '',
          40,
          true,
        ],
        ['BN-005', 'Diwali sweets week', 'Browse sweets', '', '2025-10-18', '2025-10-24', 50, false],
      ];
  return rows.map(([code, title, linkText, outlet, showFrom, showUntil, displayOrder, active]) => ({
    code,
    title,
    picture: '',
    linkText,
    outlet,
    showFrom,
    showUntil,
    displayOrder,
    active,
  }));
}
