import type { DemoCompany } from '../../core/company/companies';
import { emailOf, mobileNumber, personName } from '../../core/seeds/people';
import { areaOf } from '../../core/seeds/places';

const COMMISSION = [2, 1.5, 3, 2.5, 1, 2, 4, 1.5];

/** Eight stock-sales agents (SA-01...), each covering two localities of the company's city. */
export function agentSeed(company: DemoCompany) {
  return COMMISSION.map((commission, index) => {
    const name = personName(company, index, 17);
    return {
      code: `SA-${String(index + 1).padStart(2, '0')}`,
      name,
      mobile: mobileNumber(company, index, 61),
      email: emailOf(name, 'gmail.com'),
      area: `${areaOf(company, index).area} and ${areaOf(company, index + 2).area}`,
      commission,
      commissionOn: index % 3 === 1 ? 'COLLECTION' : 'INVOICE',
      advanceLimit: index < 4 ? 10000 + index * 5000 : null,
      active: index !== 5,
    };
  });
}
