// What the chosen brand colours will look like, and how readable text on them is (WCAG contrast).
import { contrastRatio, MIN_TEXT_CONTRAST } from '#site/lib/theme-colors.ts';
import { isHexColor } from './settings-form.ts';

/** The site's body text colour (stone-900), which stands on the secondary colour. */
const TEXT_DARK = '#1C1917';
const ratio = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function ColorHints({ kind, color }: { kind: 'primary' | 'secondary'; color: string }) {
  const use = kind === 'primary' ? 'Schaltflächen, Links und Akzente.' : 'Hintergrund der Seiten.';
  if (!isHexColor(color)) return <>{use}</>;
  const against = kind === 'primary' ? '#FFFFFF' : TEXT_DARK;
  const text = kind === 'primary' ? 'weißer Schrift' : 'dunkler Schrift';
  const value = contrastRatio(color, against);
  const figure = `${ratio.format(Math.floor(value * 10) / 10)} : 1`;
  if (value >= MIN_TEXT_CONTRAST) return <>{`${use} Kontrast zu ${text}: ${figure}.`}</>;
  return (
    <>
      {use}{' '}
      <strong className="font-semibold text-amber-800 dark:text-amber-300">
        Kontrast zu {text} nur {figure}; für gut lesbaren Text empfohlen sind mindestens 4,5 : 1.
      </strong>
    </>
  );
}

export function ColorPreview({ primary, secondary }: { primary: string; secondary: string }) {
  if (!isHexColor(primary) || !isHexColor(secondary)) return null;
  return (
    <figure className="grid gap-1.5">
      <figcaption className="text-sm font-medium text-stone-800 dark:text-stone-200">Vorschau</figcaption>
      <div
        className="flex flex-wrap items-center gap-4 rounded-xl border border-stone-200 p-4 dark:border-stone-700"
        style={{ backgroundColor: secondary }}
      >
        <span className="rounded-xl px-4 py-2 text-sm font-semibold text-white" style={{ backgroundColor: primary }}>
          Stallplätze finden
        </span>
        <span className="text-sm font-medium underline" style={{ color: primary }}>
          Mehr erfahren
        </span>
      </div>
    </figure>
  );
}
