import { describeMasters } from './support/describe-masters';
import { HRD_RESOURCES } from '../../src/modules/hrd/hrd-resources';
import { PRODUCTION_RESOURCES } from '../../src/modules/production/production-resources';
import { QC_RESOURCES } from '../../src/modules/qc/qc-resources';

describeMasters([...HRD_RESOURCES, ...PRODUCTION_RESOURCES, ...QC_RESOURCES]);
