import type { Staffing } from './staffing-types';

/** A neighbourhood supermarket (D-POS). */
export const SUPERMARKET: Staffing = {
  shifts: 'retail',
  departments: [
    ['MGT', 'Store management', 'First floor office'],
    ['FLR', 'Sales floor', 'Ground floor'],
    ['CHK', 'Billing and checkout', 'Ground floor, tills'],
    ['FRS', 'Fresh produce and dairy', 'Ground floor, fresh section'],
    ['WH', 'Back store and receiving', 'Rear loading bay'],
    ['CS', 'Customer service', 'Entrance desk'],
    ['ACC', 'Accounts', 'First floor office'],
    ['SEC', 'Security', 'Entrance'],
  ],
  designations: [
    ['SMG', 'Store manager', 'MGT', 'M', 50000, 1, 'X'],
    ['ASM', 'Assistant store manager', 'MGT', 'S', 32000, 1, 'X'],
    ['FLS', 'Floor supervisor', 'FLR', 'S', 22000, 2, 'X'],
    ['SLA', 'Sales associate', 'FLR', 'W', 12500, 6, 'X'],
    ['CSR', 'Cashier', 'CHK', 'O', 14500, 4, 'F'],
    ['FRA', 'Fresh section associate', 'FRS', 'W', 12500, 2, 'X'],
    ['RCV', 'Receiving clerk', 'WH', 'O', 15000, 1, 'M'],
    ['HLP', 'Helper', 'WH', 'W', 11000, 3, 'M'],
    ['CSE', 'Customer service executive', 'CS', 'O', 15000, 1, 'F'],
    ['ACT', 'Accountant', 'ACC', 'O', 26000, 1, 'X'],
    ['SGD', 'Security guard', 'SEC', 'W', 12000, 2, 'M'],
  ],
};

/** An online store with its own fulfilment centre (D-EC1). */
export const ECOMMERCE: Staffing = {
  shifts: 'retail',
  departments: [
    ['MGT', 'Management', 'Corporate office'],
    ['CAT', 'Catalogue and content', 'Corporate office'],
    ['TEC', 'Technology', 'Corporate office'],
    ['WH', 'Fulfilment centre', 'Udyog Vihar warehouse'],
    ['LOG', 'Last-mile delivery', 'Udyog Vihar warehouse'],
    ['CS', 'Customer support', 'Corporate office'],
    ['MKT', 'Marketing', 'Corporate office'],
    ['ACC', 'Finance and accounts', 'Corporate office'],
  ],
  designations: [
    ['CEO', 'Chief executive', 'MGT', 'M', 150000, 1, 'X'],
    ['CTE', 'Catalogue executive', 'CAT', 'O', 24000, 2, 'X'],
    ['SDE', 'Software engineer', 'TEC', 'O', 55000, 3, 'X'],
    ['WHM', 'Warehouse manager', 'WH', 'M', 48000, 1, 'M'],
    ['PPK', 'Picker and packer', 'WH', 'W', 14000, 6, 'X'],
    ['INV', 'Inventory controller', 'WH', 'O', 22000, 1, 'X'],
    ['DLA', 'Delivery associate', 'LOG', 'W', 16000, 5, 'M'],
    ['CSA', 'Customer support associate', 'CS', 'O', 18000, 4, 'X'],
    ['DMK', 'Digital marketing executive', 'MKT', 'O', 30000, 1, 'X'],
    ['ACT', 'Accounts executive', 'ACC', 'O', 28000, 1, 'X'],
  ],
};
