import type { TestPlan } from './test-rows';

/**
 * Shops and online stores: packs checked on receipt, repacking checked on the line, returns checked before restocking.
 */
export const RETAIL_TESTS: TestPlan = {
  raw: [
    ['Net weight', 'Net weight variance', '%', -1.5, 1.5, 'Weighing scale (Legal Metrology)', true, 'GRC'],
    ['Shelf life on receipt', 'Remaining shelf life', '%', 70, 100, 'Label check', true, 'GRC'],
    ['Pulses moisture', 'Moisture', '%', null, 12, 'Grain moisture meter', false, 'GRC'],
    ['Snack pack', 'Pack inflation intact', '0/1', 1, 1, 'Visual', false, 'SNK'],
    ['Cosmetic expiry', 'Months to expiry', 'months', 6, null, 'Label check', true, 'PCR'],
    ['Detergent pack', 'Leaking packs', 'count', 0, 0, 'Visual', false, 'HOM'],
    ['Electrical safety', 'Power-on test passed', '0/1', 1, 1, 'Test bench', true, 'ELC'],
    ['Charger output', 'Output voltage', 'V', 4.75, 5.25, 'Multimeter', true, 'ACC'],
    ['Carry bag', 'Paper grammage', 'GSM', 60, null, 'GSM cutter and scale', true, 'BAG'],
  ],
  production: [
    ['Fill weight', 'Net weight of a 1 kg pack', 'g', 1000, 1010, 'Check-weigher', true],
    ['Seal integrity', 'Leaking packs', 'count', 0, 0, 'Squeeze test', true],
    ['Label accuracy', 'MRP and dates printed correctly', '0/1', 1, 1, 'Visual', true],
    ['Foreign matter', 'Foreign particles found', 'count', 0, 0, 'Visual on sorting table', true],
    ['Hamper contents', 'Items per hamper', 'count', 5, 5, 'Checklist', false],
    ['Carton count', 'Packs per carton', 'count', 24, 24, 'Count', false],
  ],
  saleReturn: [
    ['Pack intact', 'Seal unbroken', '0/1', 1, 1, 'Visual', true],
    ['Expiry', 'Days to expiry', 'days', 30, null, 'Label check', true],
    ['Electronics function', 'Power-on test passed', '0/1', 1, 1, 'Test bench', true],
    ['Accessories complete', 'Missing accessories', 'count', 0, 0, 'Checklist', true],
    ['Physical damage', 'Damage marks found', 'count', 0, 0, 'Visual', false],
    ['Resaleable', 'Can go back on the shelf', '0/1', 1, 1, 'Supervisor check', false],
  ],
};

/**
 * Offices, schools and clinics: supplies and IT checked on arrival, workstation set-up checked, returned assets
 * checked.
 */
export const OFFICE_TESTS: TestPlan = {
  raw: [
    ['Paper grammage', 'Grammage', 'g/m²', 73, 77, 'GSM cutter and scale', true, 'STN'],
    ['Toner yield', 'Pages at 5% cover', 'pages', 2300, null, 'Print count', false, 'PRN'],
    ['Laptop burn-in', 'Hours passed', 'hours', 4, null, 'Diagnostics tool', true, 'ITH'],
    ['Battery health', 'Battery capacity', '%', 95, 100, 'BIOS diagnostics', true, 'ITH'],
    ['UPS backup', 'Backup at full load', 'minutes', 10, null, 'Load bank', true, 'ITH'],
    ['Chair load', 'Static load held', 'kg', 120, null, 'Load test', false, 'FUR'],
    ['Cleaner pH', 'pH', 'pH', 6, 9, 'pH strip', false, 'CLN'],
    ['Pantry stock expiry', 'Days to expiry', 'days', 60, null, 'Label check', true, 'PAN'],
  ],
  production: [
    ['Laptop image', 'Image and updates applied', '0/1', 1, 1, 'Checklist', true],
    ['Network', 'Packet loss', '%', 0, 1, 'Ping test', true],
    ['Workstation level', 'Tilt', 'mm/m', 0, 2, 'Spirit level', false],
    ['Earthing', 'Earth-neutral voltage', 'V', 0, 2, 'Multimeter', true],
    ['UPS output', 'Output voltage', 'V', 220, 240, 'Multimeter', true],
    ['User sign-off', 'Handover form signed', '0/1', 1, 1, 'Handover form', false],
  ],
  saleReturn: [
    ['Physical condition', 'Damage marks found', 'count', 0, 0, 'Visual', true],
    ['Power-on', 'Boots normally', '0/1', 1, 1, 'Test bench', true],
    ['Accessories', 'Missing accessories', 'count', 0, 0, 'Checklist', true],
    ['Data wipe', 'Disk wiped', '0/1', 1, 1, 'Wipe certificate', true],
    ['Toner leak', 'Leak found', '0/1', 0, 0, 'Visual', false],
  ],
};
