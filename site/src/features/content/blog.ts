// The blog's articles: practical guides for horse owners and stable owners, written here as typed blocks
// (plain text, no HTML), rendered by /blog and /blog/[slug].

export type Block = { type: 'p'; text: string } | { type: 'h2'; text: string } | { type: 'ul'; items: string[] };

export interface Article {
  slug: string;
  title: string;
  /** One or two sentences for the overview and the meta description. */
  teaser: string;
  /** ISO date of publication. */
  published: string;
  audience: 'Pferdebesitzer' | 'Stallbesitzer';
  body: Block[];
}

const p = (text: string): Block => ({ type: 'p', text });
const h2 = (text: string): Block => ({ type: 'h2', text });
const ul = (...items: string[]): Block => ({ type: 'ul', items });

export const ARTICLES: Article[] = [
  {
    slug: 'stallbesichtigung-checkliste',
    title: 'Worauf achten bei der Stallbesichtigung?',
    teaser:
      'Fotos zeigen viel, aber nicht alles. Mit dieser Checkliste erkennen Sie bei der Besichtigung, ob ein Stall wirklich zu Ihrem Pferd passt.',
    published: '2025-02-18',
    audience: 'Pferdebesitzer',
    body: [
      p(
        'Ein neuer Stall ist eine Entscheidung für viele Monate, oft für Jahre. Nehmen Sie sich für die Besichtigung deshalb Zeit – am besten zu einer Tageszeit, in der im Stall Betrieb ist, etwa zur Fütterung oder am frühen Abend.',
      ),
      h2('Die Pferde im Stall'),
      p(
        'Der beste Hinweis auf die Haltung sind die Pferde selbst. Wirken sie entspannt und gepflegt? Sind Hufe, Fell und Gewicht in Ordnung? Gibt es Pferde, die ständig weben oder koppen? Das kann auf Stress, Langeweile oder zu wenig Raufutter hinweisen.',
      ),
      h2('Boxen, Paddocks und Weiden'),
      ul(
        'Boxengröße: Als Faustregel gilt eine Fläche von mindestens (2 × Widerristhöhe)² – für ein Pferd mit 1,65 m also knapp 11 m².',
        'Einstreu: trocken, sauber, ohne Ammoniakgeruch. Fragen Sie, wie oft gemistet wird.',
        'Licht und Luft: Fenster, Luftzug ohne Zugluft, Blickkontakt zu Artgenossen.',
        'Weide und Paddock: Wie viele Stunden Auslauf gibt es, im Sommer und im Winter? In welchen Gruppen?',
        'Zäune und Tore: stabil, gut sichtbar und ohne Verletzungsgefahr.',
      ),
      h2('Fütterung'),
      p(
        'Fragen Sie nach der Anzahl der Raufuttergaben und ob Heu ad libitum oder rationiert gefüttert wird. Lassen Sie sich Heu und Stroh zeigen: Sie sollten frisch riechen, nicht staubig sein und keinen Schimmel aufweisen. Klären Sie, ob Kraftfutter und Zusatzfutter im Preis enthalten sind oder selbst mitgebracht werden.',
      ),
      h2('Reitanlage und Umgebung'),
      p(
        'Prüfen Sie den Reitplatz bei Regen – steht dort das Wasser? Gibt es eine Reithalle, Flutlicht, Reitwege direkt ab Stall? Auch Parkplatz, Sattelkammer mit abschließbarem Schrank und ein Waschplatz mit warmem Wasser machen den Alltag angenehmer.',
      ),
      h2('Stallregeln und Vertrag'),
      ul(
        'Was ist im Preis enthalten: Misten, Füttern, Rein- und Rausstellen, Decken wechseln?',
        'Welche Tierärzte und Hufschmiede kommen in den Stall? Dürfen Sie Ihre eigenen mitbringen?',
        'Wie lange ist die Kündigungsfrist, und gibt es eine Probezeit?',
        'Wie ist der Stall versichert, und welche Versicherung wird von Ihnen erwartet?',
      ),
      p(
        'Lassen Sie sich den Einstellvertrag vorab geben und lesen Sie ihn in Ruhe. Alles, was mündlich zugesagt wurde, sollte auch im Vertrag stehen.',
      ),
      h2('Das Bauchgefühl zählt'),
      p(
        'Achten Sie darauf, wie Stallbetreiber und Einsteller miteinander umgehen. Ein freundlicher Ton und offene Antworten auf kritische Fragen sind mindestens so viel wert wie eine neue Reithalle.',
      ),
    ],
  },
  {
    slug: 'haltungsformen-im-vergleich',
    title: 'Box, Offenstall oder Weide: Welche Haltung passt zu Ihrem Pferd?',
    teaser:
      'Außenbox, Innenbox, Offenstall oder Weideplatz – jede Haltungsform hat Stärken. Ein Überblick, der Ihnen die Suche erleichtert.',
    published: '2025-04-03',
    audience: 'Pferdebesitzer',
    body: [
      p(
        'Auf Stallfinder filtern Sie nach vier Stallarten. Welche die richtige ist, hängt von Ihrem Pferd ab: von Alter, Gesundheit, Temperament und davon, wie viel Bewegung und Sozialkontakt es braucht.',
      ),
      h2('Außenbox mit Paddock'),
      p(
        'Die Box öffnet sich nach draußen, oft mit direkt angeschlossenem Paddock. Das Pferd sieht das Geschehen auf dem Hof, bekommt frische Luft und kann sich im Paddock bewegen. Eine gute Wahl für Pferde, die einen eigenen Rückzugsort brauchen, aber nicht den ganzen Tag drinnen stehen sollen.',
      ),
      h2('Innenbox'),
      p(
        'Innenboxen liegen in einer Stallgasse. Sie sind im Winter geschützt und erleichtern die Versorgung, bieten aber weniger Reize und Luft. Achten Sie auf gute Belüftung, Fenster und täglichen Weidegang oder Auslauf.',
      ),
      h2('Offenstall mit Weidegang'),
      p(
        'Im Offenstall leben Pferde in der Gruppe und bewegen sich frei zwischen Liegehalle, Fressplatz und Auslauf. Das entspricht ihrem natürlichen Verhalten und fördert Gelenke, Atemwege und Psyche. Wichtig sind ausreichend Platz, mehrere Fressstellen und eine stabile Gruppe – für sehr rangniedrige oder kranke Pferde ist der Offenstall nicht immer ideal.',
      ),
      h2('Weideplatz'),
      p(
        'Ganzjährige oder saisonale Weidehaltung mit Unterstand eignet sich für robuste Rassen, Jungpferde und Pferde im Ruhestand. Fragen Sie nach Zufütterung im Winter, Wasserversorgung bei Frost und danach, wie oft die Herde kontrolliert wird.',
      ),
      h2('Unsere Empfehlung'),
      ul(
        'Viel Bewegung und Sozialkontakt sind für fast jedes Pferd wichtiger als eine besonders große Box.',
        'Sprechen Sie mit Ihrem Tierarzt, wenn Ihr Pferd Atemwegs- oder Stoffwechselprobleme hat.',
        'Planen Sie eine Eingewöhnungszeit ein – gerade beim Wechsel von der Box in den Offenstall.',
      ),
    ],
  },
  {
    slug: 'stallwechsel-ohne-stress',
    title: 'Stallwechsel ohne Stress: So gelingt der Umzug',
    teaser:
      'Der neue Stall ist gefunden – jetzt kommt der Umzug. Mit guter Vorbereitung kommt Ihr Pferd entspannt im neuen Zuhause an.',
    published: '2025-06-24',
    audience: 'Pferdebesitzer',
    body: [
      p(
        'Ein Stallwechsel bedeutet für Pferde neue Artgenossen, neue Wege und neue Abläufe. Die gute Nachricht: Die meisten Pferde gewöhnen sich innerhalb weniger Wochen ein – wenn der Umzug gut vorbereitet ist.',
      ),
      h2('Vor dem Umzug'),
      ul(
        'Kündigungsfrist im alten Stall prüfen und den Einzugstermin schriftlich festhalten.',
        'Impfpass, Equidenpass und Wurmkurdaten bereitlegen; viele Ställe verlangen aktuelle Impfungen.',
        'Futterumstellung planen: Fragen Sie nach dem Heu im neuen Stall und nehmen Sie für die ersten Tage etwas vom gewohnten Futter mit.',
        'Transport rechtzeitig organisieren und das Verladen üben, falls Ihr Pferd selten Hänger fährt.',
      ),
      h2('Der Umzugstag'),
      p(
        'Fahren Sie möglichst am Vormittag, damit Ihr Pferd den neuen Stall bei Tageslicht kennenlernt. Lassen Sie es zuerst in Ruhe in Box oder Paddock ankommen, mit Wasser und Heu. Die Integration in eine Gruppe sollte schrittweise erfolgen – sprechen Sie das Vorgehen vorab mit dem Stallbetreiber ab.',
      ),
      h2('Die ersten Wochen'),
      p(
        'Geben Sie Ihrem Pferd Zeit. Leichte Arbeit, Spaziergänge über das Gelände und feste Zeiten helfen beim Ankommen. Beobachten Sie Fressverhalten, Kot und Gewicht genauer als sonst; Unruhe in den ersten Tagen ist normal, anhaltende Appetitlosigkeit nicht.',
      ),
      h2('Checkliste zum Mitnehmen'),
      ul(
        'Equidenpass und Impfpass',
        'Halfter, Strick, Decken und Putzzeug',
        'Futter für die ersten Tage',
        'Telefonnummern von Tierarzt und Hufschmied',
        'Kopie des Einstellvertrags',
      ),
    ],
  },
  {
    slug: 'stallinserat-tipps',
    title: 'Das perfekte Stallinserat: fünf Tipps für Stallbesitzer',
    teaser: 'Gute Inserate bekommen mehr und passendere Anfragen. So zeigen Sie Ihren Stall von seiner besten Seite.',
    published: '2025-09-09',
    audience: 'Stallbesitzer',
    body: [
      p(
        'Pferdebesitzer vergleichen viele Angebote, bevor sie eine Anfrage schreiben. Ein vollständiges, ehrliches Inserat spart Ihnen Zeit: Sie bekommen weniger Rückfragen und mehr Anfragen, die wirklich passen.',
      ),
      h2('1. Fotos bei Tageslicht'),
      p(
        'Zeigen Sie Box oder Offenstall, Paddock, Weide, Reitplatz und Sattelkammer – aufgeräumt und bei gutem Licht. Das erste Foto ist das Titelbild in der Suche: Wählen Sie eines, das Ihren Stall auf einen Blick erkennbar macht.',
      ),
      h2('2. Ein klarer Preis'),
      p(
        'Nennen Sie den Monatspreis und schreiben Sie in die Beschreibung, was enthalten ist: Misten, Fütterung, Weidegang, Hallennutzung. Suchende filtern nach Preisspannen – ein realistischer Preis bringt Sie in die richtigen Ergebnisse.',
      ),
      h2('3. Die Ausstattung vollständig angeben'),
      p(
        'Reitplatz, Reithalle, Reitwege, Waschplatz, Parkplatz, WLAN, Fütterung und Tierarzt vor Ort sind Filter in unserer Suche. Was Sie nicht angeben, findet niemand.',
      ),
      h2('4. Ehrlich beschreiben'),
      p(
        'Beschreiben Sie Ihren Stall so, wie er ist – auch die kleinen Schwächen. Wer weiß, dass die Halle im Winter abends voll ist, ist später kein enttäuschter Einsteller.',
      ),
      h2('5. Schnell antworten'),
      p(
        'Pferdebesitzer schreiben oft mehrere Ställe gleichzeitig an. Wer innerhalb eines Tages antwortet und einen Besichtigungstermin anbietet, hat die besten Chancen.',
      ),
      p(
        'Sie möchten, dass Ihr Inserat noch öfter gesehen wird? Mit Premium steht es in der Suche oben und erscheint auf der Startseite.',
      ),
    ],
  },
];

const germanDate = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "18. Februar 2025". */
export function formatArticleDate(iso: string): string {
  return germanDate.format(new Date(`${iso}T00:00:00Z`));
}
