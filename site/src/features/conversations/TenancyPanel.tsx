// The owner's "ist Einsteller seit …" in a conversation (issue 37): the stable confirms the enquirer as boarder
// since a month, which lets them review the stable ("Einsteller seit 2025"). Only for an enquirer with an account;
// the month may be changed later.
import { House } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ConversationDto } from '#contract/conversations.ts';
import type { TenancyDto } from '#contract/reviews.ts';
import { ApiError } from '#site/lib/api.ts';
import { confirmTenancy, fetchTenancy } from '#site/lib/review-api.ts';
import { toast } from '#site/stores/toasts.ts';

const SMALL = 'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold disabled:opacity-60';
const SMALL_PRIMARY = `${SMALL} bg-brand text-white hover:bg-brand-dark`;
const SMALL_SECONDARY = `${SMALL} border border-stone-300 bg-white hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800`;

const MONTHS = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'];
const monthLabel = (since: string) => `${MONTHS[Number(since.slice(5, 7)) - 1]} ${since.slice(0, 4)}`;

export default function TenancyPanel({ conversation }: { conversation: ConversationDto }) {
  const [tenancy, setTenancy] = useState<TenancyDto | null>(null);
  const [editing, setEditing] = useState(false);
  const [since, setSince] = useState(() => new Date().toISOString().slice(0, 7));
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    const controller = new AbortController();
    fetchTenancy(conversation.id, controller.signal)
      .then((t) => {
        setTenancy(t);
        if (t.since) setSince(t.since);
      })
      .catch(() => {
        // offline or gone: no panel
      });
    return () => controller.abort();
  }, [conversation.id]);

  if (!tenancy || !tenancy.possible) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const confirmed = await confirmTenancy(conversation.id, since);
      setTenancy(confirmed);
      setEditing(false);
      setError(null);
      toast({ title: `${conversation.otherParty.name} ist als Einsteller bestätigt` });
    } catch (err) {
      setError(err instanceof ApiError ? err.serverMessage : 'Der Server ist gerade nicht erreichbar.');
    }
  }

  return (
    <section
      aria-label="Einsteller"
      className="rounded-xl border border-stone-200 bg-white p-3 text-sm dark:border-stone-800 dark:bg-stone-900"
    >
      {tenancy.since && !editing ? (
        <p className="flex flex-wrap items-center gap-2">
          <House aria-hidden="true" className="size-4 text-brand dark:text-brand-light" />
          <span>
            {conversation.otherParty.name} ist Einsteller seit {monthLabel(tenancy.since)}.
          </span>
          <button type="button" className={SMALL_SECONDARY} onClick={() => setEditing(true)}>
            Ändern
          </button>
        </p>
      ) : !editing ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>Ist {conversation.otherParty.name} bei dir eingezogen? Dann kann sie oder er den Stall bewerten.</span>
          <button type="button" className={SMALL_SECONDARY} onClick={() => setEditing(true)}>
            Als Einsteller bestätigen
          </button>
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <label htmlFor={id} className="grid gap-1">
            <span className="font-medium">Einsteller seit (Monat und Jahr)</span>
            <input
              id={id}
              type="month"
              lang="de"
              value={since}
              max={new Date().toISOString().slice(0, 7)}
              placeholder="JJJJ-MM"
              pattern="\d{4}-\d{2}"
              onChange={(e) => setSince(e.target.value)}
              className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 dark:border-stone-600 dark:bg-stone-950"
              required
            />
          </label>
          <button type="submit" className={SMALL_PRIMARY}>
            Bestätigen
          </button>
          <button type="button" className={SMALL_SECONDARY} onClick={() => setEditing(false)}>
            Abbrechen
          </button>
          {error && (
            <p role="alert" className="basis-full text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
