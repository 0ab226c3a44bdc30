import { describe, expect, it } from 'vitest';
import { happyHourProblems, overlappingHappyHour } from '../../../modules/takeaway/domain/happy-hour-checks';
import type { HappyHourRule } from '../../../modules/takeaway/domain/happy-hour';
import { DEMO_COMPANIES } from '../../core/company/companies';
import { happyHourSeed } from './happy-hours';

describe('happy-hour seeds', () => {
  it.each(DEMO_COMPANIES.map((company) => [company.code, company] as const))(
    'company %s: every rule sound and none overlapping another',
    (_code, company) => {
      const rules = happyHourSeed(company) as unknown as HappyHourRule[];
      for (const rule of rules) {
        expect(happyHourProblems(rule), rule.code).toEqual({});
        expect(overlappingHappyHour(rule, rules)?.code ?? null, rule.code).toBeNull();
      }
    },
  );
});
