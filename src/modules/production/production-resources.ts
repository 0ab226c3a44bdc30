import type { ResourceDeclaration } from '../../engine/resource';
import { PROCESSES } from './resources/processes';

/**
 * The production masters declared for the engine and the demo backend's generic checks (their handlers are
 * bespoke, on the contract's routes). The product set-ups (PROCESS_ATTACHMENTS) are not among them: one per product
 * of a finished-goods group, keyed by the product, they have their own handlers and screen (planning-screens.ts),
 * and an edition with fewer than five products cannot meet the generic masters' seed rules.
 */
export const PRODUCTION_RESOURCES: readonly ResourceDeclaration[] = [PROCESSES];
