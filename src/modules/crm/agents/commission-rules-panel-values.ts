import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import type { LevelCommissions, Named } from '../targets/target-endpoints';
import { commissionRulesProblem } from './commission-rules';

const shape = z.object({
  levels: z.array(z.object({ level: z.number(), percent: z.string() })),
  /** One row per agent, in the agents' order; '' is no introducer. */
  introducers: z.array(z.object({ agent: z.string(), introducer: z.string() })),
});

export type CommissionRulesValues = z.infer<typeof shape>;

/** The shares of levels 2 and 3 and each agent's introducer as saved. */
export function commissionRulesDefaults(rules: LevelCommissions, levels: readonly number[]): CommissionRulesValues {
  return {
    levels: levels.map((level) => ({
      level,
      percent: String(rules.commissions.find((row) => row.level === level)?.percent ?? 0),
    })),
    introducers: (rules.agents ?? []).map((agent) => ({
      agent: agent.code,
      introducer: rules.introducers.find((row) => row.agent === agent.code)?.introducer ?? '',
    })),
  };
}

/** The rules to save: a blank share is 0; an agent without an introducer is left out. */
export function commissionRulesBody(values: CommissionRulesValues): LevelCommissions {
  return {
    commissions: values.levels.map(({ level, percent }) => ({ level, percent: Number(percent || 0) })),
    introducers: values.introducers.filter(({ introducer }) => introducer !== ''),
  };
}

/**
 * The commission rules (the same the server runs) on the whole table. Their one problem names no field, so it is
 * the levels' as a whole and shows above the table.
 */
export const commissionRulesSchema = (agents: readonly Named[]) =>
  checkedBy(shape, (values) => {
    const names = new Map(agents.map((agent) => [agent.code, agent.name]));
    const problem = commissionRulesProblem(commissionRulesBody(values), names);
    return problem ? [{ field: 'levels', message: problem }] : [];
  });
