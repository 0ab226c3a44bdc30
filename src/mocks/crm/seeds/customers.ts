import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';
import { customerGroupRows } from './customer-groups';
import { areaOf } from '../../core/seeds/places';
import { bankOf, domainOf, emailOf, gstinOf, landline, mobileNumber, panOf, personName } from '../../core/seeds/people';

/** [business name, group]; an empty name is a person (a consumer of the group). */
type CustomerRow = [string, string];

const CUSTOMERS: Record<TradeProfile, CustomerRow[]> = {
  food: [
    ['Harbour View Infotech Pvt Ltd', 'CORP'],
    ['Coastal Logistics Pvt Ltd', 'CORP'],
    ['Greenfield Pharma Ltd', 'CORP'],
    ['Silver Sands Event Management', 'EVENT'],
    ['Royal Weddings and Events', 'EVENT'],
    ['Celebrations Unlimited', 'EVENT'],
    ['Sagar Caterers', 'CATER'],
    ['Hotel Sea Pearl', 'CATER'],
    ["St. Mary's Public School", 'INST'],
    ['Lifeline Multispeciality Hospital', 'INST'],
    ['District Collectorate Staff Canteen', 'GOVT'],
    ['FoodRunner Online Services Pvt Ltd', 'ONLINE'],
    ['', 'REG'],
    ['', 'REG'],
    ['', 'REG'],
    ['', 'WALKIN'],
  ],
  industrial: [
    ['Sundaram Pumps and Motors Pvt Ltd', 'OEM'],
    ['Deccan Auto Components Ltd', 'OEM'],
    ['Kaveri Textile Machinery Pvt Ltd', 'OEM'],
    ['Bharat Earthmovers Spares', 'DLR'],
    ['Sri Murugan Hardware Stores', 'DLR'],
    ['Vel Agro Equipment', 'DLR'],
    ['Prakash Engineering Distributors', 'DIST'],
    ['Western Ghats Infra Projects Pvt Ltd', 'EPC'],
    ['Narmada Canal Construction Co', 'EPC'],
    ['Railway Carriage Workshop', 'GOVT'],
    ['Municipal Water Works Division', 'GOVT'],
    ['Gulf Engineering Trading LLC', 'EXP'],
    ['Al Noor Industrial Supplies FZE', 'EXP'],
    ['', 'RETAIL'],
    ['', 'RETAIL'],
  ],
  retail: [
    ['Sri Venkateswara Kirana Stores', 'WHS'],
    ['Balaji General Stores', 'WHS'],
    ['Annapoorna Mess', 'HOTEL'],
    ['Hotel Sai Residency', 'HOTEL'],
    ['Kendriya Vidyalaya Hostel Mess', 'INST'],
    ['Rainbow Play School', 'INST'],
    ['Apex Software Services Pvt Ltd', 'CORP'],
    ['Sunrise Chemicals Ltd', 'CORP'],
    ['Railway Employees Co-operative Society', 'GOVT'],
    ['', 'LOYAL'],
    ['', 'LOYAL'],
    ['', 'LOYAL'],
    ['', 'LOYAL'],
    ['', 'ONLINE'],
    ['', 'ONLINE'],
  ],
  office: [
    ['Pinnacle Infotech Pvt Ltd', 'CORP'],
    ['Orchid Hotels Pvt Ltd', 'CORP'],
    ['Skyline Developers', 'CORP'],
    ['Greenleaf Agro Industries', 'SME'],
    ['Metro Diagnostics', 'SME'],
    ['Horizon Logistics', 'SME'],
    ['Sunshine Hospitals Pvt Ltd', 'INST'],
    ['Vidya Bharati Trust', 'INST'],
    ['Public Works Department, Division II', 'GOVT'],
    ['Zenith Channel Partners', 'DLR'],
    ['Al Rashid Trading LLC', 'EXP'],
    ['', 'RETAIL'],
    ['', 'RETAIL'],
    ['', 'RETAIL'],
  ],
};

const DESIGNATIONS = [
  'Purchase manager',
  'Admin manager',
  'Accounts head',
  'General manager',
  'Operations manager',
  'Director',
];
const MODES = ['ONLINE', 'CHEQUE', 'UPI', 'ONLINE', 'CARD'];

/** The trade's customers (CUS-0001...) with their group's terms, bank details and a billing (and shipping) address. */
export function customerSeed(company: DemoCompany) {
  const groups = new Map(customerGroupRows(company).map((row) => [row[0], row]));
  return CUSTOMERS[tradeProfile(company.pCode)].map(([business, groupCode], index) => {
    const [, , category, priceList, creditDays] = groups.get(groupCode)!;
    const person = personName(company, index, 2);
    const name = business || person;
    const consumer = !business;
    const overseas = category === 'EXPORT';
    const { area } = areaOf(company, index);
    const contactEmail = emailOf(person, consumer ? 'gmail.com' : domainOf(business));
    const bank = bankOf(company, index);
    const address = (label: string, line: string, place = areaOf(company, index)) => ({
      name: label,
      address: line,
      city: overseas ? 'Dubai' : company.addr.city,
      district: overseas ? '' : company.addr.district,
      state: overseas ? 'Dubai' : company.addr.stat,
      country: overseas ? 'United Arab Emirates' : 'India',
      zip: overseas ? '' : place.zip,
      mobile: mobileNumber(company, index, 29),
      phone: consumer || overseas ? '' : landline(company, index + 40),
      email: contactEmail,
      web: consumer ? '' : `www.${domainOf(business)}`,
    });
    return {
      code: `CUS-${String(index + 1).padStart(4, '0')}`,
      name,
      group: groupCode,
      partyType: consumer ? 'B2C' : category === 'GOVERNMENT' ? 'GOV' : overseas ? 'EXP' : 'B2B',
      contactPerson: consumer ? '' : person,
      designation: consumer ? '' : DESIGNATIONS[index % DESIGNATIONS.length]!,
      mobile: mobileNumber(company, index, 29),
      email: contactEmail,
      gstin:
        consumer || overseas
          ? ''
          : gstinOf(
              company,
              panOf(
                business,
                category === 'GOVERNMENT' ? 'G' : business.includes('Ltd') ? 'C' : 'F',
                company.code + index * 53,
              ),
            ),
      creditDays: consumer ? 0 : creditDays,
      creditAmount: consumer ? 0 : Math.round((creditDays / 15 + 1) * 10) * 5000,
      priceList,
      discountList:
        category === 'DEALER'
          ? 'DSC-DLR'
          : category === 'CORPORATE'
            ? 'DSC-CORP'
            : category === 'WHOLESALE'
              ? 'DSC-WHS'
              : '',
      agent: consumer ? '' : `SA-${String((index % 8) + 1).padStart(2, '0')}`,
      paymentMode: consumer ? 'UPI' : MODES[index % MODES.length]!,
      accountNumber: consumer ? '' : bank.accountNumber,
      accountHolder: consumer ? '' : name,
      bankName: consumer ? '' : bank.bankName,
      bankBranch: consumer ? '' : bank.bankBranch,
      ifsc: consumer ? '' : bank.ifsc,
      addresses: overseas
        ? [address('Head office', `Office ${300 + index}, Al Qusais Industrial Area 2`)]
        : consumer
          ? [address('Home', `House ${12 + index * 7}, ${area}`)]
          : [
              address('Billing', `${index + 2}/${140 + index * 9}, Main Road, ${area}`),
              ...(index % 3 === 0
                ? [
                    address(
                      'Delivery',
                      `Plot ${20 + index}, ${areaOf(company, index + 3).area}`,
                      areaOf(company, index + 3),
                    ),
                  ]
                : []),
            ],
      active: index % 9 !== 8,
    };
  });
}
