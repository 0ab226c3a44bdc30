import type { Staffing } from './staffing-types';

/** A precision machining works (D-USI). */
export const MANUFACTURING: Staffing = {
  shifts: 'factory',
  departments: [
    ['ADM', 'Administration and HR', 'Admin block'],
    ['PRD', 'Production - machine shop', 'Shop floor, bay 1'],
    ['CNC', 'CNC section', 'Shop floor, bay 2'],
    ['QA', 'Quality assurance', 'Metrology lab'],
    ['MNT', 'Maintenance', 'Tool room'],
    ['STR', 'Stores', 'Stores block'],
    ['PUR', 'Purchase', 'Admin block'],
    ['ACC', 'Accounts', 'Admin block'],
    ['DES', 'Design and engineering', 'Admin block, first floor'],
  ],
  designations: [
    ['PLH', 'Plant head', 'ADM', 'M', 85000, 1, 'M'],
    ['HRO', 'HR officer', 'ADM', 'O', 26000, 1, 'X'],
    ['PRM', 'Production manager', 'PRD', 'M', 60000, 1, 'M'],
    ['SUP', 'Shift supervisor', 'PRD', 'S', 32000, 2, 'M'],
    ['TRN', 'Turner', 'PRD', 'W', 18000, 4, 'M'],
    ['MCH', 'Machinist', 'PRD', 'W', 17500, 4, 'M'],
    ['WLD', 'Welder', 'PRD', 'W', 17000, 2, 'M'],
    ['CNO', 'CNC operator', 'CNC', 'W', 19500, 4, 'X'],
    ['CNP', 'CNC programmer', 'CNC', 'O', 30000, 1, 'X'],
    ['QCI', 'Quality inspector', 'QA', 'O', 24000, 2, 'X'],
    ['MFT', 'Maintenance fitter', 'MNT', 'W', 18500, 2, 'M'],
    ['ELC', 'Electrician', 'MNT', 'W', 18000, 1, 'M'],
    ['STK', 'Storekeeper', 'STR', 'O', 19000, 1, 'X'],
    ['PUE', 'Purchase executive', 'PUR', 'O', 25000, 1, 'X'],
    ['ACT', 'Accountant', 'ACC', 'O', 28000, 1, 'X'],
    ['DEN', 'Design engineer', 'DES', 'O', 35000, 2, 'X'],
    ['APR', 'Apprentice', 'PRD', 'T', 10000, 3, 'X'],
  ],
};

/** A building contractor with one running site (D-CON). */
export const CONSTRUCTION: Staffing = {
  shifts: 'site',
  departments: [
    ['ADM', 'Administration', 'Head office'],
    ['EXE', 'Site execution', 'Shela project site'],
    ['PLN', 'Planning and estimation', 'Head office'],
    ['QS', 'Quantity surveying', 'Head office'],
    ['PUR', 'Purchase', 'Head office'],
    ['STR', 'Site stores', 'Shela project site'],
    ['SAF', 'Safety', 'Shela project site'],
    ['ACC', 'Accounts', 'Head office'],
  ],
  designations: [
    ['PD', 'Project director', 'ADM', 'M', 90000, 1, 'M'],
    ['PM', 'Project manager', 'EXE', 'M', 65000, 1, 'X'],
    ['SE', 'Site engineer', 'EXE', 'O', 32000, 3, 'X'],
    ['SUP', 'Site supervisor', 'EXE', 'S', 24000, 3, 'M'],
    ['FOR', 'Foreman', 'EXE', 'S', 21000, 2, 'M'],
    ['MSN', 'Mason', 'EXE', 'W', 16500, 4, 'M'],
    ['BBD', 'Bar bender', 'EXE', 'W', 16000, 3, 'M'],
    ['CRP', 'Shuttering carpenter', 'EXE', 'W', 16000, 2, 'M'],
    ['PLE', 'Planning engineer', 'PLN', 'O', 38000, 1, 'X'],
    ['QSE', 'Quantity surveyor', 'QS', 'O', 34000, 1, 'X'],
    ['PUO', 'Purchase officer', 'PUR', 'O', 28000, 1, 'X'],
    ['SKP', 'Store keeper', 'STR', 'O', 18000, 1, 'M'],
    ['SFO', 'Safety officer', 'SAF', 'O', 30000, 1, 'X'],
    ['ACT', 'Accountant', 'ACC', 'O', 27000, 1, 'X'],
  ],
};

/** A wholesale distributor with a godown (D-COM). */
export const TRADING: Staffing = {
  shifts: 'office',
  departments: [
    ['MGT', 'Management', 'Head office'],
    ['SLS', 'Sales', 'Head office'],
    ['PUR', 'Purchase', 'Head office'],
    ['WH', 'Warehouse', 'Auto Nagar godown'],
    ['LOG', 'Logistics', 'Auto Nagar godown'],
    ['ACC', 'Accounts', 'Head office'],
    ['ADM', 'Administration', 'Head office'],
  ],
  designations: [
    ['MP', 'Managing partner', 'MGT', 'M', 80000, 1, 'M'],
    ['SM', 'Sales manager', 'SLS', 'M', 45000, 1, 'X'],
    ['SEX', 'Sales executive', 'SLS', 'O', 22000, 4, 'X'],
    ['PUO', 'Purchase officer', 'PUR', 'O', 26000, 1, 'X'],
    ['GIC', 'Godown in-charge', 'WH', 'S', 24000, 1, 'M'],
    ['LDR', 'Loader', 'WH', 'W', 12000, 4, 'M'],
    ['PKR', 'Packer', 'WH', 'W', 11500, 2, 'X'],
    ['DRV', 'Delivery van driver', 'LOG', 'W', 16000, 3, 'M'],
    ['ACT', 'Accountant', 'ACC', 'O', 26000, 1, 'X'],
    ['BLC', 'Billing clerk', 'ACC', 'O', 16000, 2, 'X'],
    ['OFA', 'Office assistant', 'ADM', 'W', 12000, 1, 'X'],
  ],
};
