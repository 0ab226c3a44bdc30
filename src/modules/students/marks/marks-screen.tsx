import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { useMarksRequirements } from './marks-api';
import { MarksEntry } from './marks-entry';
import { ReportCardsPanel } from './report-cards-panel';

/**
 * /students/stumarks "Marks": marks entry per exam, class and subject, and the class's report cards.
 * The report cards open on the exam and class being marked; marks being typed stay while they are looked at.
 */
export function MarksScreen() {
  const requirements = useMarksRequirements();
  const { params } = useScreenParams();
  // ?view=cards opens on the report cards (a link from elsewhere); switching tabs stays off the address, so it never
  // asks to leave.
  const [view, setView] = useState(() => (params.get('view') === 'cards' ? 'cards' : 'entry'));
  return (
    <section aria-labelledby="marks-title">
      <h1 id="marks-title" className="h3 mb-3 d-print-none">
        Marks
      </h1>
      {requirements.error ? (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      ) : !requirements.data ? (
        <Loading label="Loading the exams and classes…" />
      ) : (
        <Tabs
          id="marks-views"
          activeKey={view}
          onSelect={(key) => setView(key ?? 'entry')}
          className="mb-3 d-print-none"
          mountOnEnter
        >
          <Tab eventKey="entry" title="Marks entry">
            <MarksEntry requirements={requirements.data} />
          </Tab>
          <Tab eventKey="cards" title="Report cards" unmountOnExit>
            <ReportCardsPanel
              requirements={requirements.data}
              initial={{ exam: params.get('exam') ?? '', classCode: params.get('class') ?? '' }}
            />
          </Tab>
        </Tabs>
      )}
    </section>
  );
}
