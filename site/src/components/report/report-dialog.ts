// The report dialog's code (ReportDialog.astro), loaded on the first "Melden" click: opens the dialog for the
// clicked item, asks for the address only when nobody is signed in, checks the fields with the contract's
// messages (rendered into the dialog by the server), sends the report and says thanks.
import type { ReportReason } from '#contract/moderation-texts.ts';
import { ApiError } from '#site/lib/api.ts';
import { reportItem } from '#site/lib/moderation-api.ts';
import { toast } from '#site/stores/toasts.ts';
import { $user } from '#site/stores/user.ts';

const TITLES = { listing: 'Inserat melden', review: 'Bewertung melden' } as const;
type Kind = keyof typeof TITLES;

const dialog = document.querySelector<HTMLDialogElement>('#report-dialog')!;
const form = dialog.querySelector<HTMLFormElement>('[data-report-form]')!;
const part = <T extends HTMLElement>(selector: string) => dialog.querySelector<T>(selector)!;
let current: { kind: Kind; id: number; opener: HTMLElement } | null = null;
let busy = false;

/** The contract's message for a field, rendered into the dialog by the server (no contract code in this bundle). */
const messageFor = (field: string) => part(`[data-report-error="${field}"]`).dataset.message!;

function showErrors(errors: Record<string, string | undefined>) {
  for (const field of ['reason', 'message', 'email']) {
    const message = errors[field] ?? '';
    part(`[data-report-error="${field}"]`).textContent = message;
    const input = field === 'reason' ? null : form.elements.namedItem(field);
    if (input instanceof HTMLElement) input.toggleAttribute('aria-invalid', Boolean(message));
  }
}

function close() {
  dialog.close();
  current?.opener.focus();
  current = null;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!current || busy) return;
  const data = new FormData(form);
  const signedIn = Boolean($user.get());
  const reason = String(data.get('reason') ?? '') as ReportReason;
  const message = String(data.get('message') ?? '').trim();
  const email = signedIn ? '' : String(data.get('email') ?? '').trim();
  // The API checks the same (contract/moderation.ts); this only saves a round trip for the obvious.
  const errors: Record<string, string> = {};
  if (!reason) errors.reason = messageFor('reason');
  if (!message) errors.message = messageFor('message');
  if (!signedIn && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = messageFor('email');
  showErrors(errors);
  if (Object.keys(errors).length) {
    form.querySelector<HTMLElement>('[aria-invalid]')?.focus();
    return;
  }
  busy = true;
  part<HTMLButtonElement>('[data-report-submit]').disabled = true;
  const { kind, id } = current;
  reportItem(kind, id, { reason, message, ...(email ? { email } : {}) })
    .then((answer) => {
      toast({ title: 'Gemeldet', description: answer.message });
      form.reset();
      close();
    })
    .catch((err: unknown) => {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) showErrors(err.fieldErrors);
      else
        toast({
          title: 'Das hat nicht geklappt',
          description:
            err instanceof ApiError
              ? err.serverMessage
              : 'Der Server ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.',
          variant: 'destructive',
        });
    })
    .finally(() => {
      busy = false;
      part<HTMLButtonElement>('[data-report-submit]').disabled = false;
    });
});

// A corrected field loses its message at once; the rest are checked again on sending.
form.addEventListener('input', (event) => {
  const name = (event.target as HTMLInputElement).name;
  if (name) part(`[data-report-error="${name}"]`).textContent = '';
  if (name && name !== 'reason') (event.target as HTMLElement).removeAttribute('aria-invalid');
});
part('[data-report-cancel]').addEventListener('click', close);
dialog.addEventListener('cancel', (event) => {
  event.preventDefault();
  close();
});

/** Opens the dialog for the item the clicked button names. */
export function openReport(button: HTMLElement) {
  const kind = button.dataset.report as Kind;
  current = { kind, id: Number(button.dataset.reportId), opener: button };
  part('[data-report-heading]').textContent = TITLES[kind];
  part('[data-report-about]').textContent = `„${button.dataset.reportTitle ?? ''}“.`;
  part('[data-report-email]').hidden = Boolean($user.get());
  showErrors({});
  dialog.showModal();
}
