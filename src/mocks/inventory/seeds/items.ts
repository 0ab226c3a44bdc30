import type { TradeProfile } from '../../core/company/trade-profile';

/** [name, group code, stock unit, standard rate] by trade; ids, reorder levels and units follow from these. */
type ItemRow = [string, string, string, number];

const ITEMS: Record<TradeProfile, ItemRow[]> = {
  food: [
    ['Onion', 'VEG', 'KG', 32], ['Tomato', 'VEG', 'KG', 28], ['Potato', 'VEG', 'KG', 24], ['Green chilli', 'VEG', 'KG', 60],
    ['Coriander leaves', 'VEG', 'KG', 80], ['Ginger', 'VEG', 'KG', 120], ['Garlic', 'VEG', 'KG', 140], ['Banana', 'FRU', 'DOZ', 55],
    ['Lemon', 'FRU', 'NOS', 4], ['Milk', 'DAI', 'LTR', 56], ['Paneer', 'DAI', 'KG', 360], ['Curd', 'DAI', 'KG', 70],
    ['Butter', 'DAI', 'KG', 520], ['Chicken (curry cut)', 'MEA', 'KG', 240], ['Mutton', 'MEA', 'KG', 720], ['Basmati rice', 'GRN', 'KG', 110],
    ['Sona masoori rice', 'GRN', 'KG', 58], ['Toor dal', 'GRN', 'KG', 145], ['Wheat flour (atta)', 'GRN', 'KG', 42], ['Turmeric powder', 'SPC', 'KG', 260],
    ['Red chilli powder', 'SPC', 'KG', 320], ['Garam masala', 'SPC', 'KG', 640], ['Cumin seeds', 'SPC', 'KG', 480], ['Packaged water 1 l', 'BEV', 'BTL', 12],
    ['Cola 300 ml', 'BEV', 'BTL', 25], ['Filter coffee powder', 'BEV', 'KG', 560], ['Tea leaves', 'BEV', 'KG', 420], ['Takeaway container 500 ml', 'PKG', 'NOS', 6.5],
    ['Paper bag (large)', 'PKG', 'NOS', 3.25], ['Aluminium foil roll', 'PKG', 'NOS', 145], ['Floor cleaner', 'HKP', 'LTR', 95], ['Tissue roll', 'HKP', 'PKT', 48],
  ],
  industrial: [
    ['MS round bar 20 mm', 'STL', 'KG', 68], ['MS plate 6 mm', 'STL', 'KG', 72], ['EN8 bright bar 32 mm', 'STL', 'KG', 84], ['SS 304 sheet 2 mm', 'STL', 'KG', 245],
    ['Aluminium 6061 rod 40 mm', 'ALU', 'KG', 310], ['Aluminium sheet 1.5 mm', 'ALU', 'KG', 285], ['Hex bolt M10 x 40', 'FAS', 'NOS', 4.5], ['Hex nut M10', 'FAS', 'NOS', 1.2],
    ['Spring washer M10', 'FAS', 'NOS', 0.45], ['Allen screw M8 x 25', 'FAS', 'NOS', 3.8], ['Ball bearing 6204', 'BRG', 'NOS', 145], ['Ball bearing 6305', 'BRG', 'NOS', 260],
    ['Taper roller bearing 30206', 'BRG', 'NOS', 410], ['Carbide insert CNMG 120408', 'CUT', 'NOS', 385], ['HSS drill 8.5 mm', 'CUT', 'NOS', 120], ['End mill 12 mm', 'CUT', 'NOS', 950],
    ['Grinding wheel 200 mm', 'CUT', 'NOS', 640], ['Cutting oil', 'LUB', 'LTR', 180], ['Hydraulic oil 68', 'LUB', 'LTR', 165], ['Grease EP2', 'LUB', 'KG', 240],
    ['OPC cement 53 grade', 'CEM', 'BOX', 390], ['River sand', 'CEM', 'TON', 1850], ['Coarse aggregate 20 mm', 'CEM', 'TON', 1250], ['Pump shaft (machined)', 'FGD', 'NOS', 1850],
    ['Flange 150 NB (machined)', 'FGD', 'NOS', 2250], ['Coupling half (machined)', 'FGD', 'NOS', 780],
  ],
  retail: [
    ['Toor dal 1 kg', 'GRC', 'PKT', 165], ['Basmati rice 5 kg', 'GRC', 'BOX', 640], ['Sunflower oil 1 l', 'GRC', 'BTL', 148], ['Sugar 1 kg', 'GRC', 'PKT', 46],
    ['Tea 500 g', 'GRC', 'PKT', 255], ['Salted chips 52 g', 'SNK', 'PKT', 20], ['Chocolate bar 40 g', 'SNK', 'NOS', 40], ['Cream biscuits 120 g', 'SNK', 'PKT', 30],
    ['Roasted peanuts 200 g', 'SNK', 'PKT', 60], ['Toothpaste 150 g', 'PCR', 'NOS', 98], ['Bath soap 125 g', 'PCR', 'NOS', 42], ['Shampoo 340 ml', 'PCR', 'BTL', 245],
    ['Hand wash 200 ml', 'PCR', 'BTL', 99], ['Detergent powder 1 kg', 'HOM', 'PKT', 135], ['Dishwash bar 300 g', 'HOM', 'NOS', 35], ['Toilet cleaner 500 ml', 'HOM', 'BTL', 92],
    ['LED bulb 9 W', 'ELC', 'NOS', 120], ['Extension board 4-way', 'ELC', 'NOS', 449], ['Bluetooth speaker', 'ELC', 'NOS', 1499], ['USB-C charger 20 W', 'ACC', 'NOS', 699],
    ['USB-C cable 1 m', 'ACC', 'NOS', 249], ['Wired earphones', 'ACC', 'NOS', 399], ['Notebook 200 pages', 'STN', 'NOS', 55], ['Gel pen (pack of 5)', 'STN', 'PKT', 50],
    ['Cloth carry bag', 'BAG', 'NOS', 15], ['Paper carry bag', 'BAG', 'NOS', 5],
  ],
  office: [
    ['A4 paper ream 75 gsm', 'STN', 'BOX', 285], ['Ball pen blue (box of 10)', 'STN', 'BOX', 70], ['Stapler', 'STN', 'NOS', 145], ['Box file', 'STN', 'NOS', 85],
    ['Whiteboard marker', 'STN', 'NOS', 32], ['Toner cartridge 88A', 'PRN', 'NOS', 2450], ['Ink bottle black', 'PRN', 'BTL', 499], ['Laptop 14 inch', 'ITH', 'NOS', 52000],
    ['Wireless mouse', 'ITH', 'NOS', 650], ['Keyboard', 'ITH', 'NOS', 720], ['UPS 1 kVA', 'ITH', 'NOS', 6800], ['Office chair', 'FUR', 'NOS', 5400],
    ['Workstation table', 'FUR', 'NOS', 9800], ['Filing cabinet', 'FUR', 'NOS', 12500], ['Floor cleaner 5 l', 'CLN', 'BTL', 420], ['Garbage bags (roll)', 'CLN', 'NOS', 95],
    ['Hand towel roll', 'CLN', 'NOS', 180], ['Tea 1 kg', 'PAN', 'PKT', 520], ['Sugar 1 kg', 'PAN', 'PKT', 46], ['Coffee 200 g', 'PAN', 'PKT', 310],
    ['Paper cups (100)', 'PAN', 'PKT', 90], ['AC servicing', 'MNT', 'NOS', 650], ['Pest control visit', 'MNT', 'NOS', 1800],
  ],
};

/** The items of a trade, ready to store (ids ITM-0001...). */
export function itemSeed(profile: TradeProfile) {
  return ITEMS[profile].map(([name, group, unit, standardRate], index) => ({
    itemId: `ITM-${String(index + 1).padStart(4, '0')}`,
    name,
    group,
    unit,
    standardRate,
    reorderQty: unit === 'NOS' ? 20 : 10,
    costing: 'AVG',
    shelfLife: group === 'DAI' || group === 'MEA' || group === 'VEG',
    inventory: group !== 'MNT',
    active: true,
    units: unit === 'NOS' && standardRate < 10 ? [{ unit: 'BOX', factor: 100 }] : unit === 'KG' ? [{ unit: 'GM', factor: 0.001 }] : [],
    picture: '',
  }));
}
