import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';

type AssetRow = [string, string, string, string, number, 'SLM' | 'WDV', number, number];

/** A few fixed assets of each trade: [name, account, location, purchase date, cost, method, rate, salvage]. */
const ASSETS: Record<TradeProfile, AssetRow[]> = {
  food: [
    ['Commercial range, six burner', 'AC601', 'Kitchen', '2023-07-14', 185000, 'WDV', 15, 10000],
    ['Walk-in cold room', 'AC601', 'Kitchen store', '2022-11-02', 420000, 'WDV', 15, 25000],
    ['Dining tables and chairs', 'AC601', 'Dining hall', '2021-04-20', 260000, 'SLM', 10, 13000],
    ['POS terminals (three)', 'AC602', 'Counters', '2024-09-09', 96750.5, 'SLM', 31.67, 3000],
    ['Delivery scooter', 'AC603', 'Parking', '2025-02-17', 118900, 'WDV', 15, 12000],
  ],
  industrial: [
    ['CNC lathe, 400 mm', 'AC601', 'Machine shop', '2021-08-05', 2450000, 'WDV', 15, 120000],
    ['Vertical machining centre', 'AC601', 'Machine shop', '2023-01-23', 3875000, 'WDV', 15, 190000],
    ['Office furniture', 'AC601', 'Office', '2020-06-30', 185000, 'SLM', 10, 9000],
    ['CAD workstations (four)', 'AC602', 'Design office', '2024-04-15', 412000, 'SLM', 31.67, 8000],
    ['Tata Ace goods carrier', 'AC603', 'Yard', '2022-12-01', 695000, 'WDV', 15, 60000],
  ],
  retail: [
    ['Display racks and shelving', 'AC601', 'Showroom', '2022-03-18', 345000, 'SLM', 10, 17000],
    ['Billing counters', 'AC601', 'Showroom', '2022-03-18', 128500, 'SLM', 10, 6000],
    ['Billing computers and printers', 'AC602', 'Counters', '2024-10-07', 158400, 'SLM', 31.67, 4000],
    ['CCTV system', 'AC602', 'Showroom', '2023-06-21', 86250.75, 'WDV', 40, 2000],
    ['Delivery van', 'AC603', 'Parking', '2023-11-29', 845000, 'WDV', 15, 80000],
  ],
  office: [
    ['Office furniture', 'AC601', 'Main office', '2021-05-10', 310000, 'SLM', 10, 15000],
    ['Air conditioners (six)', 'AC601', 'Main office', '2023-04-03', 258000, 'WDV', 15, 12000],
    ['Laptops (twelve)', 'AC602', 'Staff', '2024-07-01', 744000, 'SLM', 31.67, 12000],
    ['Network and server', 'AC602', 'Server room', '2022-08-16', 215500, 'WDV', 40, 5000],
    ['Staff car', 'AC603', 'Parking', '2025-01-08', 985000, 'WDV', 15, 90000],
  ],
};

/** The fixed assets a demo company starts with, of its own trade. */
export function assetSeed(company: DemoCompany) {
  return ASSETS[tradeProfile(company.pCode)].map(
    ([name, account, location, purchaseDate, cost, method, rate, salvage], index) => ({
      code: `AST-${String(index + 1).padStart(4, '0')}`,
      name,
      account,
      location,
      purchaseDate,
      cost,
      method,
      rate,
      salvage,
      active: true,
    }),
  );
}
