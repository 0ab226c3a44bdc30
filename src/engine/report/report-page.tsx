import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import * as z from 'zod';
import { LoadFailed, Loading } from '../../components/load-state';
import { toApiError } from '../../lib/api/api-error';
import { dataProvider } from '../../lib/api/data-provider';
import { MessageType, showMessage } from '../../lib/messages/messages';
import { useSession } from '../../lib/session/session-store';
import { fieldSchema } from '../field-schemas';
import { FormField } from '../form/form-field';
import { exportCsv, exportExcel } from '../list/export-rows';
import type { ResourceRecord } from '../resource';
import { ScreenAction } from '../screen-action';
import type { ReportDeclaration } from './report';
import { describeParameters } from './report-context';
import { readParameters, writeParameters } from './report-parameters';
import type { ReportView } from './report-view';

interface Props<T> {
  report: ReportDeclaration;
  view: ReportView<T>;
  /** Shown above the parameters (a short explanation of the report). */
  intro?: string;
}

/**
 * A report from its declaration: parameters (kept in the URL), the backend's answer shown by its view, export and
 * print.
 */
export function ReportPage<T>({ report, view, intro }: Props<T>) {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const parameters = useMemo(() => readParameters(report.parameters, params), [report, params]);
  const form = useForm<ResourceRecord>({
    resolver: zodResolver(
      z.object(Object.fromEntries(report.parameters.map((field) => [field.name, fieldSchema(field)]))),
    ) as never,
    values: parameters,
  });
  const missing = report.parameters.filter(
    (field) => field.required && (parameters[field.name] === null || parameters[field.name] === ''),
  );
  const result = useQuery({
    enabled: missing.length === 0,
    queryKey: [report.name, 'report', parameters],
    queryFn: async () =>
      view.read(
        await (report.body === 'user'
          ? dataProvider.read<unknown>(report.endpoint)
          : dataProvider.report<unknown>(report.endpoint, parameters)),
      ),
  });
  const context = {
    company: session?.addr.company ?? '',
    title: report.title,
    period: describeParameters(report.parameters, parameters),
  };
  const fileName = report.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const run = form.handleSubmit((values) => setParams(writeParameters(values)));
  const save = (write: typeof exportCsv) => {
    if (!result.data) return;
    write(fileName, view.exportTable(result.data)).catch((error: unknown) =>
      showMessage(MessageType.ErrorDialog, toApiError(error).message),
    );
  };

  return (
    <section aria-labelledby="screen-title" className="report-page">
      <h1 id="screen-title" className="h3 mb-3">
        {report.title}
      </h1>
      {intro && <p className="text-muted d-print-none">{intro}</p>}
      {report.parameters.length > 0 && (
        <Form
          noValidate
          onSubmit={(event) => void run(event)}
          className="report-parameters d-print-none"
          aria-label="Report parameters"
        >
          {report.parameters.map((field) => (
            <FormField
              key={field.name}
              field={field}
              name={field.name}
              id={`${report.name}-${field.name}`.replace(/\./g, '-')}
              form={form}
              readOnly={false}
            />
          ))}
          <Button type="submit" className="align-self-end mb-3">
            Show report
          </Button>
        </Form>
      )}
      <div className="d-flex gap-2 mb-3 d-print-none" role="group" aria-label="Export and print">
        <Button variant="outline-secondary" size="sm" onClick={() => save(exportCsv)} disabled={!result.data}>
          CSV
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => save(exportExcel)} disabled={!result.data}>
          Excel
        </Button>
        <ScreenAction transaction="print">
          <Button variant="outline-secondary" size="sm" onClick={() => window.print()} disabled={!result.data}>
            <Printer size={16} aria-hidden="true" className="me-1" />
            Print
          </Button>
        </ScreenAction>
      </div>
      {missing.length > 0 ? (
        <p>Choose {missing.map((field) => field.label.toLowerCase()).join(' and ')} and press Show report.</p>
      ) : result.isPending ? (
        <Loading label="Computing the report…" />
      ) : result.isError ? (
        <LoadFailed message={toApiError(result.error).message} onRetry={() => void result.refetch()} />
      ) : view.isEmpty(result.data) ? (
        <p>Nothing to report for these parameters.</p>
      ) : (
        view.render(result.data, context)
      )}
    </section>
  );
}
