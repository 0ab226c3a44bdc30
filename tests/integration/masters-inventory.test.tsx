import { describeMasters } from './support/describe-masters';
import { INVENTORY_RESOURCES } from '../../src/modules/inventory/inventory-resources';
import { PROCUREMENT_RESOURCES } from '../../src/modules/procurement/procurement-resources';

describeMasters([...INVENTORY_RESOURCES, ...PROCUREMENT_RESOURCES]);
