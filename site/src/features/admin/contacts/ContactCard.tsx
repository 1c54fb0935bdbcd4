// One contact request: who wrote when, what about (a listing or a subject), the message as written, and
// links to answer by e-mail or call back.
import type { ContactRequestDto } from '#contract/enquiries.ts';
import { CalendarCheck, Clock, Home, Mail, MessageSquare, Phone } from 'lucide-react';
import { formatDate } from '#site/lib/format.ts';
import { callHref, replyHref } from './contact-links.ts';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

const ACTION =
  'inline-flex h-10 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition-colors focus-visible:outline-2';

export default function ContactCard({ contact }: { contact: ContactRequestDto }) {
  const headingId = `contact-${contact.id}`;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-800 dark:bg-stone-900">
      <article aria-labelledby={headingId} className="grid gap-3">
        <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="font-semibold break-words">
                {contact.name}
              </h2>
              <span className="inline-flex items-center rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-brand-dark ring-1 ring-brand/20 ring-inset dark:bg-orange-950 dark:text-brand-light dark:ring-brand-light/30">
                Kontaktanfrage
              </span>
            </div>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
              <li className="flex min-w-0 items-center gap-1.5">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">E-Mail: </span>
                <span className="break-all">{contact.email}</span>
              </li>
              {contact.phone && (
                <li className="flex items-center gap-1.5">
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only">Telefon: </span>
                  {contact.phone}
                </li>
              )}
            </ul>
          </div>
          <p className="flex shrink-0 items-center gap-1.5 text-sm text-stone-600 dark:text-stone-400">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Eingegangen am </span>
            <time dateTime={contact.createdAt}>{dateTime.format(new Date(contact.createdAt))} Uhr</time>
          </p>
        </header>

        <Concern contact={contact} />

        <p className="rounded-lg bg-stone-50 p-3 text-sm leading-relaxed break-words whitespace-pre-line text-stone-800 dark:bg-stone-800/60 dark:text-stone-200">
          {contact.message}
        </p>

        {contact.moveInDate && (
          <p className="flex items-center gap-1.5 text-sm text-stone-700 dark:text-stone-300">
            <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
            <span>
              Gewünschter Einzugstermin: <time dateTime={contact.moveInDate}>{formatDate(contact.moveInDate)}</time>
            </span>
          </p>
        )}

        <div className="flex flex-wrap gap-2">
          <a href={replyHref(contact)} className={`${ACTION} bg-brand text-white hover:bg-brand-dark`}>
            <Mail aria-hidden="true" className="size-4" />
            Antworten<span className="sr-only"> an {contact.name}</span>
          </a>
          {contact.phone && (
            <a
              href={callHref(contact.phone)}
              className={`${ACTION} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800`}
            >
              <Phone aria-hidden="true" className="size-4" />
              Anrufen<span className="sr-only"> bei {contact.name}</span>
            </a>
          )}
        </div>
      </article>
    </li>
  );
}

/** What the request is about: the listing of an enquiry, or the subject of a contact-form message. */
function Concern({ contact }: { contact: ContactRequestDto }) {
  if (contact.source === 'enquiry') {
    return (
      <p className="flex items-start gap-1.5 text-sm text-stone-700 dark:text-stone-300">
        <Home aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {contact.listingId !== null && contact.listingTitle ? (
          <span>
            Anfrage zu:{' '}
            <a
              href={`/stallplatz/${contact.listingId}`}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand underline-offset-2 hover:underline dark:text-brand-light"
            >
              {contact.listingTitle}
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
          </span>
        ) : (
          <span>Anfrage zu einer inzwischen gelöschten Anzeige</span>
        )}
      </p>
    );
  }
  return (
    <p className="flex items-start gap-1.5 text-sm text-stone-700 dark:text-stone-300">
      <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {contact.subject ? (
        <span>
          Betreff: <span className="font-semibold">{contact.subject}</span>
        </span>
      ) : (
        <span>Über das Kontaktformular, ohne Betreff</span>
      )}
    </p>
  );
}
