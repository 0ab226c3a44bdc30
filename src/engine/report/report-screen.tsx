import type { ComponentType } from 'react';
import type { ReportDeclaration } from './report';
import { ReportPage } from './report-page';

/** The screen map entries of a module's reports. */
export function reportScreens(reports: readonly ReportDeclaration[]): Record<string, ComponentType> {
  return Object.fromEntries(
    reports.map((report) => [
      report.screen.path,
      function ReportScreen() {
        return <ReportPage report={report} />;
      },
    ]),
  );
}
