// Names, streets and towns the demo relations are made of: common Dutch, Flemish and German ones.

/** A town with the first two digits of its postcodes and its telephone area code. */
export type DemoTown = { city: string; postcode: string; area: string };

/** Dutch towns (postcode region, area code). */
export const DutchTowns: DemoTown[] = [
  { city: 'Amsterdam', postcode: '10', area: '20' },
  { city: 'Rotterdam', postcode: '30', area: '10' },
  { city: 'Den Haag', postcode: '25', area: '70' },
  { city: 'Utrecht', postcode: '35', area: '30' },
  { city: 'Eindhoven', postcode: '56', area: '40' },
  { city: 'Groningen', postcode: '97', area: '50' },
  { city: 'Tilburg', postcode: '50', area: '13' },
  { city: 'Almere', postcode: '13', area: '36' },
  { city: 'Breda', postcode: '48', area: '76' },
  { city: 'Nijmegen', postcode: '65', area: '24' },
  { city: 'Apeldoorn', postcode: '73', area: '55' },
  { city: 'Arnhem', postcode: '68', area: '26' },
  { city: 'Haarlem', postcode: '20', area: '23' },
  { city: 'Enschede', postcode: '75', area: '53' },
  { city: 'Amersfoort', postcode: '38', area: '33' },
  { city: 'Zwolle', postcode: '80', area: '38' },
  { city: 'Leiden', postcode: '23', area: '71' },
  { city: 'Maastricht', postcode: '62', area: '43' },
  { city: 'Venlo', postcode: '59', area: '77' },
  { city: "'s-Hertogenbosch", postcode: '52', area: '73' },
  { city: 'Deventer', postcode: '74', area: '570' },
  { city: 'Delft', postcode: '26', area: '15' },
  { city: 'Alkmaar', postcode: '18', area: '72' },
  { city: 'Leeuwarden', postcode: '89', area: '58' },
  { city: 'Zaandam', postcode: '15', area: '75' },
  { city: 'Barneveld', postcode: '37', area: '342' },
  { city: 'Veenendaal', postcode: '39', area: '318' },
  { city: 'Helmond', postcode: '57', area: '492' },
  { city: 'Waalwijk', postcode: '51', area: '416' },
  { city: 'Hoorn', postcode: '16', area: '229' },
];

/** Belgian towns (four-digit postcode prefix, area code). */
export const BelgianTowns: DemoTown[] = [
  { city: 'Antwerpen', postcode: '20', area: '3' },
  { city: 'Gent', postcode: '90', area: '9' },
  { city: 'Brugge', postcode: '80', area: '50' },
  { city: 'Leuven', postcode: '30', area: '16' },
  { city: 'Hasselt', postcode: '35', area: '11' },
  { city: 'Mechelen', postcode: '28', area: '15' },
];

/** German towns (first two of five postcode digits, area code). */
export const GermanTowns: DemoTown[] = [
  { city: 'Düsseldorf', postcode: '40', area: '211' },
  { city: 'Köln', postcode: '50', area: '221' },
  { city: 'Duisburg', postcode: '47', area: '203' },
  { city: 'Aachen', postcode: '52', area: '241' },
  { city: 'Münster', postcode: '48', area: '251' },
  { city: 'Essen', postcode: '45', area: '201' },
];

export const DutchStreets = [
  'Industrieweg',
  'Stationsstraat',
  'Kerkstraat',
  'Hoofdstraat',
  'Nijverheidsweg',
  'Energieweg',
  'Handelsweg',
  'Marktplein',
  'Ambachtsweg',
  'Molenweg',
  'Edisonstraat',
  'Celsiusweg',
  'Havenkade',
  'Transportweg',
  'Zuiderzeestraat',
  'Dorpsstraat',
  'Parallelweg',
  'Koningin Julianalaan',
  'Europaweg',
  'Schuttersweg',
];
export const BelgianStreets = [
  'Nijverheidsstraat',
  'Kerkstraat',
  'Industriepark',
  'Stationsstraat',
  'Leopoldlaan',
];
export const GermanStreets = [
  'Industriestraße',
  'Hauptstraße',
  'Hafenstraße',
  'Gewerbepark',
  'Bahnhofstraße',
];

/** Dutch surnames as they follow a first name ("de Vries"); capitalised where a name starts with them. */
export const DutchSurnames = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'van den Broek',
  'de Bruijn',
  'Schouten',
  'van Beek',
  'Willems',
  'Hoekstra',
  'Maas',
  'Verhoeven',
  'Koster',
  'Prins',
  'Blom',
  'Huisman',
  'Kuipers',
  'van Wijk',
  'Postma',
  'Kramer',
  'Bosman',
  'Wouters',
];
export const FlemishSurnames = [
  'Peeters',
  'Janssens',
  'Maes',
  'Claes',
  'Goossens',
  'De Smet',
  'Mertens',
  'Wouters',
];
export const GermanSurnames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Becker',
  'Hoffmann',
  'Wagner',
];

export const DutchFirstNames = [
  'Anouk',
  'Bas',
  'Daan',
  'Eva',
  'Fleur',
  'Gerrit',
  'Hanneke',
  'Ingrid',
  'Jeroen',
  'Karin',
  'Lotte',
  'Mark',
  'Nienke',
  'Pieter',
  'Ruud',
  'Sanne',
  'Thijs',
  'Wendy',
  'Yvonne',
  'Kees',
];
export const GermanFirstNames = ['Anna', 'Jonas', 'Katrin', 'Lukas', 'Sabine', 'Thomas'];

/** What a contact at a supplier or customer does. */
export const ContactFunctions = [
  'Financiële administratie',
  'Accountmanager',
  'Debiteurenbeheer',
  'Directeur',
  'Verkoop binnendienst',
  'Office manager',
];

/** Regions that prefix business names ("Brabant Transport"). */
export const Regions = [
  'Brabant',
  'Twente',
  'Veluwe',
  'Westland',
  'Rijnmond',
  'Kempen',
  'Drechtsteden',
  'Achterhoek',
];

/** Names of restaurants, hotels and shops ("Hotel De Zwaan"). */
export const VenueNames = [
  'De Gouden Leeuw',
  'Het Anker',
  'De Zwaan',
  'De Molen',
  'De Kroon',
  'Het Hof',
  'De Linde',
  'Buitenlust',
  "'t Pleintje",
  'De Roode Schuur',
  'Het Veerhuis',
  'De Witte Brug',
];
