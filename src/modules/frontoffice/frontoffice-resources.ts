import type { ResourceDeclaration } from '../../engine/resource';

/** The frontoffice masters declared for the engine (and served by the demo backend's generic handlers). */
export const FRONTOFFICE_RESOURCES: readonly ResourceDeclaration[] = [];
