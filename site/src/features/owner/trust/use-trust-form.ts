// The trust forms' sending: a multipart POST, the stable's checks refreshed from the answer, field errors back to
// the form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { OwnerTrustDto } from '#contract/trust.ts';
import { ApiError } from '#site/lib/api.ts';
import { apiForm } from '#site/lib/api-form.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { toast } from '#site/stores/toasts.ts';

export const trustKey = (id: number) => ['my', 'trust', id] as const;

/** Sends a form and refreshes the stable's checks; the field errors go back to the form. */
export function useTrustForm(stableId: number, path: string, done: string) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (form: FormData) => apiForm<OwnerTrustDto & { message: string }>(path, form),
    onSuccess: (answer) => {
      setErrors({});
      queryClient.setQueryData(trustKey(stableId), answer);
      toast({ title: done, description: answer.message });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else if (error instanceof ApiError && error.status === 415) setErrors({ document: error.serverMessage });
      else toastFailure(error, 'Senden fehlgeschlagen');
    },
  });
  return { send, errors, setErrors };
}

export function submitForm(event: FormEvent<HTMLFormElement>): FormData {
  event.preventDefault();
  return new FormData(event.currentTarget);
}
