import type { DemoCompany } from '../../company/companies';

const GIRLS = [
  'Ananya',
  'Saanvi',
  'Ishita',
  'Gauri',
  'Mrunal',
  'Tanvi',
  'Aarohi',
  'Sakshi',
  'Riya',
  'Shravani',
  'Kavya',
  'Pooja',
  'Nidhi',
  'Vaishnavi',
  'Janhavi',
  'Diya',
  'Prachi',
  'Sanika',
  'Radhika',
  'Anushka',
];
const BOYS = [
  'Aarav',
  'Vihaan',
  'Atharva',
  'Soham',
  'Aditya',
  'Omkar',
  'Pranav',
  'Yash',
  'Tanmay',
  'Rohan',
  'Siddharth',
  'Kunal',
  'Harsh',
  'Ved',
  'Arjun',
  'Parth',
  'Shreyas',
  'Nikhil',
  'Aniket',
  'Kabir',
];
const FATHERS = [
  'Ramesh',
  'Sunil',
  'Prakash',
  'Vijay',
  'Sanjay',
  'Anil',
  'Rajesh',
  'Milind',
  'Nitin',
  'Deepak',
  'Mahesh',
  'Santosh',
  'Ajay',
  'Girish',
  'Manoj',
  'Pravin',
  'Rahul',
  'Vinod',
  'Sachin',
  'Umesh',
];
const SURNAMES = [
  'Deshmukh',
  'Kulkarni',
  'Patil',
  'Joshi',
  'Wankhede',
  'Bhoyar',
  'Thakre',
  'Deshpande',
  'Gupta',
  'Agrawal',
  'Meshram',
  'Raut',
  'Khobragade',
  'Chaudhari',
  'Sharma',
  'Pande',
  'Bhagat',
  'Tiwari',
  'Mundada',
  'Kale',
];
const NAGPUR_AREAS = [
  'Dharampeth',
  'Ramdaspeth',
  'Civil Lines',
  'Shivaji Nagar',
  'Laxmi Nagar',
  'Pratap Nagar',
  'Trimurti Nagar',
  'Manish Nagar',
  'Sadar',
  'Gandhibagh',
];
const AREAS = [
  'MG Road',
  'Station Road',
  'Gandhi Nagar',
  'Nehru Nagar',
  'Shastri Nagar',
  'Civil Lines',
  'Model Town',
  'Indira Nagar',
  'Ram Nagar',
  'Subhash Nagar',
];
const CLASSES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Pupils of classes I to X (sections A and B): forty for the school (D-SHI), ten elsewhere. */
export function studentSeed(company: DemoCompany) {
  const school = company.pCode === 'D-SHI';
  const count = school ? 40 : 10;
  const city = company.addr.city;
  const areas = school ? NAGPUR_AREAS : AREAS;
  return Array.from({ length: count }, (_, index) => {
    const girl = index % 2 === 1;
    const first = (girl ? GIRLS : BOYS)[(index * 7 + Math.floor(index / 20) * 3) % 20]!;
    const surname = SURNAMES[(index * 3) % 20]!;
    const father = FATHERS[(index * 11) % 20]!;
    const standard = index % CLASSES.length;
    const birthYear = 2025 - (standard + 6);
    const joinYear = 2025 - (index % 4);
    const month = String((index % 12) + 1).padStart(2, '0');
    const day = String(((index * 5) % 28) + 1).padStart(2, '0');
    return {
      admissionNo: `ADM-${joinYear}-${String(101 + index).padStart(4, '0')}`,
      name: `${first} ${surname}`,
      className: CLASSES[standard]!,
      section: index % 20 < 10 ? 'A' : 'B',
      gender: girl ? 'F' : 'M',
      dateOfBirth: `${birthYear}-${month}-${day}`,
      parentName: `${father} ${surname}`,
      phone: `${['98220', '94220', '90110', '77200'][index % 4]!}${String(31000 + index * 1733).slice(-5)}`,
      email: index % 3 === 2 ? '' : `${father.toLowerCase()}.${surname.toLowerCase()}${index}@gmail.com`,
      address: `${((index * 13) % 90) + 10}, ${areas[index % areas.length]!}, ${city}`,
      admissionDate: `${joinYear}-06-${String((index % 20) + 1).padStart(2, '0')}`,
      transport: index % 3 !== 0,
      active: index !== count - 1,
    };
  });
}
