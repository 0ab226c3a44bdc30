import type { DemoCompany } from '../../core/company/companies';
import { areaOf } from '../../core/seeds/places';
import { emailOf, mobileNumber, panOf, personName } from '../../core/seeds/people';

const COMMISSION = [2.5, 3, 1.5, 5, 2, 4, 3.5, 2.5, 1, 3];
const COMMISSION_ON = ['INVOICE', 'COLLECTION', 'INVOICE', 'MARGIN', 'COLLECTION'];

/** Ten agents per company (AG-01...), in and around the company's city; the last has left. */
export function agentSeed(company: DemoCompany) {
  return COMMISSION.map((commission, index) => {
    const name = personName(company, index, 11);
    return {
      code: `AG-${String(index + 1).padStart(2, '0')}`,
      name,
      mobile: mobileNumber(company, index, 3),
      email: emailOf(name, index % 2 === 0 ? 'gmail.com' : 'yahoo.co.in'),
      city: index % 3 === 2 ? company.addr.district : `${company.addr.city} (${areaOf(company, index).area})`,
      commission,
      commissionOn: COMMISSION_ON[index % COMMISSION_ON.length]!,
      pan: panOf(name, 'P', company.code + index * 31),
      joinedOn: `${2018 + (index % 8)}-${String((index * 5) % 12 + 1).padStart(2, '0')}-${String((index * 7) % 27 + 1).padStart(2, '0')}`,
      active: index < COMMISSION.length - 1,
    };
  });
}
