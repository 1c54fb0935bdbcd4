// The invoice as a PDF (issue 38) with pdfkit: PDF/A-3b with the fonts embedded (Inter, shipped in the npm package
// @expo-google-fonts/inter, nothing fetched at run time) and the EN 16931 XML attached as factur-x.xml (ZUGFeRD /
// Factur-X profile EN 16931). Drawn from the stored invoice data alone, with the invoice's own date as the PDF's,
// so rendering it again gives the same document. What § 14 UStG asks is on it: seller and buyer with addresses,
// the seller's tax number and VAT id, the number, invoice date, service period, net, VAT rate and amount, gross
// (or the small-business note instead of VAT).
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatEuro, SMALL_BUSINESS_NOTE } from '#contract/premium.ts';
import { FACTURX_FILE, invoiceXml } from './cii.ts';
import type { InvoiceData } from './invoice-data.ts';

const require = createRequire(import.meta.url);
const FONT_DIR = path.dirname(require.resolve('@expo-google-fonts/inter'));
const REGULAR = path.join(FONT_DIR, '400Regular', 'Inter_400Regular.ttf');
const BOLD = path.join(FONT_DIR, '700Bold', 'Inter_700Bold.ttf');

const germanDay = (day: string) => day.split('-').reverse().join('.');
const euro = (data: InvoiceData, cents: number) => formatEuro((data.kind === 'credit_note' ? -cents : cents) / 100);

/** The Factur-X XMP extension schema PDF/A-3 asks for, naming the attached XML and its profile. */
const FACTURX_XMP = `
        <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>${FACTURX_FILE}</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
            <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property><rdf:Seq>
                    <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>name of the embedded XML invoice file</pdfaProperty:description></rdf:li>
                    <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>INVOICE</pdfaProperty:description></rdf:li>
                    <rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The actual version of the Factur-X XML schema</pdfaProperty:description></rdf:li>
                    <rdf:li rdf:parseType="Resource"><pdfaProperty:name>ConformanceLevel</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The conformance level of the embedded Factur-X data</pdfaProperty:description></rdf:li>
                </rdf:Seq></pdfaSchema:property>
            </rdf:li></rdf:Bag></pdfaExtension:schemas>
        </rdf:Description>`;

function partyLines(party: InvoiceData['buyer'] | InvoiceData['seller']): string[] {
  return [
    party.name,
    ...(party.company ? [party.company] : []),
    party.street,
    `${party.zip} ${party.city}`,
    party.country,
  ];
}

function titleOf(data: InvoiceData): string {
  return data.kind === 'credit_note' ? `Stornorechnung ${data.number}` : `Rechnung ${data.number}`;
}

function draw(doc: PDFKit.PDFDocument, data: InvoiceData): void {
  const left = 56;
  const width = doc.page.width - 2 * left;
  doc.font('Regular').fontSize(8).fillColor('#555555');
  doc.text(`${data.seller.name} · ${data.seller.street} · ${data.seller.zip} ${data.seller.city}`, left, 56);
  doc.fillColor('#000000').fontSize(10).moveDown(0.8);
  for (const line of partyLines(data.buyer)) doc.text(line);

  const seller = [
    ...partyLines(data.seller),
    ...(data.seller.taxNumber ? [`Steuernummer: ${data.seller.taxNumber}`] : []),
    ...(data.seller.vatId ? [`USt-IdNr.: ${data.seller.vatId}`] : []),
  ];
  doc.fontSize(9).text(seller.join('\n'), left + width - 200, 56, { width: 200, align: 'right' });

  doc.font('Bold').fontSize(16).text(titleOf(data), left, 210);
  doc.font('Regular').fontSize(10).moveDown(0.5);
  const facts: [string, string][] = [
    [data.kind === 'credit_note' ? 'Stornonummer' : 'Rechnungsnummer', data.number],
    [data.kind === 'credit_note' ? 'Datum' : 'Rechnungsdatum', germanDay(data.issuedOn)],
    [
      'Leistungszeitraum',
      data.periodFrom && data.periodTo
        ? `${germanDay(data.periodFrom)} bis ${germanDay(data.periodTo)}`
        : `${data.line.days} Tage ab Zahlungseingang`,
    ],
    ...(data.corrects
      ? ([['Storniert wird', `Rechnung ${data.corrects.number} vom ${germanDay(data.corrects.issuedOn)}`]] as [
          string,
          string,
        ][])
      : []),
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.text(label, left, y, { width: 150 });
    doc.text(value, left + 160, y);
  }

  let y = doc.y + 24;
  doc.font('Bold').text('Leistung', left, y).text('Betrag', left, y, { width, align: 'right' });
  y = doc.y + 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  doc.font('Regular').text(data.line.description, left, y + 6, { width: width - 120 });
  doc.text(euro(data, data.netCents), left, y + 6, { width, align: 'right' });
  y = doc.y + 12;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();

  const sums: [string, string][] = [['Nettobetrag', euro(data, data.netCents)]];
  if (!data.smallBusiness)
    sums.push([`Umsatzsteuer ${String(data.vatRate).replace('.', ',')} %`, euro(data, data.vatCents)]);
  sums.push(['Gesamtbetrag', euro(data, data.grossCents)]);
  doc.y = y + 8;
  for (const [index, [label, value]] of sums.entries()) {
    const rowY = doc.y;
    doc.font(index === sums.length - 1 ? 'Bold' : 'Regular');
    doc.text(label, left + width - 260, rowY, { width: 140 });
    doc.text(value, left + width - 120, rowY, { width: 120, align: 'right' });
  }
  doc.font('Regular').moveDown(1.5);
  const notes = [
    ...(data.smallBusiness ? [SMALL_BUSINESS_NOTE] : []),
    data.kind === 'credit_note'
      ? 'Der Betrag wird mit der stornierten Rechnung verrechnet oder erstattet.'
      : `Bitte überweise den Betrag bis zum ${germanDay(data.dueOn!)} unter Angabe der Rechnungsnummer.`,
    'Diese Rechnung enthält die E-Rechnung nach EN 16931 (ZUGFeRD/Factur-X) als eingebettete XML-Datei.',
  ];
  doc.text(notes.join('\n\n'), left, doc.y, { width });
}

/** The PDF of a stored invoice or credit note. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const issued = new Date(`${data.issuedOn}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: titleOf(data),
      Author: data.seller.name,
      Creator: data.seller.name,
      Producer: 'Stallfinder',
      CreationDate: issued,
    },
  });
  doc.registerFont('Regular', REGULAR);
  doc.registerFont('Bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.appendXML(FACTURX_XMP);
  // pdfkit writes /AFRelationship from `relationship` (its types do not know it yet): Factur-X's is Alternative.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
    name: FACTURX_FILE,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X/ZUGFeRD invoice (EN 16931)',
    creationDate: issued,
    modifiedDate: issued,
  };
  doc.file(Buffer.from(invoiceXml(data), 'utf8'), attachment);
  draw(doc, data);
  doc.end();
  return done;
}
