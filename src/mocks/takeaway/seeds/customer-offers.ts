import type { CustomerOffer } from '../../../modules/takeaway/domain/customer-offer-types';
import type { DemoCompany } from '../../core/company/companies';
import { takeawayItems, takeawayMenu, type TakeawayMenu } from './menu';

/** [code, name, kind, [item bought, qty, free item, qty] | null, percent, amount, minimum bill, per customer, from, until, active, outlets] */
type OfferRow = [string, string, CustomerOffer['kind'], [string, number, string, number] | null, number | null, number | null, number | null, number, string, string, boolean, string[]];

const OFFERS: Record<TakeawayMenu, OfferRow[]> = {
  food: [
    ['CHAI-B2G1', 'Three chais for the price of two', 'BUY_X_GET_Y', ['Masala chai', 2, 'Masala chai', 1], null, null, null, 0, '2026-04-01', '', true, []],
    ['BIR-LASSI', 'Free sweet lassi with a biryani', 'BUY_X_GET_Y', ['Chicken dum biryani', 1, 'Sweet lassi', 1], null, null, null, 3, '2026-04-01', '', true, ['MAIN', 'CK1', 'CK2']],
    ['SAVE10', '10% off bills of ₹500 and more', 'PERCENT_ABOVE', null, 10, null, 500, 0, '2026-04-01', '', true, []],
    ['FLAT75', '₹75 off orders above ₹599', 'AMOUNT_ABOVE', null, null, 75, 599, 2, '2026-04-01', '2027-03-31', true, ['CK1', 'CK2', 'HUB']],
    ['WELCOME20', '20% off your first order', 'FIRST_ORDER', null, 20, null, 199, 1, '2026-04-01', '', true, []],
    ['DIWALI15', 'Diwali: 15% off above ₹999', 'PERCENT_ABOVE', null, 15, null, 999, 0, '2026-10-15', '2026-11-15', true, []],
    ['MONSOON50', 'Monsoon: ₹50 off above ₹300', 'AMOUNT_ABOVE', null, null, 50, 300, 1, '2025-07-01', '2025-08-31', false, ['MAIN']],
  ],
  cafe: [
    ['TEA-B3G1', 'Fourth tea free', 'BUY_X_GET_Y', ['Tea', 3, 'Tea', 1], null, null, null, 0, '2026-04-01', '', true, []],
    ['SAMOSA-TEA', 'Free tea with two samosas', 'BUY_X_GET_Y', ['Samosa', 2, 'Tea', 1], null, null, null, 0, '2026-04-01', '', true, ['MAIN', 'KSK1']],
    ['SAVE5', '5% off bills of ₹300 and more', 'PERCENT_ABOVE', null, 5, null, 300, 0, '2026-04-01', '', true, []],
    ['DESK25', '₹25 off desk deliveries above ₹250', 'AMOUNT_ABOVE', null, null, 25, 250, 4, '2026-04-01', '2027-03-31', true, ['HUB']],
    ['WELCOME50', '₹50 off a visitor’s first order', 'FIRST_ORDER', null, null, 50, 150, 1, '2026-04-01', '', true, ['KSK1', 'KSK2']],
    ['XMAS10', 'Christmas week: 10% off above ₹200', 'PERCENT_ABOVE', null, 10, null, 200, 0, '2026-12-20', '2026-12-31', true, []],
  ],
};

/** Offers of each kind (some limited per customer, one seasonal, one lapsed), on the company's own menu. */
export function customerOfferSeed(company: DemoCompany) {
  const codes = new Map(takeawayItems(company).map((item) => [item.name, item.code]));
  return OFFERS[takeawayMenu(company)].map(([code, name, kind, items, percent, amount, minBill, perCustomer, validFrom, validUntil, active, outlets]) => ({
    code,
    name,
    kind,
    buyItem: items ? codes.get(items[0])! : '',
    buyQty: items ? items[1] : null,
    getItem: items ? codes.get(items[2])! : '',
    getQty: items ? items[3] : null,
    percent,
    amount,
    minBill,
    perCustomer,
    validFrom,
    validUntil,
    active,
    outlets: outlets.map((outlet) => ({ outlet })),
  }) satisfies CustomerOffer);
}
