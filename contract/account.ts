// Everything a signed-in user manages about their own account (profile, e-mail, password, favourites,
// export, deletion) and the mailed links (password reset, e-mail confirmation): inputs, messages and
// response shapes of /api/me/*, /api/password/* and /api/email/*, shared by the API and the site.
import { z } from './zod.ts';
import { PASSWORD_MAX_LENGTH, TEXT_LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import { email, newPassword, phone, requiredText } from './schemas.ts';
import type { ListingDto } from './types.ts';

/** A mailed password-reset link is valid this long. */
export const PASSWORD_RESET_MINUTES = 60;
/** A mailed e-mail confirmation link is valid this long. */
export const EMAIL_CONFIRMATION_HOURS = 72;
/** At most this many local hearts are merged into the account at once. */
export const FAVOURITES_MERGE_MAX = 200;

export const ACCOUNT_MSG = {
  currentPasswordRequired: 'Bitte gib dein aktuelles Passwort ein',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt',
  passwordWrong: 'Das Passwort ist nicht korrekt',
  sameEmail: 'Das ist bereits deine E-Mail-Adresse',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein',
  invalidLink: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  forgotAnswer:
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt. Bitte prüfe dein Postfach.',
  passwordReset: 'Dein Passwort wurde geändert. Du bist jetzt angemeldet.',
  emailConfirmed: 'Vielen Dank! Deine E-Mail-Adresse ist bestätigt.',
  alreadyConfirmed: 'Deine E-Mail-Adresse ist bereits bestätigt.',
  verificationSent: 'Wir haben dir eine neue Bestätigungs-E-Mail geschickt.',
  profileSaved: 'Deine Angaben wurden gespeichert.',
  emailChanged:
    'Wir haben einen Bestätigungslink an die neue Adresse geschickt. Bis du ihn öffnest, bleibt deine bisherige Adresse aktiv.',
  emailChangeTaken: 'Die neue E-Mail-Adresse wird inzwischen von einem anderen Konto verwendet.',
  passwordChanged: 'Dein Passwort wurde geändert. Andere Anmeldungen wurden beendet.',
  accountDeleted: 'Dein Konto wurde gelöscht.',
  listingNotPublic: 'Dieser Stallplatz kann nicht gemerkt werden',
  tooManyFavourites: `Höchstens ${FAVOURITES_MERGE_MAX} Stallplätze auf einmal`,
  lastAdmin: 'Der letzte Administrator kann nicht gelöscht werden',
} as const;

const currentPassword = z
  .string({ error: ACCOUNT_MSG.currentPasswordRequired })
  .min(1, ACCOUNT_MSG.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MSG.currentPasswordWrong);

/** A mailed token: 43 base64url characters (32 random bytes). */
const token = z
  .string({ error: ACCOUNT_MSG.invalidLink })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, ACCOUNT_MSG.invalidLink);

export const ProfileBody = z.object({
  firstName: requiredText(MSG.firstNameRequired, TEXT_LIMITS.name),
  lastName: requiredText(MSG.lastNameRequired, TEXT_LIMITS.name),
  phone,
});
export type ProfileBody = z.infer<typeof ProfileBody>;

export const EmailChangeBody = z.object({ email, currentPassword });
export type EmailChangeBody = z.infer<typeof EmailChangeBody>;

export const PasswordChangeBody = z.object({ currentPassword, newPassword });
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;

export const DeleteAccountBody = z.object({
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, MSG.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MSG.passwordWrong),
});

export const ForgotPasswordBody = z.object({ email });

export const ResetPasswordBody = z.object({ token, password: newPassword });

export const TokenBody = z.object({ token });

export const ListingIdParam = z.object({
  listingId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Ungültige ID')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'Ungültige ID'),
});

export const FavouritesMergeBody = z.object({
  listingIds: z
    .array(z.number().int().positive().max(2_147_483_647), { error: 'listingIds muss eine Liste von IDs sein' })
    .max(FAVOURITES_MERGE_MAX, ACCOUNT_MSG.tooManyFavourites),
});

// ---- responses ----

export interface FavouritesDto {
  /** Ids of the favourites that are public now, newest first. */
  ids: number[];
  listings: ListingDto[];
}

export interface MessageDto {
  message: string;
}
