import { sweepRoutes } from './support/route-sweep';

// Every route of the spec, part 2 of 4 (the parts run side by side).
sweepRoutes(2, 4);
