import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { FO_REPORTS } from './fo-reports';
import { NightAuditScreen } from './night-audit/night-audit-screen';
import { SettingsScreen } from './settings/settings-screen';

/**
 * night audit, front office settings, the reports and the dashboard, by route path (spread into the front office
 * module's screen map).
 */
export const auditScreens: ScreenMap = {
  ...reportScreens(FO_REPORTS),
  [FRONT_OFFICE.nightAudit.path]: NightAuditScreen,
  [FRONT_OFFICE.settings.path]: SettingsScreen,
};
