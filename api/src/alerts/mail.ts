// The alert mails: a saved search's new matches as up to ten cards (photo, title, all-in month, distance or travel
// time from the search's place, fit for the account's horse) with the link to all matches, and an account's news
// about its favourites. Every one carries a one-click unsubscribe (RFC 8058) and a link to the unsubscribe page.
import { FIT_VERDICT_LABELS, horseFit } from '#contract/fit.ts';
import { distanceKm, roundKm } from '#contract/geo.ts';
import type { HorseData } from '#contract/horses.ts';
import { SAVED_SEARCH_LIMITS } from '#contract/saved-searches.ts';
import { countryOf, type Region } from '#contract/regions.ts';
import { estimateMinutes } from '#contract/travel.ts';
import type { ListingDto } from '#contract/types.ts';
import type { Config } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { renderMail } from '../mail/layout.ts';
import type { Criteria } from './criteria.ts';
import { ALERT_ONE_CLICK_PATH, alertToken } from './links.ts';

export const UNSUBSCRIBE_PAGE = '/suchauftraege/abbestellen';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Where the card's listing lies from the search's place: "12,3 km von 80331 München" or "ca. 25 Min. ab Köln". */
function placeLine(criteria: Criteria, listing: ListingDto): string | null {
  const { latitude: lat, longitude: lon } = listing.stable;
  if (lat === null || lon === null) return null;
  const origin = criteria.origins[0];
  if (origin && !criteria.near) {
    return `ca. ${Math.round(estimateMinutes(distanceKm(origin, { lat, lon })))} Min. ab ${origin.label}`;
  }
  if (criteria.near) {
    const km = roundKm(distanceKm(criteria.near, { lat, lon })).toLocaleString('de-DE');
    return `${km} km von ${criteria.near.label}`;
  }
  return null;
}

export interface SearchAlert {
  searchId: number;
  to: string;
  firstName: string | null;
  /** An account's search (links to /suchauftraege), or a visitor's. */
  account: boolean;
  name: string;
  query: string;
  criteria: Criteria;
  listings: ListingDto[];
  /** New matches in all (the cards show at most SAVED_SEARCH_LIMITS.cardsPerMail). */
  count: number;
  horse: HorseData | null;
}

function absolute(base: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

const CARDS = '\u2063CARDS\u2063';

export function searchAlertMail(
  alert: SearchAlert,
  siteName: string,
  config: Pick<Config, 'siteUrl' | 'sessionSecret'>,
): MailMessage {
  const base = config.siteUrl;
  const token = alertToken(config.sessionSecret ?? 'missing-secret', { search: alert.searchId });
  const shown = alert.listings.slice(0, SAVED_SEARCH_LIMITS.cardsPerMail);
  const cards = shown.map((listing) => {
    const place = placeLine(alert.criteria, listing);
    const fit = alert.horse
      ? `${FIT_VERDICT_LABELS[horseFit(alert.horse, listing.facts).verdict]} für ${alert.horse.name || 'dein Pferd'}`
      : null;
    const lines = [
      `${euro.format(listing.totalMonthly)} im Monat (alles inklusive)`,
      `${listing.stable.name}, ${listing.stable.postalCode} ${listing.stable.city}`,
      ...(place ? [place] : []),
      ...(fit ? [fit] : []),
    ];
    return { listing, url: `${base}/${countryOf(listing.stable.region)}/stallplatz/${listing.id}`, lines };
  });
  const all = `${base}/stallplaetze${alert.query ? `?${alert.query}` : ''}`;
  const intro =
    alert.count === 1
      ? `zu deinem Suchauftrag „${alert.name}“ gibt es einen neuen Stallplatz:`
      : `zu deinem Suchauftrag „${alert.name}“ gibt es ${alert.count} neue Stallplätze:`;
  const footer = [
    alert.account
      ? `Deine Suchaufträge verwaltest du hier: ${base}/suchauftraege`
      : `Du bekommst diese E-Mail, weil du diesen Suchauftrag bei ${siteName} gespeichert und bestätigt hast.`,
    `Keine E-Mails mehr zu diesem Suchauftrag: ${base}${UNSUBSCRIBE_PAGE}/${token}`,
  ];
  const common = {
    siteName,
    greeting: alert.firstName ? `Hallo ${alert.firstName},` : 'Hallo,',
    action: { label: `Alle ${alert.count} Treffer ansehen`, url: all },
    footer,
  };
  const { text } = renderMail({
    ...common,
    paragraphs: [
      intro,
      cards.map((card) => [`„${card.listing.title}“`, ...card.lines, card.url].join('\n')).join('\n\n'),
    ],
  });
  const cardsHtml = cards
    .map(({ listing, url, lines }) => {
      const image = listing.imageUrls[0];
      return `<table role="presentation" width="100%" style="border-collapse:collapse;margin:0 0 16px;border:1px solid #e5e0da;border-radius:6px"><tr>${
        image
          ? `<td width="120" style="padding:8px;vertical-align:top"><a href="${escapeHtml(url)}"><img src="${escapeHtml(
              absolute(base, image),
            )}" width="112" alt="" style="display:block;border-radius:4px;width:112px;height:auto"></a></td>`
          : ''
      }<td style="padding:8px;vertical-align:top"><a href="${escapeHtml(url)}" style="color:#8b4513;font-weight:bold">${escapeHtml(
        listing.title,
      )}</a><br>${lines.map(escapeHtml).join('<br>')}</td></tr></table>`;
    })
    .join('\n');
  const rendered = renderMail({ ...common, paragraphs: [intro, CARDS] });
  const html = rendered.html.replace(`<p>${CARDS}</p>`, cardsHtml);
  return {
    to: alert.to,
    subject:
      alert.count === 1
        ? `Neuer Stallplatz für „${alert.name}“: ${shown[0]?.title ?? ''}`
        : `${alert.count} neue Stallplätze für „${alert.name}“`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${base}${ALERT_ONE_CLICK_PATH}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface FavouriteNews {
  listingId: number;
  kind: 'free' | 'cheaper' | 'gone';
  title: string;
  region: Region;
  /** Now and before, for "cheaper". */
  price: number | null;
  total: number | null;
  oldPrice: number | null;
  oldTotal: number | null;
}

function newsLine(news: FavouriteNews, base: string): string {
  const title = `„${news.title}“`;
  if (news.kind === 'gone') return `${title} ist nicht mehr online.`;
  const link = `\n${base}/${countryOf(news.region)}/stallplatz/${news.listingId}`;
  if (news.kind === 'free') return `${title} hat wieder einen freien Platz.${link}`;
  const total = news.oldTotal !== null && news.total !== null && news.total < news.oldTotal;
  const now = total ? news.total! : news.price!;
  const before = total ? news.oldTotal! : news.oldPrice!;
  return `${title} ist günstiger: ${euro.format(now)} statt ${euro.format(before)} im Monat${total ? ' (alles inklusive)' : ''}.${link}`;
}

export function favouriteAlertMail(
  to: { userId: number; email: string; firstName: string | null },
  news: FavouriteNews[],
  siteName: string,
  config: Pick<Config, 'siteUrl' | 'sessionSecret'>,
  digest: boolean,
): MailMessage {
  const base = config.siteUrl;
  const token = alertToken(config.sessionSecret ?? 'missing-secret', { favourites: to.userId });
  const { text, html } = renderMail({
    siteName,
    greeting: to.firstName ? `Hallo ${to.firstName},` : 'Hallo,',
    paragraphs: [
      news.length === 1
        ? 'bei einem deiner gemerkten Stallplätze gibt es Neues:'
        : 'bei deinen gemerkten Stallplätzen gibt es Neues:',
      news.map((entry) => newsLine(entry, base)).join('\n\n'),
    ],
    action: { label: 'Zu deinen gemerkten Stallplätzen', url: `${base}/merkliste` },
    footer: [
      `Wann wir dir zu gemerkten Stallplätzen schreiben, stellst du in deinem Profil ein: ${base}/profile`,
      `Keine E-Mails mehr zu gemerkten Stallplätzen: ${base}${UNSUBSCRIBE_PAGE}/${token}`,
    ],
  });
  return {
    to: to.email,
    subject: digest
      ? 'Neues von deinen gemerkten Stallplätzen'
      : news.length === 1
        ? `Neues zu „${news[0]!.title}“`
        : `Neues zu ${news.length} gemerkten Stallplätzen`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${base}${ALERT_ONE_CLICK_PATH}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
