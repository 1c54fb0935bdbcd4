// The composer's state for one conversation: the draft and the messages waiting to be sent, kept in the browser
// (outbox.ts), sent in order as soon as there is a network, each exactly once (its clientId makes a repeat harmless).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#site/lib/api.ts';
import { sendMessage, type ConversationRef } from '#site/lib/conversations-api.ts';
import { useOnline } from '#site/lib/use-online.ts';
import { POLL_MS, usePolling } from './use-conversation.ts';
import { CONVERSATION_MSG, MESSAGE_MAX_LENGTH, type ConversationMessageDto } from '#contract/conversations.ts';
import {
  EMPTY_OUTBOX,
  newClientId,
  outboxKey,
  queueDraft,
  readOutbox,
  settle,
  writeOutbox,
  type Outbox,
} from './outbox.ts';

export function useOutbox(ref: ConversationRef, onSent: (message: ConversationMessageDto) => void) {
  const key = outboxKey(ref);
  const [outbox, setOutbox] = useState<Outbox>(EMPTY_OUTBOX);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const current = useRef<Outbox>(EMPTY_OUTBOX);
  const flushing = useRef(false);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;
  const refRef = useRef(ref);
  refRef.current = ref;
  const online = useOnline();

  const update = useCallback((change: (outbox: Outbox) => Outbox) => {
    const next = change(current.current);
    current.current = next;
    writeOutbox(refRef.current, next);
    setOutbox(next);
  }, []);

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    setSending(true);
    try {
      for (let next = current.current.pending[0]; next; next = current.current.pending[0]) {
        const message = next;
        try {
          const sent = await sendMessage(refRef.current, { body: message.body, clientId: message.clientId });
          update((outbox) => settle(outbox, message.clientId));
          setError(null);
          onSentRef.current(sent);
        } catch (err) {
          if (err instanceof ApiError && err.status < 500 && err.status !== 429) {
            // Refused for good (too long, blocked): the text goes back into the input with the server's reason.
            update((outbox) => {
              const rest = settle(outbox, message.clientId);
              return { ...rest, draft: rest.draft || message.body };
            });
            setError(err.serverMessage);
            continue;
          }
          // No network or the server is busy: the message stays and goes with the next attempt.
          if (err instanceof ApiError) setError(err.serverMessage);
          break;
        }
      }
    } finally {
      flushing.current = false;
      setSending(false);
    }
  }, [update]);

  useEffect(() => {
    current.current = readOutbox(refRef.current);
    setOutbox(current.current);
    void flush();
  }, [key, flush]);

  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);
  // Online, but the last attempt failed (its answer lost, the server busy): again with the conversation's polling.
  usePolling(() => {
    if (current.current.pending.length) void flush();
  }, POLL_MS);

  const setDraft = useCallback((draft: string) => update((outbox) => ({ ...outbox, draft })), [update]);

  /** Queues the draft and sends it when possible; false (with the reason shown) when it cannot go as it is. */
  const submit = useCallback((): boolean => {
    const body = current.current.draft.trim();
    if (!body) return false;
    if (body.length > MESSAGE_MAX_LENGTH) {
      setError(CONVERSATION_MSG.tooLong);
      return false;
    }
    setError(null);
    update((outbox) => queueDraft(outbox, newClientId(), new Date()));
    void flush();
    return true;
  }, [flush, update]);

  return { draft: outbox.draft, pending: outbox.pending, error, sending, online, setDraft, submit, flush };
}
