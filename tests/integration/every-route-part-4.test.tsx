import { sweepRoutes } from './support/route-sweep';

// Every route of the spec, part 4 of 4 (the parts run side by side).
sweepRoutes(4, 4);
