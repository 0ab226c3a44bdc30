import type { DemoCompany } from '../../core/company/companies';

/** [code, name, group, day, venue, instructor, seats, fee per term] */
type ActivityRow = [string, string, string, string, string, string, number, number];

const ACTIVITIES: ActivityRow[] = [
  ['CRIC', 'Cricket', 'SPT', 'MON', 'Main ground', 'Mr. Hemant Kale', 30, 1500],
  ['FOOT', 'Football', 'SPT', 'TUE', 'Main ground', "Mr. Joseph D'Souza", 30, 1200],
  ['CHESS', 'Chess', 'SPT', 'WED', 'Library hall', 'Mr. Sameer Gokhale', 24, 800],
  ['KATH', 'Kathak', 'PERF', 'THU', 'Dance room', 'Mrs. Jyoti Bhagat', 20, 1800],
  ['VOCAL', 'Hindustani vocal music', 'PERF', 'FRI', 'Music room', 'Mr. Sudhir Phadke', 20, 1500],
  ['DRAW', 'Drawing and painting', 'VIS', 'MON', 'Art room', 'Ms. Pallavi Chaudhari', 25, 1000],
  ['DEBATE', 'Debating society', 'LIT', 'TUE', 'Seminar hall', 'Mrs. Archana Deshmukh', 30, 0],
  ['QUIZ', 'Quiz club', 'LIT', 'SAT', 'Seminar hall', 'Mr. Vivek Pande', 30, 0],
  ['ROBO', 'Robotics club', 'STEM', 'WED', 'ATL lab', 'Mr. Nilesh Meshram', 20, 2500],
  ['ECO', 'Eco club', 'SOC', 'FRI', 'School garden', 'Mrs. Smita Kulkarni', 30, 0],
  ['NCC', 'NCC (junior division)', 'UNI', 'SAT', 'Parade ground', 'Mr. Amol Khobragade', 50, 0],
  ['SCOUT', 'Scouts and guides', 'UNI', 'SAT', 'Parade ground', 'Mrs. Kalpana Thakre', 40, 300],
  ['BASK', 'Basketball', 'SPT', 'THU', 'Basketball court', "Mr. Joseph D'Souza", 24, 1200],
  ['KABD', 'Kabaddi', 'SPT', 'FRI', 'Main ground', 'Mr. Hemant Kale', 24, 600],
  ['KHO', 'Kho-kho', 'SPT', 'WED', 'Main ground', 'Mrs. Neeta Joshi', 24, 600],
  ['ATHL', 'Athletics', 'SPT', 'SAT', 'Running track', 'Mr. Hemant Kale', 40, 800],
  ['YOGA', 'Yoga', 'SPT', 'MON', 'Assembly hall', 'Mrs. Shobha Agrawal', 40, 500],
  ['TABLA', 'Tabla', 'PERF', 'TUE', 'Music room', 'Mr. Sudhir Phadke', 15, 1500],
  ['DRAMA', 'Drama club', 'PERF', 'WED', 'Auditorium', 'Mrs. Rashmi Gupta', 30, 700],
  ['WARLI', 'Warli art', 'VIS', 'THU', 'Art room', 'Ms. Pallavi Chaudhari', 20, 900],
  ['CLAY', 'Clay modelling', 'VIS', 'FRI', 'Art room', 'Mr. Ganesh Kumbhare', 20, 1100],
  ['WRITE', 'Creative writing', 'LIT', 'THU', 'Library hall', 'Mrs. Madhuri Deshpande', 25, 0],
  ['ASTRO', 'Astronomy club', 'STEM', 'FRI', 'Physics lab and terrace', 'Dr. Manisha Sharma', 20, 1000],
  ['CODE', 'Coding club (Scratch and Python)', 'STEM', 'MON', 'Computer lab', 'Mr. Sachin Raut', 30, 1500],
  ['OUTR', 'Community outreach', 'SOC', 'SAT', 'Nearby villages', 'Mrs. Smita Kulkarni', 30, 0],
  ['HERB', 'Herbal garden', 'SOC', 'TUE', 'School garden', 'Mrs. Sunanda Patil', 20, 0],
];

/** Activities: all twenty-six for the school (D-SHI), the first twelve (one or two per group) elsewhere. */
export function activitySeed(company: DemoCompany) {
  const rows = company.pCode === 'D-SHI' ? ACTIVITIES : ACTIVITIES.slice(0, 12);
  return rows.map(([code, name, group, day, venue, instructor, seats, fee]) => ({
    code,
    name,
    group,
    day,
    venue,
    instructor,
    seats,
    fee,
    active: true,
  }));
}
