import type { ResourceDeclaration } from '../../engine/resource';

/** The crm masters declared for the engine (and served by the demo backend's generic handlers). */
export const CRM_RESOURCES: readonly ResourceDeclaration[] = [];
