// The maintenance page's default text says du now (issue 39, point 8). Saving any setting in the back office
// stores every field, so an installation may hold the old default word for word: that copy becomes the new
// default. A text an admin wrote stays as it is. Both texts are spelled out: a migration must not follow later
// changes of the contract's defaults.
import type { Knex } from 'knex';

const FORMAL = 'Wir führen derzeit Wartungsarbeiten durch. Bitte versuchen Sie es später erneut.';
const INFORMAL = 'Wir führen gerade Wartungsarbeiten durch. Bitte versuche es später noch einmal.';

async function replaceText(knex: Knex, from: string, to: string): Promise<void> {
  await knex.raw(
    `UPDATE platform_settings SET value = jsonb_set(value, '{maintenanceText}', to_jsonb(?::text))
      WHERE value->>'maintenanceText' = ?`,
    [to, from],
  );
}

export async function up(knex: Knex): Promise<void> {
  await replaceText(knex, FORMAL, INFORMAL);
}

export async function down(knex: Knex): Promise<void> {
  await replaceText(knex, INFORMAL, FORMAL);
}
