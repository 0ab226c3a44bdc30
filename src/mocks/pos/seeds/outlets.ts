import type { DemoCompany } from '../../core/company/companies';
import { posProfile, type PosProfile } from './profile';

/** [code, name, outlet type, billing group, auto-settle, bill prefix, service charge, markup of its price list] */
export type OutletRow = [string, string, string, string, boolean, string, number, number];

const OUTLETS: Record<PosProfile, OutletRow[]> = {
  restaurant: [
    ['DIN', 'Main dining hall', 'DINE', 'FOOD', false, 'DN', 0, 1],
    ['FAM', 'AC family hall', 'DINE', 'FOOD', false, 'FH', 5, 1.05],
    ['ROOF', 'Rooftop grill', 'DINE', 'FOOD', false, 'RG', 7.5, 1.1],
    ['BAR', 'Sea breeze lounge', 'BAR', 'BAR', false, 'LB', 5, 1.15],
    ['BNQ', 'Banquet hall', 'BANQUET', 'EVENTS', false, 'BQ', 10, 1],
    ['TKW', 'Take-away counter', 'TAKEAWAY', 'FOOD', true, 'TA', 0, 1],
    ['HDL', 'Home delivery', 'DELIVERY', 'FOOD', true, 'HD', 0, 1.05],
  ],
  hotel: [
    ['MCR', 'Multi-cuisine restaurant', 'DINE', 'FOOD', false, 'MC', 5, 1.1],
    ['CSH', 'Lake view coffee shop', 'CAFE', 'FOOD', false, 'CS', 5, 1.05],
    ['POOL', 'Poolside bar', 'BAR', 'BAR', false, 'PB', 10, 1.2],
    ['IRD', 'In-room dining', 'ROOM', 'ROOMS', false, 'RS', 10, 1.25],
    ['BNQ', 'Durbar banquet hall', 'BANQUET', 'EVENTS', false, 'BQ', 10, 1],
    ['TKW', 'Pastry and take-away counter', 'TAKEAWAY', 'FOOD', true, 'TA', 0, 1],
  ],
  takeaway: [
    ['KIT', 'Main kitchen counter', 'TAKEAWAY', 'FOOD', true, 'KC', 0, 1],
    ['DIN', 'Quick-service seating', 'DINE', 'FOOD', true, 'QS', 0, 1],
    ['HDL', 'Home delivery', 'DELIVERY', 'FOOD', true, 'HD', 0, 1.05],
    ['CAT', 'Office lunch and catering', 'BANQUET', 'EVENTS', false, 'CT', 0, 0.95],
    ['KSK', 'Tech park kiosk', 'COUNTER', 'FOOD', true, 'KS', 0, 1],
  ],
  store: [
    ['C01', 'Billing counter 1', 'COUNTER', 'STORE', true, 'CA', 0, 1],
    ['C02', 'Billing counter 2', 'COUNTER', 'STORE', true, 'CB', 0, 1],
    ['C03', 'Billing counter 3', 'COUNTER', 'STORE', true, 'CC', 0, 1],
    ['EXP', 'Express counter (10 items)', 'COUNTER', 'STORE', true, 'EX', 0, 1],
    ['FC', 'Food court', 'DINE', 'FOOD', true, 'FC', 0, 1],
    ['HDL', 'Home delivery', 'DELIVERY', 'STORE', false, 'HD', 0, 1],
  ],
  canteen: [
    ['CAN', 'Staff canteen', 'DINE', 'CANTEEN', true, 'SC', 0, 1],
    ['EXD', 'Executive dining room', 'DINE', 'CANTEEN', false, 'ED', 0, 1.1],
    ['TEA', 'Tea and snacks counter', 'COUNTER', 'CANTEEN', true, 'TC', 0, 1],
    ['GST', 'Guest and meeting room service', 'ROOM', 'GUEST', false, 'GS', 0, 1.15],
    ['NSC', 'Night shift counter', 'COUNTER', 'CANTEEN', true, 'NS', 0, 1],
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
