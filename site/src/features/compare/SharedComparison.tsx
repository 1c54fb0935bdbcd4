// /vergleich/<token>: a comparison someone shared, read-only: the listings as they are now with the sharer's
// checklist stars and notes (GET /api/comparisons/:token). No horse and no travel time: those are the reader's own.
import { useEffect, useState } from 'react';
import type { SharedComparisonDto } from '#contract/checklist-questions.ts';
import { ApiError } from '#site/lib/api.ts';
import { fetchSharedComparison } from '#site/lib/checklist-api.ts';
import { formatDate } from '#site/lib/format.ts';
import { compareSections } from './compare-rows.ts';
import CompareTable from './CompareTable.tsx';

export default function SharedComparison() {
  const [state, setState] = useState<{ data?: SharedComparisonDto; error?: string } | null>(null);
  useEffect(() => {
    const token = window.location.pathname.split('/').filter(Boolean)[1] ?? '';
    fetchSharedComparison(token)
      .then((data) => setState({ data }))
      .catch((error: unknown) =>
        setState({
          error:
            error instanceof ApiError && error.status === 404
              ? 'Diesen Vergleich gibt es nicht. Vielleicht ist der Link unvollständig?'
              : 'Der Vergleich konnte nicht geladen werden. Bitte versuche es später noch einmal.',
        }),
      );
  }, []);
  if (!state) {
    return (
      <p role="status" className="text-stone-700 dark:text-stone-300">
        Vergleich wird geladen …
      </p>
    );
  }
  if (state.error || !state.data) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
      >
        {state.error}
      </p>
    );
  }
  const { items, createdAt } = state.data;
  const listings = items.map((item) => item.listing);
  const checklists = Object.fromEntries(items.map((item) => [item.listing.id, item.checklist ?? undefined]));
  const sections = compareSections({
    listings,
    checklists,
    horse: null,
    origin: null,
    today: new Date().toISOString().slice(0, 10),
  });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Geteilt am {formatDate(createdAt.slice(0, 10))}. Nur zum Lesen; Sterne und Notizen sind die der Person, die den
        Link geteilt hat.
      </p>
      {listings.length ? (
        <CompareTable listings={listings} sections={sections} />
      ) : (
        <p>Keiner dieser Stallplätze ist noch verfügbar.</p>
      )}
    </div>
  );
}
