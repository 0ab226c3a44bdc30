import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';

/** [code, name, category, price list, credit days, discount, description] */
type GroupRow = [string, string, string, string, number, number, string];

const GROUPS: Record<TradeProfile, GroupRow[]> = {
  food: [
    ['WALKIN', 'Walk-in diners', 'RETAIL', 'MRP', 0, 0, 'Guests who pay at the table or counter.'],
    ['REG', 'Regular diners', 'RETAIL', 'MRP', 0, 5, 'Loyalty card holders.'],
    [
      'CORP',
      'Corporate accounts',
      'CORPORATE',
      'CORP',
      30,
      7.5,
      'Offices with monthly billing for lunches and meetings.',
    ],
    ['EVENT', 'Event organisers', 'CORPORATE', 'CORP', 15, 5, 'Weddings, parties and conferences we cater for.'],
    ['CATER', 'Caterers and hotels', 'WHOLESALE', 'WHS', 21, 0, 'Bulk food and gravies supplied to other kitchens.'],
    ['INST', 'Schools and hospitals', 'INSTITUTION', 'INST', 45, 3, 'Institutional meal contracts.'],
    ['GOVT', 'Government offices', 'GOVERNMENT', 'INST', 60, 0, 'Departments and PSUs, billed against work orders.'],
    ['ONLINE', 'Online aggregators', 'CORPORATE', 'STD', 7, 0, 'Food delivery platforms settling weekly.'],
  ],
  industrial: [
    ['OEM', 'OEM customers', 'CORPORATE', 'CORP', 60, 0, 'Manufacturers who fit our parts in their machines.'],
    ['DLR', 'Dealers', 'DEALER', 'DLR', 45, 2, 'Authorised dealers with a territory.'],
    ['DIST', 'Distributors', 'DEALER', 'WHS', 45, 3, 'Stockists who supply dealers.'],
    ['EPC', 'EPC contractors', 'CORPORATE', 'CORP', 90, 0, 'Project contractors buying against site orders.'],
    ['GOVT', 'PSUs and government', 'GOVERNMENT', 'INST', 90, 0, 'Tender-based supplies.'],
    ['EXP', 'Export customers', 'EXPORT', 'STD', 30, 0, 'Overseas buyers paying against letters of credit.'],
    ['RETAIL', 'Walk-in buyers', 'RETAIL', 'MRP', 0, 0, 'Cash sales at the works counter.'],
  ],
  retail: [
    ['RETAIL', 'Walk-in shoppers', 'RETAIL', 'MRP', 0, 0, 'Counter sales.'],
    ['LOYAL', 'Loyalty members', 'RETAIL', 'MRP', 0, 2, 'Members earning points on every bill.'],
    ['WHS', 'Kirana and wholesale buyers', 'WHOLESALE', 'WHS', 15, 0, 'Neighbourhood stores buying in cases.'],
    ['HOTEL', 'Hotels and restaurants', 'WHOLESALE', 'WHS', 21, 1, 'HoReCa accounts with weekly deliveries.'],
    ['INST', 'Hostels and institutions', 'INSTITUTION', 'INST', 30, 1.5, 'Monthly supplies to messes and canteens.'],
    ['CORP', 'Corporate gifting', 'CORPORATE', 'CORP', 30, 3, 'Festival hampers for offices.'],
    ['ONLINE', 'Online customers', 'RETAIL', 'STD', 0, 0, 'Orders from the website and app.'],
    [
      'GOVT',
      'Government and co-operatives',
      'GOVERNMENT',
      'INST',
      45,
      0,
      'Departments and staff co-operative societies.',
    ],
  ],
  office: [
    ['RETAIL', 'Individual clients', 'RETAIL', 'STD', 0, 0, 'Families and individuals.'],
    ['CORP', 'Corporate clients', 'CORPORATE', 'CORP', 30, 5, 'Companies on an annual contract.'],
    ['SME', 'Small businesses', 'CORPORATE', 'STD', 15, 2, 'Shops, clinics and small firms.'],
    ['INST', 'Institutions and trusts', 'INSTITUTION', 'INST', 45, 3, 'Schools, hospitals and charitable trusts.'],
    ['GOVT', 'Government departments', 'GOVERNMENT', 'INST', 60, 0, 'Billed against work orders.'],
    ['DLR', 'Channel partners', 'DEALER', 'DLR', 30, 7.5, 'Partners who resell our services.'],
    ['EXP', 'Overseas clients', 'EXPORT', 'STD', 30, 0, 'Clients abroad and NRIs, paid in advance.'],
  ],
};

export function customerGroupRows(company: DemoCompany): GroupRow[] {
  return GROUPS[tradeProfile(company.pCode)];
}

export function customerGroupSeed(company: DemoCompany) {
  return customerGroupRows(company).map(([code, name, category, priceList, creditDays, discount, description]) => ({
    code,
    name,
    category,
    priceList,
    creditDays,
    discount,
    description,
    active: true,
  }));
}
