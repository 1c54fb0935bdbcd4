// The decision about a report: one of the actions that fit its kind and the required reason, which goes to the
// affected person as the statement of reasons (what was decided, on which facts, how to object).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_MSG,
  MODERATION_REASON_MAX,
  type ModerationAction,
} from '#contract/moderation.ts';
import { SelectField, TextAreaField } from '#site/components/ui/Fields.tsx';
import { ApiError } from '#site/lib/api.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { toast } from '#site/stores/toasts.ts';
import { decideModerationReport } from '../admin-api.ts';

export default function DecisionForm({ reportId, actions }: { reportId: number; actions: ModerationAction[] }) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<ModerationAction | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const decide = useMutation({
    mutationFn: () => decideModerationReport(reportId, { action: action as ModerationAction, reason: reason.trim() }),
    onSuccess: async () => {
      toast({ title: 'Entscheidung gespeichert', description: 'Die Beteiligten werden per E-Mail informiert.' });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'moderation'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else toastFailure(error, 'Die Entscheidung konnte nicht gespeichert werden');
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!action) missing.action = MODERATION_MSG.invalidAction;
    if (!reason.trim()) missing.reason = MODERATION_MSG.decisionReasonRequired;
    setErrors(missing);
    if (!Object.keys(missing).length) decide.mutate();
  };

  const id = (name: string) => `decision-${reportId}-${name}`;
  return (
    <form noValidate onSubmit={submit} aria-label="Entscheidung" className="grid gap-3">
      <SelectField
        id={id('action')}
        label="Maßnahme"
        value={action}
        error={errors.action}
        onChange={(event) => setAction(event.target.value as ModerationAction)}
      >
        <option value="">Bitte wählen</option>
        {actions.map((key) => (
          <option key={key} value={key}>
            {MODERATION_ACTION_LABELS[key]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={id('reason')}
        label="Begründung"
        hint="Geht an die betroffene Person: Welche Tatsachen haben Sie geprüft, gegen welche Regel verstößt der Inhalt?"
        value={reason}
        maxLength={MODERATION_REASON_MAX}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={decide.isPending}>
          {decide.isPending ? 'Wird gespeichert...' : 'Entscheiden'}
        </button>
      </div>
    </form>
  );
}
