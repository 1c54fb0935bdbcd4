// Listings that stay fresh (issue 38): a listing its owner leaves unchanged for `listingExpiryDays` goes offline,
// after a reminder mail EXPIRY_REMINDER_DAYS before with a single-use "Anzeige verlängern" link. When a listing
// runs out is declared here once; the API (answers, the admin filter, the job's SQL) and the pages read it.
import { HOME_TIME_ZONE } from './limits.ts';
import type { ListingDto } from './types.ts';
import { z } from './zod.ts';

/**
 * The reminder goes out this many days before the listing runs out, and it never runs out sooner after it; the
 * admin's filter "bald ablaufend" lists the listings within this window.
 */
export const EXPIRY_REMINDER_DAYS = 7;
/** A mailed renewal link works this long (also after the listing ran out). */
export const RENEWAL_LINK_DAYS = 30;

const DAY_MS = 86_400_000;

export const FRESHNESS_MSG = {
  invalidLink:
    'Dieser Link zum Verlängern ist ungültig. Melde dich an und verlängere die Anzeige unter „Meine Ställe“.',
  usedLink: 'Dieser Link wurde schon benutzt: Die Anzeige ist bereits verlängert.',
  expiredLink: 'Dieser Link ist abgelaufen. Melde dich an und verlängere die Anzeige unter „Meine Ställe“.',
  renewed: 'Die Anzeige ist verlängert.',
  renewedToReview: 'Die Anzeige ist verlängert und wird nach einer kurzen Prüfung durch unser Team wieder angezeigt.',
} as const;

/** The token of a mailed renewal link: 32 random bytes, base64url. */
export const RenewalTokenParam = z.object({
  token: z.string().regex(/^[\w-]{43}$/, FRESHNESS_MSG.invalidLink),
});

/** When a listing runs out, as the owner's and the admin's answers carry it. */
export interface ListingFreshnessDto {
  /** When it goes offline unless the owner updates or renews it; null while paused or already run out. */
  expiresAt: string | null;
  /** When it ran out for want of updates; null unless it is offline for that reason. */
  expiredAt: string | null;
}

/** A listing in the admin's list: as the public sees it, with when it runs out. */
export type AdminListingDto = ListingDto & ListingFreshnessDto;

export interface RenewalDto extends ListingFreshnessDto {
  message: string;
  listingId: number;
  title: string;
}

export interface FreshnessFacts {
  status: string;
  ownerTouchedAt: Date | string;
  expiryRemindedAt: Date | string | null;
  expiredAt: Date | string | null;
}

/**
 * When the listing runs out: `days` after its owner's last update, but never sooner than EXPIRY_REMINDER_DAYS after
 * its reminder (a lowered setting or a job that did not run cannot take a listing offline unannounced); not yet
 * reminded, the reminder is due at once, so no sooner than that many days from `now`. Null for a paused listing or
 * one that already ran out.
 */
export function listingExpiresAt(facts: FreshnessFacts, days: number, now: Date): Date | null {
  if (facts.expiredAt || facts.status === 'inactive') return null;
  const byAge = new Date(facts.ownerTouchedAt).getTime() + days * DAY_MS;
  const announced = facts.expiryRemindedAt ? new Date(facts.expiryRemindedAt).getTime() : now.getTime();
  return new Date(Math.max(byAge, announced + EXPIRY_REMINDER_DAYS * DAY_MS));
}

export function freshnessOf(facts: FreshnessFacts, days: number, now: Date): ListingFreshnessDto {
  const expiresAt = listingExpiresAt(facts, days, now);
  return {
    expiresAt: expiresAt ? expiresAt.toISOString() : null,
    expiredAt: facts.expiredAt ? new Date(facts.expiredAt).toISOString() : null,
  };
}

const homeDay = new Intl.DateTimeFormat('en-CA', { timeZone: HOME_TIME_ZONE, dateStyle: 'short' });

/** The calendar day (YYYY-MM-DD, in the platform's time zone) of a moment, for "läuft ab am 01.03.2027". */
export function homeDayOf(iso: string | Date): string {
  return homeDay.format(new Date(iso));
}

/** "01.03.2027": the day of a moment as the mails name it. */
export function homeDayLabel(iso: string | Date): string {
  const [year, month, day] = homeDayOf(iso).split('-');
  return `${day}.${month}.${year}`;
}
