// The profile's choice of mails about new messages (GET/PUT /api/me/message-settings): saved as soon as it changes.
import { useEffect, useState } from 'react';
import {
  MESSAGE_MAIL_LABELS,
  MESSAGE_MAIL_MODES,
  MESSAGE_MAIL_MSG,
  type MessageMailMode,
} from '#contract/message-mails.ts';
import { SelectField } from '#site/components/ui/Fields.tsx';
import { ApiError } from '#site/lib/api.ts';
import { fetchMessageSettings, saveMessageSettings } from '#site/lib/message-mail-api.ts';
import { toast } from '#site/stores/toasts.ts';

const failure = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Der Server ist gerade nicht erreichbar. Bitte versuche es später erneut.';

export default function MessageMailsSetting() {
  const [mode, setMode] = useState<MessageMailMode | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    fetchMessageSettings()
      .then(({ messageMails }) => setMode(messageMails))
      .catch((err: unknown) =>
        toast({ title: 'Einstellung nicht geladen', description: failure(err), variant: 'destructive' }),
      );
  }, []);

  async function change(next: MessageMailMode) {
    const before = mode;
    setMode(next);
    setPending(true);
    try {
      await saveMessageSettings(next);
      toast({
        title: MESSAGE_MAIL_MSG.saved,
        description: `E-Mails bei neuen Nachrichten: ${MESSAGE_MAIL_LABELS[next]}`,
      });
    } catch (err) {
      setMode(before);
      toast({ title: 'Nicht gespeichert', description: failure(err), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <SelectField
      id="message-mails"
      label="E-Mails bei neuen Nachrichten"
      hint="Gebündelt: eine E-Mail, wenn eine Nachricht zehn Minuten ungelesen ist. Täglich: eine Übersicht am Morgen."
      value={mode ?? 'batched'}
      disabled={mode === null || pending}
      onChange={(event) => void change(event.target.value as MessageMailMode)}
    >
      {MESSAGE_MAIL_MODES.map((value) => (
        <option key={value} value={value}>
          {MESSAGE_MAIL_LABELS[value]}
        </option>
      ))}
    </SelectField>
  );
}
