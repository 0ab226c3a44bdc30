import type { ComponentType } from 'react';
import type { ReportDeclaration } from './report';
import { ReportPage } from './report-page';
import { rowsView } from './rows-view';

/** The screen map entries of a module's reports (rows with totals, the default view). */
export function reportScreens(reports: readonly ReportDeclaration[]): Record<string, ComponentType> {
  return Object.fromEntries(
    reports.map((report) => {
      const view = rowsView(report);
      return [
        report.screen.path,
        function ReportScreen() {
          return <ReportPage report={report} view={view} />;
        },
      ];
    }),
  );
}
