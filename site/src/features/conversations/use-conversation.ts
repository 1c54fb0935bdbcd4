// One conversation, loaded and then asked again while the page is visible (every POLL_MS, on focus, when the
// network returns): no push channel, and a hidden tab marks nothing as read.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchConversation, type ConversationRef } from '#site/lib/conversations-api.ts';
import { refreshUnread } from '#site/stores/unread.ts';
import type { ConversationDto, ConversationMessageDto } from '#contract/conversations.ts';

export const POLL_MS = 12_000;

/** Calls `tick` every `ms` while the page is visible and online, and at once on focus, visibility and reconnect. */
export function usePolling(tick: () => void, ms: number): void {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  useEffect(() => {
    const run = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) tickRef.current();
    };
    const timer = setInterval(run, ms);
    const onVisibility = () => document.visibilityState === 'visible' && run();
    window.addEventListener('focus', run);
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', run);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms]);
}

export function useConversation(ref: ConversationRef, signedIn: boolean) {
  const [conversation, setConversation] = useState<ConversationDto | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);
  const refRef = useRef(ref);
  refRef.current = ref;

  const load = useCallback(async () => {
    const request = ++latest.current;
    try {
      const loaded = await fetchConversation(refRef.current);
      if (request !== latest.current) return;
      setConversation(loaded);
      setError(null);
      // Reading marked the other side's messages read: the header's badge follows.
      if (signedIn) void refreshUnread();
    } catch (err) {
      if (request === latest.current) setError(err);
    }
  }, [signedIn]);

  useEffect(() => {
    void load();
  }, [load]);
  usePolling(() => void load(), POLL_MS);

  /** A message this side just sent, shown before the next poll. */
  const addMessage = useCallback((message: ConversationMessageDto) => {
    setConversation((shown) =>
      shown && !shown.messages.some((m) => m.id === message.id)
        ? { ...shown, messages: [...shown.messages, message] }
        : shown,
    );
  }, []);

  return { conversation, error, reload: load, addMessage, setConversation };
}
