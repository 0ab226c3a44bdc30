import { DEMO_RESOURCES } from '../../src/mocks/core/declarations/demo-resources';
import { describeMasterForms } from './support/describe-masters';
import { formSample } from './support/master-sample';

// One master per field type and per module, drawn from the declarations (every master's CRUD runs
// through the data layer in masters-data.test.ts).
describeMasterForms(formSample(DEMO_RESOURCES));
