// The spec's error toast of a failed change in the back office or owner area: "Fehler" with the server's message
// or a fallback.
import { ApiError } from './api.ts';
import { toast } from '../stores/toasts.ts';

export function toastFailure(error: unknown, fallback: string): void {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
  toast({ title: 'Fehler', description: message, variant: 'destructive' });
}
