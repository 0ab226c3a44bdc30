import type { Region } from './region';
import { KERALA, TAMIL, KANNADA, TELUGU, GOAN } from './regions-south';
import { MARATHI, GUJARATI, RAJASTHANI, HINDI } from './regions-west-north';

const BY_STATE: Record<string, Region> = {
  Kerala: KERALA,
  'Tamil Nadu': TAMIL,
  Maharashtra: MARATHI,
  Gujarat: GUJARATI,
  Karnataka: KANNADA,
  'Andhra Pradesh': TELUGU,
  Rajasthan: RAJASTHANI,
  Goa: GOAN,
};

export function regionOf(state: string): Region {
  return BY_STATE[state] ?? HINDI;
}

/** Neighbourhoods of each demo company's city, for staff addresses and bank branches. */
const LOCALITIES: Record<string, readonly string[]> = {
  Udaipur: ['Hiran Magri', 'Fatehpura', 'Bhupalpura', 'Sukher', 'Ambamata'],
  Vijayawada: ['Benz Circle', 'Patamata', 'Gunadala', 'Moghalrajpuram', 'Labbipet'],
  Coimbatore: ['Peelamedu', 'Gandhipuram', 'Saibaba Colony', 'Singanallur', 'Ganapathy'],
  Nagpur: ['Dharampeth', 'Sitabuldi', 'Pratap Nagar', 'Manish Nagar', 'Sadar'],
  Ahmedabad: ['Navrangpura', 'Vastrapur', 'Maninagar', 'Naranpura', 'Bopal'],
  Mysuru: ['Saraswathipuram', 'Kuvempunagar', 'Vijayanagar', 'Jayalakshmipuram', 'Hebbal'],
  Pune: ['Baner', 'Aundh', 'Kothrud', 'Pashan', 'Wakad'],
  Panaji: ['Miramar', 'Altinho', 'Taleigao', 'St Inez', 'Porvorim'],
  Jaipur: ['C-Scheme', 'Malviya Nagar', 'Vaishali Nagar', 'Mansarovar', 'Raja Park'],
  Kochi: ['Kaloor', 'Edappally', 'Palarivattom', 'Kadavanthra', 'Vyttila'],
  Mumbai: ['Girgaon', 'Dadar', 'Parel', 'Byculla', 'Colaba'],
  Bengaluru: ['Koramangala', 'HSR Layout', 'BTM Layout', 'Jayanagar', 'Ejipura'],
  Lucknow: ['Gomti Nagar', 'Indira Nagar', 'Aliganj', 'Hazratganj', 'Mahanagar'],
  Gurugram: ['Sector 14', 'DLF Phase 2', 'Sushant Lok', 'Palam Vihar', 'Sohna Road'],
  Indore: ['Vijay Nagar', 'Palasia', 'Sudama Nagar', 'Rajendra Nagar', 'Nipania'],
  Visakhapatnam: ['MVP Colony', 'Dwaraka Nagar', 'Seethammadhara', 'Gajuwaka', 'Madhurawada'],
};

export function localitiesOf(city: string): readonly string[] {
  return LOCALITIES[city] ?? ['Main Road'];
}

export const STREETS = [
  '1st Cross Road',
  'Main Road',
  '2nd Street',
  'Temple Road',
  'Church Road',
  'Station Road',
  'Gandhi Road',
  '3rd Lane',
] as const;
