// All reviews of a stable on /bewertungen/<stable> (issue 37): the stable's rating with the per-category averages, its reviews newest
// first ("Weitere Bewertungen" pages on), each with what it rests on and the owner's reply; "Bewertung schreiben" for a
// reader with a verified contact, "Bearbeiten" for their own, and the reply form for the stable's owner. The server
// renders the summary from the stable's own figures (the same page for everyone); the reviews and what the reader may
// do load once the section is near.
import { Star } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  formatAverage,
  NO_REVIEWS,
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  reviewCountText,
  type ReviewCategory,
} from '#contract/review-labels.ts';
import type { ReviewDto, ReviewPageDto } from '#contract/reviews.ts';
import { formatDate } from '#site/lib/format.ts';
import { failureMessage } from '#site/lib/form-state.ts';
import { createReview, fetchReviews, replyToReview, updateReview } from '#site/lib/review-api.ts';

interface Props {
  stableId: number;
  /** The stable's rating and count as the page was rendered with. */
  rating: number | null;
  reviewCount: number;
  className?: string;
}

const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const primary = `${button} bg-brand text-white hover:bg-brand-dark dark:bg-brand-light dark:text-stone-950`;
const secondary = `${button} border border-stone-300 text-stone-900 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-100 dark:hover:bg-stone-800`;
const field =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100';

const NO_CONTACT =
  'Bewerten kannst du einen Stall, nachdem du ihn über uns besichtigt hast oder der Stall dich als Einsteller bestätigt hat.';

const starsText = (stars: number) => (stars === 1 ? '1 Stern' : `${stars} Sterne`);

function Stars({ value, size = 'size-4' }: { value: number; size?: string }) {
  return (
    <span className="inline-flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`${size} ${n <= Math.round(value) ? 'fill-amber-400 text-amber-600 dark:text-amber-400' : 'text-stone-400 dark:text-stone-500'}`}
        />
      ))}
    </span>
  );
}

/** 1–5 stars as a radio group: native radios (arrow keys, screen readers) drawn as stars. */
function StarInput({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number | null;
  onChange: (stars: number) => void;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="flex">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="relative -m-0.5 cursor-pointer p-1.5">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              aria-label={starsText(stars)}
            />
            <Star
              aria-hidden="true"
              className={`size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand dark:peer-focus-visible:outline-brand-light ${
                value !== null && stars <= value
                  ? 'fill-amber-400 text-amber-600 dark:text-amber-400'
                  : 'text-stone-400 dark:text-stone-500'
              }`}
            />
          </label>
        ))}
      </div>
    </div>
  );
}

type Scores = Record<'overall' | ReviewCategory, number | null>;
const EMPTY_SCORES: Scores = {
  overall: null,
  welfare: null,
  facilities: null,
  care: null,
  value: null,
  community: null,
};

function ReviewForm({
  stableId,
  existing,
  basisLabel,
  onDone,
  onCancel,
}: {
  stableId: number;
  existing: ReviewDto | null;
  basisLabel: string | null;
  onDone: (review: ReviewDto) => void;
  onCancel: () => void;
}) {
  const [scores, setScores] = useState<Scores>(
    existing ? { overall: existing.overall, ...existing.categories } : EMPTY_SCORES,
  );
  const [text, setText] = useState(existing?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = (['overall', ...REVIEW_CATEGORIES] as const).find((key) => scores[key] === null);
    if (missing) {
      setError(
        missing === 'overall'
          ? 'Bitte vergib eine Gesamtnote von 1 bis 5 Sternen'
          : `Bitte bewerte „${REVIEW_CATEGORY_LABELS[missing]}“ mit 1 bis 5 Sternen`,
      );
      return;
    }
    const body = {
      overall: scores.overall!,
      categories: Object.fromEntries(REVIEW_CATEGORIES.map((key) => [key, scores[key]!])) as Record<
        ReviewCategory,
        number
      >,
      text,
    };
    setBusy(true);
    setError(null);
    try {
      onDone(existing ? await updateReview(existing.id, body) : await createReview(stableId, body));
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
      className="mt-4 grid gap-3 rounded-xl border border-stone-200 p-4 dark:border-stone-700"
      noValidate
    >
      <h3 id={`${formId}-title`} className="text-lg font-semibold">
        {existing ? 'Bewertung bearbeiten' : 'Bewertung schreiben'}
      </h3>
      {basisLabel && (
        <p className="text-sm text-stone-600 dark:text-stone-400">Deine Bewertung erscheint „{basisLabel}“.</p>
      )}
      <StarInput
        name={`${formId}-overall`}
        label="Gesamt"
        value={scores.overall}
        onChange={(v) => setScores({ ...scores, overall: v })}
      />
      {REVIEW_CATEGORIES.map((key) => (
        <StarInput
          key={key}
          name={`${formId}-${key}`}
          label={REVIEW_CATEGORY_LABELS[key]}
          value={scores[key]}
          onChange={(v) => setScores({ ...scores, [key]: v })}
        />
      ))}
      <label className="text-sm font-medium">
        Deine Erfahrung
        <textarea
          name="text"
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={field}
          minLength={30}
          maxLength={3000}
          required
          aria-describedby={`${formId}-hint`}
        />
      </label>
      <p id={`${formId}-hint`} className="text-xs text-stone-600 dark:text-stone-400">
        30 bis 3.000 Zeichen, nur eigene Erfahrungen. Es gelten unsere{' '}
        <a href="/bewertungsrichtlinien" className="underline underline-offset-2">
          Bewertungsrichtlinien
        </a>
        .
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primary} disabled={busy}>
          {existing ? 'Änderung speichern' : 'Bewertung veröffentlichen'}
        </button>
        <button type="button" className={secondary} onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}

function ReplyForm({ review, onDone }: { review: ReviewDto; onDone: (review: ReviewDto) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.reply?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (!open)
    return (
      <button type="button" className={`${secondary} mt-3`} onClick={() => setOpen(true)}>
        {review.reply ? 'Antwort bearbeiten' : 'Öffentlich antworten'}
      </button>
    );
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          onDone(await replyToReview(review.id, text));
          setOpen(false);
          setError(null);
        } catch (err) {
          setError(failureMessage(err));
        }
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        Deine öffentliche Antwort
      </label>
      <textarea id={id} rows={3} value={text} onChange={(e) => setText(e.target.value)} className={field} />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primary}>
          Antwort veröffentlichen
        </button>
        <button type="button" className={secondary} onClick={() => setOpen(false)}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}

function ReviewItem({
  review,
  isOwner,
  onChange,
  onEdit,
}: {
  review: ReviewDto;
  isOwner: boolean;
  onChange: (review: ReviewDto) => void;
  onEdit: () => void;
}) {
  return (
    <li className="border-t border-stone-200 pt-4 dark:border-stone-800" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.overall} />
        <span className="sr-only">{`${review.overall} von 5 Sternen`}</span>
        <span className="font-semibold">{review.authorName}</span>
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100">
          {review.basisLabel}
        </span>
        <span className="text-sm text-stone-600 dark:text-stone-400">
          {formatDate(review.createdAt)}
          {review.edited && ' · bearbeitet'}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line text-stone-800 dark:text-stone-200">{review.text}</p>
      {review.reply && (
        <div className="mt-3 rounded-lg bg-stone-100 p-3 text-sm dark:bg-stone-800" data-testid="review-reply">
          <p className="font-semibold">Antwort des Stalls</p>
          <p className="mt-1 whitespace-pre-line">{review.reply.text}</p>
        </div>
      )}
      {!review.mine && (
        <button
          type="button"
          data-report="review"
          data-report-id={review.id}
          data-report-title={`Bewertung von ${review.authorName}`}
          className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm text-stone-600 underline underline-offset-2 hover:text-stone-900 dark:text-stone-400 dark:hover:text-white"
        >
          Melden<span className="sr-only"> (Bewertung von {review.authorName})</span>
        </button>
      )}
      {review.mine && (
        <button type="button" className={`${secondary} mt-3`} onClick={onEdit}>
          Bearbeiten
        </button>
      )}
      {isOwner && <ReplyForm review={review} onDone={onChange} />}
    </li>
  );
}

export default function StableReviews({ stableId, rating, reviewCount, className = '' }: Props) {
  const [data, setData] = useState<ReviewPageDto | null>(null);
  const [reviews, setReviews] = useState<ReviewDto[]>([]);
  const [failed, setFailed] = useState(false);
  const [writing, setWriting] = useState<'new' | ReviewDto | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function load(page = 1) {
    try {
      const answer = await fetchReviews(stableId, page);
      setData(answer);
      setReviews((shown) => (page === 1 ? answer.reviews : [...shown, ...answer.reviews]));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }

  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stableId]);

  const summary = data?.summary ?? null;
  const count = summary ? summary.count : reviewCount;
  const average = summary ? summary.rating : rating;
  const viewer = data?.viewer ?? null;

  return (
    <section id="bewertungen" aria-labelledby="reviews-heading" className={className} data-testid="stable-reviews">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-heading" className="text-xl font-semibold tracking-tight">
          Bewertungen
        </h2>
        <a href="/bewertungsrichtlinien" className="text-sm underline underline-offset-2">
          So prüfen wir Bewertungen
        </a>
      </div>
      {average === null || count === 0 ? (
        <p className="mt-2 text-stone-700 dark:text-stone-300" data-testid="reviews-summary">
          {NO_REVIEWS}
        </p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-[auto_1fr]" data-testid="reviews-summary">
          <p className="flex items-center gap-2">
            <span className="text-4xl font-extrabold">{formatAverage(average)}</span>
            <span className="grid">
              <Stars value={average} size="size-5" />
              <span className="sr-only">von 5 Sternen</span>
              <span className="text-sm text-stone-600 dark:text-stone-400">{reviewCountText(count)}</span>
            </span>
          </p>
          {summary && (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_auto]">
              {REVIEW_CATEGORIES.map((key) => (
                <div key={key} className="contents">
                  <dt className="text-stone-700 dark:text-stone-300">{REVIEW_CATEGORY_LABELS[key]}</dt>
                  <dd className="font-semibold">
                    {summary.categories[key] === null ? '–' : formatAverage(summary.categories[key]!)}
                    <span className="sr-only"> von 5</span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}

      {notice && (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {notice}
        </p>
      )}
      <div id="schreiben" />
      {data && viewer === null && (
        <p className="mt-4 text-sm">
          <a
            href={`/auth?next=${encodeURIComponent(`/bewertungen/${stableId}`)}`}
            className="underline underline-offset-2"
          >
            Melde dich an
          </a>
          , um diesen Stall zu bewerten.
        </p>
      )}
      {viewer && !viewer.canReview && !viewer.isOwner && viewer.ownReviewId === null && (
        <p className="mt-4 text-sm text-stone-700 dark:text-stone-300">{NO_CONTACT}</p>
      )}
      {viewer?.canReview && writing === null && (
        <button type="button" className={`${primary} mt-4`} onClick={() => setWriting('new')}>
          Bewertung schreiben
        </button>
      )}
      {writing !== null && (
        <ReviewForm
          stableId={stableId}
          existing={writing === 'new' ? null : writing}
          basisLabel={writing === 'new' ? (viewer?.basisLabel ?? null) : writing.basisLabel}
          onCancel={() => setWriting(null)}
          onDone={() => {
            setNotice(
              writing === 'new' ? 'Danke! Deine Bewertung ist veröffentlicht.' : 'Deine Bewertung ist geändert.',
            );
            setWriting(null);
            void load();
          }}
        />
      )}

      {failed && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          Die Bewertungen konnten nicht geladen werden.
        </p>
      )}
      {reviews.length > 0 && (
        <ul className="mt-4 grid gap-4">
          {reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              isOwner={viewer?.isOwner ?? false}
              onEdit={() => setWriting(review)}
              onChange={(changed) => setReviews((all) => all.map((r) => (r.id === changed.id ? changed : r)))}
            />
          ))}
        </ul>
      )}
      {data?.hasMore && (
        <button type="button" className={`${secondary} mt-4`} onClick={() => void load(data.page + 1)}>
          Weitere Bewertungen
        </button>
      )}
    </section>
  );
}
