import type { Staffing } from './staffing-types';

/** A lake-front hotel (D-MIN). */
export const HOTEL: Staffing = {
  shifts: 'hospitality',
  departments: [
    ['ADM', 'Administration and HR', 'Ground floor, back office'],
    ['FO', 'Front office', 'Lobby'],
    ['HK', 'Housekeeping', 'Basement, linen room'],
    ['FB', 'Food and beverage service', 'Lakeside restaurant'],
    ['KIT', 'Kitchen', 'Ground floor kitchen'],
    ['ENG', 'Engineering and maintenance', 'Basement, plant room'],
    ['ACC', 'Accounts', 'Ground floor, back office'],
    ['SEC', 'Security', 'Main gate'],
  ],
  designations: [
    ['GM', 'General manager', 'ADM', 'M', 65000, 1, 'X'],
    ['HRE', 'HR executive', 'ADM', 'O', 22000, 1, 'X'],
    ['FOM', 'Front office manager', 'FO', 'S', 32000, 1, 'X'],
    ['FOA', 'Front office associate', 'FO', 'O', 16000, 3, 'X'],
    ['BEL', 'Bell captain', 'FO', 'W', 11500, 2, 'M'],
    ['EHK', 'Executive housekeeper', 'HK', 'S', 28000, 1, 'F'],
    ['RAT', 'Room attendant', 'HK', 'W', 12000, 4, 'X'],
    ['EXC', 'Executive chef', 'KIT', 'M', 55000, 1, 'M'],
    ['CDP', 'Chef de partie', 'KIT', 'S', 26000, 2, 'M'],
    ['COM', 'Commis', 'KIT', 'W', 14000, 3, 'X'],
    ['RMG', 'Restaurant manager', 'FB', 'S', 30000, 1, 'X'],
    ['STW', 'Steward', 'FB', 'W', 12500, 3, 'X'],
    ['MNT', 'Maintenance technician', 'ENG', 'W', 15000, 2, 'M'],
    ['ACT', 'Accountant', 'ACC', 'O', 24000, 1, 'X'],
    ['SGD', 'Security guard', 'SEC', 'W', 12000, 2, 'M'],
  ],
};

/** A restaurant (D-RES): the kitchen brigade, the floor and the back office. */
export const RESTAURANT: Staffing = {
  shifts: 'hospitality',
  departments: [
    ['MGT', 'Management', 'First floor office'],
    ['KIT', 'Main kitchen', 'Ground floor kitchen'],
    ['TAN', 'Tandoor and grill', 'Open kitchen'],
    ['SRV', 'Restaurant service', 'Dining hall'],
    ['BAR', 'Beverages and juice bar', 'Dining hall counter'],
    ['STR', 'Stores', 'Basement stores'],
    ['HKP', 'Stewarding and housekeeping', 'Dish wash area'],
    ['ACC', 'Accounts and cash', 'Billing counter'],
  ],
  designations: [
    ['RMG', 'Restaurant manager', 'MGT', 'M', 45000, 1, 'X'],
    ['HCF', 'Head chef', 'KIT', 'M', 42000, 1, 'M'],
    ['SCF', 'Sous chef', 'KIT', 'S', 30000, 1, 'X'],
    ['CDP', 'Chef de partie', 'KIT', 'S', 22000, 2, 'X'],
    ['CMS', 'Commis chef', 'KIT', 'W', 13500, 4, 'X'],
    ['TDC', 'Tandoor cook', 'TAN', 'W', 18000, 2, 'M'],
    ['CPT', 'Captain', 'SRV', 'S', 20000, 2, 'X'],
    ['STW', 'Steward', 'SRV', 'W', 12500, 5, 'X'],
    ['BVA', 'Beverage attendant', 'BAR', 'W', 13000, 2, 'X'],
    ['STK', 'Storekeeper', 'STR', 'O', 16000, 1, 'M'],
    ['KPR', 'Kitchen porter', 'HKP', 'W', 11000, 2, 'M'],
    ['DSW', 'Dishwasher', 'HKP', 'W', 10500, 2, 'X'],
    ['CSH', 'Cashier', 'ACC', 'O', 16500, 2, 'X'],
    ['ACT', 'Accountant', 'ACC', 'O', 24000, 1, 'X'],
  ],
};

/** A take-away kitchen with its own delivery fleet (D-TAK). */
export const TAKEAWAY: Staffing = {
  shifts: 'hospitality',
  departments: [
    ['MGT', 'Management', 'Office cabin'],
    ['KIT', 'Central kitchen', 'Ground floor'],
    ['PRP', 'Pre-preparation', 'Ground floor, wash area'],
    ['PKG', 'Packing', 'Dispatch hall'],
    ['DLV', 'Delivery', 'Dispatch hall'],
    ['CTR', 'Counter sales', 'Front counter'],
    ['ACC', 'Accounts', 'Office cabin'],
  ],
  designations: [
    ['OPM', 'Operations manager', 'MGT', 'M', 42000, 1, 'X'],
    ['KSV', 'Kitchen supervisor', 'KIT', 'S', 26000, 1, 'M'],
    ['CK', 'Cook', 'KIT', 'W', 17500, 4, 'X'],
    ['ACK', 'Assistant cook', 'KIT', 'W', 13500, 3, 'X'],
    ['VCT', 'Vegetable cutter', 'PRP', 'W', 11000, 3, 'F'],
    ['PKR', 'Packer', 'PKG', 'W', 11500, 3, 'X'],
    ['DLX', 'Delivery executive', 'DLV', 'W', 14000, 5, 'M'],
    ['CSH', 'Counter cashier', 'CTR', 'O', 15000, 2, 'X'],
    ['ACT', 'Accounts assistant', 'ACC', 'O', 20000, 1, 'X'],
  ],
};
