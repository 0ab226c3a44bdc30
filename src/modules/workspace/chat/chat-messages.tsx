import { useEffect, useRef } from 'react';
import { messageTime } from './chat-time';
import type { Conversation } from './chat-types';

/**
 * The messages of a conversation, oldest first, as plain text (never HTML); the user's own on the
 * right. A live log: replies that arrive are announced, and the view keeps to the latest.
 */
export function ChatMessages({ conversation }: { conversation: Conversation }) {
  const scroller = useRef<HTMLDivElement>(null);
  const { chats, contactId, contactName } = conversation;
  const count = chats.length;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count]);

  return (
    <div
      ref={scroller}
      className="flex-grow-1 overflow-auto mb-3"
      style={{ maxHeight: '55vh', minHeight: '12rem' }}
      role="log"
      aria-live="polite"
      aria-label={`Messages with ${contactName}`}
      tabIndex={0}
    >
      {count === 0 ? (
        <p className="text-muted">No messages yet. Say hello to {contactName}.</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {chats.map((message, index) => {
            const theirs = message.contactId === contactId;
            return (
              <li
                key={`${message.time}-${index}`}
                className={`d-flex mb-2 ${theirs ? 'justify-content-start' : 'justify-content-end'}`}
              >
                <div
                  className={`rounded-3 px-3 py-2 ${theirs ? 'bg-body-secondary' : 'bg-primary text-white'}`}
                  style={{ maxWidth: '75%' }}
                >
                  <p className="mb-1" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.text}
                  </p>
                  <small className={theirs ? 'text-muted' : 'text-white'}>
                    {theirs ? contactName : 'You'}, <time dateTime={message.time}>{messageTime(message.time)}</time>
                  </small>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
