import type { DemoCompany } from '../../core/company/companies';

/** The RTO prefix of each demo company's city. */
const RTO: Record<string, string> = {
  Udaipur: 'RJ27',
  Vijayawada: 'AP16',
  Coimbatore: 'TN66',
  Nagpur: 'MH31',
  Ahmedabad: 'GJ01',
  Mysuru: 'KA09',
  Pune: 'MH12',
  Panaji: 'GA07',
  Jaipur: 'RJ14',
  Kochi: 'KL07',
  Mumbai: 'MH01',
  Bengaluru: 'KA01',
  Lucknow: 'UP32',
  Gurugram: 'HR26',
  Indore: 'MP09',
  Visakhapatnam: 'AP31',
};

/** [type, make and model, seats] */
type Model = [string, string, number];
const SCHOOL_FLEET: Model[] = [
  ['BUS', 'Tata Starbus 41-seater', 41],
  ['BUS', 'Ashok Leyland Lynx 40-seater', 40],
  ['BUS', 'Eicher Skyline Pro 40-seater', 40],
  ['MINIBUS', 'Force Traveller 26-seater', 26],
  ['BUS', 'Tata Starbus 41-seater', 41],
  ['MINIBUS', 'Tata Winger 15-seater', 15],
  ['BUS', 'Ashok Leyland Lynx 40-seater', 40],
  ['MINIBUS', 'Force Traveller 26-seater', 26],
  ['VAN', 'Maruti Suzuki Eeco 7-seater', 7],
  ['BUS', 'Eicher Skyline Pro 40-seater', 40],
  ['TEMPO', 'Force Tempo Traveller 17-seater', 17],
  ['VAN', 'Maruti Suzuki Eeco 7-seater', 7],
];
const CAB_FLEET: Model[] = [
  ['CAR', 'Maruti Suzuki Dzire', 4],
  ['SUV', 'Toyota Innova Crysta', 7],
  ['CAR', 'Hyundai Aura', 4],
  ['SUV', 'Maruti Suzuki Ertiga', 6],
  ['CAR', 'Honda Amaze', 4],
  ['SUV', 'Mahindra Marazzo', 7],
  ['CAR', 'Maruti Suzuki Dzire', 4],
  ['TEMPO', 'Force Tempo Traveller 12-seater', 12],
  ['CAR', 'Tata Tigor EV', 4],
  ['SUV', 'Toyota Innova Crysta', 7],
];
const STAFF_FLEET: Model[] = [
  ['MINIBUS', 'Tata Winger 15-seater', 15],
  ['VAN', 'Maruti Suzuki Eeco 7-seater', 7],
  ['SUV', 'Mahindra Bolero Neo', 7],
  ['CAR', 'Maruti Suzuki Dzire', 4],
  ['TEMPO', 'Force Tempo Traveller 17-seater', 17],
  ['SUV', 'Toyota Innova Crysta', 7],
];

const DRIVERS = [
  'Ramesh Yadav',
  'Suresh Pawar',
  'Shankar Gawande',
  'Baban Shinde',
  'Vinod Meshram',
  'Rajesh Thakur',
  'Mohammad Irfan',
  'Prakash Ingle',
  'Santosh Dhurve',
  'Dilip Sonkusare',
  'Gurpreet Singh',
  'Joseph Fernandes',
];
const SERIES = ['AB', 'BT', 'CE', 'DK', 'EP', 'FS', 'GA', 'HQ', 'JR', 'KM', 'LX', 'MW'];

function month(base: number, offset: number): string {
  const total = base * 12 + offset;
  const year = Math.floor(total / 12);
  const monthNo = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return `${year}-${String(monthNo).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

/**
 * The fleet: school buses on the school's routes (D-SHI), cabs for the rides company (D-RID), a few staff vehicles
 * elsewhere.
 */
export function vehicleSeed(company: DemoCompany) {
  const fleet = company.pCode === 'D-SHI' ? SCHOOL_FLEET : company.pCode === 'D-RID' ? CAB_FLEET : STAFF_FLEET;
  const routes = company.pCode === 'D-SHI' ? 8 : company.pCode === 'D-RID' ? 0 : 5;
  const prefix = RTO[company.addr.city] ?? 'MH12';
  return fleet.map(([type, model, capacity], index) => ({
    regNo: `${prefix}${SERIES[index]!}${String(1000 + ((index * 4177 + company.code) % 9000)).padStart(4, '0')}`,
    type,
    model,
    capacity,
    route: index < routes ? `R-${String(index + 1).padStart(2, '0')}` : '',
    driverName: DRIVERS[index]!,
    driverPhone: `${['98', '94', '70', '88'][index % 4]!}${String(22000000 + index * 1379113 + company.code).slice(-8)}`,
    insuranceExpiry: month(2025, 10 + ((index * 5) % 14)),
    fitnessExpiry: month(2026, 2 + ((index * 7) % 12)),
    pucExpiry: index % 4 === 3 ? '' : month(2025, 11 + ((index * 3) % 8)),
    gpsFitted: type !== 'CAR' || company.pCode === 'D-RID',
    active: true,
  }));
}
