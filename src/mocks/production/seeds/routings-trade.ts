import type { Routing } from './routings';

/** Repacking bulk goods into shelf packs and hampers (trading, supermarket, online store). */
export const REPACKING: Routing = {
  processes: [
    ['RCV', 'Bulk receiving', 10, 1, 'Receiving bay', true],
    ['CLN', 'Cleaning and sorting', 20, 2, 'Sorting table', false],
    ['WGH', 'Weighing', 30, 1, 'Weighing station', false],
    ['RPK', 'Repacking', 40, 2, 'Packing line', false],
    ['SEL', 'Sealing', 50, 0.5, 'Band sealer', true],
    ['LBL', 'Labelling and MRP printing', 60, 0.5, 'Label printer', true],
    ['GFT', 'Gift hamper assembly', 70, 1.5, 'Hamper bench', false],
    ['CTN', 'Cartoning', 80, 0.5, 'Dispatch', false],
  ],
  attachments: [
    ['CLN', 'Toor dal 1 kg', 100, '', 1],
    ['CLN', 'Roasted peanuts 200 g', 100, '', 2],
    ['RPK', 'Basmati rice 5 kg', 20, '', 0.5],
    ['RPK', 'Sugar 1 kg', 100, '', 0.5],
    ['RPK', 'Tea 500 g', 50, '', 0],
    ['GFT', 'Chocolate bar 40 g', 50, '', 0],
    ['GFT', 'Cream biscuits 120 g', 50, '', 0],
    ['GFT', 'Roasted peanuts 200 g', 50, '', 0],
    ['GFT', 'Cloth carry bag', 50, '', 0],
    ['CTN', 'Paper carry bag', 200, '', 1],
    ['LBL', 'Toor dal 1 kg', 100, '', 0],
  ],
};

/** Setting up workstations and IT for new staff (offices, schools, clinics). */
export const WORKSTATIONS: Routing = {
  processes: [
    ['RCV', 'Receiving and unpacking', 10, 1, 'Stores', true],
    ['TAG', 'Asset tagging', 20, 0.25, 'Admin office', false],
    ['ASM', 'Furniture assembly', 30, 2, 'Facility team', false],
    ['IMG', 'Laptop imaging and set-up', 40, 1.5, 'IT desk', true],
    ['CAB', 'Cabling and installation', 50, 2, 'Facility team', false],
    ['TST', 'Testing', 60, 0.5, 'IT desk', true],
    ['HND', 'Handover to user', 70, 0.25, 'Admin office', false],
  ],
  attachments: [
    ['TAG', 'Laptop 14 inch', 10, '', 0],
    ['ASM', 'Workstation table', 10, '', 0],
    ['ASM', 'Office chair', 10, '', 0],
    ['ASM', 'Filing cabinet', 2, '', 0],
    ['IMG', 'Laptop 14 inch', 10, '', 0],
    ['CAB', 'UPS 1 kVA', 2, '', 0],
    ['TST', 'Wireless mouse', 10, '', 0],
    ['TST', 'Keyboard', 10, '', 0],
    ['HND', 'Box file', 10, '', 0],
    ['HND', 'Stapler', 10, '', 0],
  ],
};
