/** The units every demo company starts with. */
export const UNITS_OF_MEASURE_SEED = [
  { code: 'NOS', name: 'Numbers', decimals: 0, active: true },
  { code: 'KG', name: 'Kilograms', decimals: 3, active: true },
  { code: 'GM', name: 'Grams', decimals: 0, active: true },
  { code: 'LTR', name: 'Litres', decimals: 3, active: true },
  { code: 'ML', name: 'Millilitres', decimals: 0, active: true },
  { code: 'MTR', name: 'Metres', decimals: 2, active: true },
  { code: 'BOX', name: 'Boxes', decimals: 0, active: true },
  { code: 'PKT', name: 'Packets', decimals: 0, active: true },
  { code: 'DOZ', name: 'Dozens', decimals: 0, active: true },
  { code: 'SET', name: 'Sets', decimals: 0, active: true },
  { code: 'PLT', name: 'Plates', decimals: 0, active: true },
  { code: 'BTL', name: 'Bottles', decimals: 0, active: true },
  { code: 'TON', name: 'Tonnes', decimals: 3, active: false },
] as const;
