/** [code, name, coordinator, description] */
const GROUPS: Array<[string, string, string, string]> = [
  ['SPT', 'Sports and games', 'Mr. Hemant Kale', 'Team games, athletics and yoga'],
  ['PERF', 'Performing arts', 'Mrs. Jyoti Bhagat', 'Dance, music and drama'],
  ['VIS', 'Visual arts', 'Ms. Pallavi Chaudhari', 'Drawing, painting and crafts'],
  ['LIT', 'Literary', 'Mrs. Archana Deshmukh', 'Debate, elocution, writing and quizzing'],
  ['STEM', 'Science and technology', 'Mr. Nilesh Meshram', 'Robotics, astronomy and coding clubs'],
  ['SOC', 'Community service and eco clubs', 'Mrs. Smita Kulkarni', 'Eco club, social outreach and the school garden'],
  ['UNI', 'NCC, scouts and guides', 'Mr. Amol Khobragade', 'Uniformed services and camps'],
];

export const ACTIVITY_GROUP_SEED = GROUPS.map(([code, name, coordinator, description]) => ({
  code,
  name,
  coordinator,
  description,
  active: true,
}));
