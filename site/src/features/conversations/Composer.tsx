// The input at the bottom of a conversation: a textarea that grows with its text (Enter makes a new line, Ctrl or
// Cmd + Enter sends), a counter once the text nears the limit, the reason a message was refused, and a note while
// offline that the message goes out once the network is back.
import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { formatCount } from '#site/lib/format.ts';
import { MESSAGE_MAX_LENGTH as MESSAGE_MAX } from '#contract/conversations.ts';

interface Props {
  draft: string;
  /** Messages are on their way to the server. */
  sending: boolean;
  error: string | null;
  online: boolean;
  onChange: (draft: string) => void;
  onSubmit: () => boolean;
}

/** The counter shows from here on. */
const COUNTER_FROM = MESSAGE_MAX - 500;

export default function Composer({ draft, sending, error, online, onChange, onSubmit }: Props) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const length = draft.trim().length;
  const over = length > MESSAGE_MAX;
  const empty = !draft.trim();

  useEffect(() => {
    const textarea = input.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, 160)}px`;
  }, [draft]);

  const submit = (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (onSubmit()) input.current?.focus();
  };

  const describedBy = [error && `${id}-error`, length >= COUNTER_FROM && `${id}-count`, !online && `${id}-offline`]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      onSubmit={submit}
      data-sending={sending}
      className="border-t border-stone-200 bg-cream/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] dark:border-stone-800 dark:bg-stone-950/95"
    >
      {error && (
        <p id={`${id}-error`} role="alert" className="mb-2 text-sm font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      {!online && (
        <p id={`${id}-offline`} className="mb-2 text-sm text-stone-700 dark:text-stone-300">
          Du bist offline. Was du schreibst, wird gesendet, sobald du wieder online bist.
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Nachricht
        </label>
        <textarea
          ref={input}
          id={id}
          name="message"
          rows={1}
          value={draft}
          placeholder="Nachricht schreiben …"
          aria-invalid={over || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
          className="field max-h-40 min-h-11 resize-none"
        />
        <button type="submit" className="btn btn-primary h-11 shrink-0 px-4" disabled={empty || over}>
          <SendHorizontal aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Senden</span>
        </button>
      </div>
      {length >= COUNTER_FROM && (
        <p
          id={`${id}-count`}
          className={`mt-1 text-right text-xs ${over ? 'font-semibold text-red-800 dark:text-red-300' : 'text-stone-600 dark:text-stone-400'}`}
        >
          {formatCount(length)} / {formatCount(MESSAGE_MAX)} Zeichen
        </p>
      )}
    </form>
  );
}
