import type { DemoCompany } from '../../company/companies';
import { tradeProfile, type TradeProfile } from '../../company/trade-profile';

/** The group tree every demo company starts with: [code, name, nature, parent, order]. */
const GROUPS: Array<[string, string, string, string, number]> = [
  ['FIX-AST', 'Fixed assets', 'ASSETS', '', 100],
  ['CUR-AST', 'Current assets', 'ASSETS', '', 110],
  ['CASH', 'Cash-in-hand', 'ASSETS', 'CUR-AST', 111],
  ['BANK', 'Bank accounts', 'ASSETS', 'CUR-AST', 112],
  ['WALLET', 'Mobile wallets', 'ASSETS', 'CUR-AST', 113],
  ['DEBTORS', 'Sundry debtors', 'ASSETS', 'CUR-AST', 114],
  ['DEPOSITS', 'Deposits', 'ASSETS', 'CUR-AST', 116],
  ['CUR-LIA', 'Current liabilities', 'LIABILITIES', '', 200],
  ['CREDITORS', 'Sundry creditors', 'LIABILITIES', 'CUR-LIA', 201],
  ['TAXES', 'Duties and taxes', 'LIABILITIES', 'CUR-LIA', 202],
  ['PROV', 'Provisions', 'LIABILITIES', 'CUR-LIA', 203],
  ['LOANS', 'Secured loans', 'LIABILITIES', '', 210],
  ['CAPITAL', 'Capital account', 'CAPITAL', '', 300],
  ['RESERVES', 'Reserves and surplus', 'CAPITAL', '', 310],
  ['SALES', 'Sales accounts', 'INCOME', '', 400],
  ['OTH-INC', 'Other income', 'INCOME', '', 410],
  ['PURCH', 'Purchase accounts', 'EXPENSES', '', 500],
  ['DIR-EXP', 'Direct expenses', 'EXPENSES', '', 510],
  ['IND-EXP', 'Indirect expenses', 'EXPENSES', '', 520],
  ['SALARY', 'Salaries and wages', 'EXPENSES', 'IND-EXP', 521],
];

export function accountGroupSeed() {
  return GROUPS.map(([code, name, nature, parent, sequence]) => ({
    code,
    name,
    nature,
    parent,
    sequence,
    active: true,
  }));
}

const SALES: Record<TradeProfile, [string, string]> = {
  food: ['Food and beverage sales', 'Outdoor catering income'],
  industrial: ['Sales of machined components', 'Job work income'],
  retail: ['Counter sales', 'Online sales'],
  office: ['Fees and service income', 'Consulting income'],
};
const DEBTORS = [
  'Sharma Enterprises',
  'Coastal Hospitality LLP',
  'Greenfield Builders',
  'Nair and Sons',
  'Patel Distributors',
];
const CREDITORS = [
  'Sri Lakshmi Traders',
  'Metro Wholesale Mart',
  'Bharat Packaging Co',
  'Deccan Power Services',
  'Om Sai Transport',
];

/**
 * About forty accounts: the assigned cash, bank and wallet accounts (AC001-AC004), capital, income and expense heads,
 * taxes, assets and parties.
 */
export function accountSeed(company: DemoCompany) {
  const [sales, otherSales] = SALES[tradeProfile(company.pCode)];
  const city = company.addr.city;
  const plain = (code: string, name: string, group: string, type = 'OTH') => ({
    code,
    name,
    group,
    type,
    address: '',
    city: '',
    phone: '',
    gstin: '',
    bankAccount: '',
    bank: '',
    ifsc: '',
    active: true,
  });
  const bank = (code: string, name: string, number: string, branch: string, ifsc: string) => ({
    ...plain(code, name, 'BANK', 'BAN'),
    city,
    bankAccount: number,
    bank: branch,
    ifsc,
  });
  const party = (code: string, name: string, group: string, n: number) => ({
    ...plain(code, name, group, 'PAR'),
    address: `${12 + n * 7}, Station Road`,
    city,
    phone: company.addr.tel,
  });
  return [
    { ...plain('AC001', 'Cash in hand', 'CASH', 'CAS'), city },
    bank(
      'AC002',
      'HDFC Bank current account',
      `5010${String(company.code).padStart(6, '0')}2231`,
      `HDFC Bank, ${city}`,
      'HDFC0000240',
    ),
    bank(
      'AC003',
      'State Bank of India cash credit account',
      `3${String(company.code * 7919).padStart(10, '0')}`,
      `State Bank of India, ${city} main branch`,
      'SBIN0000813',
    ),
    plain('AC004', 'Paytm wallet', 'WALLET', 'MOB'),
    { ...plain('AC005', 'Petty cash', 'CASH', 'CAS'), city },
    plain('AC101', 'Capital account of the proprietor', 'CAPITAL'),
    plain('AC102', 'General reserve', 'RESERVES'),
    plain('AC201', sales, 'SALES'),
    plain('AC202', otherSales, 'SALES'),
    plain('AC203', 'Interest received', 'OTH-INC'),
    plain('AC204', 'Discount received', 'OTH-INC'),
    plain('AC301', 'Purchases', 'PURCH'),
    plain('AC302', 'Freight inward', 'DIR-EXP'),
    plain('AC303', 'Power and fuel', 'DIR-EXP'),
    plain('AC401', 'Rent', 'IND-EXP'),
    plain('AC402', 'Electricity charges', 'IND-EXP'),
    plain('AC403', 'Salaries', 'SALARY'),
    plain('AC404', 'Staff welfare', 'SALARY'),
    plain('AC405', 'Telephone and internet', 'IND-EXP'),
    plain('AC406', 'Printing and stationery', 'IND-EXP'),
    plain('AC407', 'Repairs and maintenance', 'IND-EXP'),
    plain('AC408', 'Bank charges', 'IND-EXP'),
    plain('AC409', 'Audit fees', 'IND-EXP'),
    plain('AC501', 'CGST payable', 'TAXES'),
    plain('AC502', 'SGST payable', 'TAXES'),
    plain('AC503', 'IGST payable', 'TAXES'),
    plain('AC504', 'TDS payable', 'TAXES'),
    plain('AC505', 'Provision for expenses', 'PROV'),
    plain('AC601', 'Furniture and fixtures', 'FIX-AST'),
    plain('AC602', 'Computers and printers', 'FIX-AST'),
    plain('AC603', 'Vehicles', 'FIX-AST'),
    plain('AC701', 'Security deposit with the landlord', 'DEPOSITS'),
    // The purchases' control accounts (goods receipts post their payable and their advances here).
    plain('AC702', 'Advances to suppliers', 'DEPOSITS'),
    plain('AC950', 'Sundry creditors', 'CREDITORS'),
    plain('AC801', 'Term loan from State Bank of India', 'LOANS'),
    ...DEBTORS.map((name, n) => party(`AC9${String(n + 1).padStart(2, '0')}`, name, 'DEBTORS', n)),
    ...CREDITORS.map((name, n) => party(`AC95${n + 1}`, name, 'CREDITORS', n + 5)),
  ];
}
