// The bodies that accept the legal documents: `acceptTerms` in the registration and POST /api/me/consents.
import { ACCEPT_TERMS_MESSAGE, LEGAL_DOCUMENTS, type ConsentsAnswer as ConsentsDto } from './legal.ts';
import { z } from './zod.ts';

/** `acceptTerms: true` in the registration, and nothing else, says yes to both documents. */
export const acceptTerms = z.literal(true, { error: ACCEPT_TERMS_MESSAGE });

/** POST /api/me/consents: the documents accepted now, each in its current version. */
export const ConsentsBody = z.object({
  documents: z
    .array(z.enum(LEGAL_DOCUMENTS, { error: 'Unbekanntes Dokument' }), { error: ACCEPT_TERMS_MESSAGE })
    .min(1, ACCEPT_TERMS_MESSAGE),
});
export type ConsentsBody = z.infer<typeof ConsentsBody>;

/** The answer of GET and POST /api/me/consents, as the API reference documents it. */
export const ConsentsAnswer = z
  .object({
    due: z.array(z.enum(LEGAL_DOCUMENTS)).meta({ description: 'Noch zu akzeptieren (neue Fassung)' }),
    accepted: z.array(
      z
        .object({
          document: z.enum(LEGAL_DOCUMENTS),
          version: z.string().meta({ description: 'Die Fassung, der Tag ihres Inkrafttretens (JJJJ-MM-TT)' }),
          acceptedAt: z.iso.datetime(),
        })
        .meta({ id: 'Consent', description: 'Eine Zustimmung zu einem Rechtstext' }),
    ),
  })
  .meta({
    id: 'Consents',
    description: 'Offene und erteilte Zustimmungen zu AGB und Datenschutzerklärung',
  }) satisfies z.ZodType<ConsentsDto>;

/** GET /api/admin/settings/availability. */
export const SettingsAvailabilityAnswer = z
  .object({ sms: z.boolean().meta({ description: 'Ein SMS-Anbieter ist eingerichtet (SMS_URL)' }) })
  .meta({ id: 'SettingsAvailability', description: 'Welche Dienste diese Installation anbieten kann' });
