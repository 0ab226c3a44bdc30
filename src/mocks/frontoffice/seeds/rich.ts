import type { DemoCompany } from '../../core/company/companies';

/** The hotel edition (D-MIN) gets the full front office masters; other companies a smaller set. */
export function isHotel(company: DemoCompany): boolean {
  return company.pCode === 'D-MIN';
}
