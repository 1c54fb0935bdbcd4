// Newsletter sign-up for the coming stable-management tool. The only client check is the "@" (spec section 5);
// everything else is the server's to judge.
import { useState, type SubmitEvent } from 'react';
import { subscribeNewsletter } from '../../lib/api.ts';
import { useMounted } from '../../lib/use-mounted.ts';
import { toast } from '../../stores/toasts.ts';

export default function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const hydrated = useMounted();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.includes('@')) {
      toast({ title: 'Ungültige E-Mail', description: 'Bitte gib eine gültige E-Mail-Adresse ein.', variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await subscribeNewsletter(email);
      toast({ title: 'Erfolgreich angemeldet!', description: 'Du erhältst eine E-Mail, sobald die Stallverwaltung verfügbar ist.' });
      setEmail('');
    } catch (err) {
      toast({ title: 'Fehler beim Anmelden', description: (err as Error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto]" data-hydrated={hydrated || undefined}>
      <label htmlFor="newsletter-email" className="sr-only">
        E-Mail-Adresse
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="deine@email.de"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className="field focus-visible:outline-brand-light"
      />
      <button type="submit" disabled={pending || !hydrated} className="btn btn-primary min-w-40 focus-visible:outline-brand-light">
        {pending ? '...' : 'Benachrichtigen'}
      </button>
    </form>
  );
}
