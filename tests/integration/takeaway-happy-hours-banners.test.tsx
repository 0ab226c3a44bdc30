import { BANNERS } from '../../src/modules/takeaway/resources/banners';
import { HAPPY_HOURS } from '../../src/modules/takeaway/resources/happy-hours';
import { describeMasterForms } from './support/describe-masters';

// The generic sample may pick other take-away masters: drive these two forms on screen as well
// (seven weekday boxes, a pricing select, item-group lines, a picture field).
describeMasterForms([HAPPY_HOURS, BANNERS]);
