import type { HttpHandler } from 'msw';
import { closingHandlers } from './closing-handlers';
import { eventHandlers } from './event-handlers';
import { joiningHandlers } from './joining-handlers';

/** The demo backend's HR people routes: joinings (the employee created), service closings, trainings and meetings. */
export const peopleHandlers: HttpHandler[] = [...joiningHandlers, ...closingHandlers, ...eventHandlers];
