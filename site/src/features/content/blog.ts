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
      'Fotos zeigen viel, aber nicht alles. Mit dieser Checkliste erkennst du bei der Besichtigung, ob ein Stall wirklich zu deinem Pferd passt.',
    published: '2025-02-18',
    audience: 'Pferdebesitzer',
    body: [
      p(
        'Ein neuer Stall ist eine Entscheidung für viele Monate, oft für Jahre. Nimm dir für die Besichtigung deshalb Zeit – am besten zu einer Tageszeit, in der im Stall Betrieb ist, etwa zur Fütterung oder am frühen Abend.',
      ),
      h2('Die Pferde im Stall'),
      p(
        'Der beste Hinweis auf die Haltung sind die Pferde selbst. Wirken sie entspannt und gepflegt? Sind Hufe, Fell und Gewicht in Ordnung? Gibt es Pferde, die ständig weben oder koppen? Das kann auf Stress, Langeweile oder zu wenig Raufutter hinweisen.',
      ),
      h2('Boxen, Paddocks und Weiden'),
      ul(
        'Boxengröße: Als Faustregel gilt eine Fläche von mindestens (2 × Widerristhöhe)² – für ein Pferd mit 1,65 m also knapp 11 m².',
        'Einstreu: trocken, sauber, ohne Ammoniakgeruch. Frag, wie oft gemistet wird.',
        'Licht und Luft: Fenster, Luftzug ohne Zugluft, Blickkontakt zu Artgenossen.',
        'Weide und Paddock: Wie viele Stunden Auslauf gibt es, im Sommer und im Winter? In welchen Gruppen?',
        'Zäune und Tore: stabil, gut sichtbar und ohne Verletzungsgefahr.',
      ),
      h2('Fütterung'),
      p(
        'Frag nach der Anzahl der Raufuttergaben und ob Heu ad libitum oder rationiert gefüttert wird. Lass dir Heu und Stroh zeigen: Sie sollten frisch riechen, nicht staubig sein und keinen Schimmel aufweisen. Kläre, ob Kraftfutter und Zusatzfutter im Preis enthalten sind oder selbst mitgebracht werden.',
      ),
      h2('Reitanlage und Umgebung'),
      p(
        'Prüf den Reitplatz bei Regen – steht dort das Wasser? Gibt es eine Reithalle, Flutlicht, Reitwege direkt ab Stall? Auch Parkplatz, Sattelkammer mit abschließbarem Schrank und ein Waschplatz mit warmem Wasser machen den Alltag angenehmer.',
      ),
      h2('Stallregeln und Vertrag'),
      ul(
        'Was ist im Preis enthalten: Misten, Füttern, Rein- und Rausstellen, Decken wechseln?',
        'Welche Tierärzte und Hufschmiede kommen in den Stall? Darfst du deine eigenen mitbringen?',
        'Wie lange ist die Kündigungsfrist, und gibt es eine Probezeit?',
        'Wie ist der Stall versichert, und welche Versicherung wird von dir erwartet?',
      ),
      p(
        'Lass dir den Einstellvertrag vorab geben und lies ihn in Ruhe. Alles, was mündlich zugesagt wurde, sollte auch im Vertrag stehen.',
      ),
      h2('Das Bauchgefühl zählt'),
      p(
        'Achte darauf, wie Stallbetreiber und Einsteller miteinander umgehen. Ein freundlicher Ton und offene Antworten auf kritische Fragen sind mindestens so viel wert wie eine neue Reithalle.',
      ),
    ],
  },
  {
    slug: 'haltungsformen-im-vergleich',
    title: 'Box, Offenstall oder Weide: Welche Haltung passt zu deinem Pferd?',
    teaser:
      'Außenbox, Innenbox, Offenstall oder Weideplatz – jede Haltungsform hat Stärken. Ein Überblick, der dir die Suche erleichtert.',
    published: '2025-04-03',
    audience: 'Pferdebesitzer',
    body: [
      p(
        'Auf Stallfinder filterst du nach vier Stallarten. Welche die richtige ist, hängt von deinem Pferd ab: von Alter, Gesundheit, Temperament und davon, wie viel Bewegung und Sozialkontakt es braucht.',
      ),
      h2('Außenbox mit Paddock'),
      p(
        'Die Box öffnet sich nach draußen, oft mit direkt angeschlossenem Paddock. Das Pferd sieht das Geschehen auf dem Hof, bekommt frische Luft und kann sich im Paddock bewegen. Eine gute Wahl für Pferde, die einen eigenen Rückzugsort brauchen, aber nicht den ganzen Tag drinnen stehen sollen.',
      ),
      h2('Innenbox'),
      p(
        'Innenboxen liegen in einer Stallgasse. Sie sind im Winter geschützt und erleichtern die Versorgung, bieten aber weniger Reize und Luft. Achte auf gute Belüftung, Fenster und täglichen Weidegang oder Auslauf.',
      ),
      h2('Offenstall mit Weidegang'),
      p(
        'Im Offenstall leben Pferde in der Gruppe und bewegen sich frei zwischen Liegehalle, Fressplatz und Auslauf. Das entspricht ihrem natürlichen Verhalten und fördert Gelenke, Atemwege und Psyche. Wichtig sind ausreichend Platz, mehrere Fressstellen und eine stabile Gruppe – für sehr rangniedrige oder kranke Pferde ist der Offenstall nicht immer ideal.',
      ),
      h2('Weideplatz'),
      p(
        'Ganzjährige oder saisonale Weidehaltung mit Unterstand eignet sich für robuste Rassen, Jungpferde und Pferde im Ruhestand. Frag nach Zufütterung im Winter, Wasserversorgung bei Frost und danach, wie oft die Herde kontrolliert wird.',
      ),
      h2('Unsere Empfehlung'),
      ul(
        'Viel Bewegung und Sozialkontakt sind für fast jedes Pferd wichtiger als eine besonders große Box.',
        'Sprich mit deinem Tierarzt, wenn dein Pferd Atemwegs- oder Stoffwechselprobleme hat.',
        'Plane eine Eingewöhnungszeit ein – gerade beim Wechsel von der Box in den Offenstall.',
      ),
    ],
  },
  {
    slug: 'stallwechsel-ohne-stress',
    title: 'Stallwechsel ohne Stress: So gelingt der Umzug',
    teaser:
      'Der neue Stall ist gefunden – jetzt kommt der Umzug. Mit guter Vorbereitung kommt dein Pferd entspannt im neuen Zuhause an.',
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
        'Futterumstellung planen: Frag nach dem Heu im neuen Stall und nimm für die ersten Tage etwas vom gewohnten Futter mit.',
        'Transport rechtzeitig organisieren und das Verladen üben, falls dein Pferd selten Hänger fährt.',
      ),
      h2('Der Umzugstag'),
      p(
        'Fahr möglichst am Vormittag, damit dein Pferd den neuen Stall bei Tageslicht kennenlernt. Lass es zuerst in Ruhe in Box oder Paddock ankommen, mit Wasser und Heu. Die Integration in eine Gruppe sollte schrittweise erfolgen – sprich das Vorgehen vorab mit dem Stallbetreiber ab.',
      ),
      h2('Die ersten Wochen'),
      p(
        'Gib deinem Pferd Zeit. Leichte Arbeit, Spaziergänge über das Gelände und feste Zeiten helfen beim Ankommen. Beobachte Fressverhalten, Kot und Gewicht genauer als sonst; Unruhe in den ersten Tagen ist normal, anhaltende Appetitlosigkeit nicht.',
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
    teaser: 'Gute Inserate bekommen mehr und passendere Anfragen. So zeigst du deinen Stall von seiner besten Seite.',
    published: '2025-09-09',
    audience: 'Stallbesitzer',
    body: [
      p(
        'Pferdebesitzer vergleichen viele Angebote, bevor sie eine Anfrage schreiben. Ein vollständiges, ehrliches Inserat spart dir Zeit: Du bekommst weniger Rückfragen und mehr Anfragen, die wirklich passen.',
      ),
      h2('1. Fotos bei Tageslicht'),
      p(
        'Zeig Box oder Offenstall, Paddock, Weide, Reitplatz und Sattelkammer – aufgeräumt und bei gutem Licht. Das erste Foto ist das Titelbild in der Suche: Wähle eines, das deinen Stall auf einen Blick erkennbar macht.',
      ),
      h2('2. Ein klarer Preis'),
      p(
        'Nenne den Monatspreis und schreib in die Beschreibung, was enthalten ist: Misten, Fütterung, Weidegang, Hallennutzung. Suchende filtern nach Preisspannen – ein realistischer Preis bringt dich in die richtigen Ergebnisse.',
      ),
      h2('3. Die Ausstattung vollständig angeben'),
      p(
        'Reitplatz, Reithalle, Reitwege, Waschplatz, Parkplatz, WLAN, Fütterung und Tierarzt vor Ort sind Filter in unserer Suche. Was du nicht angibst, findet niemand.',
      ),
      h2('4. Ehrlich beschreiben'),
      p(
        'Beschreibe deinen Stall so, wie er ist – auch die kleinen Schwächen. Wer weiß, dass die Halle im Winter abends voll ist, ist später kein enttäuschter Einsteller.',
      ),
      h2('5. Schnell antworten'),
      p(
        'Pferdebesitzer schreiben oft mehrere Ställe gleichzeitig an. Wer innerhalb eines Tages antwortet und einen Besichtigungstermin anbietet, hat die besten Chancen.',
      ),
      p(
        'Du möchtest, dass dein Inserat noch öfter gesehen wird? Mit Premium steht es in der Suche oben und erscheint auf der Startseite.',
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
