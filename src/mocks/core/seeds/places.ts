import type { DemoCompany } from '../company/companies';

/** Localities (with PIN codes) and the vehicle registration prefix of each demo company's city. */
const CITY: Record<string, { rto: string; areas: Array<[string, string]> }> = {
  Udaipur: {
    rto: 'RJ-27',
    areas: [
      ['Hiran Magri', '313002'],
      ['Sector 11', '313002'],
      ['Bhupalpura', '313001'],
      ['Fatehpura', '313004'],
      ['Madri Industrial Area', '313003'],
      ['Chetak Circle', '313001'],
    ],
  },
  Vijayawada: {
    rto: 'AP-16',
    areas: [
      ['Benz Circle', '520010'],
      ['Labbipet', '520010'],
      ['Gandhinagar', '520003'],
      ['Auto Nagar', '520007'],
      ['Patamata', '520010'],
      ['One Town', '520001'],
    ],
  },
  Coimbatore: {
    rto: 'TN-37',
    areas: [
      ['Gandhipuram', '641012'],
      ['RS Puram', '641002'],
      ['Ganapathy', '641006'],
      ['SIDCO Kurichi', '641021'],
      ['Saibaba Colony', '641011'],
      ['Singanallur', '641005'],
    ],
  },
  Nagpur: {
    rto: 'MH-31',
    areas: [
      ['Sitabuldi', '440012'],
      ['Civil Lines', '440001'],
      ['Sadar', '440001'],
      ['MIDC Hingna', '440016'],
      ['Manish Nagar', '440015'],
      ['Itwari', '440002'],
    ],
  },
  Ahmedabad: {
    rto: 'GJ-01',
    areas: [
      ['Satellite', '380015'],
      ['Maninagar', '380008'],
      ['Vastrapur', '380015'],
      ['Naroda GIDC', '382330'],
      ['Bodakdev', '380054'],
      ['Paldi', '380007'],
    ],
  },
  Mysuru: {
    rto: 'KA-09',
    areas: [
      ['Vijayanagar', '570017'],
      ['Kuvempunagar', '570023'],
      ['Gokulam', '570002'],
      ['Hebbal Industrial Area', '570016'],
      ['Devaraja Mohalla', '570001'],
      ['JP Nagar', '570008'],
    ],
  },
  Pune: {
    rto: 'MH-12',
    areas: [
      ['Kothrud', '411038'],
      ['Shivajinagar', '411005'],
      ['Hinjewadi', '411057'],
      ['Bhosari MIDC', '411026'],
      ['Viman Nagar', '411014'],
      ['Hadapsar', '411028'],
    ],
  },
  Panaji: {
    rto: 'GA-07',
    areas: [
      ['Altinho', '403001'],
      ['Miramar', '403001'],
      ['Porvorim', '403521'],
      ['Verna Industrial Estate', '403722'],
      ['Ribandar', '403006'],
      ['Caranzalem', '403002'],
    ],
  },
  Jaipur: {
    rto: 'RJ-14',
    areas: [
      ['Malviya Nagar', '302017'],
      ['Vaishali Nagar', '302021'],
      ['Mansarovar', '302020'],
      ['Sitapura Industrial Area', '302022'],
      ['Raja Park', '302004'],
      ['Bani Park', '302016'],
    ],
  },
  Kochi: {
    rto: 'KL-07',
    areas: [
      ['Kaloor', '682017'],
      ['Edappally', '682024'],
      ['Vyttila', '682019'],
      ['Kakkanad', '682030'],
      ['Panampilly Nagar', '682036'],
      ['Fort Kochi', '682001'],
    ],
  },
  Mumbai: {
    rto: 'MH-01',
    areas: [
      ['Nariman Point', '400021'],
      ['Dadar', '400014'],
      ['Andheri East', '400069'],
      ['Lower Parel', '400013'],
      ['Bandra West', '400050'],
      ['Ghatkopar', '400077'],
    ],
  },
  Bengaluru: {
    rto: 'KA-01',
    areas: [
      ['Indiranagar', '560038'],
      ['HSR Layout', '560102'],
      ['Jayanagar', '560041'],
      ['Whitefield', '560066'],
      ['BTM Layout', '560076'],
      ['Electronic City', '560100'],
    ],
  },
  Lucknow: {
    rto: 'UP-32',
    areas: [
      ['Hazratganj', '226001'],
      ['Aliganj', '226024'],
      ['Indira Nagar', '226016'],
      ['Aminabad', '226018'],
      ['Alambagh', '226005'],
      ['Chinhat Industrial Area', '226019'],
    ],
  },
  Gurugram: {
    rto: 'HR-26',
    areas: [
      ['DLF Phase 3', '122002'],
      ['Sohna Road', '122018'],
      ['Sector 14', '122001'],
      ['IMT Manesar', '122052'],
      ['Golf Course Road', '122009'],
      ['Palam Vihar', '122017'],
    ],
  },
  Indore: {
    rto: 'MP-09',
    areas: [
      ['Palasia', '452001'],
      ['Rajwada', '452004'],
      ['Bhanwarkuan', '452001'],
      ['Sanwer Road Industrial Area', '452015'],
      ['Sudama Nagar', '452009'],
      ['Rau', '453331'],
    ],
  },
  Visakhapatnam: {
    rto: 'AP-31',
    areas: [
      ['Dwaraka Nagar', '530016'],
      ['MVP Colony', '530017'],
      ['Gajuwaka', '530026'],
      ['Autonagar', '530012'],
      ['Seethammadhara', '530013'],
      ['Rushikonda', '530045'],
    ],
  },
};

function cityOf(company: DemoCompany) {
  return (
    CITY[company.addr.city] ?? {
      rto: 'MH-12',
      areas: [[company.addr.branchName, company.addr.zip]] as Array<[string, string]>,
    }
  );
}

/** The i-th locality of the company's city: its name and PIN code. */
export function areaOf(company: DemoCompany, index: number): { area: string; zip: string } {
  const areas = cityOf(company).areas;
  const [area, zip] = areas[index % areas.length]!;
  return { area, zip };
}

/** A registration number of the city, e.g. 'KL-07-BK-4821'. */
export function vehicleNumber(company: DemoCompany, index: number): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const series = `${letters[(index * 5 + company.code) % letters.length]}${letters[(index * 3 + 7) % letters.length]}`;
  return `${cityOf(company).rto}-${series}-${String(1000 + ((company.code * 31 + index * 977) % 9000))}`;
}

/** A driving licence number of the city's RTO, e.g. 'KL0720190012345'. */
export function licenceNumber(company: DemoCompany, index: number): string {
  const rto = cityOf(company).rto.replace('-', '');
  return `${rto}${2012 + (index % 12)}${String((company.code * 101 + index * 7907) % 10000000).padStart(7, '0')}`;
}
