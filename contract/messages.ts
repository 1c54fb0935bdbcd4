// German validation and error messages the API sends and the site shows (spec section 5 verbatim where it gives them).

export const MSG = {
  usernameRequired: 'Benutzername ist erforderlich',
  passwordRequired: 'Passwort ist erforderlich',
  emailInvalid: 'Gültige E-Mail-Adresse erforderlich',
  usernameTooShort: 'Benutzername muss mindestens 3 Zeichen haben',
  passwordTooShort: 'Passwort muss mindestens 6 Zeichen haben',
  passwordTooLong: 'Passwort darf höchstens 200 Zeichen haben',
  firstNameRequired: 'Vorname ist erforderlich',
  lastNameRequired: 'Nachname ist erforderlich',
  requiredFields: 'Bitte füllen Sie alle Pflichtfelder aus',
  newsletterEmailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  adminFieldsMissing: 'Bitte geben Sie alle Felder ein',
  invalidCredentials: 'Ungültige Anmeldedaten',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert',
  usernameTaken: 'Dieser Benutzername ist bereits vergeben',
  invalidInput: 'Ungültige Eingabe',
  tooLong: (max: number) => `Höchstens ${max} Zeichen erlaubt`,
  hexColor: 'Bitte eine Farbe im Format #RRGGBB angeben',
  integerMin0: 'Bitte eine ganze Zahl ab 0 angeben',
  atMost: (max: string) => `Bitte höchstens ${max} angeben`,
  decimalMin0: 'Bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben',
  invalidStatus: 'Unbekannter Status',
  invalidRegion: 'Unbekannte Region',
  invalidStallType: 'Unbekannte Stallart',
  invalidPriceRange: 'Unbekannte Preisspanne',
  invalidAmenity: 'Unbekannte Ausstattung',
  invalidSort: 'Unbekannte Sortierung',
  invalidOffset: 'Ungültiger Offset',
  offsetTooDeep: 'Ab Eintrag 241 bitte mit dem Cursor der vorigen Seite weiterblättern (X-Next-Cursor)',
  offsetWithCursor: 'Offset und Cursor schließen sich aus',
  invalidStableId: 'Ungültige Stall-ID',
  invalidDate: 'Bitte ein gültiges Datum angeben',
  invalidPhone: 'Bitte eine gültige Telefonnummer angeben',
} as const;

/** The newsletter's answers, in the informal address of the spec's newsletter texts. */
export const NEWSLETTER_MSG = {
  signedUp: 'Erfolgreich angemeldet!',
  invalidLink: 'Dieser Link ist ungültig oder nicht mehr aktuell.',
  confirmed: 'Deine Anmeldung ist bestätigt. Wir melden uns, sobald die Stallverwaltung verfügbar ist.',
  unsubscribed: 'Du bist vom Newsletter abgemeldet. Wir schicken dir keine E-Mails mehr.',
} as const;
