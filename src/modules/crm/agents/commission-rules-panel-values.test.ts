import { describe, expect, it } from 'vitest';
import { commissionRulesBody, commissionRulesDefaults, commissionRulesSchema } from './commission-rules-panel-values';

const agents = [
  { code: 'A1', name: 'Arun' },
  { code: 'A2', name: 'Bina' },
];
const rules = { commissions: [{ level: 2, percent: 1 }], introducers: [{ agent: 'A2', introducer: 'A1' }], agents };

describe('the commission rules form values', () => {
  it('starts from the saved rules and saves them back as they were', () => {
    const values = commissionRulesDefaults(rules, [2, 3]);
    expect(values).toEqual({
      levels: [
        { level: 2, percent: '1' },
        { level: 3, percent: '0' },
      ],
      introducers: [
        { agent: 'A1', introducer: '' },
        { agent: 'A2', introducer: 'A1' },
      ],
    });
    expect(commissionRulesBody({ ...values, levels: [{ level: 2, percent: '' }] })).toEqual({
      commissions: [{ level: 2, percent: 0 }],
      introducers: [{ agent: 'A2', introducer: 'A1' }],
    });
  });

  it('refuses what the rules refuse, above the table', () => {
    const values = commissionRulesDefaults(rules, [2, 3]);
    const circle = { ...values, introducers: [{ agent: 'A1', introducer: 'A2' }, ...values.introducers.slice(1)] };
    const result = commissionRulesSchema(agents).safeParse(circle);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['levels', 'Arun is introduced, through others, by themselves.'],
    ]);
    expect(commissionRulesSchema(agents).safeParse(values).success).toBe(true);
  });
});
