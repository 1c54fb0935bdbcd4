// zod schemas of the viewing answers (contract/viewings.ts), for the OpenAPI document; each `satisfies` its DTO.
import { z } from './zod.ts';
import { id, isoTime } from './answers.ts';
import {
  VIEWING_STATUSES,
  type CreatedSlotDto,
  type CreatedSlotsDto,
  type FreeSlotDto,
  type OwnerSlotDto,
  type ViewingDto,
} from './viewings.ts';

const timeZone = z
  .string()
  .meta({ description: 'Zeitzone des Stalls: Europe/Berlin, Europe/Vienna oder Europe/Zurich' });
const side = z.enum(['owner', 'enquirer']);

export const CreatedSlotAnswer = z
  .object({ id })
  .meta({ id: 'CreatedViewingSlot', description: 'Der angelegte Termin' }) satisfies z.ZodType<CreatedSlotDto>;

export const CreatedSlotsAnswer = z.object({ ids: z.array(id) }).meta({
  id: 'CreatedViewingSlots',
  description: 'Die angelegten Termine eines Wochenmusters',
}) satisfies z.ZodType<CreatedSlotsDto>;

export const FreeSlotAnswer = z
  .object({ id, startsAt: isoTime, endsAt: isoTime, free: z.int().positive(), timeZone })
  .meta({
    id: 'FreeViewingSlot',
    description: 'Ein künftiger Besichtigungstermin mit freien Plätzen',
  }) satisfies z.ZodType<FreeSlotDto>;

export const OwnerSlotAnswer = z
  .object({
    id,
    startsAt: isoTime,
    endsAt: isoTime,
    minutes: z.int(),
    capacity: z.int(),
    free: z.int(),
    timeZone,
    viewings: z.array(
      z.object({
        id,
        status: z.enum(['proposed', 'booked']),
        conversationId: id,
        enquirerName: z.string(),
      }),
    ),
  })
  .meta({
    id: 'OwnerViewingSlot',
    description: 'Ein Besichtigungstermin des eigenen Stalls mit seinen Buchungen',
  }) satisfies z.ZodType<OwnerSlotDto>;

export const ViewingAnswer = z
  .object({
    id,
    slotId: id.nullable(),
    conversationId: id,
    listing: z.object({ id, title: z.string(), path: z.string().nullable() }),
    stable: z.object({ id, name: z.string() }),
    startsAt: isoTime,
    endsAt: isoTime,
    timeZone,
    status: z.enum(VIEWING_STATUSES),
    role: side,
    proposedBy: side,
    cancelledBy: side.nullable(),
    otherParty: z.object({ name: z.string() }),
    canAccept: z.boolean(),
    canMove: z.boolean(),
    canCancel: z.boolean(),
    calendarPath: z.string().meta({ description: 'Pfad der .ics-Datei dieser Besichtigung' }),
  })
  .meta({
    id: 'Viewing',
    description: 'Eine Besichtigung, wie die angemeldete Seite sie sieht',
  }) satisfies z.ZodType<ViewingDto>;
