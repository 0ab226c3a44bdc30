import type { ResourceDeclaration } from '../../engine/resource';
import { PROCESS_ATTACHMENTS } from './resources/process-attachments';
import { PROCESSES } from './resources/processes';

/** The production masters declared for the engine (and served by the demo backend's generic handlers). */
export const PRODUCTION_RESOURCES: readonly ResourceDeclaration[] = [PROCESSES, PROCESS_ATTACHMENTS];
