// zod schemas of the API's public and account answers, for the OpenAPI document (api/src/openapi/). The shapes
// are the presenters' (contract/types.ts and the DTOs beside their inputs): each schema `satisfies` its type, and
// the API's test validates real answers against the document, so a field the presenter adds or drops fails there.
// Descriptions are German, as the API speaks German. The site never imports this module at run time.
import { z } from './zod.ts';
import { STABLE_AMENITIES, STABLE_AMENITY_LABELS, type StableAmenity } from './amenities.ts';
import type { FavouritesDto, MessageDto } from './account.ts';
import type { SentEnquiryDto } from './enquiries.ts';
import { SPECIAL_NEEDS, STABLE_FACILITIES } from './facts.ts';
import {
  HOOF_STATES,
  HORSE_GENDERS,
  HORSE_TURNOUTS,
  HORSE_TYPES,
  type HorseDto,
  type HorsesImportDto,
} from './horse-fields.ts';
import { LEGAL_DOCUMENTS } from './legal.ts';
import { LISTING_STATUSES } from './listing-status.ts';
import type { MapAnswerDto } from './map.ts';
import { ListingFactsBody, PriceItemBody } from './owner.ts';
import type { PlaceDto } from './places.ts';
import { REGIONS } from './regions.ts';
import { STALL_TYPES } from './stall-types.ts';
import type { TravelTimeDto } from './travel.ts';
import type { AdminSession, ListingDto, MaintenanceInfo, PublicUser, StableDto } from './types.ts';

export const isoTime = z.iso.datetime({ offset: true }).meta({ description: 'Zeitpunkt nach ISO 8601' });
export const isoDay = z.iso.date().meta({ description: 'Tag als JJJJ-MM-TT' });
export const id = z.int().positive();

export const Message = z
  .object({ message: z.string().meta({ description: 'Was geschehen ist, als deutscher Satz' }) })
  .meta({ id: 'Message', description: 'Eine Bestätigung in Worten' }) satisfies z.ZodType<MessageDto>;

export const Created = z
  .object({ id, message: z.string() })
  .meta({ id: 'Created', description: 'Die Nummer des Angelegten und eine Bestätigung' });

/** The body of every 4xx and 5xx answer (api/src/http/error-handler.ts, the one writer of error bodies). */
export const ErrorBody = z
  .object({
    message: z.string().meta({ description: 'Die Fehlermeldung auf Deutsch, zum Anzeigen gedacht' }),
    errors: z.record(z.string(), z.string()).optional().meta({
      description: 'Je Feld die erste Meldung (Schlüssel wie „email“ oder „facts.minAge“; „_“ für das Ganze)',
    }),
    suggestions: z
      .array(z.lazy(() => Place))
      .optional()
      .meta({ description: 'Bei einem unbekannten Ort: ähnliche Orte zur Auswahl' }),
    requestId: z.string().optional().meta({ description: 'Bei 500: die Nummer der Anfrage für den Support' }),
  })
  .meta({ id: 'Error', description: 'Fehlerantwort' });

export const PublicUserAnswer = z
  .object({
    id,
    email: z.string(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    isAdmin: z.boolean(),
    isStableOwner: z.boolean(),
    emailVerified: z.boolean().meta({ description: 'Ob die E-Mail-Adresse über den zugeschickten Link bestätigt ist' }),
    pendingEmail: z
      .string()
      .nullable()
      .meta({ description: 'Eine neue Adresse, die noch auf ihre Bestätigung wartet' }),
    createdAt: isoTime,
    consentsDue: z
      .array(z.enum(LEGAL_DOCUMENTS))
      .optional()
      .meta({
        description:
          'Nur in den Antworten der Sitzung (Konto, Anmeldung, Registrierung): die Rechtstexte (AGB, Datenschutz), ' +
          'deren aktuelle Fassung das Konto noch nicht akzeptiert hat; die Website fragt beim nächsten Besuch danach.',
      }),
  })
  .meta({ id: 'User', description: 'Ein Benutzerkonto, ohne Passwort' }) satisfies z.ZodType<PublicUser>;

export const UserMessage = z
  .object({ message: z.string(), user: PublicUserAnswer })
  .meta({ id: 'UserMessage', description: 'Eine Bestätigung mit dem Konto, wie es jetzt ist' });

export const AdminSessionAnswer = z
  .object({ id, username: z.string(), isAdmin: z.boolean() })
  .meta({ id: 'AdminSession', description: 'Die Anmeldung im Verwaltungsbereich' }) satisfies z.ZodType<AdminSession>;

export const MaintenanceAnswer = z.object({ maintenanceMode: z.boolean(), maintenanceText: z.string() }).meta({
  id: 'Maintenance',
  description: 'Ob die Plattform gerade gewartet wird, und der Hinweis dazu',
}) satisfies z.ZodType<MaintenanceInfo>;

/** The eight amenity flags, each described by its German label. */
export const amenityFlags = Object.fromEntries(
  STABLE_AMENITIES.map((key) => [key, z.boolean().meta({ description: STABLE_AMENITY_LABELS[key] })]),
) as Record<StableAmenity, z.ZodBoolean>;

export const stableShape = {
  id,
  name: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  region: z.enum(REGIONS),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.int(),
  ...amenityFlags,
  facilities: z.array(z.enum(STABLE_FACILITIES)).meta({ description: 'Einrichtungen über die Ausstattung hinaus' }),
  indoorArenaSize: z.string().nullable().meta({ description: 'Größe der Reithalle, wie der Stall sie angibt' }),
};

export const StableAnswer = z
  .object(stableShape)
  .meta({ id: 'Stable', description: 'Ein Stall, wie Besucher ihn sehen' }) satisfies z.ZodType<StableDto>;

export const TravelTimeAnswer = z
  .object({
    from: z.string().meta({ description: 'Der Startort, wie die Suche ihn verstanden hat („80331 München“)' }),
    minutes: z.int().meta({ description: 'Fahrzeit in Minuten; Schätzungen auf 5 Minuten gerundet' }),
    estimated: z.boolean().meta({ description: 'Aus der Entfernung geschätzt, nicht von einem Routenplaner' }),
  })
  .meta({ id: 'TravelTime', description: 'Die Fahrzeit von einem Startort' }) satisfies z.ZodType<TravelTimeDto>;

export const ListingAnswer = z
  .object({
    id,
    title: z.string(),
    description: z.string(),
    stallType: z.enum(STALL_TYPES),
    pricePerMonth: z.number().meta({ description: 'Grundpreis im Monat in Euro' }),
    priceItems: z.array(PriceItemBody).meta({ description: 'Was im Grundpreis steckt und was dazukommt' }),
    deposit: z.number().nullable().meta({ description: 'Kaution in Euro' }),
    totalMonthly: z.number().meta({ description: 'Gesamtkosten im Monat: Grundpreis und alle Pflicht-Posten' }),
    freePlaces: z.int().meta({ description: 'Freie Plätze; 0 heißt „Derzeit belegt“' }),
    availableFrom: isoDay.nullable(),
    facts: ListingFactsBody.meta({
      description: 'Betreuung, Weidegang, Platz, Aufnahme und Vertrag; fehlt: unbekannt',
    }),
    imageUrls: z.array(z.string()),
    images: z.array(
      z.object({
        url: z.string(),
        srcset: z.string().nullable(),
        width: z.int().nullable(),
        height: z.int().nullable(),
      }),
    ),
    features: z.array(z.string()),
    isPremium: z.boolean(),
    viewCount: z.int(),
    createdAt: isoTime,
    status: z.enum(LISTING_STATUSES),
    contactPhone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    whatsappNumber: z.string().nullable(),
    stable: StableAnswer,
    distanceKm: z
      .number()
      .optional()
      .meta({ description: 'Luftlinie zum Ort der Suche in km (nur bei einer Umkreissuche)' }),
    travel: z
      .array(TravelTimeAnswer)
      .optional()
      .meta({ description: 'Fahrzeiten je Startort (nur bei einer Fahrzeitsuche)' }),
  })
  .meta({ id: 'Listing', description: 'Ein Stallplatz (Anzeige) mit seinem Stall' }) satisfies z.ZodType<ListingDto>;

export const MapAnswer = z
  .object({
    zoom: z.int(),
    bbox: z
      .tuple([z.number(), z.number(), z.number(), z.number()])
      .meta({ description: 'Der gezählte Ausschnitt (West, Süd, Ost, Nord), auf ganze Rasterzellen erweitert' }),
    total: z.int().meta({ description: 'Alle Treffer im Ausschnitt' }),
    clusters: z.array(
      z.object({
        x: z.int(),
        y: z.int(),
        lat: z.number(),
        lon: z.number(),
        count: z.int(),
        premium: z.int(),
        id: id.optional().meta({ description: 'Bei einem einzelnen Stallplatz seine Nummer' }),
      }),
    ),
  })
  .meta({
    id: 'Map',
    description: 'Die Treffer einer Suche als Gruppen je Rasterzelle der Karte',
  }) satisfies z.ZodType<MapAnswerDto>;

export const Place = z
  .object({
    label: z.string().meta({ description: 'So zeigt das Ortsfeld ihn: „80331 München“' }),
    postalCode: z.string().optional(),
    country: z.enum(REGIONS),
    lat: z.number(),
    lon: z.number(),
  })
  .meta({ id: 'Place', description: 'Ein Ort oder eine Postleitzahl' }) satisfies z.ZodType<PlaceDto>;

export const FavouritesAnswer = z
  .object({
    ids: z.array(id).meta({ description: 'Die gemerkten Stallplätze, die jetzt öffentlich sind, neueste zuerst' }),
    listings: z.array(ListingAnswer),
  })
  .meta({ id: 'Favourites', description: 'Die gemerkten Stallplätze' }) satisfies z.ZodType<FavouritesDto>;

export const SentEnquiryAnswer = z
  .object({
    id,
    createdAt: isoTime,
    status: z.enum(['new', 'read', 'answered']),
    horseName: z.string().nullable(),
    listing: z.object({ id, title: z.string(), path: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'SentEnquiry', description: 'Eine gesendete Anfrage' }) satisfies z.ZodType<SentEnquiryDto>;

export const HorseAnswer = z
  .object({
    id,
    name: z.string(),
    heightCm: z.int().nullable().meta({ description: 'Stockmaß in cm' }),
    gender: z.enum(HORSE_GENDERS).nullable(),
    age: z.int().nullable(),
    type: z.enum(HORSE_TYPES).nullable(),
    breed: z.string().nullable(),
    hoofs: z.enum(HOOF_STATES).nullable(),
    needs: z.array(z.enum(SPECIAL_NEEDS)),
    turnout: z.enum(HORSE_TURNOUTS).nullable(),
    discipline: z.string().nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'Horse', description: 'Ein Pferdeprofil' }) satisfies z.ZodType<HorseDto>;

export const HorsesImportAnswer = z
  .object({
    horses: z.array(HorseAnswer),
    skipped: z.int().meta({ description: 'Nicht übernommen, weil das Konto schon so viele Pferde hat wie erlaubt' }),
  })
  .meta({ id: 'HorsesImport' }) satisfies z.ZodType<HorsesImportDto>;

/** GET /api/me/export: the whole file, its parts as the export writes them. */
export const AccountExport = z
  .object({
    exportedAt: isoTime,
    profile: z.looseObject(PublicUserAnswer.shape),
    stables: z.array(z.looseObject({ id })),
    listings: z.array(z.looseObject({ id })),
    favourites: z.array(z.looseObject({ listingId: id })),
  })
  .catchall(z.unknown())
  .meta({ id: 'AccountExport', description: 'Alles, was über das Konto gespeichert ist (DSGVO Art. 15 und 20)' });
