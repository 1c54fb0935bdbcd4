// The document's entries for listings that stay fresh (api/src/freshness/): renewing a listing from the owner area,
// and with the single-use link of the reminder or expiry mail, signed out.
import { RenewalTokenParam } from '#contract/listing-freshness.ts';
import { RenewalAnswer } from '#contract/listing-freshness-answers.ts';
import { IdParam } from '#contract/schemas.ts';
import type { Operation } from './operation.ts';

export const FRESHNESS_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/my/listings/:id/renew',
    tag: 'Stallbesitzer',
    summary: 'Eigene Anzeige verlängern',
    description:
      'Die Laufzeit (Einstellung listingExpiryDays) beginnt neu. Eine abgelaufene Anzeige kommt zurück: in ihren ' +
      'freigegebenen Status, oder zur Prüfung, wenn sie seither geändert wurde; gebuchte Premium-Zeit verschiebt sich ' +
      'um die Zeit offline. Eine fremde Anzeige antwortet 404.',
    access: 'owner',
    params: IdParam,
    answer: { schema: RenewalAnswer, description: 'Die Anzeige und wann sie nun abläuft' },
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/listings/renew/:token',
    tag: 'Stallplätze',
    summary: 'Anzeige mit dem Link aus der E-Mail verlängern',
    description:
      'Ohne Anmeldung: der Link der Erinnerungs- oder Ablauf-E-Mail, einmal und 30 Tage gültig. 400 für einen ' +
      'unbekannten oder abgelaufenen Link, 409 für einen schon benutzten.',
    params: RenewalTokenParam,
    answer: { schema: RenewalAnswer, description: 'Die Anzeige und wann sie nun abläuft' },
    errors: [409],
    limited: true,
  },
];
