import type { DemoCompany } from '../company/companies';

const NAMES = [
  'Ramesh Nair',
  'Sunita Sharma',
  'Mohammed Irfan',
  'Kavita Joshi',
  'Suresh Babu',
  'Anjali Menon',
  'Vikram Singh Rathore',
  'Lakshmi Narayanan',
  'Pradeep Kulkarni',
  'Farida Sheikh',
  'Gopal Krishnan',
  'Meena Patel',
  'Harish Reddy',
  'Deepa Iyer',
  'Sanjay Verma',
  'Rekha Devi',
  'Thomas Kurian',
  'Pooja Agarwal',
  'Manoj Yadav',
  'Shalini Deshpande',
  'Arjun Shetty',
  'Nandini Rao',
];

/** A staff name for the n-th record, rotated by company so two companies of one trade do not share every name. */
export function person(company: DemoCompany, n: number): string {
  return NAMES[(n + company.code) % NAMES.length]!;
}

/** A mobile number for the n-th record of a company (10 digits, starting 9). */
export function mobile(company: DemoCompany, n: number): string {
  return `9${String((company.code * 7919 + n * 104729) % 1_000_000_000).padStart(9, '0')}`;
}
