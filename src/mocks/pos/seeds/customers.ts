import type { DemoCompany } from '../../core/company/companies';
import { domainOf, emailOf, gstinOf, mobileNumber, panOf, personName } from '../../core/seeds/people';
import { areaOf } from '../../core/seeds/places';
import { menuProfile, type MenuProfile } from './profile';

/** Business buyers of each kind of point of sale: [name, group]. */
const BUSINESSES: Record<MenuProfile, Array<[string, string]>> = {
  restaurant: [
    ['Blue Lagoon Travels', 'CORP'],
    ['Greenway Software Services Pvt Ltd', 'CORP'],
    ['Cityline Builders', 'B2B'],
    ['Sunrise Nursing College', 'INST'],
    ['Prime Event Planners', 'B2B'],
    ['Harbour Clearing Agency', 'CORP'],
    ['Coastal Guards Welfare Mess', 'INST'],
    ['Hotel Sea Crest', 'B2B'],
  ],
  store: [
    ['Ganesh Kirana Stores', 'B2B'],
    ['Maa Durga Tiffin Service', 'B2B'],
    ['Shanti Mess and Canteen', 'B2B'],
    ['Vidya Girls Hostel', 'INST'],
    ['Orbit Infotech Pvt Ltd', 'CORP'],
    ['Mahalaxmi Sweets', 'B2B'],
    ['City Police Canteen', 'INST'],
    ['Silverline Apartments Association', 'CORP'],
  ],
  canteen: [
    ['Security Services Contractor', 'B2B'],
    ['Housekeeping Contractor', 'B2B'],
    ['Visiting Auditors', 'CORP'],
    ['Employees Union', 'INST'],
    ['Training Institute Batch', 'INST'],
    ['Transport Contractor', 'B2B'],
    ['Recreation Club', 'CORP'],
    ['Vendor Meet Guests', 'CORP'],
  ],
};

const CONSUMER_GROUPS = ['REG', 'REG', 'STAFF', 'ONLINE', 'REG', 'STAFF', 'WALKIN', 'ONLINE'];
/** Each group's CRM price and discount lists (codes of src/mocks/crm/seeds/price-lists.ts, discount-lists.ts). */
const LISTS: Record<string, [string, string]> = {
  B2B: ['DLR', 'DSC-DLR'],
  CORP: ['CORP', 'DSC-CORP'],
  INST: ['INST', 'DSC-INST'],
};
const TERMS: Record<string, [number, number]> = {
  B2B: [30, 50000],
  CORP: [30, 100000],
  INST: [45, 75000],
  STAFF: [30, 5000],
};

/** Eight business buyers and eight consumers (SC-0001...), in the company's city. */
export function customerSeed(company: DemoCompany) {
  const businesses = BUSINESSES[menuProfile(company)];
  return Array.from({ length: 16 }, (_, index) => {
    const business = index % 2 === 0 ? businesses[index / 2] : undefined;
    const person = personName(company, index, 23);
    const group = business ? business[1] : CONSUMER_GROUPS[(index - 1) / 2]!;
    const [creditDays, creditAmount] = TERMS[group] ?? [0, null];
    const { area, zip } = areaOf(company, index);
    return {
      code: `SC-${String(index + 1).padStart(4, '0')}`,
      name: business ? business[0] : person,
      group,
      contactPerson: business ? person : '',
      mobile: mobileNumber(company, index, 71),
      email: business ? emailOf(person, domainOf(business[0])) : emailOf(person, 'gmail.com'),
      gstin:
        business && business[1] !== 'INST'
          ? gstinOf(company, panOf(business[0], business[0].includes('Ltd') ? 'C' : 'F', company.code + index * 71))
          : '',
      creditDays,
      creditAmount,
      priceList: (LISTS[group] ?? ['STD', 'DSC-RET'])[0],
      discountList: (LISTS[group] ?? ['STD', 'DSC-RET'])[1],
      agent: business ? `SA-${String(((index / 2) % 8) + 1).padStart(2, '0')}` : '',
      address: business ? `${index + 3}, ${area} Main Road, ${area}` : `Flat ${101 + index * 11}, ${area}`,
      city: company.addr.city,
      zip,
      active: index !== 13,
    };
  });
}
