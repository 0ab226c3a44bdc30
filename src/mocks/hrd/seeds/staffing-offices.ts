import type { Staffing } from './staffing-types';

/** A real estate developer (D-REA). */
export const REALTY: Staffing = {
  shifts: 'office',
  departments: [
    ['MGT', 'Management', 'Baner office'],
    ['SLS', 'Sales', 'Baner sales lounge'],
    ['CRM', 'Customer relations', 'Baner office'],
    ['LGL', 'Legal and liaison', 'Baner office'],
    ['PRJ', 'Projects', 'Hinjewadi site'],
    ['MKT', 'Marketing', 'Baner office'],
    ['ACC', 'Accounts', 'Baner office'],
  ],
  designations: [
    ['DIR', 'Director', 'MGT', 'M', 150000, 1, 'X'],
    ['SHD', 'Sales head', 'SLS', 'M', 80000, 1, 'X'],
    ['RM', 'Relationship manager', 'SLS', 'O', 35000, 4, 'X'],
    ['CRE', 'CRM executive', 'CRM', 'O', 26000, 2, 'X'],
    ['LGO', 'Legal officer', 'LGL', 'O', 45000, 1, 'X'],
    ['LSN', 'Liaison executive', 'LGL', 'O', 30000, 1, 'M'],
    ['PE', 'Project engineer', 'PRJ', 'O', 40000, 2, 'X'],
    ['SSV', 'Site supervisor', 'PRJ', 'S', 25000, 2, 'M'],
    ['MKE', 'Marketing executive', 'MKT', 'O', 30000, 1, 'X'],
    ['ACT', 'Accountant', 'ACC', 'O', 32000, 1, 'X'],
    ['OBY', 'Office boy', 'MGT', 'W', 12000, 1, 'M'],
  ],
};

/** A cab operator (D-RID): drivers, dispatch and the workshop. */
export const CABS: Staffing = {
  shifts: 'transport',
  departments: [
    ['MGT', 'Management', 'Panaji depot office'],
    ['OPS', 'Operations and dispatch', 'Control room'],
    ['FLT', 'Fleet (drivers)', 'Panaji depot'],
    ['WSP', 'Workshop', 'Panaji depot, service bay'],
    ['CC', 'Call centre', 'Control room'],
    ['HR', 'Human resources', 'Panaji depot office'],
    ['ACC', 'Accounts', 'Panaji depot office'],
  ],
  designations: [
    ['GM', 'General manager', 'MGT', 'M', 70000, 1, 'X'],
    ['OPM', 'Operations manager', 'OPS', 'M', 45000, 1, 'X'],
    ['DSP', 'Dispatcher', 'OPS', 'O', 18000, 3, 'X'],
    ['DRV', 'Driver', 'FLT', 'W', 17000, 12, 'M'],
    ['MEC', 'Mechanic', 'WSP', 'W', 18000, 2, 'M'],
    ['CCE', 'Call centre executive', 'CC', 'O', 15000, 3, 'X'],
    ['HRE', 'HR executive', 'HR', 'O', 24000, 1, 'X'],
    ['ACT', 'Accountant', 'ACC', 'O', 26000, 1, 'X'],
  ],
};

/** A rooftop solar installer (D-CRM). */
export const SOLAR: Staffing = {
  shifts: 'office',
  departments: [
    ['MGT', 'Management', 'C-Scheme office'],
    ['SLS', 'Sales', 'C-Scheme office'],
    ['DES', 'Design and engineering', 'C-Scheme office'],
    ['INS', 'Installation', 'Sitapura warehouse'],
    ['SRV', 'Service and maintenance', 'Sitapura warehouse'],
    ['PUR', 'Purchase and stores', 'Sitapura warehouse'],
    ['ACC', 'Accounts', 'C-Scheme office'],
  ],
  designations: [
    ['MD', 'Managing director', 'MGT', 'M', 150000, 1, 'X'],
    ['BDM', 'Business development manager', 'SLS', 'M', 60000, 1, 'X'],
    ['SEX', 'Sales executive', 'SLS', 'O', 25000, 4, 'X'],
    ['DEN', 'Design engineer', 'DES', 'O', 40000, 2, 'X'],
    ['PM', 'Project manager', 'INS', 'M', 55000, 1, 'M'],
    ['INT', 'Installation technician', 'INS', 'W', 18000, 5, 'M'],
    ['ELC', 'Electrician', 'INS', 'W', 19000, 2, 'M'],
    ['SRT', 'Service technician', 'SRV', 'W', 20000, 2, 'M'],
    ['STK', 'Storekeeper', 'PUR', 'O', 18000, 1, 'X'],
    ['ACT', 'Accountant', 'ACC', 'O', 30000, 1, 'X'],
  ],
};

/** A stock broker (D-SHA). */
export const BROKING: Staffing = {
  shifts: 'office',
  departments: [
    ['MGT', 'Management', 'Fort, fourth floor'],
    ['DLG', 'Dealing', 'Fort, dealing room'],
    ['RES', 'Research', 'Fort, fourth floor'],
    ['BO', 'Back office and settlements', 'Fort, third floor'],
    ['CMP', 'Compliance', 'Fort, fourth floor'],
    ['CRD', 'Client relations', 'Fort, ground floor'],
    ['ACC', 'Accounts', 'Fort, third floor'],
    ['IT', 'IT and systems', 'Fort, third floor'],
  ],
  designations: [
    ['MD', 'Managing director', 'MGT', 'M', 200000, 1, 'X'],
    ['HDL', 'Head of dealing', 'DLG', 'M', 90000, 1, 'X'],
    ['DLR', 'Equity dealer', 'DLG', 'O', 40000, 4, 'X'],
    ['RAN', 'Research analyst', 'RES', 'O', 60000, 2, 'X'],
    ['SET', 'Settlement executive', 'BO', 'O', 28000, 3, 'X'],
    ['CO', 'Compliance officer', 'CMP', 'M', 75000, 1, 'X'],
    ['RM', 'Relationship manager', 'CRD', 'O', 35000, 3, 'X'],
    ['ACT', 'Accountant', 'ACC', 'O', 35000, 1, 'X'],
    ['SYA', 'Systems administrator', 'IT', 'O', 45000, 1, 'X'],
    ['OFA', 'Office assistant', 'MGT', 'W', 15000, 1, 'M'],
  ],
};
