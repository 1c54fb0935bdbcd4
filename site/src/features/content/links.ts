// Destinations the content pages share.

/** Registration with the owner checkbox already ticked (the auth page reads tab and owner). */
export const OWNER_SIGNUP_HREF = '/auth?tab=register&owner=1';
