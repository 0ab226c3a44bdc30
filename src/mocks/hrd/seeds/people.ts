/** Given names and surnames of the region a demo company sits in, so its staff read like local people. */
export interface Region {
  men: readonly string[];
  women: readonly string[];
  surnames: readonly string[];
  /** [bank name, IFSC prefix, account number length] */
  banks: ReadonlyArray<readonly [string, string, number]>;
}

const SBI = ['State Bank of India', 'SBIN', 11] as const;
const HDFC = ['HDFC Bank', 'HDFC', 14] as const;

const KERALA: Region = {
  men: ['Arun', 'Vishnu', 'Anoop', 'Sreejith', 'Jithin', 'Biju', 'Shibu', 'Rajesh', 'Sanoop', 'Nikhil', 'Akhil', 'Manoj', 'Sajan', 'Faisal'],
  women: ['Lakshmi', 'Divya', 'Aswathy', 'Sreelakshmi', 'Reshma', 'Neethu', 'Ancy', 'Jincy', 'Athira', 'Sneha', 'Fathima', 'Reeba'],
  surnames: ['Nair', 'Menon', 'Pillai', 'Varghese', 'Kurian', 'Thomas', 'Mathew', 'Panicker', 'Warrier', 'Kurup', 'Abraham', 'Namboothiri'],
  banks: [['Federal Bank', 'FDRL', 14], ['South Indian Bank', 'SIBL', 16], SBI, ['Canara Bank', 'CNRB', 13]],
};

const TAMIL: Region = {
  men: ['Karthik', 'Senthil', 'Murugan', 'Saravanan', 'Vignesh', 'Prakash', 'Ramesh', 'Balaji', 'Dinesh', 'Arul', 'Selvam', 'Gokul', 'Manikandan', 'Suresh'],
  women: ['Priya', 'Kavitha', 'Meena', 'Lakshmi', 'Deepa', 'Revathi', 'Anitha', 'Sangeetha', 'Divya', 'Nandhini', 'Gayathri', 'Malathi'],
  surnames: ['Subramanian', 'Krishnan', 'Gounder', 'Palanisamy', 'Ramasamy', 'Natarajan', 'Chettiar', 'Velusamy', 'Kandasamy', 'Sundaram', 'Rajendran', 'Pillai'],
  banks: [['Indian Overseas Bank', 'IOBA', 15], ['Karur Vysya Bank', 'KVBL', 16], SBI, ['City Union Bank', 'CIUB', 15]],
};

const MARATHI: Region = {
  men: ['Sachin', 'Rahul', 'Amol', 'Prashant', 'Sandeep', 'Nilesh', 'Mahesh', 'Ganesh', 'Vinayak', 'Tushar', 'Swapnil', 'Ajay', 'Sagar', 'Omkar'],
  women: ['Pooja', 'Snehal', 'Priyanka', 'Ashwini', 'Madhuri', 'Shraddha', 'Vaishali', 'Pallavi', 'Rutuja', 'Sayali', 'Manasi', 'Kavita'],
  surnames: ['Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Pawar', 'Jadhav', 'Shinde', 'Gaikwad', 'Deshpande', 'Bhosale', 'Wankhede', 'More'],
  banks: [['Bank of Maharashtra', 'MAHB', 11], HDFC, SBI, ['Kotak Mahindra Bank', 'KKBK', 10]],
};

const GUJARATI: Region = {
  men: ['Hardik', 'Nirav', 'Jignesh', 'Chirag', 'Ketan', 'Mehul', 'Bhavesh', 'Rakesh', 'Dhaval', 'Parth', 'Vipul', 'Hitesh', 'Kalpesh', 'Alpesh'],
  women: ['Hetal', 'Krupa', 'Nisha', 'Dhara', 'Foram', 'Bhavna', 'Komal', 'Jinal', 'Payal', 'Rina', 'Minal', 'Urvi'],
  surnames: ['Patel', 'Shah', 'Mehta', 'Desai', 'Parmar', 'Solanki', 'Chauhan', 'Trivedi', 'Bhatt', 'Rathod', 'Prajapati', 'Thakkar'],
  banks: [['Bank of Baroda', 'BARB', 14], HDFC, SBI, ['Kotak Mahindra Bank', 'KKBK', 10]],
};

const KANNADA: Region = {
  men: ['Manjunath', 'Raghavendra', 'Prasanna', 'Kiran', 'Santosh', 'Shivakumar', 'Naveen', 'Girish', 'Praveen', 'Harish', 'Chethan', 'Darshan', 'Nagaraj', 'Mahesh'],
  women: ['Kavya', 'Shwetha', 'Sahana', 'Pavithra', 'Divya', 'Rashmi', 'Bhavya', 'Spoorthi', 'Lakshmi', 'Sushma', 'Ramya', 'Chaitra'],
  surnames: ['Gowda', 'Hegde', 'Shetty', 'Rao', 'Kulkarni', 'Naik', 'Bhat', 'Murthy', 'Swamy', 'Reddy', 'Patil', 'Acharya'],
  banks: [['Canara Bank', 'CNRB', 13], ['Karnataka Bank', 'KARB', 16], SBI, ['ICICI Bank', 'ICIC', 12]],
};

const TELUGU: Region = {
  men: ['Srinivas', 'Venkatesh', 'Ravi', 'Praveen', 'Naresh', 'Suresh', 'Kiran', 'Chaitanya', 'Sai Kumar', 'Mahesh', 'Anil', 'Satish', 'Gopi', 'Ramesh'],
  women: ['Lakshmi', 'Swathi', 'Sravani', 'Divya', 'Padma', 'Bhavani', 'Sirisha', 'Keerthi', 'Anusha', 'Haritha', 'Sowjanya', 'Madhavi'],
  surnames: ['Reddy', 'Naidu', 'Rao', 'Chowdary', 'Varma', 'Raju', 'Sastry', 'Prasad', 'Goud', 'Yadav', 'Murthy', 'Kondapalli'],
  banks: [['Union Bank of India', 'UBIN', 15], SBI, ['ICICI Bank', 'ICIC', 12], ['Axis Bank', 'UTIB', 15]],
};

const RAJASTHANI: Region = {
  men: ['Mahendra', 'Vikram', 'Rajendra', 'Dinesh', 'Manish', 'Lokesh', 'Bharat', 'Hemant', 'Kuldeep', 'Pankaj', 'Naresh', 'Surendra', 'Devendra', 'Jitendra'],
  women: ['Sunita', 'Pooja', 'Rekha', 'Kavita', 'Manju', 'Priyanka', 'Seema', 'Neha', 'Anita', 'Mamta', 'Sarita', 'Kiran'],
  surnames: ['Sharma', 'Rathore', 'Shekhawat', 'Meena', 'Jain', 'Choudhary', 'Agarwal', 'Purohit', 'Saini', 'Gupta', 'Vyas', 'Paliwal'],
  banks: [SBI, ['Punjab National Bank', 'PUNB', 16], ['Bank of Baroda', 'BARB', 14], ['AU Small Finance Bank', 'AUBL', 16]],
};

const GOAN: Region = {
  men: ['Francis', 'Savio', 'Anthony', 'Prakash', 'Sanjay', 'Rohan', 'Nilesh', 'Joaquim', 'Agnelo', 'Sandesh', 'Gaurav', 'Ashwin', 'Felix', 'Dattaprasad'],
  women: ['Maria', 'Sonia', 'Shweta', 'Priya', 'Fatima', 'Cheryl', 'Sneha', 'Pooja', 'Anita', 'Rochelle', 'Sushma', 'Leena'],
  surnames: ['Fernandes', 'D’Souza', 'Naik', 'Gaonkar', 'Kamat', 'Pereira', 'Rodrigues', 'Dessai', 'Sawant', 'Prabhu', 'Colaco', 'Shirodkar'],
  banks: [SBI, ['Bank of India', 'BKID', 15], HDFC, ['Axis Bank', 'UTIB', 15]],
};

const HINDI: Region = {
  men: ['Amit', 'Rajesh', 'Sunil', 'Vivek', 'Ankit', 'Saurabh', 'Rohit', 'Deepak', 'Manoj', 'Alok', 'Anurag', 'Ashish', 'Pradeep', 'Gaurav'],
  women: ['Neha', 'Pooja', 'Shalini', 'Anjali', 'Preeti', 'Swati', 'Ritu', 'Nidhi', 'Shweta', 'Kiran', 'Pallavi', 'Sonam'],
  surnames: ['Sharma', 'Verma', 'Yadav', 'Mishra', 'Srivastava', 'Tiwari', 'Pandey', 'Singh', 'Gupta', 'Chauhan', 'Tripathi', 'Saxena'],
  banks: [SBI, ['Punjab National Bank', 'PUNB', 16], ['Bank of Baroda', 'BARB', 14], HDFC],
};

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

export const STREETS = ['1st Cross Road', 'Main Road', '2nd Street', 'Temple Road', 'Church Road', 'Station Road', 'Gandhi Road', '3rd Lane'] as const;
