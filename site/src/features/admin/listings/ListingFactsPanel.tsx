// A listing's structured facts in its admin row, folded away until asked for: the same sections and lines the
// detail page shows (site/src/lib/listing-facts.ts), so an admin reviews what visitors will read, with how many
// of the form's facts the owner filled in.
import { ChevronDown } from 'lucide-react';
import { factsFilled } from '#contract/facts.ts';
import type { ListingDto } from '#contract/types.ts';
import { factSections } from '#site/lib/listing-facts.ts';

export default function ListingFactsPanel({ listing }: { listing: ListingDto }) {
  const sections = factSections(listing);
  if (sections.length === 0) {
    return <p className="text-sm text-stone-600 dark:text-stone-400">Keine Angaben zu Haltung & Bedingungen</p>;
  }
  const { filled, of } = factsFilled(listing.facts);
  return (
    <details className="group text-sm">
      <summary className="group/summary flex w-fit max-w-full cursor-pointer list-none items-start gap-1.5 rounded-lg py-1 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-brand transition-transform group-open:rotate-180 dark:text-brand-light"
        />
        <span>
          <span className="font-semibold text-brand underline-offset-2 group-hover/summary:underline dark:text-brand-light">
            Haltung & Bedingungen
          </span>
          <span className="sr-only"> von „{listing.title}“</span>{' '}
          <span className="text-stone-600 dark:text-stone-400">
            ({filled} von {of} Angaben)
          </span>
        </span>
      </summary>
      <div className="mt-3 grid gap-x-8 gap-y-4 @xl:grid-cols-2 @5xl:grid-cols-3">
        {sections.map(({ id, title, lines }) => (
          <section key={id} aria-labelledby={`listing-${listing.id}-facts-${id}`}>
            <h3 id={`listing-${listing.id}-facts-${id}`} className="font-semibold text-stone-900 dark:text-stone-100">
              {title}
            </h3>
            <dl className="mt-1 divide-y divide-stone-100 dark:divide-stone-800">
              {lines.map(({ label, value }) => (
                <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5">
                  <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
                  <dd className="text-right font-medium text-stone-900 dark:text-stone-100">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </details>
  );
}
