import { describe, expect, it } from 'vitest';
import { commissionRulesProblem, introducerShares } from './commission-rules';

const agents = new Map([
  ['A1', 'Arun'],
  ['A2', 'Bina'],
  ['A3', 'Chitra'],
]);
const commissions = [
  { level: 2, percent: 1 },
  { level: 3, percent: 0.5 },
];

describe('level-wise commission rules', () => {
  it('an introducer earns level 2, theirs level 3', () => {
    const rules = {
      commissions,
      introducers: [
        { agent: 'A1', introducer: 'A2' },
        { agent: 'A2', introducer: 'A3' },
      ],
    };
    expect(commissionRulesProblem(rules, agents)).toBeNull();
    expect(introducerShares(rules, 'A1')).toEqual([
      { agent: 'A2', level: 2, percent: 1 },
      { agent: 'A3', level: 3, percent: 0.5 },
    ]);
    expect(introducerShares(rules, 'A3')).toEqual([]);
  });

  it('refuses a share out of range, an unknown agent, self-introduction and a loop', () => {
    expect(commissionRulesProblem({ commissions: [{ level: 2, percent: 120 }], introducers: [] }, agents)).toBe(
      'Level 2: the share is a percent from 0 to 100.',
    );
    expect(commissionRulesProblem({ commissions, introducers: [{ agent: 'A1', introducer: 'A9' }] }, agents)).toBe(
      'Arun: there is no agent A9 to introduce them.',
    );
    expect(commissionRulesProblem({ commissions, introducers: [{ agent: 'A1', introducer: 'A1' }] }, agents)).toBe(
      'Arun cannot introduce themselves.',
    );
    expect(
      commissionRulesProblem(
        {
          commissions,
          introducers: [
            { agent: 'A1', introducer: 'A2' },
            { agent: 'A2', introducer: 'A1' },
          ],
        },
        agents,
      ),
    ).toBe('Arun is introduced, through others, by themselves.');
  });
});
