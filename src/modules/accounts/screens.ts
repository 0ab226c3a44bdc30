import type { ScreenMap } from '../../engine/module-manifest';
import { reportScreens } from '../../engine/report/report-screen';
import { screensFor } from '../../engine/screens-for';
import { ACCOUNTS } from '../../menus/catalogue/accounts';
import { ACCOUNTS_REPORTS } from './accounts-reports';
import { ACCOUNTS_RESOURCES } from './accounts-resources';

export const declarations = Object.values(ACCOUNTS);

/** The chart of accounts and its key reports; vouchers, books and statements show "not built yet" until built. */
export const screens: ScreenMap = { ...screensFor(ACCOUNTS_RESOURCES), ...reportScreens(ACCOUNTS_REPORTS) };
