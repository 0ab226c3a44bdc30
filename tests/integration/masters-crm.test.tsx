import { describeMasters } from './support/describe-masters';
import { CRM_RESOURCES } from '../../src/modules/crm/crm-resources';
import { POS_RESOURCES } from '../../src/modules/pos/pos-resources';
import { TAKEAWAY_RESOURCES } from '../../src/modules/takeaway/takeaway-resources';

describeMasters([...CRM_RESOURCES, ...POS_RESOURCES, ...TAKEAWAY_RESOURCES]);
