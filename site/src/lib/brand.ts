// Company facts, and the brand name where no platform settings are at hand (the pre-rendered 404 page);
// every other page shows the site name of the settings.
export const BRAND = 'Stallfinder';
/** The footer's copyright year: the current one (the spec's fixed 2024 went stale). */
export const copyrightYear = (): number => new Date().getFullYear();
export const SUPPORT_EMAIL = 'support@stallfinder.de';
export const HOTLINE = { display: '0800 782 553 4', tel: '+498007825534' };
export const COMPANY = {
  name: 'Stallfinder GmbH',
  street: 'Leopoldstraße 118',
  postalCode: '80802',
  city: 'München',
  country: 'Deutschland',
};
/** The legal facts the imprint and the legal pages state about the company. */
export const COMPANY_LEGAL = {
  managingDirectors: ['Katharina Brandl', 'Maximilian Oberhuber'],
  registerCourt: 'Amtsgericht München',
  registerNumber: 'HRB 271845',
  vatId: 'DE 328 714 596',
  /** Person responsible for editorial content under § 18 Abs. 2 MStV. */
  editorialResponsible: 'Katharina Brandl',
  /** The data protection authority in charge of private companies in Bavaria. */
  supervisoryAuthority: {
    name: 'Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)',
    address: 'Promenade 18, 91522 Ansbach',
    url: 'https://www.lda.bayern.de',
  },
} as const;
/** Opening hours of the support line and e-mail support (spec section 2, contact page). */
export const OPENING_HOURS = [
  { days: 'Montag – Freitag', hours: '9–18 Uhr' },
  { days: 'Samstag', hours: '10–16 Uhr' },
  { days: 'Sonntag', hours: 'geschlossen' },
] as const;
