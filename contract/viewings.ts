// Viewing appointments (Besichtigungen): the slots an owner publishes for a stable, the viewings booked or
// proposed in a conversation, their time zone and their German labels. The API validates with these schemas,
// the owner's slot screen, the conversation's booking box and the dashboard read the DTOs.
import { z } from './zod.ts';
import { countryOf, type Country } from './regions.ts';

// ---- limits and messages ----

export const VIEWING_LIMITS = {
  minMinutes: 15,
  maxMinutes: 480,
  maxCapacity: 50,
  maxWeeks: 12,
  /** How far ahead a slot may lie. */
  maxDaysAhead: 366,
} as const;

export const VIEWING_MSG = {
  startsAt: 'Bitte gib Datum und Uhrzeit des Termins an',
  startsAtPast: 'Der Termin muss in der Zukunft liegen',
  startsAtFar: 'Der Termin darf höchstens ein Jahr im Voraus liegen',
  minutes: `Bitte gib eine Dauer von ${VIEWING_LIMITS.minMinutes} bis ${VIEWING_LIMITS.maxMinutes} Minuten an`,
  capacity: `Bitte gib 1 bis ${VIEWING_LIMITS.maxCapacity} Besucher an`,
  weekdays: 'Bitte wähle mindestens einen Wochentag',
  time: 'Bitte gib die Uhrzeit als HH:MM an',
  weeks: `Bitte gib 1 bis ${VIEWING_LIMITS.maxWeeks} Wochen an`,
  slotId: 'Bitte wähle einen Termin',
  slotFull: 'Dieser Termin ist leider schon ausgebucht. Bitte wähle einen anderen.',
  slotPast: 'Dieser Termin liegt in der Vergangenheit. Bitte wähle einen anderen.',
  slotOtherStable: 'Dieser Termin gehört zu einem anderen Stall.',
  alreadyActive:
    'In dieser Unterhaltung ist schon eine Besichtigung vereinbart oder vorgeschlagen. Verschiebe sie oder sage sie zuerst ab.',
  notProposed: 'Diese Besichtigung wartet nicht auf eine Zusage.',
  ownerCannotAccept: 'Einen Vorschlag nimmt die anfragende Person an.',
  cancelled: 'Diese Besichtigung ist bereits abgesagt.',
  over: 'Diese Besichtigung liegt in der Vergangenheit.',
  slotHasBookings:
    'Für diesen Termin gibt es Buchungen. Sage sie zuerst in den Unterhaltungen ab, dann kannst du ihn löschen.',
  sameSlot: 'Die Besichtigung liegt schon auf diesem Termin.',
  blocked: 'Du kannst hier keine Besichtigung mehr vereinbaren: Der Stall hat weitere Nachrichten von dir blockiert.',
} as const;

// ---- time zones and labels ----

export const VIEWING_TIME_ZONES: Record<Country, string> = {
  de: 'Europe/Berlin',
  at: 'Europe/Vienna',
  ch: 'Europe/Zurich',
};

/** The time zone of a stable, by its region (contract/regions.ts countryOf). */
export function timeZoneOfRegion(region: string | null | undefined): string {
  return VIEWING_TIME_ZONES[countryOf(region)];
}

const labelFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string) {
  let formats = labelFormats.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat('de-DE', {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    labelFormats.set(timeZone, formats);
  }
  return formats;
}

/** "Sa., 6. Dez. 2026, 14:00–14:30 Uhr" in the stable's time zone. */
export function viewingTimeLabel(startsAt: string | Date, endsAt: string | Date, timeZone: string): string {
  const { day, time } = formatsOf(timeZone);
  const start = new Date(startsAt);
  return `${day.format(start)}, ${time.format(start)}–${time.format(new Date(endsAt))} Uhr`;
}

// ---- the owner's slots: POST /api/my/stables/:id/viewing-slots ----

const minutes = z
  .number({ error: VIEWING_MSG.minutes })
  .int(VIEWING_MSG.minutes)
  .min(VIEWING_LIMITS.minMinutes, VIEWING_MSG.minutes)
  .max(VIEWING_LIMITS.maxMinutes, VIEWING_MSG.minutes);
const capacity = z
  .number({ error: VIEWING_MSG.capacity })
  .int(VIEWING_MSG.capacity)
  .min(1, VIEWING_MSG.capacity)
  .max(VIEWING_LIMITS.maxCapacity, VIEWING_MSG.capacity);

/** One slot: a moment with its offset (2026-12-06T14:00:00+01:00), its length and how many visitors it takes. */
export const SingleSlotBody = z.object({
  startsAt: z.iso.datetime({ offset: true, error: VIEWING_MSG.startsAt }),
  minutes,
  capacity,
});
export type SingleSlotBody = z.infer<typeof SingleSlotBody>;

/**
 * A weekly pattern: on each weekday (1 = Monday … 7 = Sunday) at `time`, local time of the stable, for the coming
 * `weeks` weeks starting today; moments already past are skipped, as are slots that already exist at that moment.
 */
export const WeeklySlotsBody = z.object({
  weekly: z.object({
    weekdays: z
      .array(z.number().int().min(1, VIEWING_MSG.weekdays).max(7, VIEWING_MSG.weekdays), {
        error: VIEWING_MSG.weekdays,
      })
      .min(1, VIEWING_MSG.weekdays)
      .max(7, VIEWING_MSG.weekdays)
      .transform((days) => [...new Set(days)].sort()),
    time: z.string({ error: VIEWING_MSG.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, VIEWING_MSG.time),
    minutes,
    capacity,
    weeks: z
      .number({ error: VIEWING_MSG.weeks })
      .int(VIEWING_MSG.weeks)
      .min(1, VIEWING_MSG.weeks)
      .max(VIEWING_LIMITS.maxWeeks, VIEWING_MSG.weeks),
  }),
});
export type WeeklySlotsBody = z.infer<typeof WeeklySlotsBody>;

export const ViewingSlotsBody = z.union([WeeklySlotsBody, SingleSlotBody]);
export type ViewingSlotsBody = z.infer<typeof ViewingSlotsBody>;

/** Answer to a single slot: 201 `{ id }`; to a weekly pattern: 201 `{ ids }` (the slots made, in time order). */
export type CreatedSlotDto = { id: number };
export type CreatedSlotsDto = { ids: number[] };

// ---- booking, proposing, moving ----

/** POST /api/me/conversations/:id/viewings and POST /api/me/viewings/:id/move. */
export const ViewingBody = z.object({
  slotId: z.number({ error: VIEWING_MSG.slotId }).int(VIEWING_MSG.slotId).positive(VIEWING_MSG.slotId),
});
export type ViewingBody = z.infer<typeof ViewingBody>;

// ---- answers ----

export const VIEWING_STATUSES = ['proposed', 'booked', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

export const VIEWING_STATUS_LABELS: Record<ViewingStatus, string> = {
  proposed: 'Vorgeschlagen',
  booked: 'Gebucht',
  cancelled: 'Abgesagt',
};

/** GET /api/listings/:id/viewing-slots: a future slot with free places. */
export interface FreeSlotDto {
  id: number;
  startsAt: string;
  endsAt: string;
  /** Places still free (capacity minus proposed and booked viewings). */
  free: number;
  /** The stable's time zone, to show the time as the stable counts it. */
  timeZone: string;
}

/** A viewing of a slot, as the owner's slot list shows it. */
export interface SlotViewingDto {
  id: number;
  status: Exclude<ViewingStatus, 'cancelled'>;
  conversationId: number;
  enquirerName: string;
}

/** GET /api/my/stables/:id/viewing-slots: the stable's slots from today on, with their viewings. */
export interface OwnerSlotDto {
  id: number;
  startsAt: string;
  endsAt: string;
  minutes: number;
  capacity: number;
  free: number;
  timeZone: string;
  viewings: SlotViewingDto[];
}

/** A viewing as either side sees it: GET /api/me/viewings, GET /api/me/conversations/:id/viewings, and the
 *  answer of every change (book, propose, accept, move, cancel). */
export interface ViewingDto {
  id: number;
  /** null once the slot of a cancelled viewing was deleted. */
  slotId: number | null;
  conversationId: number;
  listing: { id: number; title: string; path: string | null };
  stable: { id: number; name: string };
  startsAt: string;
  endsAt: string;
  timeZone: string;
  status: ViewingStatus;
  /** The signed-in user's side of the conversation. */
  role: 'owner' | 'enquirer';
  proposedBy: 'owner' | 'enquirer';
  cancelledBy: 'owner' | 'enquirer' | null;
  /** The other side's name, as the conversation shows it. */
  otherParty: { name: string };
  /** What may the signed-in user do now. */
  canAccept: boolean;
  canMove: boolean;
  canCancel: boolean;
  /** GET this for the .ics of the viewing (either side). */
  calendarPath: string;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at `moment`. */
function offsetMinutes(moment: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const part = (type: string) => Number(format.formatToParts(moment).find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(moment / 60_000) * 60_000) / 60_000);
}

/**
 * The moment a wall-clock time (2026-12-06, 14:00) has in `timeZone`, as ISO 8601 in UTC: what the owner's slot
 * form sends, whatever zone the owner's own device is in. A time the clocks skip (the spring change) counts on
 * the offset before the change.
 */
export function zonedMoment(day: string, time: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let moment = wall - offsetMinutes(wall, timeZone) * 60_000;
  moment = wall - offsetMinutes(moment, timeZone) * 60_000;
  return new Date(moment).toISOString();
}
