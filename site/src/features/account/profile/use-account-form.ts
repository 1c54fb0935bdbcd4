// What the profile's forms share: field errors from the server (400/403/409 answers), the pending state
// and the toasts, so each form only says what it sends and what it does on success.
import { useState, type SubmitEvent } from 'react';
import { ApiError } from '#site/lib/api.ts';
import { toast } from '#site/stores/toasts.ts';
import { failureMessage, focusFirstError, textValues } from '#site/lib/form-state.ts';

export type Errors<F extends string> = Partial<Record<F, string>>;

interface Options<F extends string> {
  fields: readonly F[];
  /** Client checks before sending; field -> message. */
  check?: (values: Record<F, string>) => Errors<F>;
  send: (values: Record<F, string>, form: HTMLFormElement) => Promise<void>;
  failureTitle: string;
  /** Where a message without a field belongs, e.g. a 409 about the address. */
  fieldForStatus?: Partial<Record<number, F>>;
}

export function useAccountForm<F extends string>({
  fields,
  check,
  send,
  failureTitle,
  fieldForStatus = {},
}: Options<F>) {
  const [errors, setErrors] = useState<Errors<F>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = textValues(form, fields);
    const found = check?.(values) ?? {};
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(form, found);
      return;
    }
    setPending(true);
    try {
      await send(values, form);
    } catch (err) {
      const fromServer: Errors<F> = {};
      if (err instanceof ApiError) {
        for (const field of fields) if (err.fieldErrors[field]) fromServer[field] = err.fieldErrors[field];
        const statusField = fieldForStatus[err.status];
        if (statusField && !fromServer[statusField]) fromServer[statusField] = err.serverMessage;
      }
      setErrors(fromServer);
      focusFirstError(form, fromServer);
      toast({ title: failureTitle, description: failureMessage(err), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  const clear = (field: F) => errors[field] && setErrors({ ...errors, [field]: undefined });
  return { errors, pending, onSubmit, clear };
}
