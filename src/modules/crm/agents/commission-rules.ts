import type { LevelCommissions } from '../targets/target-endpoints';

/**
 * The level-wise commission table (D3): level 1 is the agent's own rate (on the agent); levels 2 and 3 are the shares
 * its introducer and the introducer's introducer earn on the same credited sales. Pure: the screen and the demo
 * backend both check it.
 */
export function commissionRulesProblem(rules: LevelCommissions, agents: ReadonlyMap<string, string>): string | null {
  const levels = new Set<number>();
  for (const { level, percent } of rules.commissions) {
    if (![2, 3].includes(level)) return `Level ${level} is not a level: the table holds levels 2 and 3.`;
    if (levels.has(level)) return `Level ${level} is given twice.`;
    levels.add(level);
    if (!Number.isFinite(percent) || percent < 0 || percent > 100)
      return `Level ${level}: the share is a percent from 0 to 100.`;
  }
  const introducerOf = new Map<string, string>();
  for (const { agent, introducer } of rules.introducers) {
    const name = agents.get(agent);
    if (name === undefined) return `There is no agent ${agent}.`;
    if (!agents.has(introducer)) return `${name}: there is no agent ${introducer} to introduce them.`;
    if (agent === introducer) return `${name} cannot introduce themselves.`;
    introducerOf.set(agent, introducer);
  }
  for (const start of introducerOf.keys()) {
    const seen = new Set([start]);
    for (let next = introducerOf.get(start); next !== undefined; next = introducerOf.get(next)) {
      if (seen.has(next)) return `${agents.get(start)} is introduced, through others, by themselves.`;
      seen.add(next);
    }
  }
  return null;
}

/** Who earns a share of an agent's commission base: the introducer at level 2, theirs at level 3. */
export function introducerShares(
  rules: LevelCommissions,
  agent: string,
): Array<{ agent: string; level: number; percent: number }> {
  const introducerOf = new Map(rules.introducers.map((row) => [row.agent, row.introducer]));
  const percentOf = new Map(rules.commissions.map((row) => [row.level, row.percent]));
  const shares: Array<{ agent: string; level: number; percent: number }> = [];
  let current = introducerOf.get(agent);
  for (const level of [2, 3]) {
    if (current === undefined || current === agent) break;
    const percent = percentOf.get(level) ?? 0;
    if (percent > 0) shares.push({ agent: current, level, percent });
    current = introducerOf.get(current);
  }
  return shares;
}
