import type { ReportDeclaration } from './report';

interface KeyReportOptions {
  groupBy?: string;
  /** Parameters that narrow the list; each matches the master's field of the same name, unless `fields` says. */
  parameters?: ReportDeclaration['parameters'];
  /** The master's field a parameter matches where the route names it otherwise (GeneralInformation's `detail`). */
  fields?: Readonly<Record<string, string>>;
  /** 'user' where the server's route reads the user as the whole body (a key report with no parameters). */
  body?: ReportDeclaration['body'];
}

/**
 * A key report: a master's records as a printed list (the backend lists them, shows references and
 * choices by name, groups and totals), e.g. keyReport(STUDENTS.keyRepSubjects, 'students.subjects',
 * 'api/StuKeyReports/GetSubjectsList', columns).
 */
export function keyReport(
  screen: ReportDeclaration['screen'],
  resource: string,
  endpoint: string,
  columns: ReportDeclaration['columns'],
  options: KeyReportOptions = {},
): ReportDeclaration {
  const parameters = options.parameters ?? [];
  return {
    name: `${resource}.key-report`,
    title: screen.title,
    screen,
    endpoint,
    parameters,
    columns,
    ...(options.groupBy ? { groupBy: options.groupBy } : {}),
    ...(options.body ? { body: options.body } : {}),
    source: {
      resource,
      filters: Object.fromEntries(
        parameters.map((parameter) => [parameter.name, options.fields?.[parameter.name] ?? parameter.name]),
      ),
    },
  };
}
