import { createPlain, daysAgo, type SeedContext, seededRandom, tagsOf } from './context'
import { placeDistributor } from './distributor-places'

export interface DistributorSeed {
  name: string
  code: string
  contact: string
  telephone: string
  postcode: string
  /** USPS two-letter code. */
  state: string
  city: string
}

type Area =
  | 'northeast'
  | 'southeast'
  | 'midwest'
  | 'southwest'
  | 'mountain'
  | 'pacific'
  | 'northwest'
  | 'islands'

type City = readonly [name: string, zipPrefix: number, areaCode: string]

export interface UsState {
  code: string
  name: string
  area: Area
  /** Inclusive 3-digit ZIP prefix ranges the USPS assigns to the state. */
  zipPrefixes: readonly (readonly [number, number])[]
  /** Rough population in millions: more distributors where more restaurants are. */
  weight: number
  cities: readonly City[]
}

export const US_STATES: readonly UsState[] = [
  {
    code: 'AL',
    name: 'Alabama',
    area: 'southeast',
    zipPrefixes: [[350, 369]],
    weight: 5,
    cities: [
      ['Birmingham', 352, '205'],
      ['Montgomery', 361, '334'],
      ['Mobile', 366, '251'],
      ['Huntsville', 358, '256'],
      ['Tuscaloosa', 354, '205'],
    ],
  },
  {
    code: 'AK',
    name: 'Alaska',
    area: 'islands',
    zipPrefixes: [[995, 999]],
    weight: 1,
    cities: [
      ['Anchorage', 995, '907'],
      ['Fairbanks', 997, '907'],
      ['Juneau', 998, '907'],
    ],
  },
  {
    code: 'AZ',
    name: 'Arizona',
    area: 'southwest',
    zipPrefixes: [[850, 865]],
    weight: 7,
    cities: [
      ['Phoenix', 850, '602'],
      ['Mesa', 852, '480'],
      ['Tucson', 857, '520'],
      ['Flagstaff', 860, '928'],
    ],
  },
  {
    code: 'AR',
    name: 'Arkansas',
    area: 'southeast',
    zipPrefixes: [[716, 729]],
    weight: 3,
    cities: [
      ['Little Rock', 722, '501'],
      ['Jonesboro', 724, '870'],
      ['Fayetteville', 727, '479'],
      ['Fort Smith', 729, '479'],
    ],
  },
  {
    code: 'CA',
    name: 'California',
    area: 'pacific',
    zipPrefixes: [[900, 961]],
    weight: 39,
    cities: [
      ['Los Angeles', 900, '213'],
      ['San Diego', 921, '619'],
      ['Fresno', 937, '559'],
      ['San Francisco', 941, '415'],
      ['Oakland', 946, '510'],
      ['San Jose', 951, '408'],
      ['Sacramento', 958, '916'],
    ],
  },
  {
    code: 'CO',
    name: 'Colorado',
    area: 'mountain',
    zipPrefixes: [[800, 816]],
    weight: 6,
    cities: [
      ['Denver', 802, '303'],
      ['Fort Collins', 805, '970'],
      ['Colorado Springs', 809, '719'],
      ['Grand Junction', 815, '970'],
    ],
  },
  {
    code: 'CT',
    name: 'Connecticut',
    area: 'northeast',
    zipPrefixes: [[60, 69]],
    weight: 4,
    cities: [
      ['Hartford', 61, '860'],
      ['New Haven', 65, '203'],
      ['Bridgeport', 66, '203'],
      ['Stamford', 69, '203'],
    ],
  },
  {
    code: 'DE',
    name: 'Delaware',
    area: 'northeast',
    zipPrefixes: [[197, 199]],
    weight: 1,
    cities: [
      ['Wilmington', 198, '302'],
      ['Dover', 199, '302'],
      ['Newark', 197, '302'],
    ],
  },
  {
    code: 'DC',
    name: 'District of Columbia',
    area: 'northeast',
    zipPrefixes: [
      [200, 200],
      [202, 205],
    ],
    weight: 1,
    cities: [['Washington', 200, '202']],
  },
  {
    code: 'FL',
    name: 'Florida',
    area: 'southeast',
    zipPrefixes: [[320, 349]],
    weight: 22,
    cities: [
      ['Jacksonville', 322, '904'],
      ['Tallahassee', 323, '850'],
      ['Orlando', 328, '407'],
      ['Miami', 331, '305'],
      ['Fort Lauderdale', 333, '954'],
      ['Tampa', 336, '813'],
    ],
  },
  {
    code: 'GA',
    name: 'Georgia',
    area: 'southeast',
    zipPrefixes: [
      [300, 319],
      [398, 399],
    ],
    weight: 11,
    cities: [
      ['Atlanta', 303, '404'],
      ['Augusta', 309, '706'],
      ['Macon', 312, '478'],
      ['Savannah', 314, '912'],
      ['Columbus', 319, '706'],
    ],
  },
  {
    code: 'HI',
    name: 'Hawaii',
    area: 'islands',
    zipPrefixes: [[967, 968]],
    weight: 1,
    cities: [
      ['Honolulu', 968, '808'],
      ['Hilo', 967, '808'],
      ['Kahului', 967, '808'],
    ],
  },
  {
    code: 'ID',
    name: 'Idaho',
    area: 'mountain',
    zipPrefixes: [[832, 838]],
    weight: 2,
    cities: [
      ['Pocatello', 832, '208'],
      ['Twin Falls', 833, '208'],
      ['Idaho Falls', 834, '208'],
      ['Boise', 837, '208'],
    ],
  },
  {
    code: 'IL',
    name: 'Illinois',
    area: 'midwest',
    zipPrefixes: [[600, 629]],
    weight: 13,
    cities: [
      ['Chicago', 606, '312'],
      ['Rockford', 611, '815'],
      ['Peoria', 616, '309'],
      ['Champaign', 618, '217'],
      ['Springfield', 627, '217'],
    ],
  },
  {
    code: 'IN',
    name: 'Indiana',
    area: 'midwest',
    zipPrefixes: [[460, 479]],
    weight: 7,
    cities: [
      ['Indianapolis', 462, '317'],
      ['South Bend', 466, '574'],
      ['Fort Wayne', 468, '260'],
      ['Evansville', 477, '812'],
    ],
  },
  {
    code: 'IA',
    name: 'Iowa',
    area: 'midwest',
    zipPrefixes: [[500, 528]],
    weight: 3,
    cities: [
      ['Des Moines', 503, '515'],
      ['Sioux City', 511, '712'],
      ['Cedar Rapids', 524, '319'],
      ['Davenport', 528, '563'],
    ],
  },
  {
    code: 'KS',
    name: 'Kansas',
    area: 'midwest',
    zipPrefixes: [[660, 679]],
    weight: 3,
    cities: [
      ['Kansas City', 661, '913'],
      ['Overland Park', 662, '913'],
      ['Topeka', 666, '785'],
      ['Wichita', 672, '316'],
    ],
  },
  {
    code: 'KY',
    name: 'Kentucky',
    area: 'southeast',
    zipPrefixes: [[400, 427]],
    weight: 4,
    cities: [
      ['Louisville', 402, '502'],
      ['Lexington', 405, '859'],
      ['Bowling Green', 421, '270'],
      ['Owensboro', 423, '270'],
    ],
  },
  {
    code: 'LA',
    name: 'Louisiana',
    area: 'southeast',
    zipPrefixes: [[700, 714]],
    weight: 5,
    cities: [
      ['New Orleans', 701, '504'],
      ['Lafayette', 705, '337'],
      ['Baton Rouge', 708, '225'],
      ['Shreveport', 711, '318'],
    ],
  },
  {
    code: 'ME',
    name: 'Maine',
    area: 'northeast',
    zipPrefixes: [[39, 49]],
    weight: 1,
    cities: [
      ['Portland', 41, '207'],
      ['Lewiston', 42, '207'],
      ['Augusta', 43, '207'],
      ['Bangor', 44, '207'],
    ],
  },
  {
    code: 'MD',
    name: 'Maryland',
    area: 'northeast',
    zipPrefixes: [[206, 219]],
    weight: 6,
    cities: [
      ['Baltimore', 212, '410'],
      ['Annapolis', 214, '410'],
      ['Frederick', 217, '301'],
      ['Salisbury', 218, '410'],
    ],
  },
  {
    code: 'MA',
    name: 'Massachusetts',
    area: 'northeast',
    zipPrefixes: [[10, 27]],
    weight: 7,
    cities: [
      ['Springfield', 11, '413'],
      ['Worcester', 16, '508'],
      ['Lowell', 18, '978'],
      ['Boston', 21, '617'],
    ],
  },
  {
    code: 'MI',
    name: 'Michigan',
    area: 'midwest',
    zipPrefixes: [[480, 499]],
    weight: 10,
    cities: [
      ['Ann Arbor', 481, '734'],
      ['Detroit', 482, '313'],
      ['Lansing', 489, '517'],
      ['Grand Rapids', 495, '616'],
      ['Traverse City', 496, '231'],
    ],
  },
  {
    code: 'MN',
    name: 'Minnesota',
    area: 'midwest',
    zipPrefixes: [[550, 567]],
    weight: 6,
    cities: [
      ['Saint Paul', 551, '651'],
      ['Minneapolis', 554, '612'],
      ['Duluth', 558, '218'],
      ['Rochester', 559, '507'],
    ],
  },
  {
    code: 'MS',
    name: 'Mississippi',
    area: 'southeast',
    zipPrefixes: [[386, 397]],
    weight: 3,
    cities: [
      ['Tupelo', 388, '662'],
      ['Jackson', 392, '601'],
      ['Hattiesburg', 394, '601'],
      ['Gulfport', 395, '228'],
    ],
  },
  {
    code: 'MO',
    name: 'Missouri',
    area: 'midwest',
    zipPrefixes: [[630, 658]],
    weight: 6,
    cities: [
      ['St. Louis', 631, '314'],
      ['Kansas City', 641, '816'],
      ['Columbia', 652, '573'],
      ['Springfield', 658, '417'],
    ],
  },
  {
    code: 'MT',
    name: 'Montana',
    area: 'mountain',
    zipPrefixes: [[590, 599]],
    weight: 1,
    cities: [
      ['Billings', 591, '406'],
      ['Great Falls', 594, '406'],
      ['Bozeman', 597, '406'],
      ['Missoula', 598, '406'],
    ],
  },
  {
    code: 'NE',
    name: 'Nebraska',
    area: 'midwest',
    zipPrefixes: [[680, 693]],
    weight: 2,
    cities: [
      ['Omaha', 681, '402'],
      ['Lincoln', 685, '402'],
      ['Grand Island', 688, '308'],
      ['Kearney', 688, '308'],
    ],
  },
  {
    code: 'NV',
    name: 'Nevada',
    area: 'southwest',
    zipPrefixes: [[889, 898]],
    weight: 3,
    cities: [
      ['Henderson', 890, '702'],
      ['Las Vegas', 891, '702'],
      ['Reno', 895, '775'],
      ['Carson City', 897, '775'],
    ],
  },
  {
    code: 'NH',
    name: 'New Hampshire',
    area: 'northeast',
    zipPrefixes: [[30, 38]],
    weight: 1,
    cities: [
      ['Nashua', 30, '603'],
      ['Manchester', 31, '603'],
      ['Concord', 33, '603'],
      ['Portsmouth', 38, '603'],
    ],
  },
  {
    code: 'NJ',
    name: 'New Jersey',
    area: 'northeast',
    zipPrefixes: [[70, 89]],
    weight: 9,
    cities: [
      ['Newark', 71, '973'],
      ['Jersey City', 73, '201'],
      ['Paterson', 75, '973'],
      ['Camden', 81, '856'],
      ['Trenton', 86, '609'],
    ],
  },
  {
    code: 'NM',
    name: 'New Mexico',
    area: 'southwest',
    zipPrefixes: [[870, 884]],
    weight: 2,
    cities: [
      ['Albuquerque', 871, '505'],
      ['Santa Fe', 875, '505'],
      ['Las Cruces', 880, '575'],
      ['Roswell', 882, '575'],
    ],
  },
  {
    code: 'NY',
    name: 'New York',
    area: 'northeast',
    zipPrefixes: [
      [5, 5],
      [100, 149],
    ],
    weight: 20,
    cities: [
      ['New York', 100, '212'],
      ['Albany', 122, '518'],
      ['Syracuse', 132, '315'],
      ['Buffalo', 142, '716'],
      ['Rochester', 146, '585'],
    ],
  },
  {
    code: 'NC',
    name: 'North Carolina',
    area: 'southeast',
    zipPrefixes: [[270, 289]],
    weight: 10,
    cities: [
      ['Greensboro', 274, '336'],
      ['Raleigh', 276, '919'],
      ['Charlotte', 282, '704'],
      ['Wilmington', 284, '910'],
      ['Asheville', 288, '828'],
    ],
  },
  {
    code: 'ND',
    name: 'North Dakota',
    area: 'midwest',
    zipPrefixes: [[580, 588]],
    weight: 1,
    cities: [
      ['Fargo', 581, '701'],
      ['Grand Forks', 582, '701'],
      ['Bismarck', 585, '701'],
      ['Minot', 587, '701'],
    ],
  },
  {
    code: 'OH',
    name: 'Ohio',
    area: 'midwest',
    zipPrefixes: [[430, 458]],
    weight: 12,
    cities: [
      ['Columbus', 432, '614'],
      ['Toledo', 436, '419'],
      ['Cleveland', 441, '216'],
      ['Cincinnati', 452, '513'],
      ['Dayton', 454, '937'],
    ],
  },
  {
    code: 'OK',
    name: 'Oklahoma',
    area: 'southwest',
    zipPrefixes: [[730, 749]],
    weight: 4,
    cities: [
      ['Norman', 730, '405'],
      ['Oklahoma City', 731, '405'],
      ['Lawton', 735, '580'],
      ['Tulsa', 741, '918'],
    ],
  },
  {
    code: 'OR',
    name: 'Oregon',
    area: 'northwest',
    zipPrefixes: [[970, 979]],
    weight: 4,
    cities: [
      ['Portland', 972, '503'],
      ['Salem', 973, '503'],
      ['Eugene', 974, '541'],
      ['Bend', 977, '541'],
    ],
  },
  {
    code: 'PA',
    name: 'Pennsylvania',
    area: 'northeast',
    zipPrefixes: [[150, 196]],
    weight: 13,
    cities: [
      ['Pittsburgh', 152, '412'],
      ['Erie', 165, '814'],
      ['Harrisburg', 171, '717'],
      ['Allentown', 181, '610'],
      ['Philadelphia', 191, '215'],
    ],
  },
  {
    code: 'RI',
    name: 'Rhode Island',
    area: 'northeast',
    zipPrefixes: [[28, 29]],
    weight: 1,
    cities: [
      ['Providence', 29, '401'],
      ['Warwick', 28, '401'],
      ['Newport', 28, '401'],
    ],
  },
  {
    code: 'SC',
    name: 'South Carolina',
    area: 'southeast',
    zipPrefixes: [[290, 299]],
    weight: 5,
    cities: [
      ['Columbia', 292, '803'],
      ['Charleston', 294, '843'],
      ['Myrtle Beach', 295, '843'],
      ['Greenville', 296, '864'],
    ],
  },
  {
    code: 'SD',
    name: 'South Dakota',
    area: 'midwest',
    zipPrefixes: [[570, 577]],
    weight: 1,
    cities: [
      ['Sioux Falls', 571, '605'],
      ['Aberdeen', 574, '605'],
      ['Rapid City', 577, '605'],
    ],
  },
  {
    code: 'TN',
    name: 'Tennessee',
    area: 'southeast',
    zipPrefixes: [[370, 385]],
    weight: 7,
    cities: [
      ['Nashville', 372, '615'],
      ['Chattanooga', 374, '423'],
      ['Knoxville', 379, '865'],
      ['Memphis', 381, '901'],
    ],
  },
  {
    code: 'TX',
    name: 'Texas',
    area: 'southwest',
    zipPrefixes: [
      [750, 799],
      [885, 885],
    ],
    weight: 30,
    cities: [
      ['Dallas', 752, '214'],
      ['Fort Worth', 761, '817'],
      ['Houston', 770, '713'],
      ['San Antonio', 782, '210'],
      ['Austin', 787, '512'],
      ['Lubbock', 794, '806'],
      ['El Paso', 799, '915'],
    ],
  },
  {
    code: 'UT',
    name: 'Utah',
    area: 'mountain',
    zipPrefixes: [[840, 847]],
    weight: 3,
    cities: [
      ['Salt Lake City', 841, '801'],
      ['Ogden', 844, '801'],
      ['Provo', 846, '801'],
      ['St. George', 847, '435'],
    ],
  },
  {
    code: 'VT',
    name: 'Vermont',
    area: 'northeast',
    zipPrefixes: [[50, 59]],
    weight: 1,
    cities: [
      ['Burlington', 54, '802'],
      ['Montpelier', 56, '802'],
      ['Rutland', 57, '802'],
    ],
  },
  {
    code: 'VA',
    name: 'Virginia',
    area: 'southeast',
    zipPrefixes: [
      [201, 201],
      [220, 246],
    ],
    weight: 9,
    cities: [
      ['Alexandria', 223, '703'],
      ['Richmond', 232, '804'],
      ['Virginia Beach', 234, '757'],
      ['Norfolk', 235, '757'],
      ['Roanoke', 240, '540'],
    ],
  },
  {
    code: 'WA',
    name: 'Washington',
    area: 'northwest',
    zipPrefixes: [[980, 994]],
    weight: 8,
    cities: [
      ['Seattle', 981, '206'],
      ['Tacoma', 984, '253'],
      ['Yakima', 989, '509'],
      ['Spokane', 992, '509'],
    ],
  },
  {
    code: 'WV',
    name: 'West Virginia',
    area: 'southeast',
    zipPrefixes: [[247, 268]],
    weight: 2,
    cities: [
      ['Wheeling', 260, '304'],
      ['Charleston', 253, '304'],
      ['Huntington', 257, '304'],
      ['Morgantown', 265, '304'],
    ],
  },
  {
    code: 'WI',
    name: 'Wisconsin',
    area: 'midwest',
    zipPrefixes: [[530, 549]],
    weight: 6,
    cities: [
      ['Milwaukee', 532, '414'],
      ['Madison', 537, '608'],
      ['Green Bay', 543, '920'],
      ['Eau Claire', 547, '715'],
    ],
  },
  {
    code: 'WY',
    name: 'Wyoming',
    area: 'mountain',
    zipPrefixes: [[820, 831]],
    weight: 1,
    cities: [
      ['Cheyenne', 820, '307'],
      ['Laramie', 820, '307'],
      ['Casper', 826, '307'],
      ['Sheridan', 828, '307'],
    ],
  },
]

export const DISTRIBUTOR_COUNT = 300

const AREA_PREFIXES: Record<Area, readonly string[]> = {
  northeast: [
    'Atlantic',
    'New England',
    'Keystone',
    'Empire',
    'Harborview',
    'Tri-State',
    'Colonial',
    'Hudson Valley',
    'Seaboard',
  ],
  southeast: [
    'Sunbelt',
    'Magnolia',
    'Gulf Coast',
    'Peachtree',
    'Palmetto',
    'Blue Ridge',
    'Bluegrass',
    'Piedmont',
    'Southern Star',
  ],
  midwest: [
    'Great Lakes',
    'Heartland',
    'Prairie',
    'Midwest',
    'North Star',
    'Cornbelt',
    'River Valley',
    'Gateway',
    'Lakeshore',
  ],
  southwest: [
    'Lone Star',
    'Sunbelt',
    'Desert Sun',
    'Mesa',
    'Red River',
    'Southwest',
    'Canyon',
    'Sun Country',
  ],
  mountain: [
    'Rocky Mountain',
    'Big Sky',
    'Summit',
    'High Plains',
    'Timberline',
    'Front Range',
    'Snake River',
  ],
  pacific: [
    'Pacific Coast',
    'Golden State',
    'Sierra',
    'Bay Area',
    'Central Valley',
    'Coastline',
    'West Coast',
  ],
  northwest: [
    'Cascade',
    'Pacific Northwest',
    'Evergreen',
    'Columbia River',
    'Puget Sound',
    'Willamette',
  ],
  islands: ['Aloha', 'Island', 'Northern Lights', 'Frontier', 'Midnight Sun', 'Pacific Rim'],
}

const GENERIC_PREFIXES = [
  'Premier',
  'Allied',
  'Consolidated',
  'Liberty',
  'Pioneer',
  'Crossroads',
  'Hometown',
  'Metro',
  'United',
  'First Choice',
  'Cardinal',
  'Eagle',
  'Summit Ridge',
  'Blue Ribbon',
  'Cornerstone',
  'Heritage',
  'Landmark',
]

const NAME_SUFFIXES = [
  'Foodservice',
  'Restaurant Supply',
  'Food Distributors',
  'Provisions',
  'Food Group',
  'Wholesale Foods',
  'Frozen Foods',
  'Fresh & Frozen',
  'Culinary Supply',
  'Produce & Provisions',
  'Foods Inc.',
  'Distribution Co.',
  'Food Partners',
  'Institutional Foods',
  'Chef Supply',
  'Food Service Co.',
]

const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'Carlos',
  'Elizabeth',
  'Daniel',
  'Susan',
  'Anthony',
  'Jessica',
  'Kevin',
  'Sarah',
  'Brian',
  'Karen',
  'Jose',
  'Nancy',
  'Thomas',
  'Lisa',
  'Kenji',
  'Angela',
  'Marcus',
  'Priya',
  'Andre',
  'Sofia',
  'Tyrone',
  'Mei',
  'Luis',
  'Rachel',
  'Hector',
  'Danielle',
  'Samuel',
  'Keisha',
  'Paul',
  'Olivia',
  'Raj',
  'Hannah',
  'Diego',
  'Grace',
  'Tuan',
  'Megan',
  'Omar',
  'Carmen',
]

const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Campbell',
  'Patel',
  'Kim',
  'Tanaka',
  'Okafor',
  'Schmidt',
  'Kowalski',
  'Rivera',
  'Brooks',
  'Sullivan',
]

function pickFrom<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

function pickWeightedState(random: () => number): UsState {
  const total = US_STATES.reduce((sum, state) => sum + state.weight, 0)
  let remaining = random() * total
  for (const state of US_STATES) {
    remaining -= state.weight
    if (remaining < 0) return state
  }
  return US_STATES[US_STATES.length - 1] as UsState
}

function zipFor(random: () => number, prefix: number): string {
  // Low last digits are the delivery zones real city ZIPs use (e.g. 60601–60661).
  const last = 1 + Math.floor(random() * 60)
  return `${String(prefix).padStart(3, '0')}${String(last).padStart(2, '0')}`
}

/** Fictional: 555-0100 through 555-0199 are reserved for fiction in every US area code. */
function phoneFor(random: () => number, areaCode: string): string {
  return `(${areaCode}) 555-01${String(Math.floor(random() * 100)).padStart(2, '0')}`
}

function uniqueName(
  random: () => number,
  state: UsState,
  city: string,
  taken: Set<string>,
): string {
  for (let attempt = 0; attempt < 8; attempt++) {
    const roll = random()
    const prefix =
      roll < 0.55
        ? pickFrom(random, AREA_PREFIXES[state.area])
        : roll < 0.8
          ? city
          : pickFrom(random, GENERIC_PREFIXES)
    const name = `${prefix} ${pickFrom(random, NAME_SUFFIXES)}`
    if (!taken.has(name)) return name
  }
  let name = `${pickFrom(random, GENERIC_PREFIXES)} ${pickFrom(random, NAME_SUFFIXES)} of ${city}`
  for (let n = 2; taken.has(name); n++) name = `${city} Food Distributors ${n}`
  return name
}

/** The demo distributor directory: identical on every call, one or more per state and DC. */
export function buildDistributors(): DistributorSeed[] {
  const random = seededRandom(20_261_101)
  const states = [...US_STATES]
  while (states.length < DISTRIBUTOR_COUNT) states.push(pickWeightedState(random))
  const taken = new Set<string>()
  const rows = states.map((state) => {
    const [city, zipPrefix, areaCode] = pickFrom(random, state.cities)
    const name = uniqueName(random, state, city, taken)
    taken.add(name)
    return {
      name,
      contact: `${pickFrom(random, FIRST_NAMES)} ${pickFrom(random, LAST_NAMES)}`,
      telephone: phoneFor(random, areaCode),
      postcode: zipFor(random, zipPrefix),
      state: state.code,
      city,
    }
  })
  rows.sort(
    (a, b) =>
      a.state.localeCompare(b.state) ||
      a.city.localeCompare(b.city) ||
      a.name.localeCompare(b.name),
  )
  return rows.map((row, index) => ({ ...row, code: `D-${String(index + 1).padStart(4, '0')}` }))
}

interface SalesContactSeed {
  key: string
  name: string
  title: string
  email: string
  phone: string
}

const SALES_CONTACTS: readonly SalesContactSeed[] = [
  {
    key: 'east',
    name: 'Margaret Olsen',
    title: 'Regional Sales Manager, East',
    email: 'margaret.olsen@terrafield.example',
    phone: '(617) 555-0110',
  },
  {
    key: 'central',
    name: 'Luis Ortega',
    title: 'Key Account Manager, Central',
    email: 'luis.ortega@terrafield.example',
    phone: '(312) 555-0124',
  },
  {
    key: 'west',
    name: 'Dana Whitfield',
    title: 'Regional Sales Manager, West',
    email: 'dana.whitfield@terrafield.example',
    phone: '(503) 555-0137',
  },
]

interface PartnerProfileSeed {
  salesforceUserId: string
  operationName: string
  segment: string
  address: string
  city: string
  state: string
  zip: string
  phone: string
  email: string
  salesContact: string
  partnerSinceDaysAgo: number
  userName: string
}

/** Segments match the partner program settings' segment mappings. */
export const PARTNER_PROFILES: readonly PartnerProfileSeed[] = [
  {
    salesforceUserId: 'SF-DEMO-0001',
    operationName: 'Harborline Burger Co.',
    segment: 'Quick Service',
    address: '214 Atlantic Avenue',
    city: 'Boston',
    state: 'MA',
    zip: '02110',
    phone: '(617) 555-0142',
    email: 'orders@harborline-burger.example',
    salesContact: 'east',
    partnerSinceDaysAgo: 1460,
    userName: 'Avery Collins',
  },
  {
    salesforceUserId: 'SF-DEMO-0002',
    operationName: 'Maple Ridge Unified School District Nutrition Services',
    segment: 'K-12',
    address: '800 Schoolhouse Road',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    phone: '(217) 555-0163',
    email: 'nutrition@mapleridge-usd.example',
    salesContact: 'central',
    partnerSinceDaysAgo: 730,
    userName: 'Jordan Reyes',
  },
  {
    salesforceUserId: 'SF-DEMO-0003',
    operationName: 'Cedar & Salt Kitchen',
    segment: 'Casual Dining',
    address: '1120 NW Everett Street',
    city: 'Portland',
    state: 'OR',
    zip: '97209',
    phone: '(503) 555-0181',
    email: 'chef@cedarandsalt.example',
    salesContact: 'west',
    partnerSinceDaysAgo: 180,
    userName: 'Sam Nakamura',
  },
]

async function seedDistributors(ctx: SeedContext): Promise<void> {
  const regionTags = tagsOf(['us'])
  for (const distributor of buildDistributors()) {
    const place = placeDistributor(distributor.postcode)
    await createPlain(ctx, 'distributors', { ...distributor, ...place, regionTags })
  }
}

async function seedPartnerProfiles(ctx: SeedContext): Promise<void> {
  const contactIds = new Map<string, number>()
  for (const { key, ...contact } of SALES_CONTACTS) {
    contactIds.set(key, await createPlain(ctx, 'sales-contacts', contact))
  }
  for (const profile of PARTNER_PROFILES) {
    await createPlain(ctx, 'partner-profiles', {
      salesforceUserId: profile.salesforceUserId,
      operationName: profile.operationName,
      segment: profile.segment,
      address: profile.address,
      city: profile.city,
      state: profile.state,
      zip: profile.zip,
      phone: profile.phone,
      email: profile.email,
      salesContact: contactIds.get(profile.salesContact) ?? null,
      partnerSince: daysAgo(profile.partnerSinceDaysAgo),
    })
  }
}

/** Only when asked for, so no known password ships in a production database. */
function demoAccountPassword(): string | null {
  if (process.env.SEED_DEMO_ACCOUNTS !== 'true') return null
  const password = process.env.SEED_DEMO_PASSWORD
  if (!password) {
    throw new Error(
      'SEED_DEMO_ACCOUNTS=true needs SEED_DEMO_PASSWORD set: the demo partner users need a password',
    )
  }
  return password
}

/** A partner whose account the CRM mirror does not (yet) hold: the profile screen says so. */
const PARTNER_WITHOUT_PROFILE = { salesforceUserId: 'SF-DEMO-0004', userName: 'Riley Park' }

async function seedPartnerUsers(ctx: SeedContext, password: string | null): Promise<void> {
  if (password === null) {
    ctx.log(
      'partner users skipped (set SEED_DEMO_ACCOUNTS=true and SEED_DEMO_PASSWORD to create them)',
    )
    return
  }
  const users = [...PARTNER_PROFILES, PARTNER_WITHOUT_PROFILE]
  for (const [index, user] of users.entries()) {
    await ctx.payload.create({
      collection: 'partner-users',
      data: {
        email: `partner${index + 1}@terrafield.example`,
        password,
        name: user.userName,
        salesforceUserId: user.salesforceUserId,
      },
      overrideAccess: true,
      depth: 0,
    })
  }
  ctx.log(
    `partner users: ${users.length} (partner1..${users.length}@terrafield.example; the last has no profile)`,
  )
}

export async function seedDirectory(ctx: SeedContext): Promise<void> {
  // Read first so a missing password fails before 300 rows are written.
  const password = demoAccountPassword()
  await seedDistributors(ctx)
  ctx.log(`distributors: ${DISTRIBUTOR_COUNT}`)
  await seedPartnerProfiles(ctx)
  ctx.log(`sales contacts: ${SALES_CONTACTS.length}, partner profiles: ${PARTNER_PROFILES.length}`)
  await seedPartnerUsers(ctx, password)
}
