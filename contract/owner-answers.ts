// zod schemas of the answers of the stable owner's area (/api/my/*), for the OpenAPI document; each `satisfies`
// its DTO (contract/owner.ts, contract/enquiries.ts), and the API's test validates real answers against them.
import { z } from './zod.ts';
import { id, isoDay, isoTime, stableShape } from './answers.ts';
import type { OwnerEnquiryDto } from './enquiries.ts';
import { HorseBody } from './horses.ts';
import { freshnessShape } from './listing-freshness-answers.ts';
import { LISTING_STATUSES } from './listing-status.ts';
import {
  ListingFactsBody,
  PriceItemBody,
  type ListingStatsDto,
  type OwnListingDto,
  type OwnStableDto,
  type PhotoDto,
  type PhotoListDto,
} from './owner.ts';
import { REGIONS } from './regions.ts';
import { STALL_TYPES } from './stall-types.ts';

export const OwnStableAnswer = z
  .object({
    ...stableShape,
    createdAt: isoTime,
    listingCount: z.int().meta({ description: 'Anzeigen dieses Stalls' }),
    activeListingCount: z.int().meta({ description: 'Davon öffentlich (aktiv oder Premium)' }),
  })
  .meta({
    id: 'OwnStable',
    description: 'Ein eigener Stall mit der Zahl seiner Anzeigen',
  }) satisfies z.ZodType<OwnStableDto>;

export const PhotoAnswer = z
  .object({
    id,
    url: z.string().meta({ description: 'Die mittlere Größe, gut für Karten' }),
    srcset: z.string().meta({ description: 'Jede gespeicherte Breite: „…-480.webp 480w, …-960.webp 960w“' }),
    width: z.int(),
    height: z.int(),
  })
  .meta({ id: 'Photo', description: 'Ein Foto in seinen Größen' }) satisfies z.ZodType<PhotoDto>;

export const PhotoListAnswer = z
  .object({
    photos: z.array(PhotoAnswer).meta({ description: 'Titelbild zuerst' }),
    listingStatus: z
      .enum(LISTING_STATUSES)
      .meta({ description: 'Der Status der Anzeige, den ein Hochladen ändern kann' }),
  })
  .meta({ id: 'PhotoList', description: 'Die Fotos einer Anzeige' }) satisfies z.ZodType<PhotoListDto>;

export const OwnListingAnswer = z
  .object({
    id,
    stableId: id,
    stableName: z.string(),
    region: z.enum(REGIONS),
    title: z.string(),
    description: z.string(),
    stallType: z.enum(STALL_TYPES),
    pricePerMonth: z.number(),
    priceItems: z.array(PriceItemBody),
    deposit: z.number().nullable(),
    freePlaces: z.int(),
    availableFrom: isoDay.nullable(),
    features: z.array(z.string()),
    facts: ListingFactsBody,
    contactPhone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    whatsappNumber: z.string().nullable(),
    status: z.enum(LISTING_STATUSES),
    isPremium: z.boolean(),
    photos: z.array(PhotoAnswer),
    viewCount: z.int(),
    views30: z.int().meta({ description: 'Aufrufe der letzten 30 Tage' }),
    enquiries30: z.int().meta({ description: 'Anfragen der letzten 30 Tage' }),
    unreadEnquiries: z.int(),
    isPublic: z.boolean().meta({ description: 'Ob Besucher die Anzeige sehen (aktiv oder Premium)' }),
    moderation: z
      .object({ state: z.enum(['hidden', 'change_requested']), reason: z.string() })
      .nullable()
      .meta({ description: 'Von der Moderation ausgeblendet (für immer) oder bis zur Korrektur, mit Begründung' }),
    ...freshnessShape,
    createdAt: isoTime,
    updatedAt: isoTime,
  })
  .meta({ id: 'OwnListing', description: 'Eine eigene Anzeige mit ihren Zahlen' }) satisfies z.ZodType<OwnListingDto>;

const dayFigures = { views: z.int(), enquiries: z.int() };

export const ListingStatsAnswer = z
  .object({
    listingId: id,
    from: isoDay,
    to: isoDay,
    days: z.array(z.object({ day: isoDay, ...dayFigures })),
    totals: z.object(dayFigures),
  })
  .meta({
    id: 'ListingStats',
    description: 'Aufrufe und Anfragen je Tag der letzten 30 Tage',
  }) satisfies z.ZodType<ListingStatsDto>;

export const OwnerEnquiryAnswer = z
  .object({
    id,
    listing: z.object({ id, title: z.string() }).nullable(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    moveInDate: isoDay.nullable(),
    message: z.string(),
    horse: HorseBody.nullable().meta({ description: 'Das mitgesendete Pferd, wie es damals war' }),
    status: z.enum(['new', 'answered']),
    readAt: isoTime.nullable(),
    createdAt: isoTime,
  })
  .meta({
    id: 'OwnerEnquiry',
    description: 'Eine Anfrage an eine eigene Anzeige',
  }) satisfies z.ZodType<OwnerEnquiryDto>;
