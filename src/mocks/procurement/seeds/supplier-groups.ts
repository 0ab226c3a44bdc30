import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';

/** [code, name, account group, usual credit days, description] by trade. */
type GroupRow = [string, string, string, number, string];

const GROUPS: Record<TradeProfile, GroupRow[]> = {
  food: [
    ['VEG', 'Vegetable and fruit vendors', 'SCT', 7, 'Daily fresh produce from the mandi and farms.'],
    ['DAI', 'Dairy suppliers', 'SCT', 7, 'Milk, curd, paneer and butter, delivered every morning.'],
    ['MEA', 'Meat and fish suppliers', 'SCT', 7, 'Chicken, mutton and the day’s catch.'],
    ['GRO', 'Grocery wholesalers', 'SCT', 30, 'Rice, dal, flour, oil and spices.'],
    ['BEV', 'Beverage distributors', 'SCT', 21, 'Packaged water, soft drinks, tea and coffee.'],
    ['PKG', 'Packaging suppliers', 'SCT', 30, 'Takeaway containers, bags and foil.'],
    ['HKP', 'Housekeeping supplies', 'SCE', 30, 'Cleaning chemicals, tissue and linen.'],
    ['EQP', 'Kitchen equipment', 'SCC', 45, 'Ranges, refrigeration and small wares.'],
    ['SRV', 'Service providers', 'SCS', 15, 'Pest control, gas, laundry and repairs.'],
  ],
  industrial: [
    ['STL', 'Steel stockists', 'SCT', 30, 'Bars, plates and sheets.'],
    ['NFM', 'Non-ferrous metals', 'SCT', 45, 'Aluminium and copper sections.'],
    ['BOP', 'Bought-out parts', 'SCT', 30, 'Fasteners, bearings and seals.'],
    ['TLS', 'Tooling suppliers', 'SCT', 30, 'Inserts, drills, cutters and wheels.'],
    ['LUB', 'Lubricant dealers', 'SCT', 30, 'Cutting, hydraulic and gear oils, greases.'],
    ['CEM', 'Building materials', 'SCT', 15, 'Cement, sand and aggregates for sites.'],
    ['JOB', 'Job workers', 'SCS', 30, 'Heat treatment, plating and outsourced machining.'],
    ['TRN', 'Transporters', 'SCS', 15, 'Lorry and tempo hire.'],
    ['MCH', 'Machinery suppliers', 'SCC', 60, 'Machine tools and their spares.'],
  ],
  retail: [
    ['FMC', 'FMCG distributors', 'SCT', 21, 'Personal and home care, snacks and beverages.'],
    ['STA', 'Staples wholesalers', 'SCT', 15, 'Rice, dal, sugar and edible oil.'],
    ['ELC', 'Electronics distributors', 'SCT', 30, 'Lighting, small appliances and audio.'],
    ['ACC', 'Mobile accessories', 'SCT', 30, 'Chargers, cables and earphones.'],
    ['STN', 'Stationery', 'SCT', 30, 'Notebooks, pens and school supplies.'],
    ['PKG', 'Packaging', 'SCT', 30, 'Carry bags and shipping cartons.'],
    ['TRN', 'Transport and courier', 'SCS', 15, 'Inbound freight and online order delivery.'],
    ['SRV', 'Services', 'SCS', 15, 'Refrigeration, security and housekeeping contracts.'],
  ],
  office: [
    ['STN', 'Stationery suppliers', 'SCE', 30, 'Paper, files, pens and desk supplies.'],
    ['ITV', 'IT vendors', 'SCC', 30, 'Laptops, peripherals and networking.'],
    ['FUR', 'Furniture', 'SCC', 45, 'Chairs, workstations and storage.'],
    ['HKP', 'Housekeeping supplies', 'SCE', 30, 'Cleaning material and washroom supplies.'],
    ['PAN', 'Pantry supplies', 'SCE', 15, 'Tea, coffee, sugar and disposables.'],
    ['AMC', 'Maintenance and AMC', 'SCS', 30, 'Air conditioning, UPS and lift maintenance contracts.'],
    ['PRN', 'Printing and printer supplies', 'SCE', 30, 'Toner, ink and printing jobs.'],
    ['SRV', 'Services', 'SCS', 15, 'Pest control, gardening and security.'],
  ],
};

export function supplierGroupSeed(company: DemoCompany) {
  return GROUPS[tradeProfile(company.pCode)].map(([code, name, ledgerGroup, creditDays, description]) => ({
    code,
    name,
    ledgerGroup,
    creditDays,
    description,
    active: true,
  }));
}
