/** [code, name, colour, motto, house master, captain] */
type HouseRow = [string, string, string, string, string, string];

const HOUSES: HouseRow[] = [
  ['SHV', 'Shivaji', 'RED', 'Courage conquers all', 'Mr. Rajendra Bhoyar', 'Atharva Deshmukh'],
  ['TAG', 'Tagore', 'BLUE', 'Where the mind is without fear', 'Mrs. Madhuri Deshpande', 'Sanika Joshi'],
  ['RAM', 'Raman', 'GREEN', 'Question everything', 'Mr. Vivek Pande', 'Parth Kulkarni'],
  ['ASH', 'Ashoka', 'YELLOW', 'Strength in unity', 'Mrs. Rashmi Gupta', 'Vaishnavi Patil'],
  ['ARY', 'Aryabhata', 'ORANGE', 'Reach for the stars', 'Mr. Sandeep Tiwari', 'Shreyas Wankhede'],
  ['KAL', 'Kalpana Chawla', 'PURPLE', 'Dream, dare, do', 'Dr. Manisha Sharma', 'Janhavi Raut'],
];

export const HOUSE_SEED = HOUSES.map(([code, name, colour, motto, houseMaster, captain]) => ({
  code,
  name,
  colour,
  motto,
  houseMaster,
  captain,
  active: true,
}));
