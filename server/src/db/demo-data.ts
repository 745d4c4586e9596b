// The Guyanese demo data set: realistic enough that every screen has something to show.
// Names and stories are invented; places and coordinates are real.

const HOUR = 3_600_000;

export interface DemoAlert {
  name: string;
  age: number;
  description: string;
  clothing: string;
  lastLocation: string;
  latitude: number;
  longitude: number;
  circumstances: string | null;
  hoursAgo: number;
  state: "verified" | "pending" | "resolved" | "denied";
  reporterName: string;
  reporterRelationship: string;
  reporterPhone: string;
  reporterEmail: string;
  photoColour: string;
}

export const demoAlerts: DemoAlert[] = [
  {
    name: "Aaliyah Persaud",
    age: 9,
    description: "Slim build, about 4 ft 3 in, dark brown eyes, shoulder-length black hair in two plaits.",
    clothing: "Navy blue school uniform skirt, white blouse, black shoes, pink backpack.",
    lastLocation: "Stabroek Market, Water Street, Georgetown",
    latitude: 6.8066,
    longitude: -58.1625,
    circumstances:
      "Walked ahead of her aunt near the market clock and was separated in the crowd after school.",
    hoursAgo: 5,
    state: "verified",
    reporterName: "Savitri Persaud",
    reporterRelationship: "Mother",
    reporterPhone: "+592 600 1234",
    reporterEmail: "savitri.persaud@example.gy",
    photoColour: "#b91c1c",
  },
  {
    name: "Jamal Wilson",
    age: 14,
    description: "Tall for his age, about 5 ft 6 in, slim, short black hair, small scar above left eyebrow.",
    clothing: "Red Guyana football jersey, grey shorts, white slippers.",
    lastLocation: "Bourda Market, Regent Street, Georgetown",
    latitude: 6.8131,
    longitude: -58.1541,
    circumstances: "Left home to buy bread and did not return. Phone switched off since 6 pm.",
    hoursAgo: 20,
    state: "verified",
    reporterName: "Denise Wilson",
    reporterRelationship: "Mother",
    reporterPhone: "+592 611 2345",
    reporterEmail: "denise.wilson@example.gy",
    photoColour: "#1d4ed8",
  },
  {
    name: "Kezia Bacchus",
    age: 6,
    description: "Small build, about 3 ft 8 in, curly brown hair, wears glasses with purple frames.",
    clothing: "Yellow dress with white flowers, purple sandals.",
    lastLocation: "Sea Wall Bandstand, Kingston, Georgetown",
    latitude: 6.8237,
    longitude: -58.1648,
    circumstances:
      "Playing near the bandstand during the Sunday evening lime; family lost sight of her at dusk.",
    hoursAgo: 30,
    state: "verified",
    reporterName: "Roland Bacchus",
    reporterRelationship: "Father",
    reporterPhone: "+592 622 3456",
    reporterEmail: "roland.bacchus@example.gy",
    photoColour: "#7c3aed",
  },
  {
    name: "Devon Harry",
    age: 16,
    description: "Medium build, about 5 ft 8 in, low-cut hair, wears a silver chain.",
    clothing: "Black hoodie, blue jeans, white sneakers.",
    lastLocation: "Linden bus park, Mackenzie, Linden",
    latitude: 6.0062,
    longitude: -58.3057,
    circumstances: "Took a minibus from Georgetown to Linden to visit a friend and never arrived.",
    hoursAgo: 52,
    state: "verified",
    reporterName: "Claudette Harry",
    reporterRelationship: "Grandmother",
    reporterPhone: "+592 633 4567",
    reporterEmail: "claudette.harry@example.gy",
    photoColour: "#047857",
  },
  {
    name: "Priya Ramnauth",
    age: 12,
    description: "About 4 ft 10 in, long black hair usually in a ponytail, birthmark on right wrist.",
    clothing: "Green blouse, black leggings, black slippers.",
    lastLocation: "New Amsterdam Market, Strand, New Amsterdam, Berbice",
    latitude: 6.2489,
    longitude: -57.5171,
    circumstances: null,
    hoursAgo: 75,
    state: "verified",
    reporterName: "Anil Ramnauth",
    reporterRelationship: "Uncle",
    reporterPhone: "+592 644 5678",
    reporterEmail: "anil.ramnauth@example.gy",
    photoColour: "#c2410c",
  },
  {
    name: "Shondell Thomas",
    age: 11,
    description: "About 4 ft 7 in, slim, short natural hair, gap between front teeth.",
    clothing: "Blue T-shirt with a cartoon print, khaki shorts.",
    lastLocation: "Vreed-en-Hoop Stelling, West Coast Demerara",
    latitude: 6.8096,
    longitude: -58.1889,
    circumstances: "Found safe with relatives in Parika two days later.",
    hoursAgo: 200,
    state: "resolved",
    reporterName: "Marcia Thomas",
    reporterRelationship: "Mother",
    reporterPhone: "+592 655 6789",
    reporterEmail: "marcia.thomas@example.gy",
    photoColour: "#0f766e",
  },
  {
    name: "Ravi Singh",
    age: 8,
    description: "About 4 ft, chubby cheeks, short black hair.",
    clothing: "White vest, blue shorts, barefoot.",
    lastLocation: "Diamond, East Bank Demerara",
    latitude: 6.7536,
    longitude: -58.1708,
    circumstances: "Last seen playing near the trench behind the housing scheme.",
    hoursAgo: 2,
    state: "pending",
    reporterName: "Latchmie Singh",
    reporterRelationship: "Mother",
    reporterPhone: "+592 666 7890",
    reporterEmail: "latchmie.singh@example.gy",
    photoColour: "#a16207",
  },
  {
    name: "Tiffany Gonsalves",
    age: 15,
    description: "About 5 ft 4 in, long wavy brown hair, pierced ears.",
    clothing: "Pink top, denim skirt, white sneakers.",
    lastLocation: "Giftland Mall, Turkeyen, Georgetown",
    latitude: 6.8188,
    longitude: -58.1196,
    circumstances: null,
    hoursAgo: 1,
    state: "pending",
    reporterName: "Mark Gonsalves",
    reporterRelationship: "Father",
    reporterPhone: "+592 677 8901",
    reporterEmail: "mark.gonsalves@example.gy",
    photoColour: "#be185d",
  },
];

export interface DemoSighting {
  alertIndex: number;
  reporterName: string;
  reporterContact: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  hoursAgo: number;
  description: string;
  verified: boolean;
}

export const demoSightings: DemoSighting[] = [
  {
    alertIndex: 0,
    reporterName: "Carl Fraser",
    reporterContact: "+592 688 1111",
    location: "Avenue of the Republic, near St. George's Cathedral",
    latitude: 6.8107,
    longitude: -58.1599,
    hoursAgo: 4,
    description:
      "A girl matching the description with a pink backpack was walking north with an older woman.",
    verified: true,
  },
  {
    alertIndex: 0,
    reporterName: "Nadira Khan",
    reporterContact: "nadira.khan@example.gy",
    location: "Camp Street, near the Demico House",
    latitude: 6.8079,
    longitude: -58.1578,
    hoursAgo: 3,
    description: "Saw a child in a school uniform crying near the bus stop; she got into a red minibus.",
    verified: false,
  },
  {
    alertIndex: 1,
    reporterName: "Trevor Adams",
    reporterContact: "+592 699 2222",
    location: "Lamaha Street by the canal",
    latitude: 6.8175,
    longitude: -58.1535,
    hoursAgo: 15,
    description: "Boy in a red football jersey sitting with two older teenagers by the canal bridge.",
    verified: true,
  },
  {
    alertIndex: 2,
    reporterName: "Gail Moore",
    reporterContact: "+592 610 3333",
    location: "Kingston Seawall near the lighthouse",
    latitude: 6.8246,
    longitude: -58.1691,
    hoursAgo: 28,
    description:
      "Small girl with purple glasses holding hands with a man in a white shirt near the lighthouse.",
    verified: false,
  },
];

export interface DemoSubscriber {
  name: string;
  email: string | null;
  phone: string | null;
  location: string;
  latitude: number;
  longitude: number;
  whatsapp: boolean;
  hoursAgo: number;
}

const places: Array<[string, number, number]> = [
  ["Lot 12 Robb Street, Lacytown, Georgetown, Guyana", 6.8119, -58.1587],
  ["45 Sheriff Street, Campbellville, Georgetown, Guyana", 6.8182, -58.1421],
  ["7 Public Road, Kitty, Georgetown, Guyana", 6.8253, -58.1469],
  ["Lot 3 Railway Embankment, Better Hope, East Coast Demerara, Guyana", 6.8168, -58.0828],
  ["22 Middle Street, Diamond, East Bank Demerara, Guyana", 6.7536, -58.1708],
  ["Lot 9 Republic Avenue, Mackenzie, Linden, Guyana", 6.0062, -58.3057],
  ["14 Main Street, New Amsterdam, Berbice, Guyana", 6.2489, -57.5171],
  ["Lot 5 Public Road, Vreed-en-Hoop, West Coast Demerara, Guyana", 6.8096, -58.1889],
  ["31 First Street, Bartica, Guyana", 6.4058, -58.6225],
  ["8 Church Street, Anna Regina, Essequibo Coast, Guyana", 7.2637, -58.5029],
  ["Lot 18 Market Street, Rose Hall, Berbice, Guyana", 6.2667, -57.35],
  ["2 Lethem Road, Lethem, Guyana", 3.3803, -59.7968],
  ["Lot 40 Eccles, East Bank Demerara, Guyana", 6.7865, -58.1611],
  ["27 Grove Public Road, Grove, East Bank Demerara, Guyana", 6.7338, -58.1942],
  ["12 Bel Air Park, Georgetown, Guyana", 6.8227, -58.1312],
];

const firstNames = [
  "Andrea",
  "Kwame",
  "Sunita",
  "Marlon",
  "Renee",
  "Deochan",
  "Althea",
  "Shawn",
  "Bibi",
  "Terrence",
  "Natasha",
  "Rohan",
  "Keisha",
  "Imran",
  "Candace",
  "Vishnu",
  "Tamika",
  "Leon",
];
const lastNames = [
  "Ali",
  "Benjamin",
  "Chung",
  "DaSilva",
  "Edwards",
  "Frank",
  "Griffith",
  "Hinds",
  "Ishmael",
  "Jagdeo",
];

export const demoSubscribers: DemoSubscriber[] = firstNames.map((first, i) => {
  const [location, latitude, longitude] = places[i % places.length]!;
  const last = lastNames[i % lastNames.length]!;
  const handle = `${first}.${last}`.toLowerCase();
  return {
    name: `${first} ${last}`,
    email: i % 4 === 3 ? null : `${handle}@example.gy`,
    phone: i % 3 === 2 ? null : `+5926${String(100000 + i * 7919).slice(-6)}`,
    location,
    // Spread people a little so map markers do not sit on top of each other.
    latitude: latitude + ((i % 5) - 2) * 0.004,
    longitude: longitude + ((i % 3) - 1) * 0.004,
    whatsapp: i % 3 === 0,
    hoursAgo: (firstNames.length - i) * 9,
  };
});

export interface DemoChatMessage {
  alertIndex: number | null;
  userName: string;
  message: string;
  minutesAgo: number;
}

export const demoChat: DemoChatMessage[] = [
  {
    alertIndex: null,
    userName: "Andrea",
    message: "Good morning all. Sharing the alerts in my church group today.",
    minutesAgo: 300,
  },
  {
    alertIndex: null,
    userName: "Kwame",
    message: "Same here. Minibus drivers on route 42 have the flyers now.",
    minutesAgo: 280,
  },
  {
    alertIndex: 0,
    userName: "Carl",
    message: "I reported what I saw near the cathedral. Anyone else around Avenue of the Republic?",
    minutesAgo: 200,
  },
  {
    alertIndex: 0,
    userName: "Sunita",
    message: "Checking the shops on Camp Street with my brother now.",
    minutesAgo: 150,
  },
  {
    alertIndex: 1,
    userName: "Trevor",
    message: "The boys by the Lamaha canal said he went toward Sheriff Street.",
    minutesAgo: 600,
  },
];

export const HOURS = HOUR;
