import type { GuestDetails, IdType } from '../../../modules/frontoffice/domain/stay-types';
import type { DemoCompany } from '../../core/company/companies';
import { isHotel } from './rich';

/** [name, mobile, id type, id number, address, city] of an Indian guest. */
type IndianRow = [string, string, IdType, string, string, string];

const INDIANS: IndianRow[] = [
  ['Ramesh Agarwal', '9829041236', 'AADHAAR', '4821 7730 1943', '45, Shanti Path, C-Scheme', 'Jaipur'],
  ['Priya Nair', '9820113457', 'AADHAAR', '7392 1184 6620', 'Flat 302, Sea Breeze Apartments, Bandra West', 'Mumbai'],
  ['Amit Kulkarni', '9822047781', 'DRIVING_LICENCE', 'MH12 20110045872', '18, Prabhat Road, Erandwane', 'Pune'],
  ['Sneha Reddy', '9848022117', 'AADHAAR', '5510 2948 3371', 'Plot 7, Jubilee Hills', 'Hyderabad'],
  ['Harsh Vardhan Singh', '9414156702', 'VOTER_ID', 'RJ/27/184/362514', 'Haveli No. 3, Gangaur Ghat', 'Udaipur'],
  ['Meera Joshi', '9825068143', 'AADHAAR', '6603 4417 8825', '22, Law Garden, Ellisbridge', 'Ahmedabad'],
  ['Arjun Menon', '9447035526', 'PASSPORT', 'T4417382', 'TC 25/1120, Vazhuthacaud', 'Thiruvananthapuram'],
  ['Kavita Sharma', '9833172264', 'PAN', 'BQSPS4471K', 'B-12, Sector 15, Vashi', 'Navi Mumbai'],
  ['Deepak Patel', '9824015539', 'AADHAAR', '2284 9903 5146', '9, Alkapuri Society', 'Vadodara'],
  ['Anjali Deshpande', '9823341187', 'DRIVING_LICENCE', 'MH31 20150089341', '4, Shivaji Nagar', 'Nagpur'],
  ['Rohan Gupta', '9811204459', 'AADHAAR', '8841 2276 0395', 'A-44, Defence Colony', 'New Delhi'],
  ['Lakshmi Subramanian', '9840127746', 'AADHAAR', '3307 6152 9948', '16, Second Avenue, Besant Nagar', 'Chennai'],
  ['Farhan Qureshi', '9839025518', 'VOTER_ID', 'UP/52/301/482210', '7, Hazratganj', 'Lucknow'],
  ['Vikram Chaudhary', '9414233190', 'AADHAAR', '9126 3380 4471', 'Nimbahera Road', 'Chittorgarh'],
  ['Neha Bansal', '9815540023', 'AADHAAR', '4419 0837 2256', '112, Model Town', 'Ludhiana'],
  ['Sanjay Khanna', '9810376641', 'PAN', 'AKMPK2291D', '14, Janpath, Connaught Place', 'New Delhi'],
  ['Pooja Sisodia', '9413081126', 'AADHAAR', '6671 2049 8813', '33, Hiran Magri Sector 4', 'Udaipur'],
  ['Rahul Verma', '9926014478', 'DRIVING_LICENCE', 'MP09 20120034417', '58, Vijay Nagar', 'Indore'],
  ['Swati Mukherjee', '9830219957', 'AADHAAR', '7750 3318 2264', '21, Southern Avenue', 'Kolkata'],
  ['Karan Malhotra', '9872006635', 'PASSPORT', 'S8829104', '301, Sector 17', 'Chandigarh'],
  ['Divya Iyer', '9886045572', 'AADHAAR', '1938 5520 7746', '12, 4th Cross, Indiranagar', 'Bengaluru'],
  ['Manish Jain', '9414098812', 'AADHAAR', '5082 6614 3390', '7, Bhupalpura', 'Udaipur'],
  ['Ritu Malhotra', '9819457730', 'VOTER_ID', 'MH/26/155/118842', 'D. N. Road, Fort', 'Mumbai'],
  ['Gaurav Saxena', '9450012894', 'AADHAAR', '2649 7183 5527', '19, Civil Lines', 'Prayagraj'],
  ['Anita Bhandari', '9414267719', 'PAN', 'AFHPB7732Q', 'Pratap Nagar', 'Udaipur'],
  ['Suresh Pillai', '9447120386', 'AADHAAR', '8813 4402 6619', 'MG Road, Ernakulam', 'Kochi'],
  ['Nandini Rao', '9845503218', 'DRIVING_LICENCE', 'KA01 20180051127', '88, Jayanagar 4th Block', 'Bengaluru'],
  ['Aditya Birla Shekhawat', '9829377415', 'AADHAAR', '3371 9950 2208', 'Bani Park', 'Jaipur'],
  ['Shalini Iyer', '9821166047', 'AADHAAR', '6025 1187 4439', 'Raveline Street, Fort', 'Mumbai'],
  ['Imran Sheikh', '9890224561', 'VOTER_ID', 'MH/12/090/331765', 'Camp, East Street', 'Pune'],
  ['Tanvi Desai', '9879051336', 'AADHAAR', '4716 8823 0051', 'Satellite Road', 'Ahmedabad'],
  ['Mahendra Singh Rathore', '9414010987', 'AADHAAR', '9904 2261 7738', '12, Chetak Circle', 'Udaipur'],
  ['Preeti Chauhan', '9816042275', 'PAN', 'CDXPC5510L', 'The Mall', 'Shimla'],
  ['Varun Kapoor', '9899318804', 'AADHAAR', '1187 6649 3302', 'Sector 29', 'Gurugram'],
  ['Bhavna Trivedi', '9427155608', 'DRIVING_LICENCE', 'GJ05 20160077713', 'Athwa Lines', 'Surat'],
];

/**
 * [name, mobile, nationality, passport, passport expiry, visa, visa type, visa expiry, arrived in India, port, address,
 * city, country, next destination]
 */
type ForeignRow = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

const FOREIGNERS: ForeignRow[] = [
  [
    'James Whitfield',
    '9001234567',
    'British',
    '533184726',
    '2031-04-17',
    'VE4471902',
    'e-Visa',
    '2027-02-10',
    '2026-11-02',
    'Delhi (IGI Airport)',
    '14 Kensington Park Road',
    'London',
    'United Kingdom',
    'Jaipur',
  ],
  [
    'Sophie Laurent',
    '9001345678',
    'French',
    '19FV82341',
    '2029-08-30',
    'VT2203347',
    'Tourist',
    '2027-01-15',
    '2026-11-05',
    'Mumbai (CSM Airport)',
    '22 Rue des Martyrs',
    'Paris',
    'France',
    'Jodhpur',
  ],
  [
    'Hans Becker',
    '9001456789',
    'German',
    'C4RT72KL9',
    '2030-12-01',
    'VB1189230',
    'Business',
    '2027-05-20',
    '2026-10-28',
    'Delhi (IGI Airport)',
    'Leopoldstrasse 41',
    'Munich',
    'Germany',
    'Ahmedabad',
  ],
  [
    'Emily Carter',
    '9001567890',
    'American',
    '567213984',
    '2032-06-12',
    'VE9901276',
    'e-Visa',
    '2027-03-01',
    '2026-11-08',
    'Mumbai (CSM Airport)',
    '418 Maple Avenue',
    'Boston',
    'United States',
    'Agra',
  ],
  [
    'Kenji Watanabe',
    '9001678901',
    'Japanese',
    'TZ1048273',
    '2031-09-25',
    'VT5512098',
    'Tourist',
    '2027-01-30',
    '2026-11-10',
    'Delhi (IGI Airport)',
    '3-12-7 Jingumae, Shibuya',
    'Tokyo',
    'Japan',
    'Varanasi',
  ],
];

/** The smaller set other companies get. */
const OTHERS = INDIANS.slice(0, 6);

/** A guests master row (a mapped type, so it is a plain record for the seed registry). */
export type GuestRow = { [K in keyof GuestDetails]: GuestDetails[K] } & { active: boolean };

const blankForeign = {
  passportNo: '',
  passportExpiry: '',
  visaNo: '',
  visaType: '',
  visaExpiry: '',
  arrivedInIndia: '',
  arrivedFrom: '',
  nextDestination: '',
};

const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '')}@gmail.com`;

/**
 * The guests master's starting rows (key guestId G00001...): ~40 for the hotel, five of them foreign nationals; six
 * elsewhere.
 */
export function guestSeed(company: DemoCompany): GuestRow[] {
  const indians = (isHotel(company) ? INDIANS : OTHERS).map(([name, mobile, idType, idNumber, address, city]) => ({
    name,
    mobile,
    email: emailOf(name),
    idType,
    idNumber,
    nationality: 'Indian',
    address,
    city,
    country: 'India',
    ...blankForeign,
  }));
  const foreigners = (isHotel(company) ? FOREIGNERS : []).map(
    ([
      name,
      mobile,
      nationality,
      passportNo,
      passportExpiry,
      visaNo,
      visaType,
      visaExpiry,
      arrivedInIndia,
      arrivedFrom,
      address,
      city,
      country,
      nextDestination,
    ]) => ({
      name,
      mobile,
      email: emailOf(name),
      idType: 'PASSPORT' as const,
      idNumber: passportNo,
      nationality,
      address,
      city,
      country,
      passportNo,
      passportExpiry,
      visaNo,
      visaType,
      visaExpiry,
      arrivedInIndia,
      arrivedFrom,
      nextDestination,
    }),
  );
  return [...indians, ...foreigners].map((guest, index) => ({
    guestId: `G${String(index + 1).padStart(5, '0')}`,
    ...guest,
    active: true,
  }));
}
