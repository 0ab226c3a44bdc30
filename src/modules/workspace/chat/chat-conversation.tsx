import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { ContactAvatar, StatusDot } from '../contacts/contact-avatar';
import { useConversation, useMarkRead } from './chat-api';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import type { ChatUser } from './chat-types';

interface Props {
  user: ChatUser;
  /** Back to the contact list (shown on phones, where the list is hidden while a chat is open). */
  onBack: () => void;
}

/**
 * The open conversation: the contact, the messages (read again every few seconds, marked read as they come) and the
 * message box.
 */
export function ChatConversation({ user, onBack }: Props) {
  const conversation = useConversation(user.id);
  const { mutate: markRead } = useMarkRead();
  const markedAt = useRef(0);
  const unread = conversation.data?.unread ?? 0;
  useEffect(() => {
    if (unread === 0 || markedAt.current === conversation.dataUpdatedAt) return;
    markedAt.current = conversation.dataUpdatedAt;
    markRead(user.id);
  }, [unread, conversation.dataUpdatedAt, markRead, user.id]);

  return (
    <section aria-labelledby="chat-title" className="card h-100">
      <div className="card-header d-flex align-items-center gap-2">
        <Button variant="outline-secondary" size="sm" className="d-md-none" onClick={onBack}>
          Back to chats
        </Button>
        <ContactAvatar name={user.name} avatar={user.avatar} size={40} />
        <div className="min-w-0">
          <h2 id="chat-title" className="h5 mb-0 text-truncate">
            {user.name}
          </h2>
          <small>
            <StatusDot status={user.status} />
            {user.mood !== '' && <span className="ms-2 text-muted">{user.mood}</span>}
          </small>
        </div>
      </div>
      <div className="card-body d-flex flex-column">
        {conversation.isPending ? (
          <Loading label={`Loading the chat with ${user.name}…`} />
        ) : conversation.isError ? (
          toApiError(conversation.error).status === 404 ? (
            <Alert variant="warning">{toApiError(conversation.error).message}</Alert>
          ) : (
            <LoadFailed message={toApiError(conversation.error).message} onRetry={() => void conversation.refetch()} />
          )
        ) : (
          <ChatMessages conversation={conversation.data} />
        )}
        <ChatComposer contactId={user.id} contactName={user.name} />
      </div>
    </section>
  );
}
