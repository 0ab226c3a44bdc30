import type { Staffing } from './staffing-types';

/** A CBSE day school (D-SHI): teachers, laboratory, library and the school buses. */
export const SCHOOL: Staffing = {
  shifts: 'school',
  departments: [
    ['ADM', 'Administration', 'Main block, ground floor'],
    ['PRI', 'Primary section', 'Block A'],
    ['SEC', 'Secondary section', 'Block B'],
    ['SCI', 'Science laboratories', 'Block B, second floor'],
    ['SPT', 'Sports and physical education', 'Playground pavilion'],
    ['LIB', 'Library', 'Main block, first floor'],
    ['TRN', 'Transport', 'Bus bay'],
    ['ACC', 'Accounts and fees', 'Main block, ground floor'],
    ['SUP', 'Support staff', 'Main block'],
  ],
  designations: [
    ['PRN', 'Principal', 'ADM', 'M', 85000, 1, 'X'],
    ['VPR', 'Vice principal', 'ADM', 'M', 65000, 1, 'X'],
    ['PRT', 'Primary teacher', 'PRI', 'O', 30000, 6, 'F'],
    ['TGT', 'Trained graduate teacher', 'SEC', 'O', 36000, 5, 'X'],
    ['PGT', 'Post graduate teacher', 'SEC', 'O', 42000, 3, 'X'],
    ['LAB', 'Laboratory assistant', 'SCI', 'W', 18000, 2, 'X'],
    ['PET', 'Physical education teacher', 'SPT', 'O', 32000, 1, 'M'],
    ['LBN', 'Librarian', 'LIB', 'O', 28000, 1, 'X'],
    ['DRV', 'Bus driver', 'TRN', 'W', 18000, 3, 'M'],
    ['ATT', 'Bus attendant', 'TRN', 'W', 11000, 3, 'F'],
    ['ACT', 'Accountant', 'ACC', 'O', 28000, 1, 'X'],
    ['OFC', 'Office clerk', 'ADM', 'O', 18000, 2, 'X'],
    ['PEO', 'Peon', 'SUP', 'W', 12000, 2, 'M'],
  ],
};

/** A polyclinic (D-DHA). */
export const CLINIC: Staffing = {
  shifts: 'care',
  departments: [
    ['ADM', 'Administration', 'Ground floor'],
    ['OPD', 'Outpatient clinic', 'Ground floor'],
    ['NUR', 'Nursing', 'First floor'],
    ['PHR', 'Pharmacy', 'Ground floor, front'],
    ['LAB', 'Laboratory', 'First floor'],
    ['PHY', 'Physiotherapy', 'Second floor'],
    ['FD', 'Front desk', 'Reception'],
    ['ACC', 'Accounts', 'Ground floor'],
  ],
  designations: [
    ['MDR', 'Medical director', 'ADM', 'M', 150000, 1, 'X'],
    ['CON', 'Consultant physician', 'OPD', 'M', 110000, 2, 'X'],
    ['MO', 'Medical officer', 'OPD', 'O', 65000, 2, 'X'],
    ['STN', 'Staff nurse', 'NUR', 'O', 24000, 4, 'F'],
    ['PHA', 'Pharmacist', 'PHR', 'O', 22000, 2, 'X'],
    ['LBT', 'Lab technician', 'LAB', 'O', 20000, 2, 'X'],
    ['PTH', 'Physiotherapist', 'PHY', 'O', 30000, 1, 'X'],
    ['RCP', 'Receptionist', 'FD', 'O', 15000, 2, 'F'],
    ['ACT', 'Accountant', 'ACC', 'O', 25000, 1, 'X'],
    ['WBY', 'Ward boy', 'NUR', 'W', 11500, 2, 'M'],
  ],
};

/** A multispeciality hospital (D-HOS). */
export const HOSPITAL: Staffing = {
  shifts: 'care',
  departments: [
    ['ADM', 'Hospital administration', 'Admin block'],
    ['MED', 'General medicine', 'OPD block'],
    ['SUR', 'General surgery', 'OT complex'],
    ['PED', 'Paediatrics', 'OPD block, first floor'],
    ['ICU', 'Intensive care', 'Second floor'],
    ['NUR', 'Nursing', 'Wards'],
    ['PHR', 'Pharmacy', 'Ground floor'],
    ['LAB', 'Pathology laboratory', 'Diagnostics block'],
    ['RAD', 'Radiology', 'Diagnostics block'],
    ['HKP', 'Housekeeping', 'Basement'],
    ['ACC', 'Accounts and billing', 'Admin block'],
  ],
  designations: [
    ['MS', 'Medical superintendent', 'ADM', 'M', 180000, 1, 'X'],
    ['HA', 'Hospital administrator', 'ADM', 'M', 75000, 1, 'X'],
    ['CNS', 'Consultant physician', 'MED', 'M', 140000, 2, 'X'],
    ['SRG', 'Surgeon', 'SUR', 'M', 160000, 2, 'X'],
    ['PDT', 'Paediatrician', 'PED', 'M', 130000, 1, 'X'],
    ['RMO', 'Resident medical officer', 'ICU', 'O', 70000, 3, 'X'],
    ['NSU', 'Nursing superintendent', 'NUR', 'S', 45000, 1, 'F'],
    ['STN', 'Staff nurse', 'NUR', 'O', 26000, 8, 'F'],
    ['PHA', 'Pharmacist', 'PHR', 'O', 22000, 2, 'X'],
    ['LBT', 'Lab technician', 'LAB', 'O', 21000, 2, 'X'],
    ['RDG', 'Radiographer', 'RAD', 'O', 24000, 1, 'X'],
    ['HKA', 'Housekeeping attendant', 'HKP', 'W', 11500, 4, 'X'],
    ['BLE', 'Billing executive', 'ACC', 'O', 18000, 2, 'X'],
  ],
};
