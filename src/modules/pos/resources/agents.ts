import { levelAgents } from '../../../kits/masters/level-agents';
import { POS } from '../../../menus/catalogue/pos';
import { EMAIL_EXAMPLE } from './fields';

/**
 * Agents (/pos/posstock-agents): who bring in stock-sales customers on commission. The same master is shown at
 * /crm/crm-agents; its store and demo handlers are this module's.
 */
export const AGENTS = levelAgents({ screen: POS.posstockAgents, emailExample: EMAIL_EXAMPLE });
