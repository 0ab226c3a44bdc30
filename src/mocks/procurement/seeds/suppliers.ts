import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile } from '../../core/company/trade-profile';
import { mobile, person } from '../../core/seeds/contact-people';
import { SUPPLIER_ROWS } from './supplier-rows';

const STATE_CODES: Record<string, string> = {
  Rajasthan: '08',
  Haryana: '06',
  'Uttar Pradesh': '09',
  Gujarat: '24',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Kerala: '32',
  'Tamil Nadu': '33',
  'Andhra Pradesh': '37',
};
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const STREETS = [
  'Main Road',
  'Market Road',
  'Station Road',
  'Industrial Estate',
  'MG Road',
  'Gandhi Nagar',
  'Nehru Street',
  'Bazaar Street',
  'Ring Road',
  'Temple Road',
];
const BANKS: Array<[string, string]> = [
  ['State Bank of India', 'SBIN'],
  ['HDFC Bank', 'HDFC'],
  ['ICICI Bank', 'ICIC'],
  ['Axis Bank', 'UTIB'],
  ['Canara Bank', 'CNRB'],
  ['Bank of Baroda', 'BARB'],
  ['Punjab National Bank', 'PUNB'],
  ['Union Bank of India', 'UBIN'],
];
const DESIGNATIONS: Record<string, string> = {
  MFR: 'Sales manager',
  DST: 'Proprietor',
  WHL: 'Proprietor',
  FRM: 'Owner',
  SRV: 'Service manager',
};

const letter = (k: number) => LETTERS[k % LETTERS.length]!;
const digits = (seed: number, length: number) => String(seed % 10 ** length).padStart(length, '0');

/** A well-formed GSTIN of the company's state: state code, PAN (4th letter F firm / C company), entity 1, Z, check. */
function gstin(company: DemoCompany, name: string, n: number): string {
  const state = STATE_CODES[company.addr.stat] ?? '27';
  const pan = `A${letter(company.code + n)}${letter(n * 7 + 3)}${name.endsWith('Pvt Ltd') ? 'C' : 'F'}${name[0]!.toUpperCase()}${digits(company.code * 31 + n * 977, 4)}${letter(n * 11 + company.code)}`;
  return `${state}${pan}1Z${letter(n * 5 + 2)}`;
}

/** A short web domain from the first two words of the name, e.g. balajigrocery.in. */
function domain(name: string): string {
  return `${name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .join('')}.in`;
}

function address(company: DemoCompany, name: string, n: number, label: string, web: string) {
  const [std = '', local = ''] = company.addr.tel.split('-');
  const zip = company.addr.zip;
  return {
    name: label,
    address: `${10 + ((n * 17) % 180)}, ${STREETS[(n + label.length) % STREETS.length]!}`,
    city: company.addr.city,
    district: company.addr.district,
    state: company.addr.stat,
    country: 'India',
    zip: `${zip.slice(0, 3)}${digits(Number(zip.slice(3)) + n * 3 + label.length, 3)}`,
    mobile: mobile(company, n + 40),
    phone: `${std} ${digits(2_300_000 + n * 104_729 + company.code, local.length)}`,
    email: `sales@${domain(name)}`,
    web,
  };
}

function bankAccount(company: DemoCompany, name: string, n: number) {
  const [bank, prefix] = BANKS[(n + company.code) % BANKS.length]!;
  return {
    accountNumber: `${3 + (n % 6)}${digits(company.code * 7_654_321 + n * 98_765_431, 13)}`,
    holder: name,
    bank,
    branch: `${company.addr.city} main branch`,
    ifsc: `${prefix}0${digits(company.code * 13 + n * 101, 6)}`,
  };
}

/** The suppliers of a company's trade, in its own city and state. */
export function supplierSeed(company: DemoCompany) {
  return SUPPLIER_ROWS[tradeProfile(company.pCode)].map(
    ([name, group, partyType, leadTime, creditDays, creditAmount, paymentMode], n) => {
      const web = partyType === 'MFR' || partyType === 'DST' ? `www.${domain(name)}` : '';
      const addresses = [address(company, name, n, 'Head office', web)];
      if (n % 4 === 0) addresses.push(address(company, name, n + 50, 'Godown', ''));
      const bankAccounts =
        paymentMode === 'CASH'
          ? []
          : n % 5 === 1
            ? [bankAccount(company, name, n), bankAccount(company, name, n + 3)]
            : [bankAccount(company, name, n)];
      return {
        code: `SUP-${String(n + 1).padStart(3, '0')}`,
        name,
        group,
        partyType,
        contactPerson: person(company, n + 5),
        designation: DESIGNATIONS[partyType] ?? '',
        mobile: mobile(company, n + 20),
        email: `sales@${domain(name)}`,
        gstin: partyType === 'FRM' ? '' : gstin(company, name, n),
        leadTime,
        creditDays,
        creditAmount,
        paymentMode,
        active: n !== 10,
        bankAccounts,
        addresses,
      };
    },
  );
}
