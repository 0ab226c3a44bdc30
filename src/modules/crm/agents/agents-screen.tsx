import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { resourceScreen } from '../../../engine/resource-screen';
import { LEVEL_AGENTS } from './agent-declaration';
import { CommissionRulesPanel } from './commission-rules-panel';

const AgentsList = resourceScreen(LEVEL_AGENTS);

/** Agents (/crm/crm-agents): the one agent master (list and form) and the level-wise commission rules (D3). */
export function AgentsScreen() {
  const [tab, setTab] = useState('agents');
  return (
    <Tabs
      id="crm-agents-tabs"
      activeKey={tab}
      onSelect={(key) => setTab(key ?? 'agents')}
      className="mb-3"
      mountOnEnter
      unmountOnExit
    >
      <Tab eventKey="agents" title="Agents">
        <AgentsList />
      </Tab>
      <Tab eventKey="rules" title="Commission rules">
        <CommissionRulesPanel />
      </Tab>
    </Tabs>
  );
}
