// "Passt mein Pferd?" on the detail page: the active horse against this listing's facts (contract/fit.ts), with
// the reasons, or an invitation to create a horse profile. The server renders the invitation (the same page for
// everyone); the verdict appears once mounted, from the horses this device or account keeps.
import { useStore } from '@nanostores/react';
import { Check, CircleHelp, X } from 'lucide-react';
import type { FitFacts } from '#contract/fit-facts.ts';
import { FIT_VERDICT_LABELS, horseFit, type FitVerdict } from '#contract/fit.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { $activeHorse, $horses, $horsesLoaded, setActiveHorse } from '#site/stores/horses.ts';

interface Props {
  /** The listing's facts; undefined: the owner gave none. */
  facts: FitFacts | undefined;
  /** The listing's page, where a horse created from here comes back to. */
  path: string;
  className?: string;
}

const VERDICT_STYLES: Record<FitVerdict, string> = {
  yes: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  maybe: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  no: 'bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100',
};
const REASON_ICONS = { yes: Check, maybe: CircleHelp, no: X } as const;
const REASON_ICON_STYLES: Record<FitVerdict, string> = {
  yes: 'text-emerald-700 dark:text-emerald-400',
  maybe: 'text-amber-700 dark:text-amber-400',
  no: 'text-red-700 dark:text-red-400',
};
/** Read out before each reason, since the icon says it only by shape and colour. */
const REASON_PREFIX: Record<FitVerdict, string> = { yes: 'Passt: ', maybe: 'Offen: ', no: 'Passt nicht: ' };

export default function FitPanel({ facts, path, className = '' }: Props) {
  const mounted = useMounted();
  const horses = useStore($horses);
  const active = useStore($activeHorse);
  const loaded = useStore($horsesLoaded);
  const horse = mounted ? active : null;
  const fit = horse && horseFit(horse, facts);

  return (
    <section aria-labelledby="fit-heading" className={className} data-hydrated={mounted ? 'true' : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="fit-heading" className="text-xl font-semibold tracking-tight">
          Passt mein Pferd?
        </h2>
        {mounted && horses.length > 1 && horse && (
          <label className="flex items-center gap-2 text-sm">
            <span className="text-stone-600 dark:text-stone-400">Pferd</span>
            <select
              value={horse.id}
              onChange={(e) => setActiveHorse(Number(e.target.value))}
              className="field w-auto py-1.5"
            >
              {horses.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {/* The server renders the invitation (the same page for everyone); a device with a horse shows its fit. */}
      {!horse && (!mounted || loaded) && (
        <div className="mt-3 grid gap-3">
          <p className="text-stone-700 dark:text-stone-300">
            Gib Stockmaß, Geschlecht und Besonderheiten deines Pferdes an, dann siehst du hier und bei jedem Stall
            sofort, ob er zu deinem Pferd passt – auch ohne Konto.
          </p>
          <p>
            <a href={`/pferde?${new URLSearchParams({ neu: '1', zurueck: path })}`} className="btn btn-primary">
              Pferd anlegen
            </a>
          </p>
        </div>
      )}
      {horse && fit && (
        <div className="mt-3 grid gap-3">
          <p className="flex flex-wrap items-center gap-2" role="status">
            <span
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ${VERDICT_STYLES[fit.verdict]}`}
              data-testid="fit-verdict"
            >
              {FIT_VERDICT_LABELS[fit.verdict]}
            </span>
            <span className="text-stone-700 dark:text-stone-300">
              für <strong className="font-semibold text-stone-900 dark:text-stone-100">{horse.name}</strong>
            </span>
          </p>
          {fit.reasons.length > 0 && (
            <ul className="grid gap-2 text-sm">
              {fit.reasons.map((reason) => {
                const Icon = REASON_ICONS[reason.verdict];
                return (
                  <li key={reason.text} className="flex items-start gap-2">
                    <Icon
                      aria-hidden="true"
                      className={`mt-0.5 size-4 shrink-0 ${REASON_ICON_STYLES[reason.verdict]}`}
                    />
                    <span>
                      <span className="sr-only">{REASON_PREFIX[reason.verdict]}</span>
                      {reason.text}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {fit.verdict === 'maybe' && (
            <p className="text-sm text-stone-600 dark:text-stone-400">
              Was der Stall nicht angibt, klärst du am besten mit einer Anfrage.
            </p>
          )}
          <p className="text-sm">
            <a href="/pferde" className="font-medium text-brand hover:underline dark:text-brand-light">
              Pferde verwalten
            </a>
          </p>
        </div>
      )}
    </section>
  );
}
