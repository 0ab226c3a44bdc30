import type { DemoCompany } from '../../core/company/companies';
import { isHotel } from './rich';

/** [name, type, group, contact person, GSTIN, address, city, credit limit (0: no credit)] */
type CustomerRow = [string, 'GUEST' | 'COMPANY' | 'AGENT', string, string, string, string, string, number];

const CUSTOMERS: CustomerRow[] = [
  [
    'Hindustan Zinc Ltd',
    'COMPANY',
    'CORP',
    'Rakesh Mehta',
    '08AAACH7354K1ZJ',
    'Yashad Bhawan, Near Swaroop Sagar',
    'Udaipur',
    300000,
  ],
  [
    'Rajasthan Tours and Travels',
    'AGENT',
    'TA',
    'Mahendra Singh Rathore',
    '08AAKFR2213C1Z8',
    '12, Chetak Circle',
    'Udaipur',
    150000,
  ],
  ['Ramesh Agarwal', 'GUEST', 'VIP', '', '', '45, Shanti Path, C-Scheme', 'Jaipur', 0],
  ['Priya Nair', 'GUEST', 'WLK', '', '', 'Flat 302, Sea Breeze Apartments, Bandra West', 'Mumbai', 0],
  [
    'Tata Consultancy Services Ltd',
    'COMPANY',
    'CORP',
    'Shalini Iyer',
    '27AAACT2727Q1ZW',
    'TCS House, Raveline Street, Fort',
    'Mumbai',
    500000,
  ],
  [
    'MakeMyTrip India Pvt Ltd',
    'AGENT',
    'OTA',
    'Accounts desk',
    '06AACCM4211H1Z2',
    'DLF Building No. 5, Cyber City',
    'Gurugram',
    200000,
  ],
  ['Yatra Online Ltd', 'AGENT', 'OTA', 'Partner support', '06AAACY3526L1ZB', 'Udyog Vihar Phase I', 'Gurugram', 150000],
  [
    'IndiGo Airlines (InterGlobe Aviation)',
    'COMPANY',
    'AIR',
    'Crew scheduling',
    '06AABCI2726B1ZA',
    'Level 1, Tower C, Global Business Park',
    'Gurugram',
    400000,
  ],
  [
    'Office of the Divisional Commissioner',
    'COMPANY',
    'GOV',
    'Protocol officer',
    '',
    'Collectorate Campus, Court Chouraha',
    'Udaipur',
    100000,
  ],
  ['Amit Kulkarni', 'GUEST', 'WLK', '', '', '18, Prabhat Road, Erandwane', 'Pune', 0],
  ['Sneha Reddy', 'GUEST', 'WLK', '', '', 'Plot 7, Jubilee Hills', 'Hyderabad', 0],
  [
    'Thomas Cook India Ltd',
    'AGENT',
    'TA',
    'Ritu Malhotra',
    '27AAACT4262B1ZT',
    'Thomas Cook Building, D. N. Road, Fort',
    'Mumbai',
    250000,
  ],
  [
    'Wonder Cement Ltd',
    'COMPANY',
    'CORP',
    'Vikram Chaudhary',
    '08AAACW7651E1ZF',
    'Nimbahera Road, Chittorgarh',
    'Chittorgarh',
    200000,
  ],
  ['Harsh Vardhan Singh', 'GUEST', 'VIP', '', '', 'Haveli No. 3, Gangaur Ghat', 'Udaipur', 50000],
  [
    'Golden Triangle Holidays',
    'AGENT',
    'GRP',
    'Sanjay Khanna',
    '07AAHFG1984M1ZQ',
    '14, Janpath, Connaught Place',
    'New Delhi',
    100000,
  ],
  ['Meera Joshi', 'GUEST', 'WLK', '', '', '22, Law Garden, Ellisbridge', 'Ahmedabad', 0],
  [
    'Infosys Ltd',
    'COMPANY',
    'CORP',
    'Travel desk',
    '29AAACI4798L1ZQ',
    'Electronics City, Hosur Road',
    'Bengaluru',
    500000,
  ],
  ['Arjun Menon', 'GUEST', 'WLK', '', '', 'TC 25/1120, Vazhuthacaud', 'Thiruvananthapuram', 0],
  [
    'Secure Meters Ltd',
    'COMPANY',
    'CORP',
    'Anita Bhandari',
    '08AABCS3278P1ZD',
    'Pratap Nagar Industrial Area',
    'Udaipur',
    150000,
  ],
  [
    'Heritage India Journeys',
    'AGENT',
    'GRP',
    'Kunal Bhatia',
    '27AAKFH5521N1ZX',
    '501, Kamala Mills, Lower Parel',
    'Mumbai',
    120000,
  ],
  ['Kavita Sharma', 'GUEST', 'VIP', '', '', 'B-12, Sector 15, Vashi', 'Navi Mumbai', 0],
  [
    'Rajasthan State Mines and Minerals Ltd',
    'COMPANY',
    'GOV',
    'Administration',
    '08AAACR5512H1ZM',
    'C-89/90, Janta Colony',
    'Jaipur',
    100000,
  ],
  ['Deepak Patel', 'GUEST', 'WLK', '', '', '9, Alkapuri Society', 'Vadodara', 0],
  [
    'SpiceJet Ltd',
    'COMPANY',
    'AIR',
    'Crew control',
    '06AAACR2117E1ZL',
    '319, Udyog Vihar Phase IV',
    'Gurugram',
    250000,
  ],
  ['Anjali Deshpande', 'GUEST', 'WLK', '', '', '4, Shivaji Nagar', 'Nagpur', 0],
  [
    'Mewar Weddings and Events',
    'AGENT',
    'GRP',
    'Pooja Sisodia',
    '08AAMFM6624J1Z1',
    '33, Hiran Magri Sector 4',
    'Udaipur',
    200000,
  ],
  ['Rohan Gupta', 'GUEST', 'WLK', '', '', 'A-44, Defence Colony', 'New Delhi', 0],
  ['Lakshmi Subramanian', 'GUEST', 'VIP', '', '', '16, Second Avenue, Besant Nagar', 'Chennai', 25000],
  [
    'Booking.com India Pvt Ltd',
    'AGENT',
    'OTA',
    'Market manager',
    '27AAFCB2468G1ZK',
    'One BKC, Bandra Kurla Complex',
    'Mumbai',
    150000,
  ],
  ['Farhan Qureshi', 'GUEST', 'WLK', '', '', '7, Hazratganj', 'Lucknow', 0],
];

/** A guest's or company's mobile: a stable 10-digit number from the row's position. */
function mobile(index: number): string {
  const prefixes = ['98290', '94141', '99280', '70140', '98870', '90010'];
  return `${prefixes[index % prefixes.length]!}${String(10000 + index * 3137).slice(-5)}`;
}

function email(name: string, type: CustomerRow[1]): string {
  const handle = name
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .replace(/ (pvt )?ltd$/, '')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return type === 'GUEST' ? `${handle}@gmail.com` : `accounts@${handle.replace(/\./g, '')}.in`;
}

/** Front office customers: thirty for the hotel, ten elsewhere. */
export function customerSeed(company: DemoCompany) {
  const rows = isHotel(company) ? CUSTOMERS : CUSTOMERS.slice(0, 10);
  return rows.map(([name, customerType, group, contactPerson, gstin, address, city, creditLimit], index) => ({
    code: `FOC-${String(index + 1).padStart(4, '0')}`,
    name,
    customerType,
    group,
    contactPerson,
    mobile: mobile(index),
    email: email(name, customerType),
    gstin,
    address,
    city,
    creditAllowed: creditLimit > 0,
    creditLimit: creditLimit > 0 ? creditLimit : null,
    active: true,
  }));
}
