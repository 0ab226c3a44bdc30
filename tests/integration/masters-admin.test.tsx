import { ADMIN_RESOURCES } from '../../src/modules/admin/admin-resources';
import { describeMasters } from './support/describe-masters';

describeMasters(ADMIN_RESOURCES);
