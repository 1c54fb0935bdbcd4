// The conversation's menu: for the owner "Als beantwortet markieren", "Archivieren" and "Absender blockieren" (after
// a confirmation), for both sides "Unterhaltung melden" and "Person melden" with a reason and a description for the
// moderation queue.
import { EllipsisVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { CONVERSATION_MSG, type ConversationDto, type ConversationStatus } from '#contract/conversations.ts';
import {
  MODERATION_MSG,
  MODERATION_REASON_MAX,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '#contract/moderation.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import { SelectField, TextAreaField } from '#site/components/ui/Fields.tsx';
import { ApiError } from '#site/lib/api.ts';
import { blockSender, reportConversation, setConversationStatus, unblockSender } from '#site/lib/conversations-api.ts';
import { toast } from '#site/stores/toasts.ts';

interface Props {
  conversation: ConversationDto;
  onChanged: () => void;
}

const failed = (err: unknown) =>
  toast({
    title: 'Das hat nicht geklappt',
    description: err instanceof ApiError ? err.serverMessage : 'Der Server ist gerade nicht erreichbar.',
    variant: 'destructive',
  });

export default function ConversationActions({ conversation, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'block' | 'report' | 'report-user' | null>(null);
  const [busy, setBusy] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const owner = conversation.role === 'owner';

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => !menu.current?.contains(event.target as Node) && setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast({ title: done });
      onChanged();
      return true;
    } catch (err) {
      failed(err);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const setStatus = (status: ConversationStatus, done: string) => {
    setOpen(false);
    void run(() => setConversationStatus(conversation.id, status), done);
  };

  const item =
    'block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100 disabled:opacity-60 dark:hover:bg-stone-800';
  return (
    <div className="relative" ref={menu}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className="rounded-lg p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
        <span className="sr-only">Weitere Aktionen</span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-30 mt-1 w-64 rounded-xl border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        {owner && conversation.status !== 'answered' && (
          <li>
            <button
              type="button"
              className={item}
              disabled={busy}
              onClick={() => setStatus('answered', 'Als beantwortet markiert')}
            >
              Als beantwortet markieren
            </button>
          </li>
        )}
        {owner &&
          (conversation.status === 'archived' ? (
            <li>
              <button
                type="button"
                className={item}
                disabled={busy}
                onClick={() => setStatus('open', 'Aus dem Archiv geholt')}
              >
                Aus dem Archiv holen
              </button>
            </li>
          ) : (
            <li>
              <button
                type="button"
                className={item}
                disabled={busy}
                onClick={() => setStatus('archived', 'Archiviert')}
              >
                Archivieren
              </button>
            </li>
          ))}
        {owner && !conversation.blocked && (
          <li>
            <button type="button" className={item} onClick={() => (setOpen(false), setDialog('block'))}>
              Absender blockieren
            </button>
          </li>
        )}
        {owner && conversation.blocked && (
          <li>
            <button
              type="button"
              className={item}
              disabled={busy}
              onClick={() => {
                setOpen(false);
                void run(() => unblockSender(conversation.id), CONVERSATION_MSG.unblockedDone);
              }}
            >
              Blockierung aufheben
            </button>
          </li>
        )}
        <li>
          <button type="button" className={item} onClick={() => (setOpen(false), setDialog('report'))}>
            Unterhaltung melden
          </button>
        </li>
        <li>
          <button type="button" className={item} onClick={() => (setOpen(false), setDialog('report-user'))}>
            Person melden
          </button>
        </li>
      </ul>

      <Dialog
        open={dialog === 'block'}
        title="Absender blockieren?"
        description={`${conversation.otherParty.name} kann dir dann in dieser Unterhaltung nicht mehr schreiben und deinem Stall keine neuen Anfragen mehr schicken.`}
        onClose={() => setDialog(null)}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
            Abbrechen
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() =>
              void run(() => blockSender(conversation.id), CONVERSATION_MSG.blockedDone).then(
                (ok) => ok && setDialog(null),
              )
            }
          >
            Blockieren
          </button>
        </div>
      </Dialog>
      <ReportDialog
        open={dialog === 'report' || dialog === 'report-user'}
        subject={dialog === 'report-user' ? 'user' : 'conversation'}
        otherName={conversation.otherParty.name}
        conversationId={conversation.id}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

function ReportDialog({
  open,
  subject,
  otherName,
  conversationId,
  onClose,
}: {
  open: boolean;
  subject: 'conversation' | 'user';
  otherName: string;
  conversationId: number;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!reason) missing.reason = MODERATION_MSG.invalidReason;
    if (!message.trim()) missing.message = MODERATION_MSG.messageRequired;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await reportConversation(conversationId, { reason, message: message.trim(), subject });
      toast({ title: 'Gemeldet', description: CONVERSATION_MSG.reported });
      setReason('');
      setMessage('');
      onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={subject === 'user' ? `${otherName} melden` : 'Unterhaltung melden'}
      description={
        subject === 'user'
          ? 'Unser Team prüft das Verhalten dieser Person und liest dazu diese Unterhaltung. Sag uns, was nicht in Ordnung ist.'
          : 'Unser Team liest nur gemeldete Unterhaltungen. Sag uns, was nicht in Ordnung ist.'
      }
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <SelectField
          id="report-reason"
          label="Grund"
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value as ReportReason)}
        >
          <option value="">Bitte wählen</option>
          {REPORT_REASONS.map((key) => (
            <option key={key} value={key}>
              {REPORT_REASON_LABELS[key]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="report-message"
          label="Was ist passiert?"
          value={message}
          maxLength={MODERATION_REASON_MAX}
          error={errors.message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Abbrechen
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Wird gesendet …' : 'Melden'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
