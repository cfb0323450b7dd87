// A small shipped dataset of states and their main cities for the countries the demo world trades in.
// Countries themselves come from i18n-iso-countries (all ISO 3166-1 alpha-2 codes).
export type StateData = { code: string; name: string; cities: string[] };

export const GEO_STATES: Record<string, StateData[]> = {
  US: [
    { code: 'CA', name: 'California', cities: ['Los Angeles', 'San Diego', 'San Francisco', 'San Jose', 'Oakland'] },
    { code: 'NY', name: 'New York', cities: ['New York', 'Buffalo', 'Rochester', 'Albany'] },
    { code: 'TX', name: 'Texas', cities: ['Houston', 'Dallas', 'Austin', 'San Antonio'] },
    { code: 'IL', name: 'Illinois', cities: ['Chicago', 'Springfield', 'Naperville'] },
    { code: 'WA', name: 'Washington', cities: ['Seattle', 'Spokane', 'Tacoma'] },
    { code: 'FL', name: 'Florida', cities: ['Miami', 'Orlando', 'Tampa', 'Jacksonville'] },
  ],
  CA: [
    { code: 'ON', name: 'Ontario', cities: ['Toronto', 'Ottawa', 'Hamilton'] },
    { code: 'QC', name: 'Quebec', cities: ['Montreal', 'Quebec City', 'Laval'] },
    { code: 'BC', name: 'British Columbia', cities: ['Vancouver', 'Victoria', 'Surrey'] },
  ],
  GB: [
    { code: 'ENG', name: 'England', cities: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Bristol'] },
    { code: 'SCT', name: 'Scotland', cities: ['Edinburgh', 'Glasgow', 'Aberdeen'] },
    { code: 'WLS', name: 'Wales', cities: ['Cardiff', 'Swansea'] },
  ],
  DE: [
    { code: 'BE', name: 'Berlin', cities: ['Berlin'] },
    { code: 'HH', name: 'Hamburg', cities: ['Hamburg'] },
    { code: 'BY', name: 'Bavaria', cities: ['Munich', 'Nuremberg', 'Augsburg'] },
    { code: 'NW', name: 'North Rhine-Westphalia', cities: ['Cologne', 'Düsseldorf', 'Dortmund', 'Essen'] },
  ],
  LV: [
    { code: 'RIX', name: 'Riga', cities: ['Riga'] },
    { code: 'KUR', name: 'Kurzeme', cities: ['Liepāja', 'Ventspils'] },
    { code: 'LAT', name: 'Latgale', cities: ['Daugavpils', 'Rēzekne'] },
  ],
  LT: [
    { code: 'VL', name: 'Vilnius County', cities: ['Vilnius'] },
    { code: 'KU', name: 'Kaunas County', cities: ['Kaunas'] },
    { code: 'KL', name: 'Klaipėda County', cities: ['Klaipėda'] },
  ],
  EE: [
    { code: '37', name: 'Harju County', cities: ['Tallinn'] },
    { code: '79', name: 'Tartu County', cities: ['Tartu'] },
  ],
  FI: [
    { code: '18', name: 'Uusimaa', cities: ['Helsinki', 'Espoo', 'Vantaa'] },
    { code: '11', name: 'Pirkanmaa', cities: ['Tampere'] },
  ],
  SE: [
    { code: 'AB', name: 'Stockholm County', cities: ['Stockholm', 'Södertälje'] },
    { code: 'O', name: 'Västra Götaland County', cities: ['Gothenburg', 'Borås'] },
    { code: 'M', name: 'Skåne County', cities: ['Malmö', 'Helsingborg'] },
  ],
  PL: [
    { code: '14', name: 'Masovian', cities: ['Warsaw', 'Radom'] },
    { code: '22', name: 'Pomeranian', cities: ['Gdańsk', 'Gdynia'] },
  ],
  NL: [
    { code: 'NH', name: 'North Holland', cities: ['Amsterdam', 'Haarlem'] },
    { code: 'ZH', name: 'South Holland', cities: ['Rotterdam', 'The Hague', 'Leiden'] },
  ],
};
