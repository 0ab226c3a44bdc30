import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';
import { domainOf, emailOf, landline, mobileNumber, personName } from '../../core/seeds/people';

const PROSPECTS: Record<TradeProfile, string[]> = {
  food: [
    'Techno Park Employees Association',
    'Bluewave Software Pvt Ltd',
    'Golden Jubilee Marriage Hall',
    'Sunrise Public School',
    'City Medical College Hostel',
    'Harbour Shipping Agencies',
    'Kingfisher Events',
    'Lotus Family Club',
  ],
  industrial: [
    'Sakthi Sugars Maintenance Dept',
    'Precision Valves Pvt Ltd',
    'Southern Pumps Ltd',
    'Ramco Infra Projects',
    'Vijay Agro Machinery',
    'Karnataka Power Corporation',
    'Hindustan Conveyors',
    'Elgi Compressor Dealers',
  ],
  retail: [
    'Green Valley Apartments Association',
    'Modern Kirana Stores',
    'Hotel Grand Residency',
    'St. Joseph Hostel Mess',
    'Infinity IT Park Canteen',
    'Railway Staff Co-operative',
    'Sai Krupa Caterers',
    'Brightstar Academy',
  ],
  office: [
    'Pinnacle Infotech Pvt Ltd',
    'Greenleaf Agro Industries',
    'Unity Co-operative Bank',
    'Sunshine Hospitals',
    'Vidya Bharati Trust',
    'Skyline Developers',
    'Horizon Logistics',
    'Metro Diagnostics',
  ],
};

const DESIGNATIONS = [
  'Purchase manager',
  'Admin manager',
  'Owner',
  'Managing director',
  'HR executive',
  'Facilities head',
  'Accounts manager',
  'Secretary',
];
const SOURCES = ['WEBSITE', 'REFERRAL', 'WALKIN', 'EXPO', 'CALL', 'SOCIAL', 'ADVERT'];
const NOTES = [
  'Asked for the latest price list.',
  'Call back after the budget is approved.',
  'Met at the trade fair; interested in a yearly contract.',
  '',
  'Prefers WhatsApp; send the brochure.',
  'Referred by an existing customer.',
];

/** 24 contacts per company (CT-0001...), at the trade's prospects; three in four have an agent. */
export function contactSeed(company: DemoCompany) {
  const prospects = PROSPECTS[tradeProfile(company.pCode)];
  return Array.from({ length: 24 }, (_, index) => {
    const name = personName(company, index, 5);
    const prospect = prospects[index % prospects.length]!;
    const individual = index % 6 === 5;
    return {
      code: `CT-${String(index + 1).padStart(4, '0')}`,
      name,
      designation: individual ? '' : DESIGNATIONS[index % DESIGNATIONS.length]!,
      company: individual ? '' : prospect,
      mobile: mobileNumber(company, index, 17),
      phone: individual ? '' : landline(company, index),
      email: emailOf(name, individual ? 'gmail.com' : domainOf(prospect)),
      city: company.addr.city,
      source: SOURCES[(index * 3) % SOURCES.length]!,
      agent: index % 4 === 3 ? '' : `SA-${String((index % 8) + 1).padStart(2, '0')}`,
      notes: NOTES[index % NOTES.length]!,
      active: index % 11 !== 10,
    };
  });
}
