// The premium price as the pricing pages show it: euros with cents and the sign, German style ("29,99 €").

const euroWithCents = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** "29,99 €" (with a no-break space before the sign, so it never wraps away from the amount). */
export function formatPrice(value: number): string {
  return euroWithCents.format(value);
}
