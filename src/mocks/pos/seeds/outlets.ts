import type { DemoCompany } from '../../core/company/companies';
import { posProfile, type PosProfile } from './profile';

/**
 * [code, name, outlet type, billing group (the server's int: outlets of one group share a bill series), auto-settle,
 * bill prefix, service charge, markup of its price list]
 */
export type OutletRow = [string, string, string, number, boolean, string, number, number];

const OUTLETS: Record<PosProfile, OutletRow[]> = {
  restaurant: [
    ['DIN', 'Main dining hall', 'DINE', 1, false, 'DN', 0, 1],
    ['FAM', 'AC family hall', 'DINE', 1, false, 'FH', 5, 1.05],
    ['ROOF', 'Rooftop grill', 'DINE', 1, false, 'RG', 7.5, 1.1],
    ['BAR', 'Sea breeze lounge', 'BAR', 2, false, 'LB', 5, 1.15],
    ['BNQ', 'Banquet hall', 'BANQUET', 3, false, 'BQ', 10, 1],
    ['TKW', 'Take-away counter', 'TAKEAWAY', 1, true, 'TA', 0, 1],
    ['HDL', 'Home delivery', 'DELIVERY', 1, true, 'HD', 0, 1.05],
  ],
  hotel: [
    ['MCR', 'Multi-cuisine restaurant', 'DINE', 1, false, 'MC', 5, 1.1],
    ['CSH', 'Lake view coffee shop', 'CAFE', 1, false, 'CS', 5, 1.05],
    ['POOL', 'Poolside bar', 'BAR', 2, false, 'PB', 10, 1.2],
    ['IRD', 'In-room dining', 'ROOM', 3, false, 'RS', 10, 1.25],
    ['BNQ', 'Durbar banquet hall', 'BANQUET', 4, false, 'BQ', 10, 1],
    ['TKW', 'Pastry and take-away counter', 'TAKEAWAY', 1, true, 'TA', 0, 1],
  ],
  takeaway: [
    ['KIT', 'Main kitchen counter', 'TAKEAWAY', 1, true, 'KC', 0, 1],
    ['DIN', 'Quick-service seating', 'DINE', 1, true, 'QS', 0, 1],
    ['HDL', 'Home delivery', 'DELIVERY', 1, true, 'HD', 0, 1.05],
    ['CAT', 'Office lunch and catering', 'BANQUET', 2, false, 'CT', 0, 0.95],
    ['KSK', 'Tech park kiosk', 'COUNTER', 1, true, 'KS', 0, 1],
  ],
  store: [
    ['C01', 'Billing counter 1', 'COUNTER', 1, true, 'CA', 0, 1],
    ['C02', 'Billing counter 2', 'COUNTER', 1, true, 'CB', 0, 1],
    ['C03', 'Billing counter 3', 'COUNTER', 1, true, 'CC', 0, 1],
    ['EXP', 'Express counter (10 items)', 'COUNTER', 1, true, 'EX', 0, 1],
    ['FC', 'Food court', 'DINE', 2, true, 'FC', 0, 1],
    ['HDL', 'Home delivery', 'DELIVERY', 1, false, 'HD', 0, 1],
  ],
  canteen: [
    ['CAN', 'Staff canteen', 'DINE', 1, true, 'SC', 0, 1],
    ['EXD', 'Executive dining room', 'DINE', 1, false, 'ED', 0, 1.1],
    ['TEA', 'Tea and snacks counter', 'COUNTER', 1, true, 'TC', 0, 1],
    ['GST', 'Guest and meeting room service', 'ROOM', 2, false, 'GS', 0, 1.15],
    ['NSC', 'Night shift counter', 'COUNTER', 1, true, 'NS', 0, 1],
  ],
};

export function outletRows(company: DemoCompany): OutletRow[] {
  return OUTLETS[posProfile(company)];
}

/** The outlet home deliveries leave from (the home delivery outlet, else the first take-away or counter one). */
export function deliveryOutlet(company: DemoCompany): string {
  const rows = outletRows(company);
  return (rows.find((row) => row[2] === 'DELIVERY') ??
    rows.find((row) => row[2] === 'TAKEAWAY' || row[2] === 'COUNTER') ??
    rows[0]!)[0];
}

export function outletSeed(company: DemoCompany) {
  return outletRows(company).map(
    ([code, name, outletType, billingGroup, autoSettle, billPrefix, serviceCharge], index) => ({
      code,
      name,
      outletType,
      billingGroup,
      autoSettle,
      billPrefix,
      serviceCharge,
      phone: outletType === 'DELIVERY' ? company.addr.mobile.replace(/\D/g, '').slice(-10) : `Ext ${201 + index}`,
      active: true,
    }),
  );
}
