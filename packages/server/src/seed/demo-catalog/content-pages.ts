import type { PageType } from '@airshop/domain/content/content';
import type { DemoLanguage } from './content-solutions.ts';
import type { DrawingKind } from './drawings.ts';

/*
 * The demo's pages (articles, news, guides) in English, Swedish and German: a title, a summary and the main
 * paragraph each; demo-content.ts adds the closing section of the page type.
 */

/** Title, summary, main paragraph. */
export type PageText = [string, string, string];

export interface DemoPage {
  route: string;
  type: PageType;
  drawing: DrawingKind;
  families: string[];
  text: Record<DemoLanguage, PageText>;
}

export const DEMO_PAGES: DemoPage[] = [
  {
    route: 'heat-recovery-explained',
    type: 'article',
    drawing: 'rotor',
    families: ['ahu-rotary', 'ahu-plate'],
    text: {
      en: [
        'Heat recovery explained',
        'Rotary, plate or run-around coil: how each exchanger works and where it fits best.',
        'A rotary exchanger stores heat in a turning aluminium matrix and also returns moisture. A plate exchanger passes heat through thin walls and keeps the air streams apart. A run-around coil links supply and exhaust by a water circuit, even when the ducts are far from each other.',
      ],
      sv: [
        'Värmeåtervinning förklarad',
        'Roterande, plattväxlare eller vätskekopplad: hur varje växlare fungerar och var den passar bäst.',
        'En roterande växlare lagrar värme i en snurrande aluminiummatris och återför även fukt. En plattväxlare leder värmen genom tunna väggar och håller luftströmmarna åtskilda. En vätskekopplad växlare förbinder till- och frånluft via en vattenkrets, även när kanalerna ligger långt ifrån varandra.',
      ],
      de: [
        'Wärmerückgewinnung erklärt',
        'Rotations-, Platten- oder Kreislaufverbundsystem: wie die Übertrager arbeiten und wo sie am besten passen.',
        'Ein Rotationswärmeübertrager speichert Wärme in einer drehenden Aluminiummatrix und überträgt auch Feuchte. Ein Plattenwärmeübertrager leitet Wärme durch dünne Wände und hält die Luftströme getrennt. Ein Kreislaufverbundsystem koppelt Zu- und Abluft über einen Wasserkreis, selbst wenn die Kanäle weit auseinanderliegen.',
      ],
    },
  },
  {
    route: 'ec-fans-and-energy',
    type: 'article',
    drawing: 'fan-wheel',
    families: ['duct-fan', 'roof-fan'],
    text: {
      en: [
        'EC fans and the energy bill',
        'Why electronically commutated motors pay for themselves in most ventilation systems.',
        'An EC motor keeps a high efficiency across its whole speed range, while an AC motor with a frequency converter loses efficiency at part load. Since most systems run at part load most of the year, the savings often reach 30 % of the fan energy.',
      ],
      sv: [
        'EC-fläktar och elräkningen',
        'Varför elektroniskt kommuterade motorer betalar sig själva i de flesta ventilationssystem.',
        'En EC-motor behåller hög verkningsgrad över hela varvtalsområdet, medan en AC-motor med frekvensomriktare tappar verkningsgrad vid dellast. Eftersom de flesta system går på dellast större delen av året blir besparingen ofta 30 % av fläktenergin.',
      ],
      de: [
        'EC-Ventilatoren und die Stromrechnung',
        'Warum sich elektronisch kommutierte Motoren in den meisten Lüftungsanlagen selbst bezahlen.',
        'Ein EC-Motor behält über den ganzen Drehzahlbereich einen hohen Wirkungsgrad, während ein AC-Motor mit Frequenzumrichter im Teillastbetrieb verliert. Da die meisten Anlagen den Großteil des Jahres in Teillast laufen, liegt die Ersparnis oft bei 30 % der Ventilatorenergie.',
      ],
    },
  },
  {
    route: 'filter-classes-iso-16890',
    type: 'article',
    drawing: 'filter-panel',
    families: ['filter'],
    text: {
      en: [
        'Filter classes under ISO 16890',
        'What ePM1, ePM2.5 and ePM10 mean, and how they replaced the old F7 and M5 classes.',
        'ISO 16890 rates a filter by the share of particles of a given size it captures. An ePM1 70 % filter removes at least 70 % of particles below one micrometre, the fraction that reaches deep into the lungs. The class on the label therefore tells more about health than the old EN 779 letters.',
      ],
      sv: [
        'Filterklasser enligt ISO 16890',
        'Vad ePM1, ePM2,5 och ePM10 betyder och hur de ersatte de gamla klasserna F7 och M5.',
        'ISO 16890 klassar ett filter efter hur stor andel partiklar av en viss storlek det fångar. Ett ePM1 70 %-filter avskiljer minst 70 % av partiklarna under en mikrometer, den fraktion som når djupt ner i lungorna. Klassen på etiketten säger därför mer om hälsan än de gamla bokstäverna i EN 779.',
      ],
      de: [
        'Filterklassen nach ISO 16890',
        'Was ePM1, ePM2,5 und ePM10 bedeuten und wie sie die alten Klassen F7 und M5 abgelöst haben.',
        'ISO 16890 bewertet einen Filter nach dem Anteil der Partikel einer bestimmten Größe, den er abscheidet. Ein ePM1-70-%-Filter hält mindestens 70 % der Partikel unter einem Mikrometer zurück, also den Anteil, der tief in die Lunge gelangt. Die Klasse auf dem Etikett sagt daher mehr über die Gesundheit aus als die alten Buchstaben der EN 779.',
      ],
    },
  },
  {
    route: 'ecodesign-requirements',
    type: 'article',
    drawing: 'unit-plate',
    families: ['ahu-plate', 'ahu-compact'],
    text: {
      en: [
        'Ecodesign requirements for ventilation units',
        'The EU rules every non-residential unit has to meet, in plain words.',
        'Regulation 1253/2014 sets a minimum thermal efficiency for heat recovery, a maximum specific fan power and demands variable speed drives on every fan. Kvistra units state these values in their data sheets, so a designer can show compliance without further calculation.',
      ],
      sv: [
        'Ekodesignkrav för ventilationsaggregat',
        'EU-reglerna som varje aggregat för lokaler ska uppfylla, i klartext.',
        'Förordning 1253/2014 anger en lägsta temperaturverkningsgrad för värmeåtervinningen, en högsta specifik fläkteffekt och kräver varvtalsreglering på varje fläkt. Kvistras aggregat anger dessa värden i sina datablad, så att projektören kan visa att kraven uppfylls utan egna beräkningar.',
      ],
      de: [
        'Ökodesign-Anforderungen an Lüftungsgeräte',
        'Die EU-Regeln, die jedes Nichtwohnungslüftungsgerät erfüllen muss, verständlich erklärt.',
        'Die Verordnung 1253/2014 legt einen Mindestwirkungsgrad der Wärmerückgewinnung und eine höchstzulässige spezifische Ventilatorleistung fest und verlangt Drehzahlregelung an jedem Ventilator. Kvistra-Geräte nennen diese Werte im Datenblatt, sodass Planer die Einhaltung ohne weitere Berechnung nachweisen können.',
      ],
    },
  },
  {
    route: 'sound-in-ventilation',
    type: 'article',
    drawing: 'duct-fan',
    families: ['duct-fan', 'damper'],
    text: {
      en: [
        'Sound in ventilation systems',
        'Where the noise comes from and how silencers, speeds and duct design keep rooms quiet.',
        'Fan noise travels through the ducts to the rooms, while the casing radiates sound into the plant room. Lower fan speed helps most, since sound power falls steeply with speed. Silencers after the unit and moderate air velocities in the ducts do the rest.',
      ],
      sv: [
        'Ljud i ventilationssystem',
        'Var ljudet kommer ifrån och hur ljuddämpare, varvtal och kanaldragning håller rummen tysta.',
        'Fläktljud fortplantar sig genom kanalerna till rummen, medan höljet strålar ut ljud i fläktrummet. Lägre varvtal hjälper mest, eftersom ljudeffekten sjunker kraftigt med varvtalet. Ljuddämpare efter aggregatet och måttliga lufthastigheter i kanalerna gör resten.',
      ],
      de: [
        'Schall in Lüftungsanlagen',
        'Woher die Geräusche kommen und wie Schalldämpfer, Drehzahl und Kanalführung Räume ruhig halten.',
        'Ventilatorgeräusche gelangen über die Kanäle in die Räume, während das Gehäuse Schall in die Technikzentrale abstrahlt. Eine niedrigere Drehzahl hilft am meisten, da die Schallleistung mit der Drehzahl stark sinkt. Schalldämpfer hinter dem Gerät und moderate Luftgeschwindigkeiten in den Kanälen erledigen den Rest.',
      ],
    },
  },
  {
    route: 'demand-controlled-ventilation',
    type: 'article',
    drawing: 'controls',
    families: ['controls', 'damper'],
    text: {
      en: [
        'Demand-controlled ventilation',
        'Ventilate by what the room needs, measured by CO₂, humidity or presence.',
        'A demand-controlled system lowers the airflow in empty rooms and raises it when people arrive. Sensors report to the room controllers, dampers set the flow, and the unit adjusts its fan speed to the pressure in the duct. In offices and schools this halves fan energy compared with constant flow.',
      ],
      sv: [
        'Behovsstyrd ventilation',
        'Ventilera efter vad rummet behöver, mätt med CO₂, fukt eller närvaro.',
        'Ett behovsstyrt system sänker luftflödet i tomma rum och höjer det när människor kommer. Givare rapporterar till rumsregulatorerna, spjällen ställer in flödet och aggregatet anpassar fläktvarvtalet efter trycket i kanalen. I kontor och skolor halverar det fläktenergin jämfört med konstant flöde.',
      ],
      de: [
        'Bedarfsgeführte Lüftung',
        'Lüften nach dem, was der Raum braucht, gemessen über CO₂, Feuchte oder Präsenz.',
        'Eine bedarfsgeführte Anlage senkt den Volumenstrom in leeren Räumen und erhöht ihn, wenn Menschen kommen. Fühler melden an die Raumregler, Klappen stellen den Volumenstrom ein, und das Gerät passt die Ventilatordrehzahl dem Kanaldruck an. In Büros und Schulen halbiert das die Ventilatorenergie gegenüber konstantem Volumenstrom.',
      ],
    },
  },
  {
    route: 'hygiene-vdi-6022',
    type: 'article',
    drawing: 'unit-rotary-open',
    families: ['ahu-rotary', 'filter'],
    text: {
      en: [
        'Hygiene in air handling units',
        'What VDI 6022 asks of a unit, and why smooth inner surfaces matter.',
        'VDI 6022 sets hygiene requirements for the design, operation and inspection of ventilation systems. Units must be easy to clean, drain pans must empty completely and filters must be changed before they grow microbes. Regular hygiene inspections keep the certificate valid.',
      ],
      sv: [
        'Hygien i luftbehandlingsaggregat',
        'Vad VDI 6022 kräver av ett aggregat och varför släta insidor spelar roll.',
        'VDI 6022 ställer hygienkrav på konstruktion, drift och kontroll av ventilationssystem. Aggregaten ska vara lätta att rengöra, dropptråg ska tömmas helt och filter bytas innan mikrober växer i dem. Regelbundna hygienkontroller håller certifikatet giltigt.',
      ],
      de: [
        'Hygiene in RLT-Geräten',
        'Was die VDI 6022 von einem Gerät verlangt und warum glatte Innenflächen zählen.',
        'Die VDI 6022 stellt Hygieneanforderungen an Planung, Betrieb und Inspektion von Lüftungsanlagen. Geräte müssen leicht zu reinigen sein, Kondensatwannen vollständig leerlaufen und Filter getauscht werden, bevor darin Mikroorganismen wachsen. Regelmäßige Hygieneinspektionen halten das Zertifikat gültig.',
      ],
    },
  },
  {
    route: 'cooling-with-outdoor-air',
    type: 'article',
    drawing: 'coil',
    families: ['cooling-coil', 'ahu-rotary'],
    text: {
      en: [
        'Cooling with outdoor air',
        'In a Nordic climate, outdoor air cools most buildings for most of the year.',
        'When the outdoor air is colder than the room, the unit can bypass heat recovery and bring cool air straight in. Only on warm summer days do the cooling coils need chilled water. A well-tuned control sequence uses free cooling first and starts the chillers last.',
      ],
      sv: [
        'Kyla med uteluft',
        'I nordiskt klimat kyler uteluften de flesta byggnader större delen av året.',
        'När uteluften är kallare än rummet kan aggregatet förbigå värmeåtervinningen och ta in sval luft direkt. Först under varma sommardagar behöver kylbatterierna kylt vatten. En väl inställd reglersekvens använder frikyla först och startar kylmaskinerna sist.',
      ],
      de: [
        'Kühlen mit Außenluft',
        'Im nordischen Klima kühlt Außenluft die meisten Gebäude den Großteil des Jahres.',
        'Ist die Außenluft kälter als der Raum, kann das Gerät die Wärmerückgewinnung umgehen und kühle Luft direkt einbringen. Erst an warmen Sommertagen brauchen die Kühlregister Kaltwasser. Eine gut eingestellte Regelsequenz nutzt zuerst die freie Kühlung und startet die Kältemaschinen zuletzt.',
      ],
    },
  },
  {
    route: 'life-cycle-cost',
    type: 'article',
    drawing: 'unit-front',
    families: ['ahu-rotary', 'ahu-plate'],
    text: {
      en: [
        'Life-cycle cost of an air handling unit',
        'The purchase price is about a tenth of what a unit costs over twenty years.',
        'Energy for fans and heating makes up most of the life-cycle cost, followed by filters and maintenance. A slightly larger unit with lower air velocities often costs more to buy but much less to run. Kvistra’s selection tool shows the life-cycle cost of each alternative side by side.',
      ],
      sv: [
        'Livscykelkostnad för ett aggregat',
        'Inköpspriset är ungefär en tiondel av vad ett aggregat kostar under tjugo år.',
        'Energi till fläktar och värme står för det mesta av livscykelkostnaden, följt av filter och underhåll. Ett något större aggregat med lägre lufthastigheter kostar ofta mer att köpa men mycket mindre att driva. Kvistras dimensioneringsprogram visar livscykelkostnaden för varje alternativ sida vid sida.',
      ],
      de: [
        'Lebenszykluskosten eines RLT-Geräts',
        'Der Kaufpreis macht etwa ein Zehntel dessen aus, was ein Gerät in zwanzig Jahren kostet.',
        'Energie für Ventilatoren und Heizung bildet den größten Teil der Lebenszykluskosten, danach folgen Filter und Wartung. Ein etwas größeres Gerät mit niedrigeren Luftgeschwindigkeiten kostet in der Anschaffung oft mehr, im Betrieb aber deutlich weniger. Das Auslegungsprogramm von Kvistra zeigt die Lebenszykluskosten jeder Variante nebeneinander.',
      ],
    },
  },
  {
    route: 'fire-dampers-and-safety',
    type: 'article',
    drawing: 'damper',
    families: ['damper'],
    text: {
      en: [
        'Fire dampers and smoke control',
        'How dampers keep fire and smoke from spreading through the ducts.',
        'Where a duct passes through a fire compartment wall, a fire damper closes when a fuse melts or a smoke detector trips. Motorised dampers can be tested from the control system on a schedule, so the building owner has a record that every damper works.',
      ],
      sv: [
        'Brandspjäll och brandgasventilation',
        'Hur spjäll hindrar brand och rök från att spridas genom kanalerna.',
        'Där en kanal går genom en brandcellsgräns stänger ett brandspjäll när en smältbleckssäkring löser ut eller en rökdetektor larmar. Motoriserade spjäll kan provas från styrsystemet enligt schema, så att fastighetsägaren har protokoll på att varje spjäll fungerar.',
      ],
      de: [
        'Brandschutzklappen und Entrauchung',
        'Wie Klappen verhindern, dass sich Feuer und Rauch durch die Kanäle ausbreiten.',
        'Wo ein Kanal eine Brandabschnittswand durchdringt, schließt eine Brandschutzklappe, sobald ein Schmelzlot auslöst oder ein Rauchmelder anspricht. Motorisierte Klappen lassen sich nach Plan über die Regelung prüfen, sodass der Eigentümer einen Nachweis hat, dass jede Klappe funktioniert.',
      ],
    },
  },
  {
    route: 'new-factory-in-vaxjo',
    type: 'news',
    drawing: 'unit-rotary',
    families: ['ahu-rotary'],
    text: {
      en: [
        'Kvistra opens a new factory in Växjö',
        'Twelve thousand square metres for air handling units, with room to double production.',
        'The new plant assembles rotary and plate units on two lines and runs on electricity from local wind power. Deliveries to Nordic customers become shorter by up to two weeks, and the old workshop becomes the service and spare-parts centre.',
      ],
      sv: [
        'Kvistra öppnar ny fabrik i Växjö',
        'Tolv tusen kvadratmeter för luftbehandlingsaggregat, med plats att fördubbla produktionen.',
        'Den nya fabriken monterar roterande och plattväxlaraggregat på två linjer och drivs med el från lokal vindkraft. Leveranserna till nordiska kunder blir upp till två veckor kortare, och den gamla verkstaden blir service- och reservdelscenter.',
      ],
      de: [
        'Kvistra eröffnet neues Werk in Växjö',
        'Zwölftausend Quadratmeter für RLT-Geräte, mit Platz für die doppelte Produktion.',
        'Das neue Werk montiert Rotations- und Plattengeräte auf zwei Linien und bezieht Strom aus regionaler Windkraft. Lieferungen an nordische Kunden verkürzen sich um bis zu zwei Wochen, und die alte Werkstatt wird zum Service- und Ersatzteilzentrum.',
      ],
    },
  },
  {
    route: 'compact-range-renewed',
    type: 'news',
    drawing: 'unit-compact',
    families: ['ahu-compact'],
    text: {
      en: [
        'Compact range renewed',
        'New sizes, lower casing height and EC fans as standard in the whole compact series.',
        'The renewed compact units are 80 mm lower than before and fit above suspended ceilings in most schools and offices. Every size now has EC fans and a built-in controller with web access, and the two smallest sizes come with a condensate-free plate exchanger.',
      ],
      sv: [
        'Kompaktserien förnyad',
        'Nya storlekar, lägre höljeshöjd och EC-fläktar som standard i hela kompaktserien.',
        'De förnyade kompaktaggregaten är 80 mm lägre än förut och ryms ovanför undertak i de flesta skolor och kontor. Alla storlekar har nu EC-fläktar och en inbyggd regulator med webbåtkomst, och de två minsta storlekarna levereras med en plattväxlare utan kondens.',
      ],
      de: [
        'Kompaktbaureihe erneuert',
        'Neue Baugrößen, geringere Gehäusehöhe und EC-Ventilatoren serienmäßig in der ganzen Kompaktreihe.',
        'Die erneuerten Kompaktgeräte sind 80 mm niedriger als bisher und passen in den meisten Schulen und Büros über abgehängte Decken. Alle Baugrößen haben jetzt EC-Ventilatoren und einen eingebauten Regler mit Webzugang, die zwei kleinsten kommen mit kondensatfreiem Plattenwärmeübertrager.',
      ],
    },
  },
  {
    route: 'epd-for-all-units',
    type: 'news',
    drawing: 'unit-plate',
    families: ['ahu-plate', 'ahu-rotary'],
    text: {
      en: [
        'Environmental product declarations for all units',
        'Verified EPDs now cover every Kvistra air handling unit.',
        'Designers working towards BREEAM, LEED or the Nordic Swan label can now download an EPD for each unit from its product page. The declarations are verified by a third party and state the climate impact from raw material to end of life.',
      ],
      sv: [
        'Miljövarudeklarationer för alla aggregat',
        'Verifierade EPD:er omfattar nu alla Kvistras luftbehandlingsaggregat.',
        'Projektörer som arbetar mot BREEAM, LEED eller Svanen kan nu ladda ned en EPD för varje aggregat från produktsidan. Deklarationerna är verifierade av tredje part och anger klimatpåverkan från råvara till slutet av livscykeln.',
      ],
      de: [
        'Umweltproduktdeklarationen für alle Geräte',
        'Verifizierte EPDs gibt es jetzt für jedes RLT-Gerät von Kvistra.',
        'Planer, die auf BREEAM, LEED oder DGNB hinarbeiten, können jetzt für jedes Gerät eine EPD von der Produktseite herunterladen. Die Deklarationen sind von Dritten verifiziert und weisen die Klimawirkung vom Rohstoff bis zum Lebensende aus.',
      ],
    },
  },
  {
    route: 'service-app-launched',
    type: 'news',
    drawing: 'controls',
    families: ['controls'],
    text: {
      en: [
        'Kvistra Service app launched',
        'Scan the unit’s label and get its documents, spare parts and service history.',
        'The app reads the serial number from the rating plate and opens the unit’s documents, its recommended spare parts and the visits logged by service engineers. Filter changes can be reported from the plant room, and the next service date appears in the calendar.',
      ],
      sv: [
        'Appen Kvistra Service lanserad',
        'Skanna aggregatets märkskylt och få dess dokument, reservdelar och servicehistorik.',
        'Appen läser serienumret från märkskylten och öppnar aggregatets dokument, rekommenderade reservdelar och de besök servicetekniker har loggat. Filterbyten kan rapporteras direkt från fläktrummet, och nästa servicedatum hamnar i kalendern.',
      ],
      de: [
        'App Kvistra Service gestartet',
        'Typenschild scannen und Dokumente, Ersatzteile und Servicehistorie des Geräts erhalten.',
        'Die App liest die Seriennummer vom Typenschild und öffnet die Dokumente des Geräts, die empfohlenen Ersatzteile und die von Servicetechnikern protokollierten Einsätze. Filterwechsel lassen sich direkt aus der Technikzentrale melden, und der nächste Servicetermin erscheint im Kalender.',
      ],
    },
  },
  {
    route: 'kvistra-at-nordbygg',
    type: 'news',
    drawing: 'unit-front',
    families: ['ahu-rotary', 'ahu-compact'],
    text: {
      en: [
        'Meet Kvistra at Nordbygg',
        'See the new compact units and the service app at our stand in Stockholm.',
        'Our engineers show the renewed compact range, a cut-open rotary unit and the selection software. Visitors can book a meeting in advance to discuss a project, or join the short talks on demand control held at the stand twice a day.',
      ],
      sv: [
        'Träffa Kvistra på Nordbygg',
        'Se de nya kompaktaggregaten och serviceappen i vår monter i Stockholm.',
        'Våra ingenjörer visar den förnyade kompaktserien, ett uppskuret roterande aggregat och dimensioneringsprogrammet. Besökare kan boka möte i förväg för att diskutera ett projekt, eller lyssna på de korta föredragen om behovsstyrning i montern två gånger om dagen.',
      ],
      de: [
        'Kvistra auf der Nordbygg',
        'Die neuen Kompaktgeräte und die Service-App an unserem Stand in Stockholm.',
        'Unsere Ingenieure zeigen die erneuerte Kompaktreihe, ein aufgeschnittenes Rotationsgerät und die Auslegungssoftware. Besucher können vorab einen Termin für ihr Projekt buchen oder die kurzen Vorträge zur Bedarfsregelung besuchen, die zweimal täglich am Stand stattfinden.',
      ],
    },
  },
  {
    route: 'new-office-in-warsaw',
    type: 'news',
    drawing: 'unit-rotary',
    families: ['ahu-rotary'],
    text: {
      en: [
        'New sales office in Warsaw',
        'Kvistra Air Polska serves customers in Poland with local sales and service.',
        'The new office has sales engineers, a service team and a small stock of filters and spare parts. Polish customers get quotes and documents in their own language and service visits within two working days in the larger cities.',
      ],
      sv: [
        'Nytt säljkontor i Warszawa',
        'Kvistra Air Polska betjänar kunder i Polen med lokal försäljning och service.',
        'Det nya kontoret har säljingenjörer, ett serviceteam och ett litet lager av filter och reservdelar. Polska kunder får offerter och dokument på sitt eget språk och servicebesök inom två arbetsdagar i de större städerna.',
      ],
      de: [
        'Neues Vertriebsbüro in Warschau',
        'Kvistra Air Polska betreut Kunden in Polen mit Vertrieb und Service vor Ort.',
        'Das neue Büro hat Vertriebsingenieure, ein Serviceteam und ein kleines Lager für Filter und Ersatzteile. Polnische Kunden erhalten Angebote und Dokumente in ihrer Sprache und in größeren Städten Serviceeinsätze binnen zwei Werktagen.',
      ],
    },
  },
  {
    route: 'hospital-order-tampere',
    type: 'news',
    drawing: 'unit-plate',
    families: ['ahu-plate', 'filter'],
    text: {
      en: [
        'Forty units for a new hospital in Tampere',
        'Kvistra delivers the air handling for a new surgical wing in Finland.',
        'The order covers forty plate units with hygienic casings, their filters and the controls for the operating theatres. Deliveries follow the construction sequence floor by floor, and the first units have already been installed and commissioned.',
      ],
      sv: [
        'Fyrtio aggregat till nytt sjukhus i Tammerfors',
        'Kvistra levererar luftbehandlingen till en ny operationsflygel i Finland.',
        'Ordern omfattar fyrtio plattväxlaraggregat med hygienhöljen, deras filter och styrningen för operationssalarna. Leveranserna följer byggordningen våning för våning, och de första aggregaten är redan installerade och injusterade.',
      ],
      de: [
        'Vierzig Geräte für ein neues Krankenhaus in Tampere',
        'Kvistra liefert die Lüftung für einen neuen OP-Trakt in Finnland.',
        'Der Auftrag umfasst vierzig Plattengeräte mit Hygienegehäusen, ihre Filter und die Regelung für die OP-Säle. Die Lieferungen folgen dem Baufortschritt Etage für Etage, die ersten Geräte sind bereits montiert und in Betrieb genommen.',
      ],
    },
  },
  {
    route: 'roof-fan-range-extended',
    type: 'news',
    drawing: 'roof-fan',
    families: ['roof-fan'],
    text: {
      en: [
        'Roof fan range extended',
        'Two larger sizes and a version for kitchen exhaust join the roof fan range.',
        'The new sizes move up to 18,000 m³/h and suit industrial halls and car parks. The kitchen version has its motor outside the air stream and a hinged top for cleaning, and all roof fans can now be ordered with a roof curb and silencer.',
      ],
      sv: [
        'Takfläktsserien utökad',
        'Två större storlekar och en version för köksfrånluft ansluter till takfläktarna.',
        'De nya storlekarna klarar upp till 18 000 m³/h och passar industrihallar och garage. Köksversionen har motorn utanför luftströmmen och en fällbar topp för rengöring, och alla takfläktar kan nu beställas med takstos och ljuddämpare.',
      ],
      de: [
        'Dachventilator-Reihe erweitert',
        'Zwei größere Baugrößen und eine Ausführung für Küchenabluft ergänzen die Dachventilatoren.',
        'Die neuen Baugrößen fördern bis zu 18.000 m³/h und eignen sich für Industriehallen und Parkhäuser. Die Küchenausführung hat den Motor außerhalb des Luftstroms und eine aufklappbare Haube zur Reinigung, und alle Dachventilatoren sind jetzt mit Dachsockel und Schalldämpfer bestellbar.',
      ],
    },
  },
  {
    route: 'longer-warranty',
    type: 'news',
    drawing: 'warranty',
    families: ['warranty'],
    text: {
      en: [
        'Five-year warranty with a service agreement',
        'Units serviced by Kvistra or a certified partner now get five years of warranty.',
        'A service agreement with yearly inspections extends the warranty on the unit and its fans from two to five years. The agreement also includes filter changes at the right time and a report on energy use that helps the owner spot faults early.',
      ],
      sv: [
        'Fem års garanti med serviceavtal',
        'Aggregat som servas av Kvistra eller en certifierad partner får nu fem års garanti.',
        'Ett serviceavtal med årliga besiktningar förlänger garantin på aggregatet och dess fläktar från två till fem år. Avtalet omfattar också filterbyten i rätt tid och en rapport om energianvändningen som hjälper ägaren att upptäcka fel tidigt.',
      ],
      de: [
        'Fünf Jahre Garantie mit Wartungsvertrag',
        'Geräte, die Kvistra oder ein zertifizierter Partner wartet, erhalten jetzt fünf Jahre Garantie.',
        'Ein Wartungsvertrag mit jährlicher Inspektion verlängert die Garantie für Gerät und Ventilatoren von zwei auf fünf Jahre. Er umfasst außerdem rechtzeitige Filterwechsel und einen Bericht zum Energieverbrauch, mit dem der Eigentümer Störungen früh erkennt.',
      ],
    },
  },
  {
    route: 'bim-objects-available',
    type: 'news',
    drawing: 'unit-front',
    families: ['ahu-rotary', 'duct-fan'],
    text: {
      en: [
        'BIM objects for the whole range',
        'Revit and IFC objects with correct dimensions and connections for every product.',
        'Designers can download BIM objects from each product page and place them straight into their models. The objects carry the dimensions, duct connections, weights and service areas, so clashes with other trades show up before anything is built.',
      ],
      sv: [
        'BIM-objekt för hela sortimentet',
        'Revit- och IFC-objekt med rätt mått och anslutningar för varje produkt.',
        'Projektörer kan ladda ned BIM-objekt från varje produktsida och placera dem direkt i sina modeller. Objekten bär mått, kanalanslutningar, vikter och serviceytor, så att krockar med andra discipliner syns innan något byggs.',
      ],
      de: [
        'BIM-Objekte für das ganze Sortiment',
        'Revit- und IFC-Objekte mit korrekten Maßen und Anschlüssen für jedes Produkt.',
        'Planer können BIM-Objekte von jeder Produktseite herunterladen und direkt in ihre Modelle setzen. Die Objekte enthalten Maße, Kanalanschlüsse, Gewichte und Wartungsflächen, sodass Kollisionen mit anderen Gewerken sichtbar werden, bevor gebaut wird.',
      ],
    },
  },
  {
    route: 'changing-filters',
    type: 'guide',
    drawing: 'filter-bag',
    families: ['filter'],
    text: {
      en: [
        'How to change the filters of a unit',
        'Step by step: stop the unit, swap the filters and reset the filter alarm.',
        'Switch the unit to stop at the controller and wait until the fans have come to rest. Open the filter door, pull out the old bag filters and put them in a sealed bag. Slide in new filters of the same class with the pockets vertical, close the door and reset the filter timer.',
      ],
      sv: [
        'Så byter du filter i ett aggregat',
        'Steg för steg: stoppa aggregatet, byt filtren och återställ filterlarmet.',
        'Stoppa aggregatet i regulatorn och vänta tills fläktarna har stannat. Öppna filterluckan, dra ut de gamla påsfiltren och lägg dem i en försluten påse. Skjut in nya filter av samma klass med påsarna lodrätt, stäng luckan och återställ filtertimern.',
      ],
      de: [
        'So wechseln Sie die Filter eines Geräts',
        'Schritt für Schritt: Gerät stoppen, Filter tauschen und Filteralarm zurücksetzen.',
        'Schalten Sie das Gerät am Regler auf Stopp und warten Sie, bis die Ventilatoren stillstehen. Öffnen Sie die Filtertür, ziehen Sie die alten Taschenfilter heraus und verpacken Sie sie in einem verschlossenen Beutel. Schieben Sie neue Filter derselben Klasse mit senkrechten Taschen ein, schließen Sie die Tür und setzen Sie den Filtertimer zurück.',
      ],
    },
  },
  {
    route: 'choosing-an-air-handling-unit',
    type: 'guide',
    drawing: 'unit-rotary',
    families: ['ahu-rotary', 'ahu-plate', 'ahu-compact'],
    text: {
      en: [
        'Choosing an air handling unit',
        'Airflow, heat recovery, space and sound: the questions to answer before you select.',
        'Start with the airflow each zone needs and the pressure drop of the duct system. Then choose the heat exchanger by whether the air streams may mix, and check the space for the unit and its service area. The selection tool turns these answers into a unit with its data sheet.',
      ],
      sv: [
        'Att välja luftbehandlingsaggregat',
        'Luftflöde, värmeåtervinning, utrymme och ljud: frågorna att besvara innan du väljer.',
        'Börja med luftflödet varje zon behöver och kanalsystemets tryckfall. Välj sedan värmeväxlare efter om luftströmmarna får blandas, och kontrollera utrymmet för aggregatet och dess serviceyta. Dimensioneringsprogrammet gör svaren till ett aggregat med datablad.',
      ],
      de: [
        'Ein RLT-Gerät auswählen',
        'Volumenstrom, Wärmerückgewinnung, Platz und Schall: die Fragen vor der Auslegung.',
        'Beginnen Sie mit dem Volumenstrom jeder Zone und dem Druckverlust des Kanalnetzes. Wählen Sie dann den Wärmeübertrager danach, ob sich die Luftströme mischen dürfen, und prüfen Sie den Platz für Gerät und Wartungsfläche. Das Auslegungsprogramm macht aus diesen Antworten ein Gerät mit Datenblatt.',
      ],
    },
  },
  {
    route: 'commissioning-checklist',
    type: 'guide',
    drawing: 'controls',
    families: ['controls', 'ahu-compact'],
    text: {
      en: [
        'Commissioning checklist',
        'What to check before a new unit is handed over to the building owner.',
        'Check that the duct connections are tight, the condensate drain has a water trap and the filters are in place. Start the fans, verify their direction and measure the airflows against the design. Finally set the schedules, test every alarm and hand over the documentation.',
      ],
      sv: [
        'Checklista för driftsättning',
        'Vad som ska kontrolleras innan ett nytt aggregat lämnas över till fastighetsägaren.',
        'Kontrollera att kanalanslutningarna är täta, att kondensavloppet har vattenlås och att filtren sitter på plats. Starta fläktarna, kontrollera rotationsriktningen och mät luftflödena mot projekteringen. Ställ till sist in tidsprogrammen, prova varje larm och lämna över dokumentationen.',
      ],
      de: [
        'Checkliste zur Inbetriebnahme',
        'Was vor der Übergabe eines neuen Geräts an den Eigentümer zu prüfen ist.',
        'Prüfen Sie, ob die Kanalanschlüsse dicht sind, der Kondensatablauf einen Siphon hat und die Filter eingesetzt sind. Starten Sie die Ventilatoren, kontrollieren Sie die Drehrichtung und messen Sie die Volumenströme gegen die Planung. Stellen Sie zuletzt die Zeitprogramme ein, testen Sie jeden Alarm und übergeben Sie die Dokumentation.',
      ],
    },
  },
  {
    route: 'sizing-duct-fans',
    type: 'guide',
    drawing: 'duct-fan',
    families: ['duct-fan'],
    text: {
      en: [
        'Sizing a duct fan',
        'Find the operating point on the fan curve and choose the size with margin to spare.',
        'Add up the pressure drops of ducts, bends, grilles and filters at the design airflow. Plot this point on the fan curves and choose the size where it lies in the middle of the curve, not at its end. A fan run at 70 % of its maximum speed is quieter and lasts longer.',
      ],
      sv: [
        'Att dimensionera en kanalfläkt',
        'Hitta driftpunkten på fläktkurvan och välj storlek med marginal.',
        'Summera tryckfallen för kanaler, böjar, don och filter vid dimensionerande luftflöde. Pricka in punkten i fläktkurvorna och välj den storlek där den hamnar mitt på kurvan, inte i slutet. En fläkt som går på 70 % av sitt maxvarvtal är tystare och håller längre.',
      ],
      de: [
        'Einen Kanalventilator auslegen',
        'Den Betriebspunkt auf der Kennlinie finden und die Baugröße mit Reserve wählen.',
        'Addieren Sie die Druckverluste von Kanälen, Bögen, Luftdurchlässen und Filtern beim Auslegungsvolumenstrom. Tragen Sie diesen Punkt in die Kennlinien ein und wählen Sie die Baugröße, bei der er mittig auf der Kurve liegt, nicht an ihrem Ende. Ein Ventilator bei 70 % seiner Höchstdrehzahl ist leiser und hält länger.',
      ],
    },
  },
  {
    route: 'winter-operation',
    type: 'guide',
    drawing: 'coil',
    families: ['heating-coil', 'ahu-rotary'],
    text: {
      en: [
        'Winter operation and frost protection',
        'Keep heating coils and heat exchangers from freezing on the coldest days.',
        'Water coils need a frost thermostat that stops the unit and opens the valve before the water freezes. Plate exchangers may ice up on the exhaust side, so the controls reduce supply air or bypass the exchanger for a few minutes. Check the settings every autumn before the first cold night.',
      ],
      sv: [
        'Vinterdrift och frostskydd',
        'Hindra värmebatterier och värmeväxlare från att frysa de kallaste dagarna.',
        'Vattenbatterier behöver en frostskyddstermostat som stoppar aggregatet och öppnar ventilen innan vattnet fryser. Plattväxlare kan frysa på frånluftssidan, så styrningen minskar tilluften eller förbigår växlaren i några minuter. Kontrollera inställningarna varje höst före den första kalla natten.',
      ],
      de: [
        'Winterbetrieb und Frostschutz',
        'Heizregister und Wärmeübertrager an den kältesten Tagen vor dem Einfrieren schützen.',
        'Wasserregister brauchen einen Frostschutzthermostat, der das Gerät stoppt und das Ventil öffnet, bevor das Wasser gefriert. Plattenübertrager können abluftseitig vereisen, daher reduziert die Regelung die Zuluft oder umgeht den Übertrager einige Minuten lang. Prüfen Sie die Einstellungen jeden Herbst vor der ersten kalten Nacht.',
      ],
    },
  },
  {
    route: 'reading-a-data-sheet',
    type: 'guide',
    drawing: 'unit-plate',
    families: ['ahu-plate', 'ahu-compact'],
    text: {
      en: [
        'Reading a unit data sheet',
        'SFP, temperature efficiency, sound power: what the figures on a data sheet tell you.',
        'The specific fan power (SFP) says how many kilowatts the fans draw per cubic metre of air per second. Temperature efficiency tells how much of the exhaust heat returns to the supply air. The sound data by octave band lets the acoustician size silencers for each duct.',
      ],
      sv: [
        'Att läsa ett datablad',
        'SFP, temperaturverkningsgrad, ljudeffekt: vad siffrorna i ett datablad säger.',
        'Den specifika fläkteffekten (SFP) anger hur många kilowatt fläktarna drar per kubikmeter luft och sekund. Temperaturverkningsgraden visar hur mycket av frånluftens värme som återförs till tilluften. Ljuddata per oktavband låter akustikern dimensionera ljuddämpare för varje kanal.',
      ],
      de: [
        'Ein Gerätedatenblatt lesen',
        'SFP, Temperaturänderungsgrad, Schallleistung: was die Zahlen im Datenblatt bedeuten.',
        'Die spezifische Ventilatorleistung (SFP) gibt an, wie viele Kilowatt die Ventilatoren je Kubikmeter Luft pro Sekunde aufnehmen. Der Temperaturänderungsgrad zeigt, wie viel Abluftwärme in die Zuluft zurückkehrt. Die Schalldaten je Oktavband erlauben dem Akustiker, Schalldämpfer für jeden Kanal auszulegen.',
      ],
    },
  },
  {
    route: 'cleaning-ducts',
    type: 'guide',
    drawing: 'duct-fan',
    families: ['duct-fan', 'damper'],
    text: {
      en: [
        'When and how to clean ducts',
        'Inspect, clean and document: keeping the duct system hygienic.',
        'Inspect supply ducts every few years with a camera through the cleaning hatches. Clean them when dust has settled visibly, with brushes and vacuum from hatch to hatch, and protect the rooms below. Kitchen exhaust ducts need cleaning far more often because grease is a fire risk.',
      ],
      sv: [
        'När och hur kanaler rengörs',
        'Besikta, rengör och dokumentera: att hålla kanalsystemet hygieniskt.',
        'Besikta tilluftskanalerna med några års mellanrum med kamera genom rensluckorna. Rengör dem när damm har lagt sig synligt, med borste och sug från lucka till lucka, och skydda rummen under. Köksfrånluftskanaler behöver rengöras betydligt oftare eftersom fett är en brandrisk.',
      ],
      de: [
        'Wann und wie Kanäle gereinigt werden',
        'Prüfen, reinigen, dokumentieren: So bleibt das Kanalnetz hygienisch.',
        'Prüfen Sie Zuluftkanäle alle paar Jahre per Kamera durch die Reinigungsöffnungen. Reinigen Sie sie, wenn sich sichtbar Staub abgelagert hat, mit Bürste und Sauger von Öffnung zu Öffnung, und schützen Sie die Räume darunter. Küchenabluftkanäle brauchen deutlich häufiger eine Reinigung, weil Fett ein Brandrisiko ist.',
      ],
    },
  },
  {
    route: 'replacing-a-fan-motor',
    type: 'guide',
    drawing: 'motor',
    families: ['spare-part', 'duct-fan'],
    text: {
      en: [
        'Replacing a fan motor',
        'Swap a worn fan assembly safely, and order the right spare part by serial number.',
        'Isolate the unit at the safety switch and lock it before opening the fan section. Note the wiring, loosen the fan assembly from its rails and lift it out with two people. The serial number on the rating plate finds the matching spare part in the shop, with the same motor and impeller.',
      ],
      sv: [
        'Att byta fläktmotor',
        'Byt en sliten fläktenhet säkert och beställ rätt reservdel via serienumret.',
        'Bryt strömmen med säkerhetsbrytaren och lås den innan fläktdelen öppnas. Anteckna kopplingen, lossa fläktenheten från skenorna och lyft ut den två personer. Serienumret på märkskylten hittar rätt reservdel i butiken, med samma motor och fläkthjul.',
      ],
      de: [
        'Einen Ventilatormotor tauschen',
        'Eine verschlissene Ventilatoreinheit sicher tauschen und das richtige Ersatzteil über die Seriennummer bestellen.',
        'Schalten Sie das Gerät am Reparaturschalter frei und sichern Sie es, bevor Sie die Ventilatorsektion öffnen. Notieren Sie die Verdrahtung, lösen Sie die Ventilatoreinheit von den Schienen und heben Sie sie zu zweit heraus. Die Seriennummer auf dem Typenschild findet im Shop das passende Ersatzteil mit gleichem Motor und Laufrad.',
      ],
    },
  },
  {
    route: 'connecting-to-building-automation',
    type: 'guide',
    drawing: 'controls',
    families: ['controls'],
    text: {
      en: [
        'Connecting a unit to building automation',
        'Modbus, BACnet or web: how the unit’s controller talks to the rest of the building.',
        'Every Kvistra controller speaks Modbus TCP and BACnet/IP on its network port. Give it a fixed address, import the point list from the documentation into the building management system and map the alarms you want to see. The built-in web page stays available for service engineers.',
      ],
      sv: [
        'Att ansluta ett aggregat till fastighetsautomation',
        'Modbus, BACnet eller webb: hur aggregatets regulator pratar med resten av byggnaden.',
        'Varje Kvistra-regulator talar Modbus TCP och BACnet/IP via sin nätverksport. Ge den en fast adress, importera punktlistan från dokumentationen till överordnat system och koppla de larm du vill se. Den inbyggda webbsidan finns kvar för servicetekniker.',
      ],
      de: [
        'Ein Gerät an die Gebäudeautomation anbinden',
        'Modbus, BACnet oder Web: wie der Regler des Geräts mit dem übrigen Gebäude spricht.',
        'Jeder Kvistra-Regler spricht über seinen Netzwerkanschluss Modbus TCP und BACnet/IP. Vergeben Sie eine feste Adresse, importieren Sie die Datenpunktliste aus der Dokumentation in die Gebäudeleittechnik und ordnen Sie die gewünschten Alarme zu. Die eingebaute Webseite bleibt für Servicetechniker erreichbar.',
      ],
    },
  },
  {
    route: 'ordering-spare-parts',
    type: 'guide',
    drawing: 'motor',
    families: ['spare-part'],
    text: {
      en: [
        'Ordering spare parts in the shop',
        'Find the right part by serial number, product page or the unit’s spare-parts list.',
        'Enter the serial number from the rating plate in the shop to see the unit as it was built and its spare parts. From a product page, open the spare-parts section to add parts straight to the cart. Signed-in customers see their own prices and the stock of each part.',
      ],
      sv: [
        'Att beställa reservdelar i butiken',
        'Hitta rätt del via serienummer, produktsida eller aggregatets reservdelslista.',
        'Ange serienumret från märkskylten i butiken för att se aggregatet som det byggdes och dess reservdelar. Från en produktsida öppnar du reservdelsavsnittet och lägger delar direkt i varukorgen. Inloggade kunder ser sina egna priser och lagersaldot för varje del.',
      ],
      de: [
        'Ersatzteile im Shop bestellen',
        'Das richtige Teil über Seriennummer, Produktseite oder Ersatzteilliste des Geräts finden.',
        'Geben Sie die Seriennummer vom Typenschild im Shop ein, um das Gerät im Auslieferungszustand und seine Ersatzteile zu sehen. Auf einer Produktseite öffnen Sie den Bereich Ersatzteile und legen Teile direkt in den Warenkorb. Angemeldete Kunden sehen ihre eigenen Preise und den Bestand jedes Teils.',
      ],
    },
  },
  {
    // The page the unit requests' consent links to (PrivacyPolicyLink of Osd/Product, ADR 0073).
    route: 'privacy-policy',
    type: 'article',
    drawing: 'controls',
    families: [],
    text: {
      en: [
        'Privacy policy',
        'What personal data Airshop keeps when you use the shop or send a request, why, and for how long.',
        'When you create an account, order, or send an enquiry or a request about a unit, we keep your name, company, e-mail address, telephone number and what you wrote, to answer you and to deliver what you ordered. We share them only with the sales office or service partner that handles your request. Orders are kept as long as accounting law requires, enquiries for two years. You may ask for a copy of your data, its correction or its deletion at any time by writing to privacy@airshop.example.',
      ],
      sv: [
        'Integritetspolicy',
        'Vilka personuppgifter Airshop sparar när du använder butiken eller skickar en förfrågan, varför och hur länge.',
        'När du skapar ett konto, beställer eller skickar en förfrågan om ett aggregat sparar vi ditt namn, företag, din e-postadress, ditt telefonnummer och det du skrev, för att kunna svara dig och leverera det du beställt. Vi delar uppgifterna endast med det säljkontor eller den servicepartner som hanterar ditt ärende. Beställningar sparas så länge bokföringslagen kräver, förfrågningar i två år. Du kan när som helst begära en kopia av dina uppgifter, rättelse eller radering genom att skriva till privacy@airshop.example.',
      ],
      de: [
        'Datenschutzerklärung',
        'Welche personenbezogenen Daten Airshop speichert, wenn Sie den Shop nutzen oder eine Anfrage senden, warum und wie lange.',
        'Wenn Sie ein Konto anlegen, bestellen oder eine Anfrage zu einem Gerät senden, speichern wir Ihren Namen, Ihre Firma, Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihre Nachricht, um Ihnen zu antworten und das Bestellte zu liefern. Wir geben sie nur an die Vertriebsniederlassung oder den Servicepartner weiter, der Ihr Anliegen bearbeitet. Bestellungen bewahren wir so lange auf, wie es das Handelsrecht verlangt, Anfragen zwei Jahre. Sie können jederzeit eine Kopie Ihrer Daten, deren Berichtigung oder Löschung verlangen: schreiben Sie an privacy@airshop.example.',
      ],
    },
  },
];
