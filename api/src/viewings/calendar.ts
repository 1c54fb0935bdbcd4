// A viewing as an iCalendar file (RFC 5545) made with ical-generator: the stable's time zone with its VTIMEZONE
// (from @touch4it/ical-timezones), one UID per viewing for its whole life and the viewing's SEQUENCE, so a
// calendar that took the first file updates the same entry on a move and removes it on METHOD:CANCEL.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { timeZoneOfRegion } from '#contract/viewings.ts';
import { conversationPathOf, ownerNameOf } from './presenter.ts';
import type { ViewingRow } from './rows.ts';

export interface CalendarFile {
  filename: string;
  content: string;
  contentType: string;
}

/** "Name <address>" or a bare address, as MAIL_FROM may be written. */
function addressOf(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match ? { name: match[1]!.trim() || match[2]!, email: match[2]! } : { name: mailFrom, email: mailFrom };
}

export function viewingUid(id: number, siteUrl: string): string {
  return `viewing-${id}@${new URL(siteUrl).hostname}`;
}

export function viewingCalendar(
  row: ViewingRow,
  options: { siteUrl: string; mailFrom: string; siteName: string; attendee: { name: string; email: string } },
): CalendarFile {
  const timeZone = timeZoneOfRegion(row.region);
  const cancelled = row.status === 'cancelled';
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: options.siteName, product: 'Besichtigungen', language: 'DE' },
    method,
    timezone: { name: timeZone, generator: getVtimezoneComponent },
  });
  const organizer = addressOf(options.mailFrom);
  calendar.createEvent({
    id: viewingUid(row.id, options.siteUrl),
    sequence: row.sequence,
    // Luxon's DateTime in the stable's zone: ical-generator writes it as local time with that TZID.
    start: DateTime.fromJSDate(new Date(row.startsAt)).setZone(timeZone),
    end: DateTime.fromJSDate(new Date(row.endsAt)).setZone(timeZone),
    timezone: timeZone,
    summary: `Besichtigung: ${row.stableName}`,
    description: `Stallplatz „${row.listingTitle}“ bei ${ownerNameOf(row)}. Nachrichten: ${options.siteUrl}${conversationPathOf(row.conversationId)}`,
    location: `${row.stableName}, ${row.address}, ${row.postalCode} ${row.city}`,
    url: `${options.siteUrl}${conversationPathOf(row.conversationId)}`,
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : row.status === 'booked'
        ? ICalEventStatus.CONFIRMED
        : ICalEventStatus.TENTATIVE,
    organizer: { name: organizer.name, email: organizer.email },
    attendees: [{ name: options.attendee.name, email: options.attendee.email }],
  });
  return {
    filename: `besichtigung-${row.id}.ics`,
    content: calendar.toString(),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
