// A place offered from the waiting list, above the conversation's messages: the person it is offered to accepts
// ("Platz annehmen") or declines ("Ablehnen") it before its deadline (Europe/Berlin); the owner sees what became
// of it. Accepting or declining also writes a line into the conversation (by the API).
import { ListOrdered } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { ConversationDto } from '#contract/conversations.ts';
import { offerDeadlineLabel, type ConversationOfferDto } from '#contract/waitlist-fields.ts';
import { ApiError } from '#site/lib/api.ts';
import { answerOffer, fetchConversationOffers } from '#site/lib/waitlist-api.ts';
import { toast } from '#site/stores/toasts.ts';
import { usePolling } from './use-conversation.ts';

interface Props {
  conversation: ConversationDto;
  /** The conversation changed (its event lines): load it again. */
  onChanged: () => void;
}

const SMALL = 'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold disabled:opacity-60';
const SMALL_PRIMARY = `${SMALL} bg-brand text-white hover:bg-brand-dark`;
const SMALL_SECONDARY = `${SMALL} border border-stone-300 bg-white hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800`;

const STATE_TEXT: Record<ConversationOfferDto['state'], string> = {
  open: 'angeboten',
  accepted: 'angenommen',
  declined: 'abgelehnt',
  expired: 'Frist abgelaufen',
};

export default function WaitlistOfferPanel({ conversation, onChanged }: Props) {
  const [offers, setOffers] = useState<ConversationOfferDto[] | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setOffers(await fetchConversationOffers(conversation.id));
    } catch {
      // offline or not there yet: the panel keeps what it showed
    }
  }, [conversation.id]);
  useEffect(() => void load(), [load]);
  usePolling(() => void load(), 30_000);

  // The latest offer tells where things stand; older ones are in the conversation's lines.
  const offer = offers?.[0];
  if (!offer) return null;

  const answer = async (kind: 'accept' | 'decline') => {
    setBusy(true);
    try {
      await answerOffer(offer.id, kind);
      toast({ title: kind === 'accept' ? 'Platz angenommen' : 'Platz abgelehnt' });
      await load();
      onChanged();
    } catch (err) {
      toast({
        title: 'Das hat nicht geklappt',
        description:
          err instanceof ApiError
            ? err.serverMessage
            : 'Der Server ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.',
        variant: 'destructive',
      });
      await load();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="waitlist-offer-title"
      className="border-b border-stone-200 px-4 py-3 dark:border-stone-800"
      data-waitlist-offer
    >
      <div className="flex items-start gap-3">
        <ListOrdered aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand dark:text-brand-light" />
        <div className="grid gap-0.5">
          <h2 id="waitlist-offer-title" className="font-semibold">
            Platz von der Warteliste: {STATE_TEXT[offer.state]}
          </h2>
          <p className="text-sm text-stone-700 dark:text-stone-300">
            {offer.state === 'open'
              ? `${offer.canAnswer ? 'Bitte antworte' : 'Antwort erbeten'} bis ${offerDeadlineLabel(offer.expiresAt)}.`
              : offer.listing.title}
          </p>
        </div>
      </div>
      {offer.canAnswer && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className={SMALL_PRIMARY} disabled={busy} onClick={() => void answer('accept')}>
            Platz annehmen
          </button>
          <button type="button" className={SMALL_SECONDARY} disabled={busy} onClick={() => void answer('decline')}>
            Ablehnen
          </button>
        </div>
      )}
    </section>
  );
}
