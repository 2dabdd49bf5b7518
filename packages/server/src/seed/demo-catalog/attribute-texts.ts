import type { LocalizedText } from '@airshop/domain/localized-text';

/*
 * The demo catalogue's attribute names and worded values in the languages families.ts does not carry (point 22
 * of issue 13: attribute names were English in 8 locales). Keyed by the English text; de-AT, fr-BE and nl-BL
 * read their base language. Only filled in where families.ts gives no text of its own.
 */
type More = Partial<Record<'fi' | 'fr' | 'es' | 'hu' | 'it' | 'nl' | 'pl' | 'ro' | 'tr', string>>;

const MORE: Record<string, More> = {
  Size: {
    es: 'Tamaño',
    hu: 'Méret',
    it: 'Grandezza',
    nl: 'Grootte',
    pl: 'Rozmiar',
    ro: 'Mărime',
    tr: 'Boyut',
  },
  Orientation: {
    es: 'Lado de servicio',
    hu: 'Kivitel',
    it: 'Lato di ispezione',
    nl: 'Uitvoering',
    pl: 'Wykonanie',
    ro: 'Parte de acces',
    tr: 'Servis yönü',
  },
  Left: { es: 'Izquierda', hu: 'Bal', it: 'Sinistra', nl: 'Links', pl: 'Lewe', ro: 'Stânga', tr: 'Sol' },
  Right: { es: 'Derecha', hu: 'Jobb', it: 'Destra', nl: 'Rechts', pl: 'Prawe', ro: 'Dreapta', tr: 'Sağ' },
  'Heater type': {
    es: 'Batería de calor',
    hu: 'Utófűtő',
    it: 'Batteria di post-riscaldamento',
    nl: 'Naverwarmer',
    pl: 'Nagrzewnica wtórna',
    ro: 'Baterie de încălzire',
    tr: 'Son ısıtıcı',
  },
  None: { es: 'Ninguno', hu: 'Nincs', it: 'Nessuno', nl: 'Geen', pl: 'Brak', ro: 'Fără', tr: 'Yok' },
  Electric: {
    es: 'Eléctrica',
    hu: 'Elektromos',
    it: 'Elettrica',
    nl: 'Elektrisch',
    pl: 'Elektryczna',
    ro: 'Electrică',
    tr: 'Elektrikli',
  },
  Water: {
    es: 'Agua caliente',
    hu: 'Melegvizes',
    it: 'Acqua calda',
    nl: 'Warm water',
    pl: 'Wodna',
    ro: 'Apă caldă',
    tr: 'Sıcak sulu',
  },
  Voltage: {
    es: 'Tensión',
    hu: 'Feszültség',
    it: 'Tensione',
    nl: 'Spanning',
    pl: 'Napięcie',
    ro: 'Tensiune',
    tr: 'Gerilim',
  },
  'Filter class': {
    es: 'Clase de filtro',
    hu: 'Szűrőosztály',
    it: 'Classe del filtro',
    nl: 'Filterklasse',
    pl: 'Klasa filtra',
    ro: 'Clasa filtrului',
    tr: 'Filtre sınıfı',
  },
  Dimensions: {
    es: 'Dimensiones',
    hu: 'Méretek',
    it: 'Dimensioni',
    nl: 'Afmetingen',
    pl: 'Wymiary',
    ro: 'Dimensiuni',
    tr: 'Ölçüler',
  },
  Actuator: {
    es: 'Actuador',
    hu: 'Állítómotor',
    it: 'Attuatore',
    nl: 'Servomotor',
    pl: 'Siłownik',
    ro: 'Servomotor',
    tr: 'Aktüatör',
  },
  Rows: {
    es: 'Filas de tubos',
    hu: 'Csősorok',
    it: 'Ranghi',
    nl: 'Pijprijen',
    pl: 'Rzędy rur',
    ro: 'Rânduri de țevi',
    tr: 'Boru sırası',
  },
  Medium: {
    es: 'Fluido',
    hu: 'Közeg',
    it: 'Fluido',
    nl: 'Medium',
    pl: 'Czynnik',
    ro: 'Agent',
    tr: 'Akışkan',
  },
  'Chilled water': {
    fi: 'Jäähdytetty vesi',
    fr: 'Eau glacée',
    es: 'Agua fría',
    hu: 'Hűtött víz',
    it: 'Acqua refrigerata',
    nl: 'Gekoeld water',
    pl: 'Woda lodowa',
    ro: 'Apă răcită',
    tr: 'Soğutulmuş su',
  },
  'Direct expansion': {
    fi: 'Suorahöyrystys',
    fr: 'Détente directe',
    es: 'Expansión directa',
    hu: 'Közvetlen elpárologtatás',
    it: 'Espansione diretta',
    nl: 'Directe expansie',
    pl: 'Odparowanie bezpośrednie',
    ro: 'Expansiune directă',
    tr: 'Doğrudan genleşme',
  },
  Model: { es: 'Modelo', hu: 'Modell', it: 'Modello', nl: 'Model', pl: 'Model', ro: 'Model', tr: 'Model' },
  Basic: {
    fi: 'Perus',
    fr: 'Basique',
    es: 'Básico',
    hu: 'Alap',
    it: 'Base',
    nl: 'Basis',
    pl: 'Podstawowy',
    ro: 'De bază',
    tr: 'Temel',
  },
  'Pro with web server': {
    fi: 'Pro ja verkkopalvelin',
    fr: 'Pro avec serveur web',
    es: 'Pro con servidor web',
    hu: 'Pro webszerverrel',
    it: 'Pro con web server',
    nl: 'Pro met webserver',
    pl: 'Pro z serwerem WWW',
    ro: 'Pro cu server web',
    tr: 'Web sunuculu Pro',
  },
  'Touch panel': {
    fi: 'Kosketuspaneeli',
    fr: 'Écran tactile',
    es: 'Panel táctil',
    hu: 'Érintőpanel',
    it: 'Pannello touch',
    nl: 'Touchpanel',
    pl: 'Panel dotykowy',
    ro: 'Panou tactil',
    tr: 'Dokunmatik panel',
  },
  'Fits size': {
    es: 'Para tamaño',
    hu: 'Méret',
    it: 'Per grandezza',
    nl: 'Past op grootte',
    pl: 'Do rozmiaru',
    ro: 'Pentru mărimea',
    tr: 'Uyduğu boyut',
  },
  Extension: {
    es: 'Ampliación',
    hu: 'Meghosszabbítás',
    it: 'Estensione',
    nl: 'Verlenging',
    pl: 'Przedłużenie',
    ro: 'Extindere',
    tr: 'Uzatma',
  },
};

/** The text with the languages above added where it has none of its own. */
export function withMoreLanguages(text: LocalizedText): LocalizedText {
  const more = MORE[text.en];
  return more ? { ...more, ...text } : text;
}

/** A warranty extension's value, "+2 years", in every language (Polish counts 2–4 lata, 5 lat). */
export function extraYears(years: number): LocalizedText {
  const pl = years >= 2 && years <= 4 ? 'lata' : 'lat';
  const ro = years === 1 ? 'an' : 'ani';
  return {
    en: `+${years} years`,
    sv: `+${years} år`,
    fi: `+${years} vuotta`,
    de: `+${years} Jahre`,
    fr: `+${years} ans`,
    es: `+${years} años`,
    hu: `+${years} év`,
    it: `+${years} anni`,
    nl: `+${years} jaar`,
    pl: `+${years} ${pl}`,
    ro: `+${years} ${ro}`,
    tr: `+${years} yıl`,
  };
}
