import { describe, expect, it } from 'vitest';
import { sumAchieved, type AchievedLine } from './sales-achievement';

const line = (over: Partial<AchievedLine>): AchievedLine => ({
  document: 'SAL2627-00001',
  dat: '2026-11-05',
  agent: '',
  employee: '',
  partyId: 'C1',
  itemId: 'PNL',
  itemName: 'Panel',
  group: 'SOLAR',
  qty: 1,
  paise: 0,
  ...over,
});

// Invoice 1 (E1, agent SA-01): panels 60,000.00 and an inverter 40,000.00, a quarter of it returned (the lines carry
// their net share: 45,000 + 30,000). Invoice 2 (E2, no agent): panels 20,000.00.
const lines = [
  line({ employee: 'E1', agent: 'SA-01', itemId: 'PNL', group: 'SOLAR', paise: 45000_00 }),
  line({ employee: 'E1', agent: 'SA-01', itemId: 'INV', group: 'INVERTER', paise: 30000_00 }),
  line({ document: 'SAL2627-00002', employee: 'E2', itemId: 'PNL', group: 'SOLAR', paise: 20000_00 }),
];

describe('achievement sums', () => {
  it('an employee’s total, by group and by item, net of returns', () => {
    expect(sumAchieved(lines, 'E1', 'TOTAL')).toEqual(new Map([['', 75000_00]]));
    expect(sumAchieved(lines, 'E1', 'GROUP')).toEqual(
      new Map([
        ['SOLAR', 45000_00],
        ['INVERTER', 30000_00],
      ]),
    );
    expect(sumAchieved(lines, 'E2', 'ITEM')).toEqual(new Map([['PNL', 20000_00]]));
  });

  it('an agent is credited as A:<code>; nobody else gets the sale', () => {
    expect(sumAchieved(lines, 'A:SA-01', 'TOTAL').get('')).toBe(75000_00);
    expect(sumAchieved(lines, 'SA-01', 'TOTAL').size).toBe(0);
    expect(sumAchieved(lines, 'E3', 'TOTAL').size).toBe(0);
  });
});
