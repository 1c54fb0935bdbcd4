// The document's entries for the consents to the AGB and the Datenschutzerklärung (api/src/consents/) and for what
// the settings screen may offer (api/src/settings/admin-routes.ts).
import { ConsentsAnswer, ConsentsBody, SettingsAvailabilityAnswer } from '#contract/consents.ts';
import type { Operation } from './operation.ts';

export const CONSENT_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/me/consents',
    tag: 'Konto',
    summary: 'Zustimmungen zu AGB und Datenschutzerklärung',
    description:
      'Welche Rechtstexte in ihrer aktuellen Fassung noch zu akzeptieren sind, und alle erteilten Zustimmungen.',
    access: 'user',
    answer: { schema: ConsentsAnswer, description: 'Offene und erteilte Zustimmungen' },
  },
  {
    method: 'post',
    path: '/api/me/consents',
    tag: 'Konto',
    summary: 'Neue Fassung akzeptieren',
    description:
      'Speichert die Zustimmung zu den genannten Rechtstexten in ihrer aktuellen Fassung mit dem Zeitpunkt; ' +
      'eine frühere Zustimmung bleibt gespeichert.',
    access: 'user',
    body: ConsentsBody,
    answer: { schema: ConsentsAnswer, description: 'Offene und erteilte Zustimmungen danach' },
  },
  {
    method: 'get',
    path: '/api/admin/settings/availability',
    tag: 'Verwaltung',
    summary: 'Verfügbare Dienste',
    description: 'Ob ein SMS-Anbieter eingerichtet ist; ohne ihn lassen sich SMS-Benachrichtigungen nicht einschalten.',
    access: 'admin',
    answer: { schema: SettingsAvailabilityAnswer, description: 'Die verfügbaren Dienste' },
  },
];
