// The brand as pre-rendered pages know it at build time; server-rendered pages use the settings' site name.
export const BRAND = 'Stallfinder';
/** The site footer's copyright year (spec section 2). */
export const COPYRIGHT_YEAR = 2024;
export const SUPPORT_EMAIL = 'support@stallfinder.de';
export const HOTLINE = { display: '0800 782 553 4', tel: '+498007825534' };
export const COMPANY = {
  name: 'Stallfinder GmbH',
  street: 'Leopoldstraße 118',
  postalCode: '80802',
  city: 'München',
  country: 'Deutschland',
};
