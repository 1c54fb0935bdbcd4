// The spec's error toast of a failed admin change: "Fehler" with the server's message or a fallback.
import { ApiError } from '#site/lib/api.ts';
import { toast } from '#site/stores/toasts.ts';

export function toastFailure(error: unknown, fallback: string): void {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
  toast({ title: 'Fehler', description: message, variant: 'destructive' });
}
