import type { ResourceDeclaration } from '../../engine/resource';

/** The students masters declared for the engine (and served by the demo backend's generic handlers). */
export const STUDENTS_RESOURCES: readonly ResourceDeclaration[] = [];
