import { describe, expect, it } from 'vitest';
import { callHref, replyHref, replySubject } from './contact-links.ts';

describe('replySubject', () => {
  it('answers the contact form under its own subject', () => {
    expect(replySubject({ source: 'contact_form', subject: 'Frage zur Rechnung', listingTitle: null })).toBe(
      'Re: Frage zur Rechnung',
    );
    expect(replySubject({ source: 'contact_form', subject: null, listingTitle: null })).toBe('Re: Ihre Kontaktanfrage');
  });

  it('answers an enquiry under the listing it was about', () => {
    expect(replySubject({ source: 'enquiry', subject: null, listingTitle: 'Paddockbox am Waldrand' })).toBe(
      'Re: Ihre Anfrage zu „Paddockbox am Waldrand“',
    );
    expect(replySubject({ source: 'enquiry', subject: null, listingTitle: null })).toBe(
      'Re: Ihre Anfrage zu einem Stallplatz',
    );
  });
});

describe('replyHref', () => {
  it('encodes the subject, umlauts and quotes included', () => {
    expect(
      replyHref({ email: 'joerg@example.de', source: 'contact_form', subject: 'Größe & Preis?', listingTitle: null }),
    ).toBe('mailto:joerg@example.de?subject=Re%3A%20Gr%C3%B6%C3%9Fe%20%26%20Preis%3F');
  });
});

describe('callHref', () => {
  it('keeps only the digits and a leading plus', () => {
    expect(callHref('+49 170 1234-5678')).toBe('tel:+4917012345678');
    expect(callHref('(0170) 123 45 67')).toBe('tel:01701234567');
  });
});
