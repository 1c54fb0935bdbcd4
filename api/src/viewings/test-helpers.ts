// Factories for the viewing tests: a stable with a listing, a conversation about it, slots written straight to the
// database, and the .ics attached to a mail, parsed with ical.js.
import fs from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Knex } from 'knex';
import { buildListing, buildStable, buildUser } from '#test/factories.ts';
import type { ReadMail } from '#test/mail.ts';

export async function buildStableWithListing(knex: Knex, stable: Record<string, unknown> = {}) {
  const owner = await buildUser(knex, { isStableOwner: true });
  const built = await buildStable(knex, { ownerId: owner.id, ...stable });
  const listing = await buildListing(knex, { stableId: built.id });
  return { owner, stable: built, listing };
}

/** An enquiry about `listingId` and its conversation, as POST /api/listings/:id/enquiries opens them. */
export async function buildConversation(
  knex: Knex,
  listingId: number,
  enquirer: { id: number | null; email: string; name?: string },
) {
  const name = enquirer.name ?? 'Eva Reiter';
  const [enquiry] = (await knex('contactRequests')
    .insert({
      source: 'enquiry',
      listingId,
      userId: enquirer.id,
      name,
      email: enquirer.email,
      message: 'Kann ich mir den Stall ansehen?',
    })
    .returning('id')) as { id: number }[];
  const [conversation] = (await knex('conversations')
    .insert({
      enquiryId: enquiry!.id,
      listingId,
      enquirerId: enquirer.id,
      enquirerName: name,
      enquirerEmail: enquirer.email,
    })
    .returning('id')) as { id: number }[];
  return conversation!.id;
}

/** A whole hour `hours` from now. */
export function hoursAhead(hours: number, from = Date.now()): Date {
  return new Date(Math.ceil(from / 3_600_000) * 3_600_000 + hours * 3_600_000);
}

export async function buildSlot(
  knex: Knex,
  stableId: number,
  {
    startsAt = hoursAhead(72),
    minutes = 30,
    capacity = 1,
  }: { startsAt?: Date; minutes?: number; capacity?: number } = {},
) {
  const [slot] = (await knex('viewingSlots').insert({ stableId, startsAt, minutes, capacity }).returning('*')) as {
    id: number;
    startsAt: Date;
  }[];
  return slot!;
}

/** The text/calendar part of a mail, decoded. */
export async function calendarOf(mail: ReadMail): Promise<string> {
  const raw = await fs.readFile(mail.file, 'utf8');
  const at = raw.search(/Content-Type: text\/calendar/i);
  if (at < 0) throw new Error(`no calendar in "${mail.subject}"`);
  const part = raw.slice(at);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body = part
    .slice(headerEnd)
    .replace(/^\r?\n\r?\n/, '')
    .split(/\r?\n--/)[0]!;
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(headers))
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

export interface ParsedCalendar {
  method: string;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  tzid: string | null;
  timezones: string[];
  status: string;
  summary: string;
}

/** Parses an .ics with ical.js, resolving its TZID against the file's own VTIMEZONE. */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone').map((zone) => {
    const tz = new ICAL.Timezone(zone);
    ICAL.TimezoneService.register(tz, tz.tzid);
    return tz.tzid;
  });
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid') as string | null,
    timezones,
    status: String(vevent.getFirstPropertyValue('status')),
    summary: event.summary,
  };
}
