import { UNITS_OF_MEASURE } from './resources/units-of-measure';

/** The inventory masters declared for the engine (and served by the demo backend's generic handlers). */
export const INVENTORY_RESOURCES = [UNITS_OF_MEASURE];
