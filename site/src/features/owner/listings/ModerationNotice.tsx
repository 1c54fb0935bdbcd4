// Why the moderation took a listing off (issue 37): hidden for good, or until the owner corrected it and activated
// it again (it then goes to the team's check), with the team's reason.
import { ShieldAlert } from 'lucide-react';
import type { OwnListingDto } from '#contract/owner.ts';

export default function ModerationNotice({ moderation }: { moderation: NonNullable<OwnListingDto['moderation']> }) {
  return (
    <div
      data-testid="moderation-notice"
      className="flex gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-50"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">
          {moderation.state === 'hidden'
            ? 'Unsere Moderation hat diese Anzeige ausgeblendet. Du kannst sie nicht wieder aktivieren.'
            : 'Unsere Moderation bittet dich, diese Anzeige zu korrigieren. Danach kannst du sie wieder aktivieren; unser Team prüft sie dann.'}
        </p>
        <p className="whitespace-pre-line">Begründung: {moderation.reason}</p>
        <p>Wenn du widersprechen möchtest, schreib uns über das Kontaktformular.</p>
      </div>
    </div>
  );
}
