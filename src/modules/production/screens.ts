import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { PRODUCTION } from '../../menus/catalogue/production';
import { PRODUCTION_RESOURCES } from './production-resources';

export const declarations = Object.values(PRODUCTION);

/** The production masters (processes, process attachments); planning, batch screens and reports show "not built yet". */
export const screens: ScreenMap = screensFor(PRODUCTION_RESOURCES);
