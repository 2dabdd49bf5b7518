import type { DrawingKind } from './drawings.ts';

/*
 * The demo's solutions (application areas) in English, Swedish and German: what the building needs, and three
 * ways Kvistra equipment answers it. Other locales show the English text and say so (ADR 0053).
 */

export type DemoLanguage = 'en' | 'sv' | 'de';

export interface SolutionText {
  title: string;
  summary: string;
  /** What the building asks of its ventilation. */
  need: string;
  /** Three answers, one list item each. */
  points: [string, string, string];
}

export interface DemoSolution {
  route: string;
  drawing: DrawingKind;
  /** Family keys (families.ts) whose first products are the related products. */
  families: string[];
  text: Record<DemoLanguage, SolutionText>;
}

export const DEMO_SOLUTIONS: DemoSolution[] = [
  {
    route: 'hospitals',
    drawing: 'unit-plate',
    families: ['ahu-plate', 'filter', 'controls'],
    text: {
      en: {
        title: 'Hospitals and clinics',
        summary: 'Clean, dry and draught-free air for wards, operating theatres and isolation rooms.',
        need: 'A hospital runs around the clock, and its air has to protect patients and staff alike. Exhaust air from wards and laboratories must never meet the supply air, pressure cascades keep isolation rooms safe, and every unit has to be cleaned and inspected without shutting a ward down.',
        points: [
          'Plate heat exchangers keep exhaust and supply air fully apart while recovering up to 85 % of the heat.',
          'ePM1 filters in two stages and hygienic casings tested to VDI 6022 with smooth, cleanable inner surfaces.',
          'Controls that hold constant pressure per zone and log every alarm for the technical department.',
        ],
      },
      sv: {
        title: 'Sjukhus och vårdcentraler',
        summary: 'Ren, torr och dragfri luft för vårdavdelningar, operationssalar och isoleringsrum.',
        need: 'Ett sjukhus är i drift dygnet runt, och luften ska skydda både patienter och personal. Frånluft från avdelningar och laboratorier får aldrig blandas med tilluften, tryckkaskader håller isoleringsrummen säkra och varje aggregat måste kunna rengöras och besiktas utan att en avdelning stängs.',
        points: [
          'Plattvärmeväxlare håller från- och tilluft helt åtskilda och återvinner upp till 85 % av värmen.',
          'ePM1-filter i två steg och hygieniska höljen provade enligt VDI 6022 med släta, lättrengjorda insidor.',
          'Styrning som håller konstant tryck per zon och loggar varje larm åt driftavdelningen.',
        ],
      },
      de: {
        title: 'Krankenhäuser und Kliniken',
        summary: 'Saubere, trockene und zugfreie Luft für Stationen, OP-Säle und Isolierzimmer.',
        need: 'Ein Krankenhaus läuft rund um die Uhr, und seine Luft muss Patienten wie Personal schützen. Abluft aus Stationen und Laboren darf nie auf die Zuluft treffen, Druckkaskaden sichern die Isolierzimmer, und jedes Gerät muss sich reinigen und prüfen lassen, ohne dass eine Station schließt.',
        points: [
          'Plattenwärmeübertrager trennen Ab- und Zuluft vollständig und gewinnen bis zu 85 % der Wärme zurück.',
          'ePM1-Filter in zwei Stufen und nach VDI 6022 geprüfte Hygienegehäuse mit glatten, leicht zu reinigenden Innenflächen.',
          'Regelung, die den Druck je Zone konstant hält und jeden Alarm für die Haustechnik protokolliert.',
        ],
      },
    },
  },
  {
    route: 'offices',
    drawing: 'unit-rotary',
    families: ['ahu-rotary', 'controls', 'damper'],
    text: {
      en: {
        title: 'Offices',
        summary: 'Fresh air on demand for open-plan floors, meeting rooms and flexible workplaces.',
        need: 'Office floors are full on Tuesday and half empty on Friday. Ventilation sized for the busiest hour wastes energy the rest of the week, while meeting rooms need a lot of air for a short time. Tenants also expect quiet, since a humming ceiling disturbs concentrated work.',
        points: [
          'Rotary heat exchangers with up to 85 % recovery, and moisture recovery that keeps winter air comfortable.',
          'Demand control by CO₂ and presence: VAV dampers open only where people are.',
          'EC fans at low speed and silencers sized for NR 30 in the rooms.',
        ],
      },
      sv: {
        title: 'Kontor',
        summary: 'Frisk luft efter behov för kontorslandskap, mötesrum och flexibla arbetsplatser.',
        need: 'Kontorsplanet är fullt på tisdagen och halvtomt på fredagen. Ventilation som dimensionerats för den mest belastade timmen slösar energi resten av veckan, samtidigt som mötesrum behöver mycket luft under kort tid. Hyresgästerna förväntar sig dessutom tystnad, eftersom ett brummande tak stör koncentrerat arbete.',
        points: [
          'Roterande värmeväxlare med upp till 85 % återvinning och fuktåtervinning som gör vinterluften behaglig.',
          'Behovsstyrning efter CO₂ och närvaro: VAV-spjäll öppnar bara där det finns människor.',
          'EC-fläktar på lågt varvtal och ljuddämpare dimensionerade för NR 30 i rummen.',
        ],
      },
      de: {
        title: 'Büros',
        summary: 'Frischluft nach Bedarf für Großraumbüros, Besprechungsräume und flexible Arbeitsplätze.',
        need: 'Dienstags ist die Büroetage voll, freitags halb leer. Eine Lüftung, die für die vollste Stunde ausgelegt ist, verschwendet den Rest der Woche Energie, während Besprechungsräume kurzzeitig viel Luft brauchen. Mieter erwarten außerdem Ruhe, denn eine brummende Decke stört konzentriertes Arbeiten.',
        points: [
          'Rotationswärmeübertrager mit bis zu 85 % Rückgewinnung und Feuchterückgewinnung für angenehme Winterluft.',
          'Bedarfsregelung nach CO₂ und Präsenz: VAV-Klappen öffnen nur dort, wo Menschen sind.',
          'EC-Ventilatoren mit niedriger Drehzahl und Schalldämpfer, ausgelegt für NR 30 in den Räumen.',
        ],
      },
    },
  },
  {
    route: 'swimming-pools',
    drawing: 'coil',
    families: ['ahu-plate', 'heating-coil', 'duct-fan'],
    text: {
      en: {
        title: 'Swimming pools',
        summary: 'Dehumidification and heat recovery for indoor pools, spas and water parks.',
        need: 'An indoor pool evaporates hundreds of litres of water a day into warm air full of chlorine compounds. Without enough dry supply air, condensation damages the roof and windows, and the air feels heavy for swimmers. At the same time, the warm, moist exhaust is the building’s largest energy loss.',
        points: [
          'Coated plate heat exchangers and casings that withstand chlorinated, humid air.',
          'Dehumidification by outdoor air with night setback when the pool is covered.',
          'Heating coils sized for the warm supply air that keeps windows free of condensation.',
        ],
      },
      sv: {
        title: 'Simhallar',
        summary: 'Avfuktning och värmeåtervinning för inomhusbad, spa och äventyrsbad.',
        need: 'En inomhusbassäng avdunstar hundratals liter vatten om dagen till varm luft full av klorföreningar. Utan tillräckligt med torr tilluft skadar kondens tak och fönster, och luften känns tung för de badande. Samtidigt är den varma, fuktiga frånluften byggnadens största energiförlust.',
        points: [
          'Belagda plattvärmeväxlare och höljen som tål klorhaltig, fuktig luft.',
          'Avfuktning med uteluft och nattsänkning när bassängen är täckt.',
          'Värmebatterier dimensionerade för den varma tilluft som håller fönstren fria från kondens.',
        ],
      },
      de: {
        title: 'Schwimmbäder',
        summary: 'Entfeuchtung und Wärmerückgewinnung für Hallenbäder, Spas und Erlebnisbäder.',
        need: 'Ein Hallenbad verdunstet täglich Hunderte Liter Wasser in warme, chlorhaltige Luft. Ohne genug trockene Zuluft schädigt Kondensat Dach und Fenster, und die Luft wirkt für Badegäste drückend. Zugleich ist die warme, feuchte Abluft der größte Energieverlust des Gebäudes.',
        points: [
          'Beschichtete Plattenwärmeübertrager und Gehäuse, die chlorhaltiger, feuchter Luft standhalten.',
          'Entfeuchtung mit Außenluft und Nachtabsenkung bei abgedecktem Becken.',
          'Heizregister, ausgelegt für warme Zuluft, die die Fenster frei von Kondensat hält.',
        ],
      },
    },
  },
  {
    route: 'schools',
    drawing: 'unit-compact',
    families: ['ahu-compact', 'controls', 'filter'],
    text: {
      en: {
        title: 'Schools and preschools',
        summary: 'Good air for learning: quiet classrooms with fresh air for every pupil.',
        need: 'Thirty pupils raise the CO₂ level of a classroom within half an hour, and tired children learn less. Schools are often renovated one wing at a time, with little space for plant rooms, and the budget has to cover decades of operation.',
        points: [
          'Compact units that fit in a corridor ceiling or on the roof, one per classroom wing.',
          'CO₂ sensors in every room that raise the airflow before the air gets stale.',
          'Quiet operation below 30 dB(A) in the classroom and filters changed without tools.',
        ],
      },
      sv: {
        title: 'Skolor och förskolor',
        summary: 'Bra luft för lärande: tysta klassrum med frisk luft åt varje elev.',
        need: 'Trettio elever höjer koldioxidhalten i ett klassrum inom en halvtimme, och trötta barn lär sig mindre. Skolor renoveras ofta en flygel i taget, med lite plats för fläktrum, och budgeten ska räcka för decennier av drift.',
        points: [
          'Kompaktaggregat som ryms i ett korridortak eller på taket, ett per klassrumsflygel.',
          'CO₂-givare i varje rum som höjer luftflödet innan luften blir dålig.',
          'Tyst drift under 30 dB(A) i klassrummet och filter som byts utan verktyg.',
        ],
      },
      de: {
        title: 'Schulen und Kitas',
        summary: 'Gute Luft zum Lernen: leise Klassenräume mit Frischluft für jedes Kind.',
        need: 'Dreißig Schüler lassen den CO₂-Gehalt eines Klassenraums binnen einer halben Stunde steigen, und müde Kinder lernen weniger. Schulen werden oft Flügel für Flügel saniert, mit wenig Platz für Technikräume, und das Budget muss Jahrzehnte Betrieb abdecken.',
        points: [
          'Kompaktgeräte, die in eine Flurdecke oder aufs Dach passen, eines je Klassentrakt.',
          'CO₂-Fühler in jedem Raum, die den Volumenstrom erhöhen, bevor die Luft verbraucht ist.',
          'Leiser Betrieb unter 30 dB(A) im Klassenraum und werkzeuglos wechselbare Filter.',
        ],
      },
    },
  },
  {
    route: 'hotels',
    drawing: 'unit-front',
    families: ['ahu-rotary', 'cooling-coil', 'controls'],
    text: {
      en: {
        title: 'Hotels',
        summary: 'Comfort for guests in every room, at the lowest running cost per night.',
        need: 'Hotel guests judge a room by how it sleeps: quiet, not too dry and at the temperature they chose. Conference rooms, restaurants and spa areas have loads that change by the hour, and many rooms stand empty on weekdays.',
        points: [
          'Room-by-room airflow that follows the booking system: empty rooms run on minimum flow.',
          'Cooling coils for summer comfort and moisture recovery for winter.',
          'Separate units for kitchen, spa and conference areas, all on one control system.',
        ],
      },
      sv: {
        title: 'Hotell',
        summary: 'Komfort för gästerna i varje rum, till lägsta driftkostnad per natt.',
        need: 'Hotellgäster bedömer ett rum efter hur de sover: tyst, inte för torrt och med den temperatur de valt. Konferensrum, restauranger och spa har laster som ändras timme för timme, och många rum står tomma på vardagarna.',
        points: [
          'Luftflöde rum för rum som följer bokningssystemet: tomma rum går på minimiflöde.',
          'Kylbatterier för sommarkomfort och fuktåtervinning för vintern.',
          'Egna aggregat för kök, spa och konferens, alla i samma styrsystem.',
        ],
      },
      de: {
        title: 'Hotels',
        summary: 'Komfort für Gäste in jedem Zimmer, zu den niedrigsten Betriebskosten pro Nacht.',
        need: 'Hotelgäste beurteilen ein Zimmer danach, wie sie darin schlafen: ruhig, nicht zu trocken und bei der gewählten Temperatur. Tagungsräume, Restaurants und Spa-Bereiche haben stündlich wechselnde Lasten, und unter der Woche stehen viele Zimmer leer.',
        points: [
          'Volumenstrom Zimmer für Zimmer nach dem Buchungssystem: leere Zimmer laufen mit Mindestluftmenge.',
          'Kühlregister für den Sommer und Feuchterückgewinnung für den Winter.',
          'Eigene Geräte für Küche, Spa und Tagungsbereich, alle in einem Regelsystem.',
        ],
      },
    },
  },
  {
    route: 'retail',
    drawing: 'roof-fan',
    families: ['ahu-rotary', 'roof-fan', 'cooling-coil'],
    text: {
      en: {
        title: 'Shops and shopping centres',
        summary: 'Pleasant air for shoppers while lighting and crowds add heat all day.',
        need: 'Lighting, refrigerated counters and crowds of visitors make a shopping centre a cooling load even in winter. Opening hours are long, entrances let in cold air, and the food court needs its own exhaust.',
        points: [
          'Large rotary units on the roof, delivered in sections that pass through a standard hatch.',
          'Free cooling with outdoor air for most of the year before the chillers start.',
          'Roof fans for the food court and car park, controlled by air quality sensors.',
        ],
      },
      sv: {
        title: 'Butiker och köpcentrum',
        summary: 'Behaglig luft för kunderna medan belysning och folkmassor tillför värme hela dagen.',
        need: 'Belysning, kyldiskar och många besökare gör ett köpcentrum till en kyllast även på vintern. Öppettiderna är långa, entréerna släpper in kall luft och restaurangdelen behöver egen frånluft.',
        points: [
          'Stora roterande aggregat på taket, levererade i sektioner som passar genom en vanlig taklucka.',
          'Frikyla med uteluft under större delen av året innan kylmaskinerna startar.',
          'Takfläktar för restaurangdel och garage, styrda av luftkvalitetsgivare.',
        ],
      },
      de: {
        title: 'Geschäfte und Einkaufszentren',
        summary: 'Angenehme Luft für Kunden, während Beleuchtung und Besucher den ganzen Tag Wärme abgeben.',
        need: 'Beleuchtung, Kühltheken und viele Besucher machen ein Einkaufszentrum selbst im Winter zur Kühllast. Die Öffnungszeiten sind lang, Eingänge lassen kalte Luft herein, und der Food-Court braucht eine eigene Abluft.',
        points: [
          'Große Rotationsgeräte auf dem Dach, geliefert in Sektionen, die durch eine Standardluke passen.',
          'Freie Kühlung mit Außenluft für den größten Teil des Jahres, bevor die Kältemaschinen anlaufen.',
          'Dachventilatoren für Food-Court und Parkhaus, geregelt über Luftqualitätsfühler.',
        ],
      },
    },
  },
  {
    route: 'data-centres',
    drawing: 'fan-wheel',
    families: ['duct-fan', 'cooling-coil', 'damper'],
    text: {
      en: {
        title: 'Data centres',
        summary: 'Reliable cooling air for server halls, with redundancy and low fan power.',
        need: 'Servers turn nearly all their electricity into heat, day and night. A minute without air flow can stop a hall, so fans must be redundant and replaceable in operation. Every watt of fan power adds to the PUE the operator reports.',
        points: [
          'Fan arrays of EC fans: one fan can fail or be replaced while the others run on.',
          'Cooling coils with large surfaces for high water temperatures and more free cooling.',
          'Tight dampers that keep hot and cold aisles apart.',
        ],
      },
      sv: {
        title: 'Datacenter',
        summary: 'Pålitlig kylluft för serverhallar, med redundans och låg fläkteffekt.',
        need: 'Servrar omvandlar nästan all sin el till värme, dag och natt. En minut utan luftflöde kan stoppa en hall, så fläktarna måste vara redundanta och bytbara under drift. Varje watt fläkteffekt höjer det PUE-tal operatören redovisar.',
        points: [
          'Fläktväggar av EC-fläktar: en fläkt kan gå sönder eller bytas medan de andra går vidare.',
          'Kylbatterier med stor yta för höga vattentemperaturer och mer frikyla.',
          'Täta spjäll som håller varma och kalla gångar åtskilda.',
        ],
      },
      de: {
        title: 'Rechenzentren',
        summary: 'Zuverlässige Kühlluft für Serverräume, mit Redundanz und geringer Ventilatorleistung.',
        need: 'Server wandeln fast ihren gesamten Strom in Wärme um, Tag und Nacht. Eine Minute ohne Luftstrom kann einen Saal stoppen, daher müssen Ventilatoren redundant und im Betrieb tauschbar sein. Jedes Watt Ventilatorleistung verschlechtert den PUE, den der Betreiber ausweist.',
        points: [
          'Ventilatorwände aus EC-Ventilatoren: Einer kann ausfallen oder getauscht werden, die anderen laufen weiter.',
          'Kühlregister mit großer Fläche für hohe Wassertemperaturen und mehr freie Kühlung.',
          'Dichte Klappen, die Warm- und Kaltgänge getrennt halten.',
        ],
      },
    },
  },
  {
    route: 'laboratories',
    drawing: 'filter-bag',
    families: ['ahu-plate', 'filter', 'damper'],
    text: {
      en: {
        title: 'Laboratories',
        summary: 'Safe exhaust and stable room pressure for fume cupboards and clean rooms.',
        need: 'Fume cupboards pull large volumes of air that must be replaced at once, and a sash opened too quickly must not reverse the pressure in the room. Exhaust may carry solvents, so it is kept apart from supply air, and some rooms run at very high air change rates.',
        points: [
          'Fast VAV control that follows each fume cupboard within seconds.',
          'Plate or run-around heat recovery with no leakage into the supply air.',
          'High-efficiency filters with pressure monitoring on every stage.',
        ],
      },
      sv: {
        title: 'Laboratorier',
        summary: 'Säker frånluft och stabilt rumstryck för dragskåp och renrum.',
        need: 'Dragskåp suger stora luftmängder som genast måste ersättas, och en lucka som öppnas för snabbt får inte vända trycket i rummet. Frånluften kan innehålla lösningsmedel och hålls därför åtskild från tilluften, och vissa rum har mycket höga luftomsättningar.',
        points: [
          'Snabb VAV-reglering som följer varje dragskåp inom några sekunder.',
          'Platt- eller vätskekopplad värmeåtervinning utan läckage till tilluften.',
          'Högeffektiva filter med tryckövervakning på varje steg.',
        ],
      },
      de: {
        title: 'Labore',
        summary: 'Sichere Abluft und stabiler Raumdruck für Abzüge und Reinräume.',
        need: 'Laborabzüge saugen große Luftmengen ab, die sofort ersetzt werden müssen, und ein zu schnell geöffneter Frontschieber darf den Raumdruck nicht umkehren. Die Abluft kann Lösemittel enthalten, bleibt also von der Zuluft getrennt, und manche Räume haben sehr hohe Luftwechsel.',
        points: [
          'Schnelle VAV-Regelung, die jedem Abzug binnen Sekunden folgt.',
          'Platten- oder Kreislaufverbund-Wärmerückgewinnung ohne Leckage in die Zuluft.',
          'Hochleistungsfilter mit Drucküberwachung an jeder Stufe.',
        ],
      },
    },
  },
  {
    route: 'industry-and-warehouses',
    drawing: 'roof-fan',
    families: ['roof-fan', 'duct-fan', 'heating-coil'],
    text: {
      en: {
        title: 'Industry and warehouses',
        summary: 'Robust ventilation for production halls, workshops and logistics centres.',
        need: 'High halls collect warm air under the roof while workers stand in draughts at floor level. Processes release heat, dust or fumes, gates open all day, and the equipment must work for years with little attention.',
        points: [
          'Roof fans with weatherproof housings that remove heat and fumes where they collect.',
          'Supply air with heating coils that keeps the working zone warm without draughts.',
          'Simple, robust controls that the site’s own maintenance team can service.',
        ],
      },
      sv: {
        title: 'Industri och lager',
        summary: 'Robust ventilation för produktionshallar, verkstäder och logistikcentrum.',
        need: 'Höga hallar samlar varm luft under taket medan de anställda står i drag vid golvet. Processer avger värme, damm eller rök, portarna öppnas hela dagen och utrustningen ska fungera i åratal med lite tillsyn.',
        points: [
          'Takfläktar med väderbeständiga höljen som för bort värme och rök där de samlas.',
          'Tilluft med värmebatterier som håller arbetszonen varm utan drag.',
          'Enkel, robust styrning som anläggningens egen driftpersonal kan sköta.',
        ],
      },
      de: {
        title: 'Industrie und Lager',
        summary: 'Robuste Lüftung für Produktionshallen, Werkstätten und Logistikzentren.',
        need: 'Hohe Hallen sammeln warme Luft unter dem Dach, während die Beschäftigten am Boden im Zug stehen. Prozesse geben Wärme, Staub oder Dämpfe ab, Tore stehen den ganzen Tag offen, und die Technik soll jahrelang mit wenig Aufwand laufen.',
        points: [
          'Dachventilatoren mit wetterfesten Gehäusen, die Wärme und Dämpfe dort abführen, wo sie sich sammeln.',
          'Zuluft mit Heizregistern, die den Arbeitsbereich zugfrei warm hält.',
          'Einfache, robuste Regelung, die das eigene Instandhaltungsteam betreuen kann.',
        ],
      },
    },
  },
  {
    route: 'apartment-buildings',
    drawing: 'unit-compact',
    families: ['ahu-compact', 'duct-fan', 'filter'],
    text: {
      en: {
        title: 'Apartment buildings',
        summary: 'Balanced ventilation with heat recovery for new and renovated housing.',
        need: 'Modern apartments are airtight, so moisture from showers and cooking stays inside unless it is ventilated away. Residents want quiet bedrooms and low heating bills, and the property owner wants equipment that is easy to service in a stairwell or attic.',
        points: [
          'Central compact units with heat recovery, or one unit per apartment where ducts are short.',
          'Kitchen and bathroom boost that residents start themselves.',
          'Filters and fans reached from the corridor, without entering the apartments.',
        ],
      },
      sv: {
        title: 'Flerbostadshus',
        summary: 'Balanserad ventilation med värmeåtervinning för nya och renoverade bostäder.',
        need: 'Moderna lägenheter är täta, så fukt från dusch och matlagning blir kvar om den inte ventileras bort. De boende vill ha tysta sovrum och låga värmekostnader, och fastighetsägaren vill ha utrustning som är lätt att serva i trapphus eller på vinden.',
        points: [
          'Centrala kompaktaggregat med värmeåtervinning, eller ett aggregat per lägenhet där kanalerna är korta.',
          'Forcering för kök och badrum som de boende startar själva.',
          'Filter och fläktar nås från korridoren, utan att gå in i lägenheterna.',
        ],
      },
      de: {
        title: 'Mehrfamilienhäuser',
        summary: 'Kontrollierte Wohnraumlüftung mit Wärmerückgewinnung für Neubau und Sanierung.',
        need: 'Moderne Wohnungen sind luftdicht, daher bleibt Feuchte aus Dusche und Küche im Raum, wenn sie nicht abgelüftet wird. Bewohner wünschen ruhige Schlafzimmer und niedrige Heizkosten, der Eigentümer Geräte, die sich im Treppenhaus oder auf dem Dachboden leicht warten lassen.',
        points: [
          'Zentrale Kompaktgeräte mit Wärmerückgewinnung oder ein Gerät je Wohnung bei kurzen Kanälen.',
          'Stoßlüftung für Küche und Bad, die die Bewohner selbst starten.',
          'Filter und Ventilatoren vom Flur aus erreichbar, ohne die Wohnungen zu betreten.',
        ],
      },
    },
  },
  {
    route: 'sports-arenas',
    drawing: 'unit-rotary-open',
    families: ['ahu-rotary', 'roof-fan', 'controls'],
    text: {
      en: {
        title: 'Sports halls and arenas',
        summary: 'Air for athletes and spectators, from an empty hall to a full match night.',
        need: 'A sports hall may hold twenty players in the afternoon and three thousand spectators in the evening. The air flow needed differs tenfold, high ceilings make the air stratify, and athletes need cool air without draughts on the playing field.',
        points: [
          'Large rotary units with a wide control range, from training to event mode.',
          'Event schedules in the controls, so the hall is ventilated before the doors open.',
          'Roof fans that remove warm air from under the ceiling during matches.',
        ],
      },
      sv: {
        title: 'Idrottshallar och arenor',
        summary: 'Luft för idrottare och publik, från tom hall till fullsatt matchkväll.',
        need: 'En idrottshall kan ha tjugo spelare på eftermiddagen och tretusen åskådare på kvällen. Luftflödet som behövs skiljer sig tiofalt, högt i tak gör att luften skiktar sig och idrottarna behöver sval luft utan drag på planen.',
        points: [
          'Stora roterande aggregat med brett reglerområde, från träning till evenemangsläge.',
          'Evenemangsscheman i styrningen, så att hallen ventileras innan dörrarna öppnas.',
          'Takfläktar som för bort varm luft under taket under matcherna.',
        ],
      },
      de: {
        title: 'Sporthallen und Arenen',
        summary: 'Luft für Sportler und Zuschauer, von der leeren Halle bis zum ausverkauften Spielabend.',
        need: 'Eine Sporthalle hat nachmittags zwanzig Spieler und abends dreitausend Zuschauer. Der nötige Volumenstrom unterscheidet sich um das Zehnfache, hohe Decken lassen die Luft schichten, und Sportler brauchen kühle Luft ohne Zug auf dem Spielfeld.',
        points: [
          'Große Rotationsgeräte mit weitem Regelbereich, vom Training bis zum Veranstaltungsbetrieb.',
          'Veranstaltungspläne in der Regelung, damit die Halle vor Einlass gelüftet ist.',
          'Dachventilatoren, die bei Spielen warme Luft unter der Decke abführen.',
        ],
      },
    },
  },
  {
    route: 'restaurants-and-kitchens',
    drawing: 'duct-fan',
    families: ['duct-fan', 'filter', 'heating-coil'],
    text: {
      en: {
        title: 'Restaurants and commercial kitchens',
        summary: 'Grease-laden exhaust out, fresh make-up air in, without draughts in the dining room.',
        need: 'A commercial kitchen removes heat, steam and grease aerosols from hoods over ranges and fryers. The make-up air must replace it without cooling the guests, and the exhaust fans must cope with grease and be easy to clean.',
        points: [
          'Duct fans with motors outside the air stream and removable impellers for cleaning.',
          'Grease filters and heat recovery suited to kitchen exhaust.',
          'Make-up air heated and supplied at low velocity into the kitchen.',
        ],
      },
      sv: {
        title: 'Restauranger och storkök',
        summary: 'Fettbemängd frånluft ut, frisk ersättningsluft in, utan drag i matsalen.',
        need: 'Ett storkök för bort värme, ånga och fettaerosoler från kåporna över spisar och fritöser. Ersättningsluften ska tillföras utan att kyla gästerna, och frånluftsfläktarna måste klara fett och vara lätta att rengöra.',
        points: [
          'Kanalfläktar med motorn utanför luftströmmen och löstagbart fläkthjul för rengöring.',
          'Fettfilter och värmeåtervinning anpassade för köksfrånluft.',
          'Ersättningsluft som värms och tillförs köket med låg hastighet.',
        ],
      },
      de: {
        title: 'Restaurants und Großküchen',
        summary: 'Fetthaltige Abluft hinaus, frische Nachströmluft hinein, ohne Zug im Gastraum.',
        need: 'Eine Großküche führt Wärme, Dampf und Fettaerosole über die Hauben an Herden und Fritteusen ab. Die Nachströmluft muss das ersetzen, ohne die Gäste abzukühlen, und die Abluftventilatoren müssen mit Fett zurechtkommen und leicht zu reinigen sein.',
        points: [
          'Kanalventilatoren mit Motor außerhalb des Luftstroms und abnehmbarem Laufrad zur Reinigung.',
          'Fettfilter und Wärmerückgewinnung, geeignet für Küchenabluft.',
          'Nachströmluft, erwärmt und mit geringer Geschwindigkeit in die Küche eingebracht.',
        ],
      },
    },
  },
];
