import * as demoDb from './db/demo-db';
import { syncWithOtherTabs, type DemoTabChannel } from './tab-sync';

function fakeChannel() {
  const posted: unknown[] = [];
  let deliver = () => undefined as void;
  const channel: DemoTabChannel = { postMessage: (message) => void posted.push(message), addEventListener: (_type, listener) => void (deliver = listener) };
  return { channel, posted, otherTabAnswered: () => deliver() };
}

describe('the demo backend across tabs', () => {
  it('says when it has answered, and reads afresh after another tab has, once nothing is under way', async () => {
    const close = vi.spyOn(demoDb, 'closeDemoDb').mockResolvedValue(undefined);
    const tabs = fakeChannel();
    const sync = syncWithOtherTabs(tabs.channel);

    await sync.beforeCall(0);
    expect(close).not.toHaveBeenCalled();
    sync.answered();
    expect(tabs.posted).toEqual(['answered']);

    tabs.otherTabAnswered();
    await sync.beforeCall(1);
    expect(close).not.toHaveBeenCalled();
    await sync.beforeCall(0);
    expect(close).toHaveBeenCalledTimes(1);
    await sync.beforeCall(0);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
