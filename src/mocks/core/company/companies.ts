import type { ProductCode } from '../../../lib/editions';
import type { SessionAddress } from '../../../lib/session/session-types';
import { DEMO_USERS, type DemoUserDoc } from './demo-sign-ins';

/** One demo company of the embedded backend (listed on the sign-in page; no secrets). */
export interface DemoCompany {
  /** Customer (company) code typed at sign-in; becomes usr.cCode. */
  code: number;
  /** Product code: selects the edition. */
  pCode: ProductCode;
  name: string;
  /** The company's one branch (usr.bCode). */
  bCode: string;
  addr: SessionAddress;
  expiryMessage: string;
  /** The demo sign-ins that work for this company. */
  users: readonly DemoUserDoc[];
}

interface Place {
  branchName: string;
  address: string;
  city: string;
  district: string;
  stat: string;
  zip: string;
  /** STD code and local number, e.g. '0294 2431567'. */
  tel: string;
  mobile: string;
  domain: string;
}

/**
 * The demo licences run to the end of the financial year after the current one (31 March), so a demo always has
 * more than a year left: a fixed date would warn every demo user a month before it and stop every save after it.
 */
export function demoLicenceEnd(today = new Date()): string {
  const currentYearEnds = today.getMonth() >= 3 ? today.getFullYear() + 1 : today.getFullYear();
  return `${currentYearEnds + 1}-03-31`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** yyyy-MM-dd as the licence message shows it: 31-Mar-2028. */
const shownDate = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

function company(
  code: number,
  pCode: ProductCode,
  name: string,
  p: Place,
  expiry = shownDate(demoLicenceEnd()),
): DemoCompany {
  const [std = '', local = ''] = p.tel.split(' ');
  return {
    code,
    pCode,
    name,
    bCode: 'E001',
    addr: {
      company: name,
      branchName: p.branchName,
      address: p.address,
      city: p.city,
      district: p.district,
      stat: p.stat,
      country: 'India',
      zip: p.zip,
      mobile: `+91 ${p.mobile}`,
      tel: `${std}-${local}`,
      fax: `${std}-${local.slice(0, -1)}9`,
      email: `accounts@${p.domain}`,
      web: `www.${p.domain}`,
    },
    expiryMessage: `Licence valid till ${expiry}`,
    users: DEMO_USERS,
  };
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  company(1001, 'D-MIN', 'Lakeview Residency Hotel', {
    branchName: 'Fatehsagar Lake Front',
    address: '14, Rani Road, Near Moti Magri',
    city: 'Udaipur',
    district: 'Udaipur',
    stat: 'Rajasthan',
    zip: '313001',
    tel: '0294 2431567',
    mobile: '98290 41236',
    domain: 'lakeviewresidency.in',
  }),
  company(1002, 'D-COM', 'Sri Balaji Traders', {
    branchName: 'Governorpet Head Office',
    address: '27-14-32, Besant Road, Governorpet',
    city: 'Vijayawada',
    district: 'NTR',
    stat: 'Andhra Pradesh',
    zip: '520002',
    tel: '0866 2574418',
    mobile: '98480 22715',
    domain: 'sribalajitraders.in',
  }),
  company(1003, 'D-USI', 'Shakti Precision Engineering Pvt Ltd', {
    branchName: 'Peelamedu Works',
    address: 'SF 112, Avinashi Road, Peelamedu',
    city: 'Coimbatore',
    district: 'Coimbatore',
    stat: 'Tamil Nadu',
    zip: '641004',
    tel: '0422 2578893',
    mobile: '94430 61852',
    domain: 'shaktiprecision.co.in',
  }),
  company(1004, 'D-SHI', 'Vidya Niketan Public School', {
    branchName: 'Dharampeth Campus',
    address: '8, West High Court Road, Dharampeth',
    city: 'Nagpur',
    district: 'Nagpur',
    stat: 'Maharashtra',
    zip: '440010',
    tel: '0712 2541270',
    mobile: '98220 37164',
    domain: 'vidyaniketanschool.in',
  }),
  company(1005, 'D-CON', 'Gurukrupa Constructions', {
    branchName: 'Navrangpura Site Office',
    address: '302, Shivalik Plaza, CG Road, Navrangpura',
    city: 'Ahmedabad',
    district: 'Ahmedabad',
    stat: 'Gujarat',
    zip: '380009',
    tel: '079 26441835',
    mobile: '98250 13479',
    domain: 'gurukrupaconstructions.in',
  }),
  company(1006, 'D-DHA', 'Arogya Health Care Centre', {
    branchName: 'Saraswathipuram Clinic',
    address: '1st Main, 5th Cross, Saraswathipuram',
    city: 'Mysuru',
    district: 'Mysuru',
    stat: 'Karnataka',
    zip: '570009',
    tel: '0821 2543318',
    mobile: '94481 50927',
    domain: 'arogyahealthcare.in',
  }),
  company(1007, 'D-REA', 'Green Acres Realty', {
    branchName: 'Baner Sales Office',
    address: 'Office 5, Baner-Pashan Link Road, Baner',
    city: 'Pune',
    district: 'Pune',
    stat: 'Maharashtra',
    zip: '411045',
    tel: '020 27291146',
    mobile: '98500 66241',
    domain: 'greenacresrealty.in',
  }),
  company(1008, 'D-RID', 'Konkan Cabs and Rides', {
    branchName: 'Panaji Depot',
    address: 'Shop 3, Dr. Atmaram Borkar Road, Panaji',
    city: 'Panaji',
    district: 'North Goa',
    stat: 'Goa',
    zip: '403001',
    tel: '0832 2225471',
    mobile: '98221 70834',
    domain: 'konkancabs.in',
  }),
  company(1009, 'D-CRM', 'Nexus Solar Solutions', {
    branchName: 'C-Scheme Office',
    address: 'B-21, Ashok Marg, C-Scheme',
    city: 'Jaipur',
    district: 'Jaipur',
    stat: 'Rajasthan',
    zip: '302001',
    tel: '0141 2368825',
    mobile: '98290 88310',
    domain: 'nexussolar.in',
  }),
  company(1010, 'D-RES', 'Spice Route Restaurant', {
    branchName: 'Marine Drive Outlet',
    address: 'GCDA Complex, Marine Drive',
    city: 'Kochi',
    district: 'Ernakulam',
    stat: 'Kerala',
    zip: '682031',
    tel: '0484 2371946',
    mobile: '94470 25583',
    domain: 'spiceroutekochi.in',
  }),
  company(1011, 'D-SHA', 'Dalal Street Securities', {
    branchName: 'Fort Branch',
    address: '402, Rotunda Building, Bombay Samachar Marg, Fort',
    city: 'Mumbai',
    district: 'Mumbai City',
    stat: 'Maharashtra',
    zip: '400001',
    tel: '022 22654418',
    mobile: '98200 57731',
    domain: 'dalalstreetsec.in',
  }),
  company(1012, 'D-TAK', 'Tiffin Junction Take-away', {
    branchName: 'Koramangala Kitchen',
    address: '80 Feet Road, 4th Block, Koramangala',
    city: 'Bengaluru',
    district: 'Bengaluru Urban',
    stat: 'Karnataka',
    zip: '560034',
    tel: '080 25531764',
    mobile: '99001 42258',
    domain: 'tiffinjunction.in',
  }),
  company(1013, 'D-HOS', 'Sanjeevani Multispeciality Hospital', {
    branchName: 'Gomti Nagar Hospital',
    address: 'Vibhuti Khand, Gomti Nagar',
    city: 'Lucknow',
    district: 'Lucknow',
    stat: 'Uttar Pradesh',
    zip: '226010',
    tel: '0522 2721390',
    mobile: '94150 33107',
    domain: 'sanjeevanihospital.in',
  }),
  company(1014, 'D-EC1', 'Kart Bazaar Online', {
    branchName: 'Udyog Vihar Warehouse',
    address: 'Plot 41, Phase IV, Udyog Vihar',
    city: 'Gurugram',
    district: 'Gurugram',
    stat: 'Haryana',
    zip: '122015',
    tel: '0124 4105732',
    mobile: '98111 64920',
    domain: 'kartbazaar.in',
  }),
  company(1015, 'D-POS', 'Annapurna Supermarket', {
    branchName: 'Vijay Nagar Store',
    address: 'Scheme 54, AB Road, Vijay Nagar',
    city: 'Indore',
    district: 'Indore',
    stat: 'Madhya Pradesh',
    zip: '452010',
    tel: '0731 2556147',
    mobile: '98260 71345',
    domain: 'annapurnasupermarket.in',
  }),
  company(
    13010,
    'D-RES',
    'Coastal Curry House',
    {
      branchName: 'Beach Road Outlet',
      address: '9-1-224, Beach Road, Pedda Waltair',
      city: 'Visakhapatnam',
      district: 'Visakhapatnam',
      stat: 'Andhra Pradesh',
      zip: '530017',
      tel: '0891 2755306',
      mobile: '98490 12876',
      domain: 'coastalcurryhouse.in',
    },
    '15-Dec-2026',
  ),
];

export function findDemoCompany(code: number): DemoCompany | undefined {
  return DEMO_COMPANIES.find((c) => c.code === code);
}
