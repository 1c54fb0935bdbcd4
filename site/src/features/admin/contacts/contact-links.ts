// The reply and call links of a contact request: a mailto: with a fitting "Re: …" subject and a dialable tel:.

/** The subject of a reply: the sender's own subject, else what the enquiry was about. */
export function replySubject(contact: Pick<ContactRequestDto, 'source' | 'subject' | 'listingTitle'>): string {
  if (contact.subject) return `Re: ${contact.subject}`;
  if (contact.source === 'enquiry') {
    return contact.listingTitle
      ? `Re: Ihre Anfrage zu „${contact.listingTitle}“`
      : 'Re: Ihre Anfrage zu einem Stallplatz';
  }
  return 'Re: Ihre Kontaktanfrage';
}

export function replyHref(contact: Pick<ContactRequestDto, 'email' | 'source' | 'subject' | 'listingTitle'>): string {
  return `mailto:${contact.email}?subject=${encodeURIComponent(replySubject(contact))}`;
}

/** "tel:+4917012345678" from a number as people write it ("+49 170 1234-5678", "(0170) 123 45 67"). */
export function callHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
import type { ContactRequestDto } from '#contract/enquiries.ts';
