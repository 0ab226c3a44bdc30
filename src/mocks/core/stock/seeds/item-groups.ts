import type { TradeProfile } from '../../company/trade-profile';

type Group = { code: string; name: string; mainGroup: string; kind: 'RAW' | 'FIN' | 'CON' | 'SER' };

/** Item groups by trade: main group, sub group. */
export const ITEM_GROUP_SEED: Record<TradeProfile, Group[]> = {
  food: [
    { code: 'VEG', name: 'Vegetables', mainGroup: 'Fresh produce', kind: 'RAW' },
    { code: 'FRU', name: 'Fruits', mainGroup: 'Fresh produce', kind: 'RAW' },
    { code: 'DAI', name: 'Dairy', mainGroup: 'Chilled', kind: 'RAW' },
    { code: 'MEA', name: 'Meat and poultry', mainGroup: 'Chilled', kind: 'RAW' },
    { code: 'GRN', name: 'Rice and grains', mainGroup: 'Dry stores', kind: 'RAW' },
    { code: 'SPC', name: 'Spices and masalas', mainGroup: 'Dry stores', kind: 'RAW' },
    { code: 'BEV', name: 'Beverages', mainGroup: 'Bar and beverages', kind: 'FIN' },
    { code: 'PKG', name: 'Packaging', mainGroup: 'Consumables', kind: 'CON' },
    { code: 'HKP', name: 'Housekeeping', mainGroup: 'Consumables', kind: 'CON' },
  ],
  industrial: [
    { code: 'STL', name: 'Steel bars and sheets', mainGroup: 'Raw materials', kind: 'RAW' },
    { code: 'ALU', name: 'Aluminium', mainGroup: 'Raw materials', kind: 'RAW' },
    { code: 'FAS', name: 'Fasteners', mainGroup: 'Bought-out parts', kind: 'RAW' },
    { code: 'BRG', name: 'Bearings', mainGroup: 'Bought-out parts', kind: 'RAW' },
    { code: 'CUT', name: 'Cutting tools', mainGroup: 'Consumables', kind: 'CON' },
    { code: 'LUB', name: 'Oils and lubricants', mainGroup: 'Consumables', kind: 'CON' },
    { code: 'CEM', name: 'Cement and aggregates', mainGroup: 'Raw materials', kind: 'RAW' },
    { code: 'FGD', name: 'Machined components', mainGroup: 'Finished goods', kind: 'FIN' },
  ],
  retail: [
    { code: 'GRC', name: 'Groceries', mainGroup: 'Food', kind: 'FIN' },
    { code: 'SNK', name: 'Snacks', mainGroup: 'Food', kind: 'FIN' },
    { code: 'PCR', name: 'Personal care', mainGroup: 'Home and personal care', kind: 'FIN' },
    { code: 'HOM', name: 'Home care', mainGroup: 'Home and personal care', kind: 'FIN' },
    { code: 'ELC', name: 'Electronics', mainGroup: 'Electronics', kind: 'FIN' },
    { code: 'ACC', name: 'Mobile accessories', mainGroup: 'Electronics', kind: 'FIN' },
    { code: 'STN', name: 'Stationery', mainGroup: 'Office', kind: 'FIN' },
    { code: 'BAG', name: 'Carry bags', mainGroup: 'Consumables', kind: 'CON' },
  ],
  office: [
    { code: 'STN', name: 'Stationery', mainGroup: 'Office supplies', kind: 'CON' },
    { code: 'PRN', name: 'Printer supplies', mainGroup: 'Office supplies', kind: 'CON' },
    { code: 'ITH', name: 'IT hardware', mainGroup: 'Assets', kind: 'FIN' },
    { code: 'FUR', name: 'Furniture', mainGroup: 'Assets', kind: 'FIN' },
    { code: 'CLN', name: 'Cleaning supplies', mainGroup: 'Housekeeping', kind: 'CON' },
    { code: 'PAN', name: 'Pantry', mainGroup: 'Housekeeping', kind: 'CON' },
    { code: 'MNT', name: 'Maintenance services', mainGroup: 'Services', kind: 'SER' },
  ],
};
