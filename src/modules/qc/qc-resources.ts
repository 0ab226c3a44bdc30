import type { ResourceDeclaration } from '../../engine/resource';

/** The qc masters declared for the engine (and served by the demo backend's generic handlers). */
export const QC_RESOURCES: readonly ResourceDeclaration[] = [];
