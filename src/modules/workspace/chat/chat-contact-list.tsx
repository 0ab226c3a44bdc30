import Badge from 'react-bootstrap/Badge';
import { ContactAvatar, StatusDot } from '../contacts/contact-avatar';
import { lastChatTime } from './chat-time';
import type { ChatUser } from './chat-types';

interface Props {
  users: readonly ChatUser[];
  openId: string | null;
  onOpen: (user: ChatUser) => void;
}

const unreadText = (count: number) => (count === 1 ? ' unread message' : ' unread messages');

/**
 * What a screen reader says for a contact's button, e.g. 'Kavya Menon, online, last message 14:07, 2 unread messages'.
 */
function spokenName(user: ChatUser): string {
  const { unread, lastChatTime: last } = user.chatInfo;
  const parts = [
    user.name,
    user.status,
    last === '' ? '' : `last message ${lastChatTime(last)}`,
    unread > 0 ? `${unread}${unreadText(unread)}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * The contacts to chat with: each a button with picture, name, status, last message time and unread count (spoken in
 * full).
 */
export function ChatContactList({ users, openId, onOpen }: Props) {
  if (users.length === 0) return <p>There are no contacts to chat with yet: add some under Contacts.</p>;
  return (
    <nav aria-label="Chats">
      <ul className="list-group">
        {users.map((user) => {
          const { unread, lastChatTime: last } = user.chatInfo;
          const open = user.id === openId;
          return (
            <li key={user.id} className="list-group-item p-0">
              <button
                type="button"
                className={`list-group-item-action border-0 w-100 text-start d-flex align-items-center gap-2 p-2 ${open ? 'bg-primary-subtle' : 'bg-transparent'}`}
                aria-current={open ? 'true' : undefined}
                aria-label={spokenName(user)}
                onClick={() => onOpen(user)}
              >
                <ContactAvatar name={user.name} avatar={user.avatar} size={36} />
                <span className="flex-grow-1 min-w-0">
                  <span className={`d-block text-truncate${unread > 0 ? ' fw-bold' : ''}`}>{user.name}</span>
                  <small className="d-block">
                    <StatusDot status={user.status} />
                  </small>
                </span>
                <span className="text-end">
                  {last !== '' && (
                    <small className="d-block">
                      <span className="visually-hidden">Last message </span>
                      <time dateTime={last}>{lastChatTime(last)}</time>
                    </small>
                  )}
                  {unread > 0 && (
                    <Badge pill bg="danger">
                      {unread}
                      <span className="visually-hidden">{unreadText(unread)}</span>
                    </Badge>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
