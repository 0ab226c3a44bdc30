import type { DemoCompany } from '../../core/company/companies';

/** [title, author, publisher, subject, year, price, copies, reference only] */
type BookRow = [string, string, string, string, number, number, number, boolean];

const BOOKS: BookRow[] = [
  ['Wings of Fire', 'A. P. J. Abdul Kalam', 'Universities Press', 'BIO', 1999, 350, 6, false],
  ['Malgudi Days', 'R. K. Narayan', 'Indian Thought Publications', 'FIC', 2006, 199, 5, false],
  ['The Discovery of India', 'Jawaharlal Nehru', 'Penguin Books India', 'SST', 2008, 499, 3, false],
  ['Godan', 'Munshi Premchand', 'Rajkamal Prakashan', 'HIN', 2016, 250, 4, false],
  ['Shyamchi Aai', 'Sane Guruji', 'Continental Prakashan', 'MAR', 2015, 180, 5, false],
  ['The Blue Umbrella', 'Ruskin Bond', 'Rupa Publications', 'FIC', 2014, 150, 8, false],
  [
    'High School English Grammar and Composition',
    'Wren and Martin',
    'S. Chand Publishing',
    'ENG',
    2017,
    425,
    10,
    false,
  ],
  ['Mathematics for Class X', 'R. D. Sharma', 'Dhanpat Rai Publications', 'MAT', 2024, 650, 12, false],
  ['Oxford Student Atlas for India', 'Oxford University Press', 'Oxford University Press', 'REF', 2022, 395, 4, true],
  ['Manorama Yearbook 2025', 'Malayala Manorama', 'Malayala Manorama', 'GK', 2025, 350, 2, true],
  ['Physics for Class IX', 'Lakhmir Singh and Manjit Kaur', 'S. Chand Publishing', 'SCI', 2023, 520, 10, false],
  ['Chemistry for Class X', 'Lakhmir Singh and Manjit Kaur', 'S. Chand Publishing', 'SCI', 2023, 540, 10, false],
  ['Concepts of Physics, Volume 1', 'H. C. Verma', 'Bharati Bhawan', 'SCI', 2022, 495, 4, false],
  ['Secondary School Mathematics for Class IX', 'R. S. Aggarwal', 'Bharati Bhawan', 'MAT', 2023, 480, 12, false],
  ['Mathematics Textbook for Class VIII', 'NCERT', 'NCERT', 'MAT', 2024, 65, 20, false],
  ['Science Textbook for Class VII', 'NCERT', 'NCERT', 'SCI', 2024, 65, 20, false],
  ['Our Pasts III (History, Class VIII)', 'NCERT', 'NCERT', 'SST', 2024, 60, 20, false],
  ['Contemporary India II (Geography, Class X)', 'NCERT', 'NCERT', 'SST', 2024, 65, 20, false],
  ["Grandma's Bag of Stories", 'Sudha Murty', 'Puffin Books', 'FIC', 2012, 250, 6, false],
  ['Ignited Minds', 'A. P. J. Abdul Kalam', 'Penguin Books India', 'BIO', 2002, 299, 4, false],
  ['Swami and Friends', 'R. K. Narayan', 'Indian Thought Publications', 'FIC', 2010, 175, 5, false],
  ['Panchatantra Tales', 'Anant Pai (ed.)', 'Amar Chitra Katha', 'FIC', 2010, 150, 8, false],
  ['Akbar and Birbal', 'Anant Pai (ed.)', 'Amar Chitra Katha', 'FIC', 2011, 150, 8, false],
  ['Computer Applications for Class IX', 'Sumita Arora', 'Dhanpat Rai and Co.', 'CMP', 2024, 475, 8, false],
  ['Computer Science with Python, Class XI', 'Sumita Arora', 'Dhanpat Rai and Co.', 'CMP', 2024, 595, 6, false],
  ['Cyber Beans, Class V', 'Kips Editorial Board', 'Kips Learning', 'CMP', 2024, 375, 10, false],
  ['Karmabhoomi', 'Munshi Premchand', 'Rajkamal Prakashan', 'HIN', 2018, 275, 3, false],
  ['Raag Darbari', 'Shrilal Shukla', 'Rajkamal Prakashan', 'HIN', 2019, 395, 2, false],
  ['Mrityunjay', 'Shivaji Sawant', 'Continental Prakashan', 'MAR', 2017, 550, 3, false],
  ['Agnipankh', 'A. P. J. Abdul Kalam (tr. Madhuri Shanbhag)', 'Rajhans Prakashan', 'MAR', 2010, 250, 4, false],
  ['My Experiments with Truth', 'M. K. Gandhi', 'Navajivan Publishing House', 'BIO', 2012, 120, 6, false],
  ['India After Gandhi', 'Ramachandra Guha', 'Picador India', 'SST', 2017, 799, 2, false],
  ['Indian Polity', 'M. Laxmikanth', 'McGraw Hill Education', 'SST', 2023, 795, 2, false],
  ['The Jungle Book', 'Rudyard Kipling', 'Rupa Publications', 'FIC', 2015, 150, 6, false],
  ['Gitanjali', 'Rabindranath Tagore', 'Rupa Publications', 'ENG', 2013, 175, 4, false],
  ["Oxford Advanced Learner's Dictionary", 'A. S. Hornby', 'Oxford University Press', 'REF', 2020, 895, 3, true],
  ['Rajpal Hindi Shabdkosh', 'Hardev Bahri', 'Rajpal and Sons', 'REF', 2019, 450, 3, true],
  [
    "Children's Encyclopedia of Science",
    'Om Books Editorial Team',
    'Om Books International',
    'REF',
    2018,
    499,
    2,
    true,
  ],
  ["Lucent's General Knowledge", 'Lucent Editorial Board', 'Lucent Publications', 'GK', 2024, 320, 5, false],
  ['Tenali Raman', 'Anant Pai (ed.)', 'Amar Chitra Katha', 'FIC', 2012, 150, 8, false],
];

/** A stable ISBN-13 (Indian group 81) with its check digit, from the book's position. */
function isbn(index: number): string {
  const body = `97881${String(7254000 + index * 2741).padStart(7, '0')}`;
  const sum = [...body].reduce((total, digit, position) => total + Number(digit) * (position % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const RACKS: Record<string, string> = {
  ENG: 'R1',
  HIN: 'R2',
  MAR: 'R2',
  MAT: 'R3',
  SCI: 'R4',
  SST: 'R5',
  CMP: 'R6',
  FIC: 'R7',
  BIO: 'R7',
  REF: 'R8',
  GK: 'R8',
};

/** The accession register: forty titles for the school (D-SHI), ten elsewhere. */
export function bookSeed(company: DemoCompany) {
  const rows = company.pCode === 'D-SHI' ? BOOKS : BOOKS.slice(0, 10);
  return rows.map(([title, author, publisher, subject, year, price, copies, referenceOnly], index) => ({
    accessionNo: `ACC-${String(index + 1).padStart(5, '0')}`,
    title,
    author,
    publisher,
    isbn: isbn(index),
    subject,
    edition: year >= 2022 ? `${year}-${String((year + 1) % 100).padStart(2, '0')} edition` : 'Reprint',
    year,
    copies,
    rack: `${RACKS[subject]!}-S${(index % 5) + 1}`,
    price,
    referenceOnly,
    active: true,
  }));
}
