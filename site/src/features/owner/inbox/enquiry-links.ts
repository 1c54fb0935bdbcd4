// The inbox's reply links (mailto: with a prepared subject, tel: with a dialable number) and its German
// date-and-time format.

const dateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
});

/** "21.11.2026, 14:05" in the platform's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A reply by e-mail: to the enquirer, subject "Re: Anfrage zu …", the message quoted. */
export function enquiryMailto(enquiry: Pick<OwnerEnquiryDto, 'email' | 'listing' | 'name' | 'message'>): string {
  const subject = `Re: Anfrage zu ${enquiry.listing ? `„${enquiry.listing.title}“` : 'deinem Stallplatz'}`;
  const quoted = enquiry.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Guten Tag ${enquiry.name},\n\n\n\n${quoted}`;
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(enquiry.email).replace('%40', '@')}?${query}`;
}

/** tel: link of a phone number as typed ("+49 171 / 123 45"), or null without a dialable number. */
export function enquiryTel(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}
import type { OwnerEnquiryDto } from '#contract/enquiries.ts';
