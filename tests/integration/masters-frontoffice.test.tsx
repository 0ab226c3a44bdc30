import { describeMasters } from './support/describe-masters';
import { FRONTOFFICE_RESOURCES } from '../../src/modules/frontoffice/frontoffice-resources';
import { FRONTDESK_RESOURCES } from '../../src/modules/frontdesk/frontdesk-resources';
import { HOSTELS_RESOURCES } from '../../src/modules/hostels/hostels-resources';
import { LIBRARY_RESOURCES } from '../../src/modules/library/library-resources';
import { STUDENTS_RESOURCES } from '../../src/modules/students/students-resources';
import { VEHICLES_RESOURCES } from '../../src/modules/vehicles/vehicles-resources';

describeMasters([...FRONTOFFICE_RESOURCES, ...FRONTDESK_RESOURCES, ...HOSTELS_RESOURCES, ...LIBRARY_RESOURCES, ...STUDENTS_RESOURCES, ...VEHICLES_RESOURCES]);
