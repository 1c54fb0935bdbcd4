// The invoice as an EN 16931 e-invoice (issue 38): UN/CEFACT Cross Industry Invoice XML in the Factur-X /
// ZUGFeRD 2 profile EN 16931 ("COMFORT"), embedded in the PDF as factur-x.xml (pdf.ts). Built from the stored
// invoice data alone. A credit note is type 381 with positive amounts and a reference to its invoice (BT-25).
import { SMALL_BUSINESS_NOTE } from '#contract/premium.ts';
import type { InvoiceData, InvoiceParty } from './invoice-data.ts';

export const CII_GUIDELINE = 'urn:cen.eu:en16931:2017';
export const FACTURX_FILE = 'factur-x.xml';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const amount = (cents: number) => (cents / 100).toFixed(2);
const day102 = (day: string) => day.replaceAll('-', '');
const date = (tag: string, day: string) =>
  `<${tag}><udt:DateTimeString format="102">${day102(day)}</udt:DateTimeString></${tag}>`;

function address(party: InvoiceParty): string {
  return `<ram:PostalTradeAddress><ram:PostcodeCode>${esc(party.zip)}</ram:PostcodeCode><ram:LineOne>${esc(
    party.street,
  )}</ram:LineOne>${party.company ? `<ram:LineTwo>${esc(party.company)}</ram:LineTwo>` : ''}<ram:CityName>${esc(
    party.city,
  )}</ram:CityName><ram:CountryID>${party.country}</ram:CountryID></ram:PostalTradeAddress>`;
}

function tax(data: InvoiceData, withAmounts: boolean): string {
  const exempt = data.smallBusiness;
  return [
    '<ram:ApplicableTradeTax>',
    withAmounts ? `<ram:CalculatedAmount>${amount(data.vatCents)}</ram:CalculatedAmount>` : '',
    '<ram:TypeCode>VAT</ram:TypeCode>',
    exempt && withAmounts ? `<ram:ExemptionReason>${esc(SMALL_BUSINESS_NOTE)}</ram:ExemptionReason>` : '',
    withAmounts ? `<ram:BasisAmount>${amount(data.netCents)}</ram:BasisAmount>` : '',
    `<ram:CategoryCode>${exempt ? 'E' : 'S'}</ram:CategoryCode>`,
    exempt && withAmounts ? '<ram:ExemptionReasonCode>VATEX-EU-O</ram:ExemptionReasonCode>' : '',
    `<ram:RateApplicablePercent>${exempt ? '0' : String(data.vatRate)}</ram:RateApplicablePercent>`,
    '</ram:ApplicableTradeTax>',
  ].join('');
}

function sellerTaxIds(seller: InvoiceData['seller']): string {
  return [
    seller.taxNumber
      ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="FC">${esc(seller.taxNumber)}</ram:ID></ram:SpecifiedTaxRegistration>`
      : '',
    seller.vatId
      ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${esc(seller.vatId)}</ram:ID></ram:SpecifiedTaxRegistration>`
      : '',
  ].join('');
}

export function invoiceXml(data: InvoiceData): string {
  const credit = data.kind === 'credit_note';
  const period =
    data.periodFrom && data.periodTo
      ? `<ram:BillingSpecifiedPeriod>${date('ram:StartDateTime', data.periodFrom)}${date(
          'ram:EndDateTime',
          data.periodTo,
        )}</ram:BillingSpecifiedPeriod>`
      : '';
  const notes = [
    data.smallBusiness ? SMALL_BUSINESS_NOTE : '',
    data.periodFrom ? '' : 'Leistungszeitraum: beginnt mit dem Zahlungseingang.',
    credit && data.corrects ? `Storno der Rechnung ${data.corrects.number} vom ${data.corrects.issuedOn}.` : '',
  ].filter(Boolean);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${CII_GUIDELINE}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>${esc(data.number)}</ram:ID><ram:TypeCode>${credit ? 381 : 380}</ram:TypeCode>${date(
    'ram:IssueDateTime',
    data.issuedOn,
  )}${notes.map((n) => `<ram:IncludedNote><ram:Content>${esc(n)}</ram:Content></ram:IncludedNote>`).join('')}</rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction>
<ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument><ram:SpecifiedTradeProduct><ram:Name>${esc(
    data.line.description,
  )}</ram:Name></ram:SpecifiedTradeProduct><ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${amount(
    data.netCents,
  )}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement><ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery><ram:SpecifiedLineTradeSettlement>${tax(
    data,
    false,
  )}<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${amount(
    data.netCents,
  )}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement></ram:IncludedSupplyChainTradeLineItem>
<ram:ApplicableHeaderTradeAgreement><ram:BuyerReference>${esc(data.buyer.email)}</ram:BuyerReference><ram:SellerTradeParty><ram:Name>${esc(
    data.seller.name,
  )}</ram:Name>${address(data.seller)}${sellerTaxIds(data.seller)}</ram:SellerTradeParty><ram:BuyerTradeParty><ram:Name>${esc(
    data.buyer.company ? `${data.buyer.name}, ${data.buyer.company}` : data.buyer.name,
  )}</ram:Name>${address({ ...data.buyer, company: undefined })}<ram:URIUniversalCommunication><ram:URIID schemeID="EM">${esc(
    data.buyer.email,
  )}</ram:URIID></ram:URIUniversalCommunication></ram:BuyerTradeParty></ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeDelivery/>
<ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>${tax(data, true)}${period}${
    data.dueOn
      ? `<ram:SpecifiedTradePaymentTerms><ram:Description>Zahlbar ohne Abzug bis ${esc(data.dueOn)}</ram:Description>${date(
          'ram:DueDateDateTime',
          data.dueOn,
        )}</ram:SpecifiedTradePaymentTerms>`
      : ''
  }<ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>${amount(
    data.netCents,
  )}</ram:LineTotalAmount><ram:TaxBasisTotalAmount>${amount(
    data.netCents,
  )}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">${amount(
    data.vatCents,
  )}</ram:TaxTotalAmount><ram:GrandTotalAmount>${amount(data.grossCents)}</ram:GrandTotalAmount><ram:DuePayableAmount>${amount(
    data.grossCents,
  )}</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>${
    credit && data.corrects
      ? `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${esc(data.corrects.number)}</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${day102(
          data.corrects.issuedOn,
        )}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`
      : ''
  }</ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`;
}
