import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { CRM } from '../../../menus/catalogue/crm';
import { commissionRulesProblem } from '../../../modules/crm/agents/commission-rules';
import { TARGET_ENDPOINTS as API, type LevelCommissions } from '../../../modules/crm/targets/target-endpoints';
import { readJson } from '../../core/read-json';
import { queuedWrite, refusal, screenSession } from '../../core/sessions/screen-session';
import { agentsOf, levelCommissions, storeLevelCommissions } from './target-store';

const SCREEN = CRM.crmAgents;

const get = http.post(`*/${API.commissions}`, async ({ request }) => {
  const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const [rules, agents] = await Promise.all([levelCommissions(session.companyCode), agentsOf(session.companyCode)]);
  return HttpResponse.json({
    ...rules,
    agents: agents.filter((one) => one.active).map(({ code, name }) => ({ code, name })),
  });
});

/**
 * SetLevelWiseCommissions `{commissions: [{level, percent}], introducers: [{agent, introducer}]}` (D3; shapes ours).
 */
const set = http.post(`*/${API.saveCommissions}`, async ({ request }) => {
  const session = await screenSession(request, SCREEN, TRANSACTION.modify, 'write');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const rules: LevelCommissions = {
    commissions: (Array.isArray(body.commissions) ? (body.commissions as Array<Record<string, unknown>>) : []).map(
      (row) => ({ level: Number(row.level), percent: Number(row.percent) }),
    ),
    introducers: (Array.isArray(body.introducers) ? (body.introducers as Array<Record<string, unknown>>) : [])
      .map((row) => ({ agent: String(row.agent ?? ''), introducer: String(row.introducer ?? '') }))
      .filter((row) => row.introducer !== ''),
  };
  return queuedWrite(request, session, async () => {
    const agents = await agentsOf(session.companyCode);
    const problem = commissionRulesProblem(rules, new Map(agents.map((agent) => [agent.code, agent.name])));
    if (problem) return refusal(problem);
    await storeLevelCommissions(session.companyCode, rules);
    return HttpResponse.json({ result: 'OK' });
  });
});

export const commissionRoutes = [get, set];
