// The rows of the side-by-side comparison (/vergleich and a shared /vergleich/<token>): pure, from the listings,
// the checklists, the active horse and the place searched from, so the wording is unit-tested. A row that says
// nothing for any column (no place searched from, no horse, a fact no owner gave) is left out.
import {
  CHECKLIST_GROUPS,
  type ChecklistAnswers,
  type ChecklistGroup,
  type ChecklistNotes,
} from '#contract/checklist-questions.ts';
import { fitFacts } from '#contract/fit-facts.ts';
import { FIT_VERDICT_LABELS, horseFit, type FitVerdict } from '#contract/fit.ts';
import { distanceKm } from '#contract/geo.ts';
import type { HorseData } from '#contract/horse-fields.ts';
import { estimateMinutes, minutesText, travelTime } from '#contract/travel.ts';
import { NO_REVIEWS, reviewCountText } from '#contract/review-labels.ts';
import type { ListingDto } from '#contract/types.ts';
import { formatEuro, formatKm, formatRating } from '#site/lib/format.ts';
import { factSections, vacancyLabel } from '#site/lib/listing-facts.ts';

export interface CompareCell {
  text: string;
  /** A second, smaller line (a note, the base price, the reasons). */
  detail?: string;
  /** 1–5 for a checklist answer with stars. */
  stars?: number | null;
  verdict?: FitVerdict;
}

export interface CompareRow {
  id: string;
  label: string;
  cells: CompareCell[];
}

export interface CompareSection {
  id: string;
  title: string;
  rows: CompareRow[];
}

export interface CompareChecklist {
  answers: ChecklistAnswers;
  notes: ChecklistNotes | null;
}

export interface CompareInput {
  listings: ListingDto[];
  /** By listing id; a listing without a checklist has none. */
  checklists: Record<number, CompareChecklist | undefined>;
  horse: { name: string; data: HorseData } | null;
  /** The place searched from, as its text ("80331") and where it lies. */
  origin: { text: string; lat: number; lon: number } | null;
  /** Today as YYYY-MM-DD, for "sofort frei". */
  today: string;
}

const EMPTY: CompareCell = { text: '–' };

function costRow(listings: ListingDto[]): CompareRow {
  return {
    id: 'monthly',
    label: 'Monatlich gesamt',
    cells: listings.map((l) => ({
      text: `${formatEuro(l.totalMonthly)} €`,
      detail: l.totalMonthly > l.pricePerMonth ? `Grundpreis ${formatEuro(l.pricePerMonth)} €` : 'alles im Grundpreis',
    })),
  };
}

/** The stable's rating from its real reviews, or "Noch keine Bewertungen" (never a default figure). */
function ratingRow(listings: ListingDto[]): CompareRow {
  return {
    id: 'rating',
    label: 'Bewertung',
    cells: listings.map(({ stable }) =>
      stable.rating === null || stable.reviewCount === 0
        ? { text: NO_REVIEWS }
        : { text: `${formatRating(stable.rating)} von 5`, detail: reviewCountText(stable.reviewCount) },
    ),
  };
}

function travelRow(listings: ListingDto[], origin: NonNullable<CompareInput['origin']>): CompareRow | null {
  const cells = listings.map((l): CompareCell => {
    const { latitude, longitude } = l.stable;
    if (latitude == null || longitude == null) return EMPTY;
    const km = distanceKm(origin, { lat: latitude, lon: longitude });
    const time = travelTime(origin.text, estimateMinutes(km), true);
    return { text: `${minutesText(time)} ab ${origin.text}`, detail: `${formatKm(km)} Luftlinie · geschätzt` };
  });
  return cells.every((cell) => cell === EMPTY) ? null : { id: 'travel', label: 'Fahrzeit', cells };
}

function fitRow(listings: ListingDto[], horse: NonNullable<CompareInput['horse']>): CompareRow {
  return {
    id: 'fit',
    label: `Passt zu ${horse.name}`,
    cells: listings.map((l) => {
      const fit = horseFit(horse.data, fitFacts(l.facts));
      const doubts = fit.reasons.filter((r) => r.verdict !== 'yes').map((r) => r.text);
      return { text: FIT_VERDICT_LABELS[fit.verdict], verdict: fit.verdict, detail: doubts.join(' · ') || undefined };
    }),
  };
}

/** The structured facts: one row per label any of the listings has, in the order of the detail page. */
function factRows(listings: ListingDto[], today: string): CompareSection[] {
  const perListing = listings.map((l) => factSections(l));
  const sections: CompareSection[] = [
    {
      id: 'vacancy',
      title: 'Verfügbarkeit',
      rows: [{ id: 'free', label: 'Frei', cells: listings.map((l) => ({ text: vacancyLabel(l, today) })) }],
    },
  ];
  for (const sections_ of perListing) {
    for (const section of sections_) {
      let target = sections.find((s) => s.id === section.id);
      if (!target) {
        target = { id: section.id, title: section.title, rows: [] };
        sections.push(target);
      }
      for (const line of section.lines) {
        if (target.rows.some((row) => row.label === line.label)) continue;
        target.rows.push({
          id: `${section.id}-${target.rows.length}`,
          label: line.label,
          cells: perListing.map((own) => {
            const value = own.find((s) => s.id === section.id)?.lines.find((l) => l.label === line.label)?.value;
            return value ? { text: value } : EMPTY;
          }),
        });
      }
    }
  }
  return sections;
}

function checklistRows(input: CompareInput): CompareSection | null {
  const lists = input.listings.map((l) => input.checklists[l.id]);
  if (lists.every((c) => !c)) return null;
  const rows: CompareRow[] = (CHECKLIST_GROUPS as readonly ChecklistGroup[]).flatMap((group) =>
    group.questions.map((q) => ({
      id: `check-${q.key}`,
      label: q.label === group.title ? group.title : `${group.title}: ${q.label}`,
      cells: lists.map((c): CompareCell => {
        const answer = c?.answers[q.key as keyof ChecklistAnswers];
        if (!answer || (answer.stars === null && !answer.note)) return EMPTY;
        return {
          text: answer.stars ? `${answer.stars} von 5 Sternen` : 'ohne Sterne',
          stars: answer.stars,
          detail: answer.note || undefined,
        };
      }),
    })),
  );
  rows.push({
    id: 'check-notes',
    label: 'Freie Notizen',
    cells: lists.map((c) => (c?.notes?.text ? { text: c.notes.text } : EMPTY)),
  });
  return { id: 'checklist', title: 'Checkliste', rows };
}

export function compareSections(input: CompareInput): CompareSection[] {
  const { listings } = input;
  const overview: CompareRow[] = [costRow(listings), ratingRow(listings)];
  const travel = input.origin && travelRow(listings, input.origin);
  if (travel) overview.push(travel);
  if (input.horse) overview.push(fitRow(listings, input.horse));
  const checklist = checklistRows(input);
  return [
    { id: 'overview', title: 'Auf einen Blick', rows: overview },
    ...factRows(listings, input.today),
    ...(checklist ? [checklist] : []),
  ];
}
