import { describe, expect, it } from 'vitest';
import { enquiryMailto, enquiryTel, formatDateTime } from './enquiry-links.ts';

describe('enquiryMailto', () => {
  it('answers the enquirer with "Re: Anfrage zu …" and the message quoted', () => {
    const href = enquiryMailto({
      email: 'lena@example.de',
      name: 'Lena',
      listing: { id: 1, title: 'Box & Weide' },
      message: 'Hallo\nnoch frei?',
    });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('lena@example.de');
    expect(url.searchParams.get('subject')).toBe('Re: Anfrage zu „Box & Weide“');
    expect(url.searchParams.get('body')).toContain('> Hallo\n> noch frei?');
  });

  it('names no title when the listing is gone', () => {
    const url = new URL(enquiryMailto({ email: 'a@b.de', name: 'A', listing: null, message: 'x' }));
    expect(url.searchParams.get('subject')).toBe('Re: Anfrage zu deinem Stallplatz');
  });
});

describe('enquiryTel', () => {
  it('keeps the digits and a leading plus', () => {
    expect(enquiryTel('+49 171 / 123-45')).toBe('tel:+4917112345');
    expect(enquiryTel('0171 12345')).toBe('tel:017112345');
  });
  it('gives no link without a number', () => {
    expect(enquiryTel(null)).toBeNull();
    expect(enquiryTel('')).toBeNull();
    expect(enquiryTel('abends')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('writes German date and time in Berlin time', () => {
    expect(formatDateTime('2026-11-21T13:05:00Z')).toBe('21.11.2026, 14:05');
  });
});
