// The messages of a conversation, oldest first: when the enquiry came (with the horse sent along) at the top, then
// each message (the first is the enquiry's text) as a bubble (own ones on the right, "Gelesen" once the other side has read them), viewing
// events as centred lines, and at the end the messages still waiting in this browser to be sent.
import { Clock3 } from 'lucide-react';
import { Fragment } from 'react';
import { describeHorse } from '#contract/horse-fields.ts';
import { formatDate } from '#site/lib/format.ts';
import type { ConversationDto, ConversationMessageDto } from '#contract/conversations.ts';
import { messageTime } from './message-time.ts';
import { stillPending, type PendingMessage } from './outbox.ts';

interface Props {
  conversation: ConversationDto;
  pending: PendingMessage[];
  online: boolean;
}

function Bubble({ mine, children }: { mine: boolean; children: React.ReactNode }) {
  return (
    <div className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 sm:max-w-[75%] ${
          mine
            ? 'rounded-br-md bg-brand text-white'
            : 'rounded-bl-md border border-stone-200 bg-white text-stone-900 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-100'
        }`}
      >
        {children}
      </div>
    </div>
  );
}

const bodyClass = 'whitespace-pre-wrap break-words [overflow-wrap:anywhere]';
const metaClass = (mine: boolean) =>
  `mt-1 text-xs ${mine ? 'text-right text-orange-50' : 'text-stone-600 dark:text-stone-300'}`;

function Enquiry({ conversation }: { conversation: ConversationDto }) {
  const { enquiry, horse } = conversation;
  return (
    <li aria-label="Anfrage" className="grid gap-2">
      <p className="text-center text-xs font-medium text-stone-600 dark:text-stone-400">
        Anfrage vom {formatDate(enquiry.createdAt)}
        {enquiry.moveInDate && ` · Einzug ab ${formatDate(enquiry.moveInDate)}`}
      </p>
      {horse && (
        <section
          aria-label={`Mitgesendetes Pferd: ${horse.name}`}
          className="rounded-2xl border border-stone-200 bg-white p-4 text-sm dark:border-stone-700 dark:bg-stone-900"
        >
          <h2 className="mb-2 font-semibold">Mitgesendetes Pferd</h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            {describeHorse(horse).map((row) => (
              <Fragment key={row.label}>
                <dt className="text-stone-600 dark:text-stone-400">{row.label}</dt>
                <dd className="break-words">{row.value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}
    </li>
  );
}

function Message({ message, otherName }: { message: ConversationMessageDto; otherName: string }) {
  if (message.system) {
    return (
      <li className="flex justify-center" data-system-message>
        <p className="max-w-[90%] rounded-full bg-stone-200/70 px-3 py-1 text-center text-xs text-stone-800 dark:bg-stone-800 dark:text-stone-200">
          {message.body}
          <span className="text-stone-600 dark:text-stone-400"> · {messageTime(message.createdAt)}</span>
        </p>
      </li>
    );
  }
  const mine = message.fromMe;
  return (
    <li aria-label={mine ? 'Deine Nachricht' : `Nachricht von ${otherName}`}>
      <Bubble mine={mine}>
        <p className={bodyClass}>{message.body}</p>
        <p className={metaClass(mine)}>
          <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
          {mine && message.readByOther && ' · Gelesen'}
        </p>
      </Bubble>
    </li>
  );
}

export default function MessageList({ conversation, pending, online }: Props) {
  const waiting = stillPending(conversation.messages, pending);
  return (
    <ol aria-label="Nachrichten" aria-live="polite" aria-relevant="additions" className="grid grid-cols-1 gap-3">
      <Enquiry conversation={conversation} />
      {conversation.messages.map((message) => (
        <Message key={message.id} message={message} otherName={conversation.otherParty.name} />
      ))}
      {waiting.map((message) => (
        <li key={message.clientId} aria-label="Deine Nachricht, noch nicht gesendet" data-pending-message>
          <Bubble mine>
            <p className={bodyClass}>{message.body}</p>
            <p className={`${metaClass(true)} flex items-center justify-end gap-1`}>
              <Clock3 aria-hidden="true" className="size-3" />
              {online ? 'Wird gesendet …' : 'Wird gesendet, sobald du wieder online bist'}
            </p>
          </Bubble>
        </li>
      ))}
    </ol>
  );
}
