// Questions and answers of the contact page and the FAQ page. Answers are authored here as small HTML
// fragments (links, emphasis), so they are trusted; faqJsonLd() turns them into FAQPage structured data.

export interface FaqItem {
  question: string;
  /** Trusted HTML written in this file. */
  answer: string;
}

export interface FaqSection {
  title: string;
  items: FaqItem[];
}

/** The three questions of the contact page (spec section 2). */
export const CONTACT_FAQS: FaqItem[] = [
  {
    question: 'Wie kann ich meinen Stallplatz inserieren?',
    answer:
      'Registriere dich kostenlos und setze dabei das Häkchen „Ich bin Stallbesitzer und möchte Plätze vermieten“. Danach legst du deinen Stall mit Fotos, Preisen und Ausstattung an. Alle Schritte erklärt die Seite <a href="/stall-vermieten">Stall vermieten</a>.',
  },
  {
    question: 'Fallen für die Nutzung Kosten an?',
    answer:
      'Die Grundfunktionen sind kostenlos: Suchen, Merken, Anfragen und das Inserieren von Stallplätzen. Kostenpflichtig sind nur Premium-Funktionen für Anbieter, die ein Inserat sichtbarer machen. Die aktuellen Preise findest du unter <a href="/pricing">Preise</a>.',
  },
  {
    question: 'Wie erreiche ich Stallbesitzer?',
    answer:
      'Auf jeder Anzeige schickst du mit „Anfrage senden“ eine Nachricht über unser sicheres Anfrageformular. Deine Kontaktdaten sieht nur der Anbieter des Stallplatzes. Wenn der Anbieter sie angegeben hat, erreichst du ihn auch direkt per Telefon, E-Mail oder WhatsApp.',
  },
];

export const FAQ_SECTIONS: FaqSection[] = [
  {
    title: 'Suchen und Finden',
    items: [
      {
        question: 'Wie finde ich einen passenden Stallplatz?',
        answer:
          'Gib auf der <a href="/stallplaetze">Suchseite</a> eine Stadt, Postleitzahl oder einen Stallnamen ein. Mit den Filtern grenzt du nach Stallart (Außenbox, Innenbox, Offenstall, Weideplatz), Preisspanne und Ausstattung wie Reitplatz, Reithalle oder Waschplatz ein. Über die Regionsauswahl im Kopfbereich siehst du nur Angebote aus Deutschland, Österreich oder der Schweiz.',
      },
      {
        question: 'Wie werden die Suchergebnisse sortiert?',
        answer:
          'Standardmäßig nach Relevanz: Premium-Inserate stehen zuerst, danach folgen Ställe mit besserer Bewertung und neuere Angebote. Du kannst stattdessen nach Preis (aufsteigend oder absteigend), Bewertung oder Aktualität sortieren.',
      },
      {
        question: 'Wo werden meine Favoriten gespeichert?',
        answer:
          'Favoriten, die du mit dem Herz-Symbol markierst, speichern wir ausschließlich in deinem Browser auf diesem Gerät. Sie werden nicht an uns übertragen und erscheinen daher nicht auf anderen Geräten. Wenn du die Websitedaten deines Browsers löschst, sind auch die Favoriten weg.',
      },
    ],
  },
  {
    title: 'Anfragen und Kontakt',
    items: [
      {
        question: 'Was passiert mit meiner Anfrage?',
        answer:
          'Deine Anfrage wird dem jeweiligen Inserat zugeordnet und dem Stallbesitzer zugestellt. Er antwortet dir direkt per E-Mail oder Telefon. Einen Besichtigungstermin und den Mietvertrag vereinbart ihr anschließend unmittelbar miteinander.',
      },
      {
        question: 'Muss ich für eine Anfrage registriert sein?',
        answer:
          'Nein. Für eine Anfrage genügen Name, E-Mail-Adresse und deine Nachricht; Telefonnummer und gewünschter Einzugstermin sind freiwillig.',
      },
      {
        question: 'Ist Stallfinder Vertragspartner des Mietvertrags?',
        answer:
          'Nein. Stallfinder vermittelt den Kontakt. Den Einstellvertrag schließt du direkt mit dem Stallbetrieb; wir empfehlen einen schriftlichen Vertrag und eine Besichtigung vor Ort.',
      },
    ],
  },
  {
    title: 'Konto und Anbieter',
    items: [
      {
        question: 'Brauche ich ein Konto?',
        answer:
          'Zum Suchen und für Anfragen nicht. Ein Konto brauchst du, wenn du selbst Stallplätze anbieten möchtest. Die Registrierung ist kostenlos.',
      },
      {
        question: 'Wie werde ich Anbieter?',
        answer:
          'Registriere dich und wähle „Ich bin Stallbesitzer und möchte Plätze vermieten“. Wie es danach weitergeht, liest du auf <a href="/stall-vermieten">Stall vermieten</a>.',
      },
      {
        question: 'Werden die Inserate geprüft?',
        answer:
          'Neue Inserate gehen nicht sofort online: Unser Team prüft sie und schaltet sie erst danach frei. Was wir dabei prüfen und was nicht, steht unter <a href="/trust">Vertrauen &amp; Verifizierung</a>.',
      },
      {
        question: 'Was kostet Premium?',
        answer:
          'Premium ist optional und wird pro Inserat und Monat berechnet. Den aktuellen Preis findest du unter <a href="/pricing">Preise</a>, die Vorteile unter <a href="/premium">Premium</a>.',
      },
    ],
  },
];

/** The answer's plain text, for structured data. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function faqJsonLd(items: FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}
