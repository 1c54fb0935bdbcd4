// Admin screen "Rechnungen" (/admin/invoices): every Premium invoice and credit note, newest first, with buyer,
// amounts and state; an open invoice can be marked paid (Premium waiting for the payment starts then), and an
// invoice can be cancelled, which issues a credit note (Stornorechnung) with its own number.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatEuro, type AdminInvoiceDto, type InvoiceState } from '#contract/premium.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { formatDate } from '#site/lib/format.ts';
import { cancelInvoice, fetchAdminInvoices, markInvoicePaid } from '#site/lib/premium-api.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { toast } from '#site/stores/toasts.ts';

const KEY = ['admin', 'invoices'] as const;

const STATES: Record<InvoiceState, { label: string; className: string }> = {
  open: { label: 'Offen', className: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100' },
  paid: { label: 'Bezahlt', className: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100' },
  cancelled: { label: 'Storniert', className: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100' },
  credit_note: {
    label: 'Stornorechnung',
    className: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
  },
};

const action =
  'inline-flex items-center rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-60 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800';

export default function InvoicesScreen() {
  const invoices = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => fetchAdminInvoices(signal),
    refetchOnMount: 'always',
  });
  const rows = invoices.data ?? [];
  const open = rows.filter((row) => row.state === 'open');
  return (
    <>
      <ScreenHeader
        title="Rechnungen"
        description="Premium-Rechnungen und Stornorechnungen, die neuesten zuerst. Markieren Sie Zahlungen oder stornieren Sie eine Rechnung."
      />
      {invoices.isPending ? (
        <div className="grid gap-3">
          <SkeletonList count={5} className="h-28" />
        </div>
      ) : invoices.isError ? (
        <LoadError what="Die Rechnungen" error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm text-stone-600 dark:text-stone-400">
            {rows.length === 1 ? '1 Beleg' : `${rows.length} Belege`}, davon {open.length} offen (
            {formatEuro(open.reduce((sum, row) => sum + row.gross, 0))})
          </p>
          {rows.length === 0 ? (
            <EmptyState text="Keine Rechnungen gefunden" />
          ) : (
            <ul className="grid gap-3">
              {rows.map((row) => (
                <InvoiceRow key={row.id} invoice={row} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

function InvoiceRow({ invoice }: { invoice: AdminInvoiceDto }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['admin'] });
  const paid = useMutation({
    mutationFn: () => markInvoicePaid(invoice.id),
    onSuccess: async () => {
      toast({ title: 'Rechnung bezahlt', description: `Rechnung ${invoice.number} ist als bezahlt markiert.` });
      await refresh();
    },
    onError: (error) => toastFailure(error, 'Die Rechnung konnte nicht als bezahlt markiert werden.'),
  });
  const cancel = useMutation({
    mutationFn: () => cancelInvoice(invoice.id),
    onSuccess: async (cancelled) => {
      setConfirming(false);
      toast({
        title: 'Rechnung storniert',
        description: `Stornorechnung ${cancelled.relatedNumber ?? ''} zu Rechnung ${invoice.number} ausgestellt.`,
      });
      await refresh();
    },
    onError: (error) => toastFailure(error, 'Die Rechnung konnte nicht storniert werden.'),
  });
  const state = STATES[invoice.state];
  const title = invoice.kind === 'credit_note' ? `Stornorechnung ${invoice.number}` : `Rechnung ${invoice.number}`;
  return (
    <li
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-800 dark:bg-stone-900"
      data-testid="admin-invoice"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="font-semibold">{title}</h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state.className}`}>{state.label}</span>
        <span className="ml-auto font-semibold">{formatEuro(invoice.gross)}</span>
      </div>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {invoice.buyerName} · {invoice.buyerEmail}
      </p>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {invoice.listingTitle} · {formatDate(invoice.issuedOn)}
        {invoice.dueOn && invoice.state === 'open' ? ` · fällig ${formatDate(invoice.dueOn)}` : ''}
        {invoice.relatedNumber
          ? ` · ${invoice.kind === 'credit_note' ? 'storniert' : 'Storno'} ${invoice.relatedNumber}`
          : ''}
      </p>
      {invoice.kind === 'invoice' && invoice.state !== 'cancelled' && (
        <div className="mt-3 flex flex-wrap gap-2">
          {invoice.state === 'open' && (
            <button
              type="button"
              className={action}
              onClick={() => paid.mutate()}
              disabled={paid.isPending}
              aria-label={`Als bezahlt markieren: Rechnung ${invoice.number}`}
            >
              {paid.isPending ? 'Wird gespeichert …' : 'Als bezahlt markieren'}
            </button>
          )}
          <button
            type="button"
            className={`${action} text-red-700 dark:text-red-400`}
            onClick={() => setConfirming(true)}
            aria-label={`Stornieren: Rechnung ${invoice.number}`}
          >
            Stornieren
          </button>
        </div>
      )}
      <Dialog
        open={confirming}
        title="Rechnung stornieren?"
        description={`Zu Rechnung ${invoice.number} wird eine Stornorechnung mit eigener Nummer ausgestellt; das gebuchte Premium endet sofort.`}
        onClose={() => setConfirming(false)}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Abbrechen
          </button>
          <button type="button" className="btn btn-primary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {cancel.isPending ? 'Wird storniert …' : 'Stornieren'}
          </button>
        </div>
      </Dialog>
    </li>
  );
}
