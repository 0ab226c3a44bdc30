import { levelAgents } from '../../../kits/masters/level-agents';
import { CRM } from '../../../menus/catalogue/crm';
import { EMAIL_EXAMPLE } from '../resources/fields';

/**
 * The one agent master, shown at /crm/crm-agents: the counter sales' agents (`pos.agents`). Not in CRM_RESOURCES: the
 * store and its handlers are the point of sale's; the declaration is the masters kit's, shared with that module.
 */
export const LEVEL_AGENTS = levelAgents({ screen: CRM.crmAgents, emailExample: EMAIL_EXAMPLE });
