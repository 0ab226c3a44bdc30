import { PRODUCTION as P } from '../catalogue/production';
import { group, link, moduleGroup } from '../menu-builders';

/** The production planning and control sidebar group. */
export const PRODUCTION_MENU = moduleGroup('PPC', 'production', 'Production Planning and Control', [
  link(P.dashboard, 'Dashboard'),
  group('Masters', [link(P.ppcprocess), link(P.ppcprocessattachments), link(P.ppcoutsources)]),
  group('Transactions', [
    link(P.promassplanning),
    link(P.probatchplanning),
    link(P.proprocesswiseproduction),
    link(P.proassignoutsource),
  ]),
  group('Reports', [
    link(P.ppcrepmassachieve),
    link(P.ppcrepmaterialrequired),
    link(P.ppcrepmaterialcosting),
    link(P.ppcreppendingprocesses),
    link(P.ppcrepmaterialwastage),
  ]),
]);
