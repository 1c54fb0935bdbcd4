// The profile's choice of mails about the listings on the Merkliste (GET/PUT /api/me/favourite-alerts): saved as
// soon as it changes, like the message mails' setting beside it.
import { useEffect, useState } from 'react';
import { FAVOURITE_ALERT_LABELS, FAVOURITE_ALERT_MODES, type FavouriteAlertMode } from '#contract/saved-searches.ts';
import { SelectField } from '#site/components/ui/Fields.tsx';
import { failureMessage } from '#site/lib/form-state.ts';
import { fetchFavouriteAlerts, saveFavouriteAlerts } from '#site/lib/saved-search-api.ts';
import { toast } from '#site/stores/toasts.ts';

export default function FavouriteAlertsSetting() {
  const [mode, setMode] = useState<FavouriteAlertMode | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    fetchFavouriteAlerts()
      .then((settings) => setMode(settings.mode))
      .catch((err: unknown) =>
        toast({ title: 'Einstellung nicht geladen', description: failureMessage(err), variant: 'destructive' }),
      );
  }, []);

  async function change(next: FavouriteAlertMode) {
    const before = mode;
    setMode(next);
    setPending(true);
    try {
      await saveFavouriteAlerts(next);
      toast({
        title: 'Einstellung gespeichert',
        description: `Hinweise zu gemerkten Stallplätzen: ${FAVOURITE_ALERT_LABELS[next]}`,
      });
    } catch (err) {
      setMode(before);
      toast({ title: 'Nicht gespeichert', description: failureMessage(err), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <SelectField
      id="favourite-alerts"
      label="Hinweise zu gemerkten Stallplätzen"
      hint="Eine E-Mail, wenn ein Stallplatz auf deiner Merkliste günstiger wird, wieder frei ist oder offline genommen wird – sofort oder als tägliche Übersicht."
      value={mode ?? 'off'}
      disabled={mode === null || pending}
      onChange={(event) => void change(event.target.value as FavouriteAlertMode)}
    >
      {FAVOURITE_ALERT_MODES.map((value) => (
        <option key={value} value={value}>
          {FAVOURITE_ALERT_LABELS[value]}
        </option>
      ))}
    </SelectField>
  );
}
