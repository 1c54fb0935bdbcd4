// What the owner should know about a listing's visibility: new and changed listings wait for the team's
// check ("Ausstehend") unless the API already answered with a public status; paused ones stay hidden.
import { Info } from 'lucide-react';
import type { ListingStatus } from '#contract/listing-status.ts';

const TEXT: Record<ListingStatus | 'new', string> = {
  new: 'Neue und geänderte Anzeigen prüft unser Team, bevor sie öffentlich erscheinen. Bis dahin steht ihr Status auf „Ausstehend“.',
  pending:
    'Diese Anzeige wird von unserem Team geprüft (Status „Ausstehend“). Sobald sie freigegeben ist, erscheint sie in der Suche; wir benachrichtigen dich per E-Mail.',
  inactive:
    'Diese Anzeige ist pausiert (Status „Inaktiv“) und erscheint nicht in der Suche. Mit „Fortsetzen“ schaltest du sie wieder ein.',
  active: 'Diese Anzeige ist öffentlich sichtbar. Änderungen prüft unser Team, bevor sie erscheinen.',
  premium:
    'Diese Premium-Anzeige ist öffentlich sichtbar und wird hervorgehoben. Änderungen prüft unser Team, bevor sie erscheinen.',
};

export default function ReviewNotice({ status }: { status: ListingStatus | 'new' }) {
  const attention = status === 'pending' || status === 'new' || status === 'inactive';
  return (
    <p
      data-testid="review-notice"
      className={`flex gap-3 rounded-2xl border p-4 text-sm ${
        attention
          ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50'
          : 'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950/40 dark:text-green-50'
      }`}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{TEXT[status]}</span>
    </p>
  );
}
