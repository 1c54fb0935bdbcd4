// /my-stables/rechnungen: the owner's invoices and credit notes, newest first, each with its state, service
// period and amounts, and its PDF (with the e-invoice inside) to download.
import { FileDown } from 'lucide-react';
import { formatEuro, type InvoiceDto, type InvoiceState } from '#contract/premium.ts';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { formatDate } from '#site/lib/format.ts';
import { invoicePdfPath } from '#site/lib/premium-api.ts';
import { useMyInvoices } from './premium-queries.ts';

const STATES: Record<InvoiceState, { label: string; className: string }> = {
  open: { label: 'Offen', className: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100' },
  paid: { label: 'Bezahlt', className: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100' },
  cancelled: { label: 'Storniert', className: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100' },
  credit_note: {
    label: 'Stornorechnung',
    className: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
  },
};

export default function InvoicesScreen() {
  const invoices = useMyInvoices();
  const header = (
    <ScreenHeader title="Rechnungen" description="Deine Rechnungen für Premium, als PDF mit E-Rechnung (ZUGFeRD)." />
  );
  if (invoices.isPending) {
    return (
      <div aria-busy="true">
        {header}
        <div className="grid gap-3">
          <SkeletonList count={3} className="h-28" />
        </div>
      </div>
    );
  }
  if (invoices.isError) {
    return (
      <>
        {header}
        <LoadError what="Die Rechnungen" error={invoices.error} onRetry={() => void invoices.refetch()} />
      </>
    );
  }
  return (
    <>
      {header}
      {invoices.data.length === 0 ? (
        <EmptyState text="Noch keine Rechnungen" />
      ) : (
        <ul className="grid gap-3">
          {invoices.data.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      )}
    </>
  );
}

function InvoiceItem({ invoice }: { invoice: InvoiceDto }) {
  const state = STATES[invoice.state];
  const title = invoice.kind === 'credit_note' ? `Stornorechnung ${invoice.number}` : `Rechnung ${invoice.number}`;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-800 dark:bg-stone-900">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="font-semibold">{title}</h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state.className}`}>{state.label}</span>
      </div>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{invoice.listingTitle}</p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
        <div className="flex gap-1">
          <dt>Datum:</dt>
          <dd>{formatDate(invoice.issuedOn)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Zeitraum:</dt>
          <dd>
            {invoice.periodFrom && invoice.periodTo
              ? `${formatDate(invoice.periodFrom)} – ${formatDate(invoice.periodTo)}`
              : `${invoice.days} Tage ab Zahlungseingang`}
          </dd>
        </div>
        {invoice.relatedNumber && (
          <div className="flex gap-1">
            <dt>{invoice.kind === 'credit_note' ? 'Storniert:' : 'Storno:'}</dt>
            <dd>{invoice.relatedNumber}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt>Betrag:</dt>
          <dd className="font-semibold text-stone-900 dark:text-stone-100">
            {formatEuro(invoice.gross)}
            {invoice.vatRate > 0 && (
              <span className="font-normal">
                {' '}
                (netto {formatEuro(invoice.net)} + {formatEuro(invoice.vat)} USt.)
              </span>
            )}
          </dd>
        </div>
      </dl>
      <a
        href={invoicePdfPath(invoice.id)}
        download
        aria-label={`PDF herunterladen: ${title}`}
        className="mt-3 inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800"
      >
        <FileDown aria-hidden="true" className="size-4" />
        PDF herunterladen
      </a>
    </li>
  );
}
