import type { DemoCompany } from '../../core/company/companies';

const STANDARDS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const TEACHERS = [
  'Mrs. Sunanda Patil',
  'Mrs. Archana Deshmukh',
  'Ms. Priti Wankhede',
  'Mrs. Smita Kulkarni',
  'Mrs. Neeta Joshi',
  'Mr. Rajendra Bhoyar',
  'Mrs. Kalpana Thakre',
  'Mr. Sachin Raut',
  'Mrs. Madhuri Deshpande',
  'Mr. Nilesh Meshram',
  'Mrs. Shobha Agrawal',
  'Ms. Pallavi Chaudhari',
  'Mr. Vivek Pande',
  'Mrs. Rashmi Gupta',
  'Mr. Amol Khobragade',
  'Mrs. Jyoti Bhagat',
  'Mr. Sandeep Tiwari',
  'Mrs. Swati Mundada',
  'Mr. Hemant Kale',
  'Dr. Manisha Sharma',
];

/** Classes I-A to X-B for the school (D-SHI); one section (I-A to X-A) elsewhere. */
export function classSeed(company: DemoCompany) {
  const sections = company.pCode === 'D-SHI' ? ['A', 'B'] : ['A'];
  return STANDARDS.flatMap((standard, s) =>
    sections.map((section, n) => ({
      code: `${standard}-${section}`,
      name: `Class ${standard} ${section}`,
      classTeacher: TEACHERS[(s * 2 + n) % TEACHERS.length]!,
      room: `${s < 5 ? 'Block A' : 'Block B'}, ${s < 5 ? 1 : 2}${String((s % 5) * 2 + n + 1).padStart(2, '0')}`,
      capacity: s < 5 ? 35 : 40,
      medium: 'EN',
      active: true,
    })),
  );
}
