import type { ResourceDeclaration } from '../../engine/resource';

/** The frontdesk masters declared for the engine (and served by the demo backend's generic handlers). */
export const FRONTDESK_RESOURCES: readonly ResourceDeclaration[] = [];
