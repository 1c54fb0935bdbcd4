// One enquiry in the owner's inbox: collapsed to who, what, when and the horse sent with it; opening it shows
// everything and marks it read. From there the owner answers by e-mail or phone and marks it as answered.
import type { OwnerEnquiryDto } from '#contract/enquiries.ts';
import { describeHorse } from '#contract/horse-fields.ts';
import { useMutation } from '@tanstack/react-query';
import { Check, ChevronDown, Mail, Phone } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { updateOwnerEnquiry } from '#site/lib/owner-api.ts';
import { formatDate } from '#site/lib/format.ts';
import { toast } from '#site/stores/toasts.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { usePatchEnquiry } from '../queries.ts';
import { enquiryMailto, enquiryTel, formatDateTime } from './enquiry-links.ts';

export default function EnquiryCard({ enquiry }: { enquiry: OwnerEnquiryDto }) {
  const [open, setOpen] = useState(false);
  const patch = usePatchEnquiry();
  const unread = enquiry.readAt === null;
  const answered = enquiry.status === 'answered';
  const bodyId = `enquiry-${enquiry.id}-body`;

  const markRead = useMutation({
    mutationFn: () => updateOwnerEnquiry(enquiry.id, { read: true }),
    onSuccess: patch,
    // Quietly: the owner is reading; the mark comes again the next time.
  });
  const markAnswered = useMutation({
    mutationFn: () => updateOwnerEnquiry(enquiry.id, { read: true, status: 'answered' }),
    onSuccess: async (updated) => {
      toast({
        title: 'Als beantwortet markiert',
        description: `Die Anfrage von ${enquiry.name} ist als beantwortet markiert.`,
      });
      await patch(updated);
    },
    onError: (error) => toastFailure(error, 'Die Anfrage konnte nicht geändert werden.'),
  });

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread && !markRead.isPending) markRead.mutate();
  };

  const tel = enquiryTel(enquiry.phone);
  return (
    <li
      data-testid="enquiry"
      data-unread={unread ? 'true' : 'false'}
      className={`rounded-2xl border bg-white shadow-sm dark:bg-stone-900 ${
        unread ? 'border-brand/60 dark:border-brand-light/60' : 'border-stone-200 dark:border-stone-800'
      }`}
    >
      <h2 className="text-base">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          className="flex w-full items-start gap-3 rounded-2xl p-4 text-left sm:p-5"
        >
          <span className="grid min-w-0 flex-1 gap-1">
            <span className="flex flex-wrap items-center gap-2">
              {unread && <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">Neu</span>}
              {answered && (
                <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900/50 dark:text-green-100">
                  <Check aria-hidden="true" className="size-3" />
                  Beantwortet
                </span>
              )}
              <span className={unread ? 'font-bold' : 'font-medium'}>{enquiry.name}</span>
              <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
                <span aria-hidden="true" className="max-sm:hidden">
                  ·{' '}
                </span>
                {formatDateTime(enquiry.createdAt)}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span
                className={`text-sm ${unread ? 'font-semibold' : 'font-normal text-stone-600 dark:text-stone-400'}`}
              >
                {enquiry.listing ? `Anfrage zu „${enquiry.listing.title}“` : 'Anfrage zu einer gelöschten Anzeige'}
              </span>
              {enquiry.horse && (
                <span
                  data-testid="enquiry-horse"
                  className="min-w-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium break-words text-stone-800 dark:bg-stone-800 dark:text-stone-200"
                >
                  mit Pferd: {enquiry.horse.name}
                </span>
              )}
            </span>
            {!open && (
              <span className="line-clamp-1 text-sm font-normal text-stone-600 dark:text-stone-400">
                {enquiry.message}
              </span>
            )}
          </span>
          <ChevronDown aria-hidden="true" className={`mt-1 size-5 shrink-0 transition ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="grid gap-4 border-t border-stone-200 p-4 sm:p-5 dark:border-stone-800">
        {open && (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-stone-600 dark:text-stone-400">Anzeige</dt>
              <dd>
                {enquiry.listing ? (
                  <Link href={`/anzeige/${enquiry.listing.id}`} className="font-medium underline underline-offset-2">
                    {enquiry.listing.title}
                  </Link>
                ) : (
                  'gelöscht'
                )}
              </dd>
              <dt className="text-stone-600 dark:text-stone-400">E-Mail</dt>
              <dd className="break-all">{enquiry.email}</dd>
              <dt className="text-stone-600 dark:text-stone-400">Telefon</dt>
              <dd>{enquiry.phone ?? 'nicht angegeben'}</dd>
              <dt className="text-stone-600 dark:text-stone-400">Einzug ab</dt>
              <dd>{enquiry.moveInDate ? formatDate(enquiry.moveInDate) : 'nicht angegeben'}</dd>
              <dt className="text-stone-600 dark:text-stone-400">Eingegangen</dt>
              <dd>{formatDateTime(enquiry.createdAt)}</dd>
            </dl>
            <p className="rounded-xl bg-stone-50 p-4 text-sm whitespace-pre-line break-words dark:bg-stone-800/60">
              {enquiry.message}
            </p>
            {enquiry.horse && (
              <section aria-label={`Pferd: ${enquiry.horse.name}`} className="grid gap-2">
                <h3 className="text-sm font-semibold">Mitgesendetes Pferd</h3>
                <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  {describeHorse(enquiry.horse).map((row) => (
                    <Fragment key={row.label}>
                      <dt className="text-stone-600 dark:text-stone-400">{row.label}</dt>
                      <dd className="break-words">{row.value}</dd>
                    </Fragment>
                  ))}
                </dl>
              </section>
            )}
            <div className="flex flex-wrap gap-2">
              <a href={enquiryMailto(enquiry)} className="btn btn-primary">
                <Mail aria-hidden="true" className="size-4" />
                Per E-Mail antworten
              </a>
              {tel && (
                <a href={tel} className="btn btn-secondary">
                  <Phone aria-hidden="true" className="size-4" />
                  Anrufen
                </a>
              )}
              {!answered && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => markAnswered.mutate()}
                  disabled={markAnswered.isPending}
                >
                  <Check aria-hidden="true" className="size-4" />
                  {markAnswered.isPending ? 'Wird gespeichert …' : 'Als beantwortet markieren'}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </li>
  );
}
