// Newsletter sign-up for the coming stable-management tool. The only client check is the "@" (spec section 5);
// everything else is the server's to judge.
import { useState, type SubmitEvent } from 'react';
import { NEWSLETTER_MSG } from '#contract/messages.ts';
import OfflineFormNotice, { OFFLINE_NEWSLETTER_TEXT } from '#site/components/OfflineFormNotice.tsx';
import { ApiError } from '#site/lib/api.ts';
import { subscribeNewsletter } from '#site/lib/account-api.ts';
import { useDraft } from '#site/lib/use-draft.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { useOnline } from '#site/lib/use-online.ts';
import { toast } from '#site/stores/toasts.ts';

/** Double opt-in: the sign-up only counts once the mailed link is opened. */
const NEWSLETTER_CONFIRM_HINT =
  'Bitte bestätige deine Anmeldung über den Link in der E-Mail, die wir dir gerade geschickt haben.';

export default function NewsletterForm() {
  // Kept across a reload: offline, sending waits for the connection and the address is not lost.
  const [draft, setDraft] = useDraft('draft:newsletter', { email: '' });
  const email = draft.email;
  const setEmail = (value: string) => setDraft({ email: value });
  const [pending, setPending] = useState(false);
  const hydrated = useMounted();
  const online = useOnline();
  const offline = hydrated && !online;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.includes('@')) {
      toast({
        title: 'Ungültige E-Mail',
        description: 'Bitte gib eine gültige E-Mail-Adresse ein.',
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      await subscribeNewsletter(email);
      toast({ title: NEWSLETTER_MSG.signedUp, description: NEWSLETTER_CONFIRM_HINT });
      setEmail('');
    } catch (err) {
      // The connection dropped: the notice says so and the address stays.
      if (!(err instanceof ApiError) && !navigator.onLine) return;
      toast({ title: 'Fehler beim Anmelden', description: (err as Error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_auto]"
      data-hydrated={hydrated || undefined}
    >
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
      <button
        type="submit"
        disabled={pending || !hydrated || offline}
        aria-describedby={offline ? 'newsletter-offline' : undefined}
        className="btn btn-primary min-w-40 focus-visible:outline-brand-light"
      >
        {pending ? '...' : 'Benachrichtigen'}
      </button>
      {offline && (
        <div className="sm:col-span-2">
          <OfflineFormNotice id="newsletter-offline" text={OFFLINE_NEWSLETTER_TEXT} />
        </div>
      )}
    </form>
  );
}
