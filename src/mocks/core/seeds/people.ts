import type { DemoCompany } from '../company/companies';
import { type Region, REGION_OF_STATE, FIRST, LAST } from './name-lists';

const MOBILE_PREFIX = [
  '98470',
  '94470',
  '99610',
  '90370',
  '85470',
  '70120',
  '96330',
  '81290',
  '97450',
  '88910',
  '63820',
  '75580',
];

export function regionOf(company: DemoCompany): Region {
  return REGION_OF_STATE[company.addr.stat] ?? 'north';
}

/** The i-th person of a company's list: full names, distinct for the first 24 (offset varies the list per company). */
export function personName(company: DemoCompany, index: number, offset = 0): string {
  const region = regionOf(company);
  const shift = (company.code % 7) + offset;
  const first = FIRST[region][(index * 5 + shift) % 24]!;
  const last = LAST[region][(index * 3 + shift * 2) % 16]!;
  return `${first} ${last}`;
}

/** A ten-digit mobile number, stable per company and index. */
export function mobileNumber(company: DemoCompany, index: number, salt = 0): string {
  const prefix = MOBILE_PREFIX[(index + salt + company.code) % MOBILE_PREFIX.length]!;
  const tail = (company.code * 37 + index * 7919 + salt * 104729) % 100000;
  return `${prefix}${String(tail).padStart(5, '0')}`;
}

/** A landline in the company's STD area, e.g. '0484 2371946' -> '0484 23xxxxx'. */
export function landline(company: DemoCompany, index: number): string {
  const [std = '0', local = '2000000'] = company.addr.tel.split('-');
  const body = String(
    Number(local.slice(0, 2)) * 10 ** (local.length - 2) + ((index * 4177 + company.code) % 10 ** (local.length - 2)),
  );
  return `${std} ${body}`;
}

/** 'Anoop Menon' -> 'anoop.menon@<domain>'. */
export function emailOf(name: string, domain: string): string {
  return `${name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.')}@${domain}`;
}

/** A business's domain from its first two words: 'Silver Sands Event Management' -> 'silversands.in'. */
export function domainOf(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(/\s+/)
    .filter((word) => word && !['sri', 'shri', 'the', 'st'].includes(word));
  return `${words.slice(0, 2).join('')}.in`;
}

const STATE_CODES: Record<string, string> = {
  Kerala: '32',
  Karnataka: '29',
  'Tamil Nadu': '33',
  'Andhra Pradesh': '37',
  Maharashtra: '27',
  Gujarat: '24',
  Goa: '30',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Haryana: '06',
  'Madhya Pradesh': '23',
};

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A PAN: three letters, the holder kind (C company, F firm, P person...), the name's initial, four digits, a letter.
 */
export function panOf(name: string, kind: 'C' | 'F' | 'G' | 'P' | 'T', seed: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const initial = (name.replace(/^(sri|shri|shree|m\/s)\s+/i, '').match(/[A-Za-z]/)?.[0] ?? 'A').toUpperCase();
  const lead = `${letters[(seed * 7) % 26]}${letters[(seed * 11 + 3) % 26]}${letters[(seed * 13 + 5) % 26]}`;
  return `${lead}${kind}${initial}${String((seed * 1777) % 10000).padStart(4, '0')}${letters[(seed * 17) % 26]}`;
}

/** A GSTIN of the company's state with a correct check character. */
export function gstinOf(company: DemoCompany, pan: string): string {
  const body = `${STATE_CODES[company.addr.stat] ?? '27'}${pan}1Z`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const product = ALNUM.indexOf(body[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return `${body}${ALNUM[(36 - (sum % 36)) % 36]}`;
}

const BANKS = [
  { name: 'State Bank of India', ifsc: 'SBIN' },
  { name: 'HDFC Bank', ifsc: 'HDFC' },
  { name: 'ICICI Bank', ifsc: 'ICIC' },
  { name: 'Axis Bank', ifsc: 'UTIB' },
  { name: 'Canara Bank', ifsc: 'CNRB' },
  { name: 'Federal Bank', ifsc: 'FDRL' },
  { name: 'Kotak Mahindra Bank', ifsc: 'KKBK' },
  { name: 'Bank of Baroda', ifsc: 'BARB' },
];

/** Bank details for a party: account number, bank, branch (the company's city) and IFSC. */
export function bankOf(company: DemoCompany, index: number) {
  const bank = BANKS[(index + company.code) % BANKS.length]!;
  const branchCode = String((company.code * 13 + index * 211) % 1000000).padStart(6, '0');
  return {
    accountNumber: `${50100 + index}${String((company.code * 7919 + index * 104729) % 100000000).padStart(8, '0')}`,
    bankName: bank.name,
    bankBranch: company.addr.city,
    ifsc: `${bank.ifsc}0${branchCode}`,
  };
}
