import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useCurrentScreen } from '../../../engine/current-screen';
import { toApiError } from '../../../lib/api/api-error';
import { useChatUsers } from './chat-api';
import { ChatContactList } from './chat-contact-list';
import { ChatConversation } from './chat-conversation';

/**
 * Chat (/chat and /dashboard/mismessages): the signed-in user's contacts with status and unread
 * counts beside the open conversation (`?with=<contact id>`); on phones one or the other.
 */
export function ChatScreen() {
  const title = useCurrentScreen()?.title ?? 'Chat';
  const users = useChatUsers();
  const [params, setParams] = useSearchParams();
  const openId = params.get('with');
  const show = useCallback(
    (id: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('with');
        else next.set('with', id);
        return next;
      }),
    [setParams],
  );

  const open = users.data?.find((user) => user.id === openId) ?? null;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {title}
      </h1>
      {users.isPending ? (
        <Loading label="Loading your chats…" />
      ) : users.isError ? (
        <LoadFailed message={toApiError(users.error).message} onRetry={() => void users.refetch()} />
      ) : (
        <div className="row g-3">
          <div className={openId === null ? 'col-md-4' : 'col-md-4 d-none d-md-block'}>
            <ChatContactList users={users.data} openId={openId} onOpen={(user) => show(user.id)} />
          </div>
          <div className={openId === null ? 'col-md-8 d-none d-md-block' : 'col-md-8'}>
            {open ? (
              <ChatConversation key={open.id} user={open} onBack={() => show(null)} />
            ) : openId !== null ? (
              <Alert variant="warning">
                This contact is not in the list any more.{' '}
                <Alert.Link
                  as="button"
                  type="button"
                  className="btn btn-link p-0 align-baseline"
                  onClick={() => show(null)}
                >
                  Back to chats
                </Alert.Link>
              </Alert>
            ) : (
              <p className="text-muted border rounded p-4 text-center">Choose a contact to open your conversation.</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
