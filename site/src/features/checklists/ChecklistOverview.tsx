// /checkliste: the checklists this device keeps, each with how many questions carry stars.
import { useStore } from '@nanostores/react';
import { CHECKLIST_QUESTION_KEYS } from '#contract/checklist-questions.ts';
import { $checklists, isFilled } from '#site/stores/checklists.ts';
import { checklistPath } from './checklist-path.ts';

export default function ChecklistOverview() {
  const checklists = Object.values(useStore($checklists)).filter(isFilled);
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Deine Checklisten</h1>
      {checklists.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">
          Noch keine Checkliste auf diesem Gerät. Öffne sie auf deiner{' '}
          <a href="/merkliste" className="font-medium text-brand underline underline-offset-2 dark:text-brand-light">
            Merkliste
          </a>{' '}
          oder bei einem Stallplatz.
        </p>
      ) : (
        <ul className="grid gap-3">
          {checklists.map((c) => {
            const rated = CHECKLIST_QUESTION_KEYS.filter((key) => c.answers[key]?.stars != null).length;
            return (
              <li key={c.listingId}>
                <a
                  href={checklistPath(c.listingId)}
                  className="block rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand dark:border-stone-800 dark:bg-stone-900"
                >
                  <span className="block font-semibold">{c.title ?? `Stallplatz Nr. ${c.listingId}`}</span>
                  <span className="text-sm text-stone-600 dark:text-stone-400">
                    {rated} von {CHECKLIST_QUESTION_KEYS.length} Fragen bewertet
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
