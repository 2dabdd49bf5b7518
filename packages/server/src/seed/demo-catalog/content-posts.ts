import type { PageText } from './content-pages.ts';
import type { DemoLanguage } from './content-solutions.ts';
import type { DrawingKind } from './drawings.ts';

/*
 * The demo's blog posts in English, Swedish and German: a title, a summary and the main paragraph each, written
 * by the people of Kvistra Air; demo-content.ts adds the author line.
 */

export interface DemoPost {
  route: string;
  drawing: DrawingKind;
  families: string[];
  /** Who wrote it, with the role in each language. */
  author: string;
  role: Record<DemoLanguage, string>;
  text: Record<DemoLanguage, PageText>;
}

const ENGINEER = { en: 'application engineer', sv: 'applikationsingenjör', de: 'Anwendungsingenieurin' };
const ENGINEER_M = { en: 'application engineer', sv: 'applikationsingenjör', de: 'Anwendungsingenieur' };
const SERVICE = { en: 'service manager', sv: 'servicechef', de: 'Serviceleiter' };
const PRODUCT = { en: 'product manager', sv: 'produktchef', de: 'Produktmanagerin' };

export const DEMO_POSTS: DemoPost[] = [
  {
    route: 'five-myths-about-heat-recovery',
    drawing: 'rotor',
    families: ['ahu-rotary'],
    author: 'Anna Lindqvist',
    role: ENGINEER,
    text: {
      en: [
        'Five myths about heat recovery',
        'Rotary exchangers spread smells, plate exchangers always freeze: what is true, and what is not.',
        'A well-set purge sector keeps carry-over in a rotary exchanger below 0.1 %, far too little to notice. Plate exchangers freeze only when the controls are set without thought for the exhaust humidity. And heat recovery pays even in mild climates, because it also recovers cooling in summer.',
      ],
      sv: [
        'Fem myter om värmeåtervinning',
        'Roterande växlare sprider lukt, plattväxlare fryser alltid: vad stämmer och vad stämmer inte.',
        'En rätt inställd renblåsningssektor håller överföringen i en roterande växlare under 0,1 %, alldeles för lite för att märkas. Plattväxlare fryser bara när styrningen ställts in utan hänsyn till frånluftens fukt. Och värmeåtervinning lönar sig även i milt klimat, eftersom den också återvinner kyla på sommaren.',
      ],
      de: [
        'Fünf Mythen über Wärmerückgewinnung',
        'Rotoren übertragen Gerüche, Plattenübertrager frieren immer ein: Was stimmt und was nicht.',
        'Eine richtig eingestellte Spülzone hält die Umluftübertragung eines Rotors unter 0,1 %, viel zu wenig, um es zu bemerken. Plattenübertrager frieren nur ein, wenn die Regelung ohne Blick auf die Abluftfeuchte eingestellt wurde. Und Wärmerückgewinnung lohnt sich auch in mildem Klima, weil sie im Sommer auch Kälte zurückgewinnt.',
      ],
    },
  },
  {
    route: 'what-a-classroom-breathes',
    drawing: 'unit-compact',
    families: ['ahu-compact'],
    author: 'Jonas Berg',
    role: ENGINEER_M,
    text: {
      en: [
        'What a classroom breathes',
        'We measured CO₂ in twelve classrooms for a term. The results surprised the teachers.',
        'In rooms with natural ventilation, CO₂ passed 2,000 ppm in most lessons after lunch. After the compact units were installed, it stayed below 900 ppm, and teachers reported fewer headaches and livelier afternoons. The units ran at full speed only twenty minutes a day.',
      ],
      sv: [
        'Vad ett klassrum andas',
        'Vi mätte koldioxid i tolv klassrum under en termin. Resultatet överraskade lärarna.',
        'I rum med självdrag passerade koldioxidhalten 2 000 ppm under de flesta lektioner efter lunch. Efter att kompaktaggregaten installerats låg den under 900 ppm, och lärarna rapporterade färre huvudvärkar och piggare eftermiddagar. Aggregaten gick på fullt varvtal bara tjugo minuter om dagen.',
      ],
      de: [
        'Was ein Klassenzimmer atmet',
        'Wir haben ein Halbjahr lang CO₂ in zwölf Klassenräumen gemessen. Das Ergebnis überraschte die Lehrkräfte.',
        'In Räumen mit Fensterlüftung lag der CO₂-Gehalt in den meisten Stunden nach dem Mittag über 2.000 ppm. Nach dem Einbau der Kompaktgeräte blieb er unter 900 ppm, und die Lehrkräfte berichteten von weniger Kopfschmerzen und lebhafteren Nachmittagen. Die Geräte liefen nur zwanzig Minuten am Tag mit voller Drehzahl.',
      ],
    },
  },
  {
    route: 'inside-the-rotor-line',
    drawing: 'unit-rotary-open',
    families: ['ahu-rotary'],
    author: 'Mikael Holm',
    role: { en: 'production manager', sv: 'produktionschef', de: 'Produktionsleiter' },
    text: {
      en: [
        'Inside the rotor line',
        'A morning at the Växjö factory, where a rotor is wound from a kilometre of aluminium foil.',
        'Two strips of foil, one flat and one corrugated, are wound into a wheel up to three metres across. The wheel is balanced, fitted with its seal and tested for leakage before it goes into a casing. Each rotor carries a label that traces it back to the foil batch it came from.',
      ],
      sv: [
        'Inne på rotorlinjen',
        'En morgon på fabriken i Växjö, där en rotor lindas av en kilometer aluminiumfolie.',
        'Två folieband, ett slätt och ett veckat, lindas till ett hjul på upp till tre meter i diameter. Hjulet balanseras, förses med tätning och läckprovas innan det monteras i ett hölje. Varje rotor har en etikett som spårar den till den foliesats den kommer från.',
      ],
      de: [
        'Einblick in die Rotorfertigung',
        'Ein Vormittag im Werk Växjö, wo ein Rotor aus einem Kilometer Aluminiumfolie gewickelt wird.',
        'Zwei Folienbänder, ein glattes und ein gewelltes, werden zu einem Rad mit bis zu drei Metern Durchmesser gewickelt. Das Rad wird ausgewuchtet, mit Dichtung versehen und auf Leckage geprüft, bevor es ins Gehäuse kommt. Jeder Rotor trägt ein Etikett, das ihn bis zur Foliencharge zurückverfolgt.',
      ],
    },
  },
  {
    route: 'filters-and-wildfire-smoke',
    drawing: 'filter-panel',
    families: ['filter'],
    author: 'Anna Lindqvist',
    role: ENGINEER,
    text: {
      en: [
        'Filters and wildfire smoke',
        'When smoke drifts over the city, the right filters keep fine particles out of the building.',
        'Smoke particles are mostly smaller than one micrometre, so only ePM1 filters stop a large share of them. During smoke episodes it helps to lower the outdoor airflow and let the filters work at lower velocity. Check the pressure drop afterwards: a smoky week can use up a filter’s life.',
      ],
      sv: [
        'Filter och rök från skogsbränder',
        'När röken driver in över staden håller rätt filter de fina partiklarna ute.',
        'Rökpartiklar är oftast mindre än en mikrometer, så bara ePM1-filter stoppar en stor andel av dem. Under rökepisoder hjälper det att sänka uteluftsflödet så att filtren arbetar vid lägre hastighet. Kontrollera tryckfallet efteråt: en rökig vecka kan förbruka ett filters livslängd.',
      ],
      de: [
        'Filter und Rauch von Waldbränden',
        'Zieht Rauch über die Stadt, halten die richtigen Filter Feinstaub aus dem Gebäude.',
        'Rauchpartikel sind meist kleiner als ein Mikrometer, daher halten nur ePM1-Filter einen großen Teil davon zurück. Bei Rauchlagen hilft es, den Außenluftvolumenstrom zu senken, damit die Filter mit geringerer Geschwindigkeit arbeiten. Prüfen Sie danach den Druckverlust: Eine verrauchte Woche kann die Standzeit eines Filters aufbrauchen.',
      ],
    },
  },
  {
    route: 'a-year-of-service-data',
    drawing: 'controls',
    families: ['controls'],
    author: 'Peter Nyström',
    role: SERVICE,
    text: {
      en: [
        'What a year of service data taught us',
        'Our engineers logged every visit for a year. Three faults caused half the call-outs.',
        'Clogged filters, frozen coils and belts on older fans accounted for half of all unplanned visits. All three show up in the controller’s data days before they stop a unit. Alarms on filter pressure and supply temperature now reach our service desk directly.',
      ],
      sv: [
        'Vad ett år av servicedata lärde oss',
        'Våra tekniker loggade varje besök under ett år. Tre fel orsakade hälften av utryckningarna.',
        'Igensatta filter, frusna batterier och remmar på äldre fläktar stod för hälften av alla oplanerade besök. Alla tre syns i regulatorns data flera dagar innan de stoppar ett aggregat. Larm för filtertryck och tilluftstemperatur går nu direkt till vår servicedesk.',
      ],
      de: [
        'Was uns ein Jahr Servicedaten gelehrt hat',
        'Unsere Techniker haben ein Jahr lang jeden Einsatz erfasst. Drei Fehler verursachten die Hälfte der Einsätze.',
        'Verstopfte Filter, eingefrorene Register und Riemen an älteren Ventilatoren machten die Hälfte aller ungeplanten Einsätze aus. Alle drei zeigen sich in den Reglerdaten Tage, bevor sie ein Gerät stoppen. Alarme zu Filterdruck und Zulufttemperatur gehen jetzt direkt an unseren Servicedesk.',
      ],
    },
  },
  {
    route: 'designing-for-quiet',
    drawing: 'duct-fan',
    families: ['duct-fan'],
    author: 'Jonas Berg',
    role: ENGINEER_M,
    text: {
      en: [
        'Designing for quiet',
        'Three decisions early in a project decide whether the rooms will hum.',
        'Place the plant room away from bedrooms and meeting rooms, and keep the main ducts out of sensitive spaces. Size the unit so its fans run well below full speed. And leave room for silencers in the drawings from the start, because adding them later rarely fits.',
      ],
      sv: [
        'Att projektera för tystnad',
        'Tre beslut tidigt i projektet avgör om rummen kommer att brumma.',
        'Placera fläktrummet långt från sovrum och mötesrum, och dra huvudkanalerna utanför känsliga utrymmen. Dimensionera aggregatet så att fläktarna går en bra bit under fullt varvtal. Och lämna plats för ljuddämpare på ritningarna från början, för att lägga till dem senare får sällan plats.',
      ],
      de: [
        'Leise planen',
        'Drei frühe Entscheidungen im Projekt bestimmen, ob die Räume brummen werden.',
        'Legen Sie die Technikzentrale fern von Schlaf- und Besprechungsräumen und führen Sie die Hauptkanäle an sensiblen Räumen vorbei. Legen Sie das Gerät so aus, dass die Ventilatoren deutlich unter Volllast laufen. Und sehen Sie Schalldämpfer von Anfang an in den Plänen vor, denn nachträglich passen sie selten.',
      ],
    },
  },
  {
    route: 'the-pool-that-stopped-dripping',
    drawing: 'coil',
    families: ['ahu-plate', 'heating-coil'],
    author: 'Sara Ek',
    role: ENGINEER,
    text: {
      en: [
        'The pool that stopped dripping',
        'A municipal swimming hall had water running down its windows every winter. Here is what changed.',
        'The old unit recirculated most of the air and could not remove the moisture on cold days. The new plate unit brings in dry outdoor air, recovers the heat from the exhaust and blows warm air along the windows. The hall has been dry for two winters, and its heating bill fell by a third.',
      ],
      sv: [
        'Simhallen som slutade droppa',
        'En kommunal simhall hade vatten som rann längs fönstren varje vinter. Så här förändrades det.',
        'Det gamla aggregatet återluftade det mesta av luften och klarade inte att föra bort fukten kalla dagar. Det nya plattväxlaraggregatet tar in torr uteluft, återvinner värmen ur frånluften och blåser varm luft längs fönstren. Hallen har varit torr i två vintrar, och värmekostnaden sjönk med en tredjedel.',
      ],
      de: [
        'Das Hallenbad, das nicht mehr tropft',
        'In einem städtischen Hallenbad lief jeden Winter Wasser an den Fenstern herab. Das hat sich geändert.',
        'Das alte Gerät fuhr überwiegend Umluft und konnte an kalten Tagen die Feuchte nicht abführen. Das neue Plattengerät bringt trockene Außenluft ein, gewinnt die Wärme aus der Abluft zurück und bläst warme Luft an den Fenstern entlang. Die Halle ist seit zwei Wintern trocken, und die Heizkosten sanken um ein Drittel.',
      ],
    },
  },
  {
    route: 'why-we-test-every-unit',
    drawing: 'unit-front',
    families: ['ahu-rotary', 'ahu-plate'],
    author: 'Mikael Holm',
    role: { en: 'production manager', sv: 'produktionschef', de: 'Produktionsleiter' },
    text: {
      en: [
        'Why we test every unit before it ships',
        'Each unit runs in our test bay before it leaves the factory. It saves days on site.',
        'We start the fans, check the rotation, run the controller through its alarms and measure casing leakage. Faults found at the factory take minutes to fix; the same faults found on a roof take a service visit. Each unit ships with its test report in the documents on its product page.',
      ],
      sv: [
        'Därför provar vi varje aggregat före leverans',
        'Varje aggregat körs i vår provstation innan det lämnar fabriken. Det sparar dagar på bygget.',
        'Vi startar fläktarna, kontrollerar rotationen, kör regulatorn genom dess larm och mäter höljets läckage. Fel som hittas i fabriken tar minuter att åtgärda; samma fel på ett tak kräver ett servicebesök. Varje aggregat levereras med sitt provningsprotokoll bland dokumenten på produktsidan.',
      ],
      de: [
        'Warum wir jedes Gerät vor dem Versand prüfen',
        'Jedes Gerät läuft auf unserem Prüfstand, bevor es das Werk verlässt. Das spart Tage auf der Baustelle.',
        'Wir starten die Ventilatoren, prüfen die Drehrichtung, fahren den Regler durch seine Alarme und messen die Gehäuseleckage. Im Werk gefundene Fehler sind in Minuten behoben; dieselben Fehler auf einem Dach erfordern einen Serviceeinsatz. Jedes Gerät wird mit seinem Prüfprotokoll in den Dokumenten der Produktseite ausgeliefert.',
      ],
    },
  },
  {
    route: 'retrofitting-a-1970s-office',
    drawing: 'unit-rotary',
    families: ['ahu-rotary', 'damper'],
    author: 'Sara Ek',
    role: ENGINEER,
    text: {
      en: [
        'Retrofitting a 1970s office block',
        'New units in the old plant rooms, without moving a single tenant out.',
        'The existing ducts were in good shape, so we kept them and replaced the units floor by floor over weekends. Rotary units in sections fitted through the old doors, and demand control replaced the constant-flow dampers. Fan energy fell by 60 % and the tenants noticed only the quieter ceilings.',
      ],
      sv: [
        'Ombyggnad av ett kontorshus från 1970-talet',
        'Nya aggregat i de gamla fläktrummen, utan att en enda hyresgäst flyttade ut.',
        'De befintliga kanalerna var i gott skick, så vi behöll dem och bytte aggregaten våning för våning under helger. Roterande aggregat i sektioner gick genom de gamla dörrarna, och behovsstyrning ersatte spjällen för konstant flöde. Fläktenergin sjönk med 60 % och hyresgästerna märkte bara de tystare taken.',
      ],
      de: [
        'Sanierung eines Bürohauses aus den 1970ern',
        'Neue Geräte in den alten Technikräumen, ohne dass ein einziger Mieter ausziehen musste.',
        'Die vorhandenen Kanäle waren in gutem Zustand, also blieben sie, und wir tauschten die Geräte Etage für Etage an Wochenenden. Rotationsgeräte in Sektionen passten durch die alten Türen, und Bedarfsregelung ersetzte die Konstantvolumenstromklappen. Die Ventilatorenergie sank um 60 %, und die Mieter bemerkten nur die leiseren Decken.',
      ],
    },
  },
  {
    route: 'spare-parts-in-24-hours',
    drawing: 'motor',
    families: ['spare-part'],
    author: 'Peter Nyström',
    role: SERVICE,
    text: {
      en: [
        'Spare parts within 24 hours',
        'How we reorganised our warehouse so that the most needed parts ship the same day.',
        'We looked at which parts stopped units, not just which parts sold most. Fan assemblies, controllers and filter sets for the last fifteen years of units are now kept in stock in Växjö and Warsaw. Orders placed in the shop before two o’clock leave the same afternoon.',
      ],
      sv: [
        'Reservdelar inom 24 timmar',
        'Hur vi organiserade om lagret så att de mest efterfrågade delarna skickas samma dag.',
        'Vi tittade på vilka delar som stoppade aggregat, inte bara vilka som sålde mest. Fläktenheter, regulatorer och filtersatser för de senaste femton årens aggregat finns nu i lager i Växjö och Warszawa. Beställningar i butiken före klockan två skickas samma eftermiddag.',
      ],
      de: [
        'Ersatzteile binnen 24 Stunden',
        'Wie wir unser Lager umgebaut haben, damit die gefragtesten Teile am selben Tag versandt werden.',
        'Wir haben untersucht, welche Teile Geräte stillstehen ließen, nicht nur, welche sich am besten verkauften. Ventilatoreinheiten, Regler und Filtersätze für die Geräte der letzten fünfzehn Jahre liegen jetzt in Växjö und Warschau auf Lager. Bestellungen im Shop bis 14 Uhr verlassen das Lager am selben Nachmittag.',
      ],
    },
  },
  {
    route: 'counting-the-cost-of-a-filter',
    drawing: 'filter-bag',
    families: ['filter'],
    author: 'Linnea Dahl',
    role: PRODUCT,
    text: {
      en: [
        'Counting the cost of a filter',
        'The cheapest filter is rarely the cheapest choice. A look at energy over a filter’s life.',
        'A filter’s pressure drop costs fan energy every hour it sits in the unit. A bag filter with more media area starts lower and rises more slowly, so over a year it often uses less energy than its price difference. Our filter pages show the energy class to help compare.',
      ],
      sv: [
        'Vad ett filter egentligen kostar',
        'Det billigaste filtret är sällan det billigaste valet. En titt på energin under ett filters livslängd.',
        'Ett filters tryckfall kostar fläktenergi varje timme det sitter i aggregatet. Ett påsfilter med större filteryta börjar lägre och stiger långsammare, så under ett år sparar det ofta mer energi än prisskillnaden. Våra filtersidor visar energiklassen för att göra det lättare att jämföra.',
      ],
      de: [
        'Was ein Filter wirklich kostet',
        'Der billigste Filter ist selten die günstigste Wahl. Ein Blick auf die Energie über die Standzeit.',
        'Der Druckverlust eines Filters kostet in jeder Betriebsstunde Ventilatorenergie. Ein Taschenfilter mit mehr Filterfläche startet niedriger und steigt langsamer, sodass er im Jahr oft mehr Energie spart, als er mehr kostet. Unsere Filterseiten zeigen die Energieeffizienzklasse, damit Sie leichter vergleichen können.',
      ],
    },
  },
  {
    route: 'night-cooling-in-practice',
    drawing: 'unit-rotary',
    families: ['ahu-rotary', 'controls'],
    author: 'Jonas Berg',
    role: ENGINEER_M,
    text: {
      en: [
        'Night cooling in practice',
        'Letting cool night air flush the building saves chiller hours the next day.',
        'On summer nights the unit runs with the heat exchanger stopped and brings cool outdoor air through the building. Concrete floors and walls give off the heat they stored during the day. The next morning the rooms start two or three degrees cooler, and the chillers start hours later.',
      ],
      sv: [
        'Nattkyla i praktiken',
        'Att låta sval nattluft spola igenom byggnaden sparar kylmaskintimmar nästa dag.',
        'Under sommarnätter går aggregatet med värmeväxlaren stoppad och för sval uteluft genom byggnaden. Betongbjälklag och väggar avger värmen de lagrat under dagen. Nästa morgon börjar rummen två eller tre grader svalare, och kylmaskinerna startar flera timmar senare.',
      ],
      de: [
        'Nachtauskühlung in der Praxis',
        'Kühle Nachtluft durchspült das Gebäude und spart am nächsten Tag Betriebsstunden der Kältemaschinen.',
        'In Sommernächten läuft das Gerät mit stillstehendem Wärmeübertrager und führt kühle Außenluft durch das Gebäude. Betondecken und Wände geben die tagsüber gespeicherte Wärme ab. Am nächsten Morgen starten die Räume zwei bis drei Grad kühler, und die Kältemaschinen laufen Stunden später an.',
      ],
    },
  },
  {
    route: 'from-order-to-roof',
    drawing: 'roof-fan',
    families: ['roof-fan', 'ahu-rotary'],
    author: 'Linnea Dahl',
    role: PRODUCT,
    text: {
      en: [
        'From order to roof in six weeks',
        'Following one unit from the shop order to the crane lift on site.',
        'The order came in through the project list in the shop, with delivery dates per floor. The unit was built in week three, tested in week four and shipped in sections on two trucks. On the day of the lift, the crane had it on the roof in forty minutes, and the installer connected it the same afternoon.',
      ],
      sv: [
        'Från order till tak på sex veckor',
        'Vi följer ett aggregat från beställningen i butiken till kranlyftet på bygget.',
        'Ordern kom in via projektlistan i butiken, med leveransdatum per våning. Aggregatet byggdes vecka tre, provades vecka fyra och skickades i sektioner på två lastbilar. På lyftdagen hade kranen det på taket på fyrtio minuter, och installatören anslöt det samma eftermiddag.',
      ],
      de: [
        'Von der Bestellung aufs Dach in sechs Wochen',
        'Wir begleiten ein Gerät von der Bestellung im Shop bis zum Kranhub auf der Baustelle.',
        'Die Bestellung kam über die Projektliste im Shop, mit Lieferterminen je Etage. Das Gerät wurde in Woche drei gebaut, in Woche vier geprüft und in Sektionen auf zwei Lkw versandt. Am Tag des Hubs stand es nach vierzig Minuten auf dem Dach, und der Installateur schloss es am selben Nachmittag an.',
      ],
    },
  },
  {
    route: 'humidity-in-nordic-winters',
    drawing: 'rotor',
    families: ['ahu-rotary'],
    author: 'Anna Lindqvist',
    role: ENGINEER,
    text: {
      en: [
        'Dry air in Nordic winters',
        'Indoor humidity can fall below 20 % in January. Moisture recovery helps more than humidifiers.',
        'Cold outdoor air holds very little water, so heated indoor air becomes dry. A hygroscopic rotor returns part of the moisture from the exhaust, raising indoor humidity by several percentage points without a humidifier to maintain. Occupants notice fewer dry eyes and less static.',
      ],
      sv: [
        'Torr luft under nordiska vintrar',
        'Inomhusfukten kan sjunka under 20 % i januari. Fuktåtervinning hjälper mer än luftfuktare.',
        'Kall uteluft innehåller mycket lite vatten, så uppvärmd inomhusluft blir torr. En hygroskopisk rotor återför en del av fukten ur frånluften och höjer inomhusfukten med flera procentenheter utan någon luftfuktare att underhålla. De som vistas i huset märker färre torra ögon och mindre statisk elektricitet.',
      ],
      de: [
        'Trockene Luft im nordischen Winter',
        'Die Raumfeuchte kann im Januar unter 20 % fallen. Feuchterückgewinnung hilft mehr als Befeuchter.',
        'Kalte Außenluft enthält sehr wenig Wasser, also wird erwärmte Raumluft trocken. Ein sorptiver Rotor führt einen Teil der Feuchte aus der Abluft zurück und hebt die Raumfeuchte um mehrere Prozentpunkte, ohne dass ein Befeuchter gewartet werden muss. Die Nutzer bemerken weniger trockene Augen und weniger statische Aufladung.',
      ],
    },
  },
  {
    route: 'our-way-to-net-zero',
    drawing: 'unit-plate',
    families: ['ahu-plate'],
    author: 'Karin Sjöberg',
    role: { en: 'sustainability manager', sv: 'hållbarhetschef', de: 'Nachhaltigkeitsmanagerin' },
    text: {
      en: [
        'Our way to net zero',
        'Where Kvistra’s emissions come from, and what we are doing about each source.',
        'Most of our footprint comes from the steel and aluminium in our units and from the electricity they use in buildings. We buy low-carbon steel, run our factory on wind power and design units for lower fan power. Our EPDs let customers see the result for each unit.',
      ],
      sv: [
        'Vår väg till nettonoll',
        'Var Kvistras utsläpp kommer ifrån och vad vi gör åt varje källa.',
        'Det mesta av vårt avtryck kommer från stålet och aluminiumet i aggregaten och från elen de använder i byggnaderna. Vi köper stål med låga utsläpp, driver fabriken med vindkraft och konstruerar aggregat för lägre fläkteffekt. Våra EPD:er låter kunderna se resultatet för varje aggregat.',
      ],
      de: [
        'Unser Weg zu Netto-Null',
        'Woher die Emissionen von Kvistra stammen und was wir gegen jede Quelle tun.',
        'Der größte Teil unseres Fußabdrucks stammt aus Stahl und Aluminium in den Geräten und aus dem Strom, den sie in Gebäuden verbrauchen. Wir kaufen emissionsarmen Stahl, betreiben das Werk mit Windstrom und entwickeln Geräte mit geringerer Ventilatorleistung. Unsere EPDs zeigen Kunden das Ergebnis für jedes Gerät.',
      ],
    },
  },
  {
    route: 'questions-installers-ask',
    drawing: 'unit-compact',
    families: ['ahu-compact', 'duct-fan'],
    author: 'Peter Nyström',
    role: SERVICE,
    text: {
      en: [
        'The questions installers ask most',
        'Condensate, lifting points and cable entries: answers from our support line.',
        'Most calls are about the condensate drain: every unit with cooling or a plate exchanger needs a water trap sized for the fan pressure. The second is lifting: use the marked points and spreader bars. The third is cabling: entries are on the service side, and the wiring diagram sits inside the controller door.',
      ],
      sv: [
        'Frågorna installatörer ställer oftast',
        'Kondens, lyftpunkter och kabelgenomföringar: svar från vår supportlinje.',
        'De flesta samtal gäller kondensavloppet: varje aggregat med kyla eller plattväxlare behöver ett vattenlås dimensionerat för fläkttrycket. Det andra gäller lyft: använd de märkta punkterna och lyftok. Det tredje gäller kablar: genomföringarna sitter på servicesidan och kopplingsschemat finns innanför regulatorluckan.',
      ],
      de: [
        'Die häufigsten Fragen von Installateuren',
        'Kondensat, Anschlagpunkte und Kabeldurchführungen: Antworten unserer Hotline.',
        'Die meisten Anrufe betreffen den Kondensatablauf: Jedes Gerät mit Kühlung oder Plattenübertrager braucht einen auf den Ventilatordruck ausgelegten Siphon. An zweiter Stelle steht das Heben: Nutzen Sie die markierten Anschlagpunkte und Traversen. An dritter Stelle die Verkabelung: Die Durchführungen liegen auf der Bedienseite, der Schaltplan hinter der Reglertür.',
      ],
    },
  },
  {
    route: 'choosing-dampers-for-vav',
    drawing: 'damper',
    families: ['damper', 'controls'],
    author: 'Sara Ek',
    role: ENGINEER,
    text: {
      en: [
        'Choosing dampers for VAV systems',
        'Authority, leakage class and actuator speed decide whether a VAV system controls well.',
        'A damper controls well when its pressure drop is a fair share of the branch’s total, so oversized dampers hunt. Tight dampers matter where zones shut off at night. Fast actuators are needed in laboratories, while offices do fine with standard ones that move in a minute and a half.',
      ],
      sv: [
        'Att välja spjäll för VAV-system',
        'Auktoritet, täthetsklass och ställdonets hastighet avgör om ett VAV-system reglerar bra.',
        'Ett spjäll reglerar bra när dess tryckfall är en rimlig del av grenens totala, så överdimensionerade spjäll pendlar. Täta spjäll spelar roll där zoner stängs av nattetid. Snabba ställdon behövs i laboratorier, medan kontor klarar sig med vanliga som ställer om på en och en halv minut.',
      ],
      de: [
        'Klappen für VAV-Anlagen auswählen',
        'Ventilautorität, Leckageklasse und Stellantriebsgeschwindigkeit entscheiden, ob eine VAV-Anlage gut regelt.',
        'Eine Klappe regelt gut, wenn ihr Druckverlust einen angemessenen Teil des Strangs ausmacht; überdimensionierte Klappen schwingen. Dichte Klappen zählen dort, wo Zonen nachts abschalten. Schnelle Antriebe braucht es in Laboren, Büros kommen mit Standardantrieben aus, die in anderthalb Minuten umstellen.',
      ],
    },
  },
  {
    route: 'a-day-with-a-service-engineer',
    drawing: 'motor',
    families: ['spare-part', 'filter'],
    author: 'Peter Nyström',
    role: SERVICE,
    text: {
      en: [
        'A day with a service engineer',
        'Five sites, three filter changes and one stubborn belt: a day on the road with Erik.',
        'Erik starts at six with the day’s jobs on his phone and the parts already in the van. Between sites he reads the controllers remotely, so he knows what waits for him. The last job of the day, an old fan with a worn belt, gets a direct-drive replacement ordered for next week.',
      ],
      sv: [
        'En dag med en servicetekniker',
        'Fem anläggningar, tre filterbyten och en envis rem: en dag på vägen med Erik.',
        'Erik börjar klockan sex med dagens jobb i telefonen och delarna redan i bilen. Mellan anläggningarna läser han av regulatorerna på distans, så han vet vad som väntar. Dagens sista jobb, en gammal fläkt med sliten rem, får en direktdriven ersättare beställd till nästa vecka.',
      ],
      de: [
        'Ein Tag mit einem Servicetechniker',
        'Fünf Anlagen, drei Filterwechsel und ein hartnäckiger Riemen: ein Tag unterwegs mit Erik.',
        'Erik beginnt um sechs mit den Aufträgen des Tages auf dem Handy und den Teilen bereits im Wagen. Zwischen den Anlagen liest er die Regler aus der Ferne aus und weiß so, was ihn erwartet. Für den letzten Auftrag, einen alten Ventilator mit verschlissenem Riemen, bestellt er einen direktgetriebenen Ersatz für nächste Woche.',
      ],
    },
  },
  {
    route: 'designing-the-compact-casing',
    drawing: 'unit-compact',
    families: ['ahu-compact'],
    author: 'Linnea Dahl',
    role: PRODUCT,
    text: {
      en: [
        'Designing the new compact casing',
        'How we took 80 millimetres out of the height without losing airflow.',
        'The old casing had its fans above the exchanger; the new one places them beside it, which saved most of the height. A new panel profile made the walls thinner at the same insulation value. Installers tested prototypes on real sites before the design was frozen.',
      ],
      sv: [
        'Så konstruerade vi det nya kompakthöljet',
        'Hur vi tog bort 80 millimeter i höjd utan att tappa luftflöde.',
        'Det gamla höljet hade fläktarna ovanför växlaren; det nya placerar dem bredvid, vilket sparade det mesta av höjden. En ny panelprofil gjorde väggarna tunnare med samma isolervärde. Installatörer provade prototyper på riktiga byggen innan konstruktionen låstes.',
      ],
      de: [
        'So entstand das neue Kompaktgehäuse',
        'Wie wir 80 Millimeter Bauhöhe eingespart haben, ohne Volumenstrom zu verlieren.',
        'Beim alten Gehäuse saßen die Ventilatoren über dem Übertrager, beim neuen sitzen sie daneben, was den größten Teil der Höhe spart. Ein neues Paneelprofil machte die Wände bei gleichem Dämmwert dünner. Installateure testeten Prototypen auf echten Baustellen, bevor die Konstruktion festgelegt wurde.',
      ],
    },
  },
  {
    route: 'ventilation-and-sleep',
    drawing: 'unit-compact',
    families: ['ahu-compact', 'filter'],
    author: 'Karin Sjöberg',
    role: { en: 'sustainability manager', sv: 'hållbarhetschef', de: 'Nachhaltigkeitsmanagerin' },
    text: {
      en: [
        'Ventilation and sleep',
        'Bedrooms with closed windows reach high CO₂ by morning. What good ventilation changes.',
        'Two people in a closed bedroom can raise CO₂ above 2,000 ppm overnight. Studies link lower levels with deeper sleep and better concentration the next day. A quiet, balanced system with a night setting keeps bedrooms fresh without the draughts and noise of an open window.',
      ],
      sv: [
        'Ventilation och sömn',
        'Sovrum med stängda fönster når höga koldioxidhalter till morgonen. Vad bra ventilation förändrar.',
        'Två personer i ett stängt sovrum kan höja koldioxidhalten över 2 000 ppm under natten. Studier kopplar lägre halter till djupare sömn och bättre koncentration dagen efter. Ett tyst, balanserat system med nattläge håller sovrummen friska utan draget och bullret från ett öppet fönster.',
      ],
      de: [
        'Lüftung und Schlaf',
        'Schlafzimmer mit geschlossenen Fenstern erreichen morgens hohe CO₂-Werte. Was gute Lüftung ändert.',
        'Zwei Personen in einem geschlossenen Schlafzimmer können den CO₂-Gehalt über Nacht auf über 2.000 ppm treiben. Studien verbinden niedrigere Werte mit tieferem Schlaf und besserer Konzentration am nächsten Tag. Eine leise, ausgeglichene Anlage mit Nachtbetrieb hält Schlafräume frisch, ohne Zugluft und Lärm eines offenen Fensters.',
      ],
    },
  },
];
