// The document's entries for saved searches (Suchaufträge), their confirmation and unsubscribe links, and the
// account's alerts on favourites (api/src/alerts/).
import { z } from '#contract/zod.ts';
import { Message } from '#contract/answers.ts';
import { IdParam } from '#contract/schemas.ts';
import {
  FavouriteAlertsBody,
  SavedSearchConfirmBody,
  SavedSearchCreateBody,
  SavedSearchDto,
  SavedSearchOneClickQuery,
  SavedSearchUnsubscribeBody,
  SavedSearchUpdateBody,
  SavedSearchVisitorBody,
} from '#contract/saved-searches.ts';
import type { Operation } from './operation.ts';

const Confirmed = z.object({ message: z.string(), name: z.string() }).meta({ id: 'SavedSearchConfirmed' });

export const SAVED_SEARCH_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/me/saved-searches',
    tag: 'Konto',
    access: 'user',
    summary: 'Die Suchaufträge des Kontos, die neuesten zuerst',
    answer: { schema: z.array(SavedSearchDto), description: 'Die Suchaufträge' },
  },
  {
    method: 'post',
    path: '/api/me/saved-searches',
    tag: 'Konto',
    access: 'user',
    summary: 'Eine Suche als Suchauftrag speichern',
    description:
      '`query` ist die Adresse der Suchseite (z. B. `near=80331&radius=50&stallType=inside_box`); sie wird wie ' +
      'die Suche gelesen, eine unverständliche antwortet 400 mit deren Meldungen, ein unbekannter Ort „Ort nicht ' +
      'gefunden“. Ohne `name` wird einer aus der Suche vorgeschlagen. Höchstens 50 je Konto (sonst 409).',
    body: SavedSearchCreateBody,
    answer: { status: 201, schema: SavedSearchDto, description: 'Der gespeicherte Suchauftrag' },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/api/me/saved-searches/:id',
    tag: 'Konto',
    access: 'user',
    summary: 'Einen Suchauftrag umbenennen, pausieren oder seine Häufigkeit ändern',
    params: IdParam,
    body: SavedSearchUpdateBody,
    answer: { schema: SavedSearchDto, description: 'Der geänderte Suchauftrag' },
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/me/saved-searches/:id',
    tag: 'Konto',
    access: 'user',
    summary: 'Einen Suchauftrag löschen',
    params: IdParam,
    answer: { schema: Message, description: 'Gelöscht' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/saved-searches',
    tag: 'Kontakt',
    summary: 'Einen Suchauftrag ohne Konto speichern (mit Bestätigung der E-Mail-Adresse)',
    description:
      'Der Suchauftrag wird erst aktiv, wenn der Link aus der Bestätigungs-E-Mail geöffnet wurde (Double-Opt-in). ' +
      'Registriert sich jemand mit der bestätigten Adresse oder meldet sich damit an, gehören die Suchaufträge ' +
      'zum Konto.',
    body: SavedSearchVisitorBody,
    limited: true,
    answer: { status: 202, schema: Message, description: 'Bestätigungs-E-Mail verschickt' },
    errors: [409],
  },
  {
    method: 'post',
    path: '/api/saved-searches/confirm',
    tag: 'Kontakt',
    summary: 'Einen Suchauftrag ohne Konto bestätigen (Link aus der E-Mail)',
    body: SavedSearchConfirmBody,
    limited: true,
    answer: { schema: Confirmed, description: 'Bestätigt, mit dem Namen des Suchauftrags' },
  },
  {
    method: 'post',
    path: '/api/saved-searches/unsubscribe',
    tag: 'Kontakt',
    summary: 'E-Mails eines Suchauftrags oder zu gemerkten Stallplätzen abbestellen (Link aus der E-Mail)',
    description:
      'Ohne Anmeldung, mit dem Token aus dem Abmelde-Link: Der Suchauftrag eines Kontos wird pausiert, der ohne ' +
      'Konto gelöscht; der Token aus E-Mails zu gemerkten Stallplätzen stellt diese auf `off`.',
    body: SavedSearchUnsubscribeBody,
    limited: true,
    answer: { schema: Message, description: 'Abbestellt' },
  },
  {
    method: 'post',
    path: '/api/saved-searches/one-click',
    tag: 'Kontakt',
    summary: 'Abbestellen mit einem Klick im E-Mail-Programm (RFC 8058)',
    description:
      'Die Adresse im Kopf `List-Unsubscribe` jeder Benachrichtigung; das E-Mail-Programm schickt ' +
      '`List-Unsubscribe=One-Click` als Formular, ohne Origin dieser Website.',
    query: SavedSearchOneClickQuery,
    limited: true,
    answer: { schema: Message, description: 'Abbestellt' },
  },
  {
    method: 'get',
    path: '/api/me/favourite-alerts',
    tag: 'Konto',
    access: 'user',
    summary: 'Wann das Konto Hinweise zu gemerkten Stallplätzen bekommt',
    description:
      '`off` (Voreinstellung), `instant` (binnen Minuten) oder `daily` (eine E-Mail am Tag ab 7 Uhr): wenn ein ' +
      'gemerkter Stallplatz günstiger wird, wieder frei ist oder offline geht.',
    answer: { schema: FavouriteAlertsBody, description: 'Die Einstellung' },
  },
  {
    method: 'put',
    path: '/api/me/favourite-alerts',
    tag: 'Konto',
    access: 'user',
    summary: 'Hinweise zu gemerkten Stallplätzen einstellen',
    body: FavouriteAlertsBody,
    answer: { schema: FavouriteAlertsBody, description: 'Die gespeicherte Einstellung' },
  },
];
