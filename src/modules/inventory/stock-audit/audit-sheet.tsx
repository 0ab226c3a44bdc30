import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { validateCountSheet } from '../domain/count-sheet';
import type { LineProblem } from '../../../kits/stock/line-problem';
import { useSaveStockDocument } from '../stock-transactions/stock-api';
import type { AuditSummaryWire, StockRequirements } from '../stock-transactions/stock-wire';
import { AuditPosted, AuditProblems } from './audit-outcome';
import { applyImport, buildSheet, countLines, problemsByRow, type SheetRow } from './count-sheet-rows';
import { CountImport } from './count-import';
import { CountSheetTable } from './count-sheet-table';

interface Props {
  store: string;
  date: string;
  requirements: StockRequirements;
  onRestart: () => void;
}

/**
 * The count sheet of one store on one day: type or import counts, Check shows every problem, Post posts the
 * differences.
 */
export function AuditSheet({ store, date, requirements, onRestart }: Props) {
  const [rows, setRows] = useState<SheetRow[]>(() => buildSheet(requirements.matinfo, store));
  const [problems, setProblems] = useState<{ list: LineProblem[]; byRow: Map<number, string[]> } | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [posted, setPosted] = useState<{ recordId: string; summary: AuditSummaryWire } | null>(null);
  const save = useSaveStockDocument();
  const attempt = useSaveAttemptKey();
  const lookup = useMemo(() => {
    const items = new Map(requirements.matinfo.map((item) => [item.itemid, { name: item.itemname, unit: item.um }]));
    return (id: string) => items.get(id);
  }, [requirements]);
  const dirty = posted === null && rows.some((row) => row.counted !== '' || row.imported);
  const leaveQuestion = useLeaveGuard(dirty);
  const onCount = useCallback(
    (index: number, counted: string) =>
      setRows((previous) => previous.map((row, at) => (at === index ? { ...row, counted } : row))),
    [],
  );

  /** Checks the whole sheet; true when it may be posted. */
  const check = (): ReturnType<typeof countLines> | null => {
    setRefusal(null);
    const sent = countLines(rows);
    const found = validateCountSheet(sent.lines, lookup).problems;
    if (sent.lines.length === 0) found.push({ line: 0, itemName: '', message: 'No item has been counted yet.' });
    setProblems(found.length > 0 ? { list: found, byRow: problemsByRow(found, sent.rowOf) } : null);
    if (found.length > 0) {
      setChecked(null);
      return null;
    }
    const changed = sent.lines.filter((line, n) => Number(line.counted) !== rows[sent.rowOf[n]!]!.book).length;
    setChecked(
      `No problems: ${sent.lines.length} ${sent.lines.length === 1 ? 'line' : 'lines'} counted, ${changed} ${changed === 1 ? 'item differs' : 'items differ'} from the book.`,
    );
    return sent;
  };

  const post = () => {
    if (save.isPending) return;
    const sent = check();
    if (!sent) return;
    const header = { traType: 'Audit' as const, dat: date, store, descriptio: `Stock audit of ${store}` };
    const lines = sent.lines.map((line, index) => ({
      sno: index + 1,
      itemId: line.itemName,
      qtyin: 0,
      qtyout: 0,
      store,
      counted: String(line.counted ?? ''),
    }));
    save.mutate(
      { header, lines, idempotencyKey: attempt.keyFor({ header, lines }) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          setChecked(null);
          if (answer.summary) setPosted({ recordId: String(answer.recordId ?? ''), summary: answer.summary });
        },
        onError: (failure) => {
          const error = toApiError(failure);
          const list = Object.entries(error.fieldErrors ?? {}).map(([path, message]) => ({
            line: Number(/^lines\.(\d+)/.exec(path)?.[1] ?? -1) + 1,
            itemName: '',
            message,
          }));
          if (list.length > 0) setProblems({ list, byRow: problemsByRow(list, sent.rowOf) });
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      {problems && <AuditProblems problems={problems.list} />}
      {checked && <Alert variant="info">{checked}</Alert>}
      {posted && <AuditPosted recordId={posted.recordId} summary={posted.summary} />}
      <CountImport
        disabled={posted !== null}
        onImport={(lines) => setRows((previous) => applyImport(previous, lines))}
      />
      <CountSheetTable
        rows={rows}
        problems={problems?.byRow ?? new Map<number, string[]>()}
        readOnly={posted !== null}
        onCount={onCount}
      />
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button variant="outline-primary" onClick={() => void check()} disabled={posted !== null}>
          Check
        </Button>
        <ScreenAction transaction="create">
          <LoadingButton
            type="button"
            loading={save.isPending}
            loadingText="Posting"
            onClick={post}
            disabled={posted !== null}
          >
            Post
          </LoadingButton>
        </ScreenAction>
        <Button variant="outline-secondary" onClick={onRestart}>
          Start again
        </Button>
      </div>
      {leaveQuestion}
    </>
  );
}
