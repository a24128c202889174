// The demo pages' words in English: the key set every other language follows (./he.ts, ./fr.ts, ./ru.ts;
// the type makes a missing key a compile error, tests/server/demo/pages/messages.test.ts checks the
// placeholders and plural categories). {name} is a placeholder; a Plural has one message per category.

/** One message per plural category the language has (Intl.PluralRules); 'other' always. */
export interface Plural {
  readonly zero?: string
  readonly one?: string
  readonly two?: string
  readonly few?: string
  readonly many?: string
  readonly other: string
}

/** A section of the legal pages: paragraphs, a list, or a list of labelled items and a closing paragraph. */
interface LegalSection {
  readonly title: string
  readonly text?: readonly string[]
  readonly items?: readonly string[]
  readonly entries?: readonly { readonly label: string; readonly text: string }[]
  readonly after?: string
}

/** The catalog's shape with its words widened to string, so each language writes its own. */
type Widen<T> = T extends string ? string : T extends undefined ? undefined : T extends readonly (infer U)[] ? readonly Widen<U>[] : T extends Plural ? Plural : { readonly [K in keyof T]: Widen<T[K]> }

export const en = {
  layout: {
    tagline: 'Your relocation partner',
    company: '© {year} {brand} Relocation Ltd.',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
  },
  calculator: {
    title: 'Cost-of-Living Calculator',
    description: 'Estimate your monthly budget in 16 relocation destinations.',
    lead: 'Pick a destination and your household to see a realistic monthly budget, from rent to school fees. Figures are our consultants’ 2026 estimates for a mid-range lifestyle; adjust the options to match yours.',
    destination: 'Destination',
    cityOption: '{city}, {country}',
    adults: 'Adults',
    children: 'Children',
    where: 'Where will you live?',
    centre: 'City centre',
    outside: 'Outside the centre',
    lifestyle: 'Lifestyle',
    modest: 'Modest',
    comfortable: 'Comfortable',
    premium: 'Premium',
    international: 'International school for the children',
    noscript: 'The calculator needs JavaScript. Our consultants can prepare a budget for you:',
    noscriptLink: 'ask for a relocation plan',
    resultTitle: 'Your monthly estimate',
    estimateFor: 'Monthly estimate for {city}',
    perMonth: 'per month',
    aboutPerMonth: 'about {amount} per month',
    housing: { one: 'Housing ({count} bedroom)', other: 'Housing ({count} bedrooms)' },
    food: 'Food and household',
    transport: 'Transport passes',
    utilities: 'Utilities, internet, local tax',
    health: 'Health insurance top-ups',
    leisure: 'Eating out, culture, sport',
    internationalSchool: 'International school',
    childcare: 'Childcare and activities',
    hint: 'Estimates, ±15%. Rent is for a home sized for your household; health covers insurance top-ups, not taxes deducted from salary.',
  },
  /** The calculator's destinations, by id (./calculator.ts). */
  cities: {
    'tel-aviv': { name: 'Tel Aviv', country: 'Israel' },
    jerusalem: { name: 'Jerusalem', country: 'Israel' },
    haifa: { name: 'Haifa', country: 'Israel' },
    berlin: { name: 'Berlin', country: 'Germany' },
    lisbon: { name: 'Lisbon', country: 'Portugal' },
    barcelona: { name: 'Barcelona', country: 'Spain' },
    dubai: { name: 'Dubai', country: 'UAE' },
    toronto: { name: 'Toronto', country: 'Canada' },
    london: { name: 'London', country: 'UK' },
    'new-york': { name: 'New York', country: 'USA' },
    paris: { name: 'Paris', country: 'France' },
    larnaca: { name: 'Larnaca', country: 'Cyprus' },
    athens: { name: 'Athens', country: 'Greece' },
    amsterdam: { name: 'Amsterdam', country: 'Netherlands' },
    singapore: { name: 'Singapore', country: 'Singapore' },
    melbourne: { name: 'Melbourne', country: 'Australia' },
  },
  planner: {
    title: 'My Relocation Planner',
    description: 'A relocation checklist from three months before the move to three months after.',
    lead: 'Everything to do, in the order that works, from three months before the move to three months after. Your ticks are saved on this device.',
    summary: '{done} of {total} done',
    reset: 'Start again',
    phases: [
      {
        title: 'Three months before',
        tasks: [
          'Check that every passport is valid for at least six months beyond the move',
          'Start the visa, residence or aliyah application',
          'Order police certificates, apostilles and certified translations',
          'Shortlist neighbourhoods and schools',
          'Get three moving quotes and compare them like for like',
          'Negotiate your relocation package or notice period at work',
          'Book a tax session for the year of the move',
        ],
      },
      {
        title: 'One month before',
        tasks: [
          'Book flights and the first weeks of temporary housing',
          'Arrange health insurance for the gap before public cover starts',
          'Collect medical and vaccination records for everyone',
          'Tell your banks, and move security codes to an authenticator app',
          'Prepare the pet travel documents',
          'Decide what to ship, store, sell or give away',
          'Give notice on your lease and utilities',
        ],
      },
      {
        title: 'Moving week',
        tasks: [
          'Pack a first-week box: documents, medicines, chargers, a kettle',
          'Read the meters and photograph the home you leave',
          'Hand over the keys and get the deposit confirmed in writing',
          'Carry original documents in your hand luggage',
          'Set up mail forwarding',
        ],
      },
      {
        title: 'First week',
        tasks: [
          'Get a local SIM card or eSIM',
          'Register your address with the authorities',
          'Open a bank account',
          'Register with a health fund or insurer',
          'Buy a monthly public transport pass',
        ],
      },
      {
        title: 'First month',
        tasks: [
          'Sign a long-term lease or move into your new home',
          'Set up utilities, internet and municipal tax',
          'Register the children at school and visit it together',
          'Start a language course',
          'Join one club, class or group that meets every week',
        ],
      },
      {
        title: 'First three months',
        tasks: [
          'Convert your driving licence before the deadline',
          'Register with the tax authority and check your residency status',
          'Find a family doctor and a dentist',
          'Compare your spending with your budget and adjust',
          'Plan a visit home, or a visit from family',
        ],
      },
    ],
  },
  assistant: {
    title: '{brand} Assistant',
    description: 'Instant answers for your daily needs in a new city.',
    status: 'Online · replies instantly',
    welcome: 'Hi! I’m your 24/7 relocation assistant. Ask me about everyday life in your new city: repairs, groceries, doctors, transport, playgrounds, meeting people and weekend plans.',
    conversation: 'Conversation',
    examples: 'Examples of daily questions',
    question: 'Your question',
    placeholder: 'Ask a question…',
    send: 'Send',
    noscript: 'The assistant needs JavaScript.',
    typing: 'Typing…',
    hello: 'Hello! Ask me anything about daily life in your new city, or tap one of the suggestions below.',
    fallback:
      'I can help with everyday questions: repairs, groceries, doctors, transport passes, playgrounds, meeting people, hidden gems and weekend plans. Try one of the suggestions below, or ask our consultants through the Consult menu for anything more personal.',
    /** Words a greeting starts with (lower case). */
    greetings: ['hi', 'hello', 'hey', 'shalom', 'hola', 'bonjour'],
    /** How a question may name each city the tips know (lower case). */
    cityWords: {
      'tel-aviv': ['tel aviv'],
      jerusalem: ['jerusalem'],
      haifa: ['haifa'],
      berlin: ['berlin'],
      lisbon: ['lisbon'],
      dubai: ['dubai'],
      london: ['london'],
    },
  },
  forms: {
    choose: 'Choose…',
    elsewhere: 'Somewhere else',
    /** {privacy} is the link to the privacy policy (its words: layout.privacy). */
    consent: 'By sending this form you agree to our {privacy}. Fields marked * are required.',
    /** {name} is the visitor's first name, or `received` when the form was sent without a script. */
    thanks: 'Thank you, {name}!',
    received: 'we have your request',
    sending: 'Sending...',
    back: 'Back to {brand}',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    phoneHint: 'optional, with country code',
    message: 'Anything else we should know?',
    relocation: {
      title: 'Plan your relocation',
      intro: 'Tell us about your move and a relocation consultant will call you within one working day with a first plan, free of charge.',
      from: 'Moving from',
      fromHint: 'country',
      to: 'Moving to',
      when: 'Planned move',
      who: 'Who is moving',
      whoOptions: ['Just me', 'A couple', 'A family with children', 'Parents or grandparents'],
      help: 'Where can we help?',
      helpOptions: ['Visa & documents', 'Housing', 'Schools', 'Shipping', 'Taxes & banking', 'Settling in'],
      submit: 'Request my relocation plan',
      thanks: 'A consultant will call you within one working day. Meanwhile, the relocation planner in the app lists what to do first.',
    },
    education: {
      title: 'Education consultation',
      intro: 'Choosing a school abroad decides where you live and how quickly your children feel at home. Our education advisers know the state, bilingual and international schools in every destination we serve.',
      city: 'Destination city',
      children: 'Children and their ages',
      childrenHint: 'e.g. 6 and 11',
      curriculum: 'Preferred curriculum',
      curriculumOptions: ['Local state school', 'Bilingual', 'International Baccalaureate', 'British', 'American', 'Not sure yet'],
      start: 'School start',
      message: 'Learning needs, languages, anything else',
      submit: 'Book my education consultation',
      thanks: 'An education adviser will email you a shortlist of schools to discuss within two working days.',
    },
    realEstate: {
      title: 'Find your new home',
      intro: 'Short-term, long-term or to buy: our property team searches, views and negotiates on your behalf, and has every contract checked before you sign.',
      city: 'Destination city',
      looking: 'Looking to',
      lookingOptions: ['Rent short-term', 'Rent long-term', 'Buy'],
      budget: 'Budget',
      budgetHint: 'per month to rent, total to buy, with currency',
      bedrooms: 'Bedrooms',
      bedroomOptions: ['Studio', '1', '2', '3', '4+'],
      musts: 'Must-haves',
      mustOptions: ['Safe room or shelter nearby', 'Parking', 'Lift', 'Near good schools', 'Balcony or garden', 'Pets allowed'],
      message: 'Neighbourhoods you like, dates, anything else',
      submit: 'Start my home search',
      thanks: 'A property consultant will contact you within one working day to set up your search and the first viewings.',
    },
  },
  index: {
    title: 'Relocation',
    heading: '{brand} Relocation',
    description: '{brand} guides people moving abroad: relocation news, destination facts, world time, weather and currency, and expert services at every step.',
    relocation: 'Relocation consultation',
    education: 'Education consultation',
    realEstate: 'Real-estate search',
    assistant: '24/7 AI Assistant',
    community: 'Waypoint Community',
  },
  invite: {
    title: '{community} · Group invite',
    description: 'You’re invited to join {community}.',
    community: '{brand} Community',
    kind: 'Group invite',
    members: { one: 'Group · {count} member', other: 'Group · {count} members' },
    about: 'A friendly group for people relocating with {brand}: ask questions, share what worked, find flatmates and meet others in your new city. Be kind, no advertising.',
    join: 'Join group',
    joining: 'Joining...',
    joined: 'You’ve joined {community}!',
    hello: 'Say hello and tell us where you’re moving.',
    visible: 'Your name and phone number will be visible to other members.',
  },
  maps: {
    title: '{place} · Map',
    description: 'Map of {place}',
    map: 'Map',
    approximate: 'Approximate location',
    search: 'Search for a place to see it on the map',
    note: 'Demo map · not to scale',
  },
  /**
   * The Terms of Service and Privacy Policy. {contact}, {privacyContact}, {terms} and {privacy} become links;
   * a section has paragraphs (text), a list (items), or a list of labelled items (entries).
   */
  legal: {
    updated: 'Last updated: 1 September 2026',
    company: '{brand} Relocation Ltd.',
    seeAlso: { terms: 'See also our {terms}.', privacy: 'See also our {privacy}.' },
    terms: {
      description: 'The terms on which {brand} provides its relocation services.',
      intro: 'These terms apply when you use the {brand} app and website or ask us for relocation services. {company} (“{brand}”, “we”) is a relocation consultancy registered in Israel, with partners in the countries we serve.',
      sections: [
        { title: '1. Our services', text: ['We give practical guidance on moving abroad and, when you order a service, we coordinate it for you: for example document preparation, home search, school placement, shipping, storage, tax filing through licensed advisers, and sessions with a psychologist. Each ordered service is confirmed in a written proposal stating its scope, price and timeline.'] },
        { title: '2. Information, not legal or tax advice', text: ['Articles, the cost calculator, the planner and the AI assistant give general information, which may be out of date or not fit your situation. Immigration, tax and legal advice is given only by licensed professionals, in writing, under a separate engagement. Always check official sources before you act.'] },
        { title: '3. Partners', text: ['Some services are delivered by independent partners such as movers, lawyers, tax advisers, schools and landlords. We choose them carefully, but their own terms apply to the work they do, and we are not responsible for their acts or omissions beyond our duty to coordinate with care.'] },
        {
          title: '4. Fees and cancellation',
          items: [
            'Initial consultations are free. Fees for ordered services are set out in your proposal.',
            'You may cancel an ordered service within 14 days of accepting the proposal for a full refund, unless the work has already been completed at your request.',
            'Government fees, deposits and partners’ charges are passed on at cost and are usually non-refundable once paid.',
          ],
        },
        { title: '5. Your responsibilities', text: ['Please give us accurate and complete information and documents, and tell us promptly about changes. Delays or refusals caused by incorrect information are not our responsibility.'] },
        { title: '6. Community and assistant', text: ['The {brand} Community group is for respectful exchange between people who are moving. We may remove content or members that are abusive, commercial or unlawful. The assistant may make mistakes; do not share passwords, card numbers or health details with it.'] },
        { title: '7. Liability', text: ['To the extent the law allows, our liability for any claim is limited to the fees you paid us for the service concerned. Nothing in these terms limits liability that cannot be limited by law.'] },
        { title: '8. Law and contact', text: ['These terms are governed by the laws of the State of Israel, and the courts of Tel Aviv-Yafo have jurisdiction, without affecting any mandatory consumer rights in your country of residence. Questions: {contact}.'] },
      ] as readonly LegalSection[],
    },
    privacy: {
      description: 'How {brand} collects, uses and protects personal data.',
      intro: 'This policy explains what personal data {company} collects when you use the {brand} app and website, why, and what rights you have. We follow the Israeli Protection of Privacy Law and, for people in the European Union and the United Kingdom, the GDPR.',
      sections: [
        {
          title: 'What we collect',
          entries: [
            { label: 'What you send us:', text: 'your name, email, phone number and the details of your move that you enter in a consultation or service request form.' },
            { label: 'What you ask the assistant:', text: 'your questions and its answers, to improve the answers. Please do not include sensitive details.' },
            { label: 'Technical data:', text: 'standard server logs (IP address, browser, pages requested) kept for security for up to 30 days.' },
            { label: 'On your device only:', text: 'the app stores your planner ticks and cached content in your browser so it works offline. This data never leaves your device.' },
          ],
          after: 'We do not use advertising cookies, and we do not sell personal data.',
        },
        {
          title: 'Why we use it',
          items: [
            'To answer your request and deliver the services you order (our contract with you).',
            'To introduce you to a partner, such as a mover, school or lawyer, only when you ask us to (your consent).',
            'To keep the service secure and to meet our legal obligations, such as accounting records.',
          ],
        },
        { title: 'Who sees it', text: ['Our consultants; partners you choose to be introduced to; and service providers that host our systems under data processing agreements. Some of them are outside your country; transfers are protected by adequacy decisions or standard contractual clauses.'] },
        { title: 'How long we keep it', text: ['Requests that do not become a service are deleted after 12 months. Client files are kept for seven years after the service ends, as tax law requires, and then deleted.'] },
        { title: 'Your rights', text: ['You can ask for a copy of your data, its correction or deletion, or object to its use, and you can withdraw consent at any time. Write to {privacyContact}; we reply within 30 days. You may also complain to the Israeli Privacy Protection Authority or to the data protection authority where you live.'] },
      ] as readonly LegalSection[],
    },
  },
  /** The assistant's ten kinds of daily questions: the chip, the words that select it, the answer, tips by city. */
  topics: {
    repairs: {
      example: 'How do I find a reliable plumber or electrician?',
      keywords: ['plumber', 'electrician', 'handyman', 'repair', 'leak', 'broken', 'boiler', 'fix'],
      answer:
        'Ask your landlord or building committee first: many buildings have a plumber and an electrician they trust. Otherwise, ask in your neighbourhood’s parents or residents’ group for two recommendations, get a price before the visit, and ask for a receipt. For anything involving gas or the fuse board, use a licensed professional.',
      cities: {
        'tel-aviv': 'In Israel, electricians must be licensed by the Ministry of Labour; ask to see the licence. Repairs to the structure or the boiler are usually the landlord’s responsibility.',
        berlin: 'In Germany, report defects to the landlord (Hausverwaltung) in writing; they must arrange the repair. Only small repairs (Kleinreparaturen) may fall on you if your lease says so.',
        lisbon: 'In Portugal, look for a “canalizador” (plumber) or “eletricista” through your condominium administrator; prices are usually quoted per hour plus travel.',
      },
    },
    groceries: {
      example: 'Which grocery delivery services can I use?',
      keywords: ['grocery delivery', 'groceries', 'delivery', 'supermarket', 'deliver food', 'shopping online'],
      answer:
        'Most large supermarket chains deliver, usually with a two-hour slot chosen online and a minimum order. Quick-commerce apps bring smaller orders in under 30 minutes at higher prices. Book your first slot a few days ahead: evening slots fill up fast, especially before weekends and holidays.',
      cities: {
        'tel-aviv': 'In Israel, Shufersal and Rami Levy deliver nationwide, and Wolt delivers from local shops. Order early before Shabbat and holidays.',
        berlin: 'In Berlin, REWE and Bringmeister deliver groceries, and Flink or Wolt bring small orders in minutes. Shops are closed on Sundays, so plan Saturday.',
        dubai: 'In Dubai, Carrefour, Spinneys and Kibsons deliver, and apps such as Talabat and Noon bring groceries within the hour.',
      },
    },
    expats: {
      example: 'Where can I meet other expats?',
      keywords: ['meet', 'expat', 'friends', 'community', 'meetup', 'lonely', 'people like me', 'newcomers'],
      answer:
        'Start with one group that meets every week, such as a language exchange, a sports club or a volunteering shift: seeing the same faces is how friendships start. Expat groups on Meetup and Facebook host regular drinks and family picnics, and our own Waypoint Community group connects people who moved with us to the same city.',
      cities: {
        'tel-aviv': 'In Tel Aviv, look for olim meetups, English-speaking running clubs on the promenade and community events at the Tel Aviv municipality’s newcomer centre.',
        berlin: 'In Berlin, Internations, language tandems and the many English-speaking parent groups are a good start.',
      },
    },
    playgrounds: {
      example: 'Where are the best playgrounds nearby?',
      keywords: ['playground', 'park', 'kids play', 'children play', 'swings'],
      answer:
        'Look for the playgrounds inside large city parks: they are usually shaded, fenced and close to toilets and cafés. Ask other parents at school about the neighbourhood favourites, and check the municipality’s website, which often lists accessible playgrounds and water play areas for summer.',
      cities: {
        'tel-aviv': 'In Tel Aviv, Gan Meir and the playgrounds of Yarkon Park are favourites, and many have sun sails for the summer.',
        berlin: 'Berlin has more than 1,800 public playgrounds; the Mauerpark and Tiergarten ones are popular, and many neighbourhoods have adventure playgrounds (Abenteuerspielplätze).',
        lisbon: 'In Lisbon, try Jardim da Estrela and the playgrounds along the river at Parque das Nações.',
      },
    },
    'rush-hour': {
      example: 'When is rush hour, and how do I avoid it?',
      keywords: ['rush hour', 'traffic', 'commute', 'peak hour', 'jam', 'busy roads'],
      answer:
        'In most cities, rush hour runs from about 7:00 to 9:30 and 16:00 to 19:00. Public transport with a dedicated lane or rail usually beats the car at those times. If your employer allows it, shifting your commute by 30 minutes or working from home one or two days a week saves the most time.',
      cities: {
        'tel-aviv': 'In Israel, the work week is Sunday to Thursday, so Sunday morning and Thursday afternoon are the heaviest. The Ayalon highway is slowest from 7:00 to 9:00.',
        dubai: 'In Dubai, Sheikh Zayed Road is slowest from 7:00 to 9:00 and 17:00 to 20:00; the metro avoids it entirely for many commutes.',
        london: 'In London, peak fares apply on weekday mornings and evenings; off-peak travel is cheaper on the Underground.',
      },
    },
    specialty: {
      example: 'Where can I buy specialty groceries from home?',
      keywords: ['specialty', 'kosher', 'halal', 'international food', 'ingredients', 'imported', 'food from home', 'american food', 'british food'],
      answer:
        'Large supermarkets often have an international aisle, and every big city has shops for its main immigrant communities. Search for the ingredient in your own language plus the city name, ask in expat groups, and check online shops that ship imported products nationally.',
      cities: {
        'tel-aviv': 'In Tel Aviv, the Levinsky Market has spices and delicatessen from all over the world, and several shops stock American and British products for olim.',
        berlin: 'In Berlin, Kreuzberg and Neukölln have Turkish and Middle Eastern markets, and kosher products are available at shops in Charlottenburg and Mitte.',
      },
    },
    doctors: {
      example: 'How do I find an English-speaking doctor?',
      keywords: ['doctor', 'english-speaking', 'english speaking', 'gp', 'clinic', 'physician', 'paediatrician', 'pediatrician', 'sick'],
      answer:
        'Use your health fund’s or insurer’s online directory and filter by language; embassies also keep lists of English-speaking doctors. Register with a family doctor before you need one, and keep a one-page medical summary in English for the first visit. In an emergency, call the local emergency number: 101 in Israel, 112 in the EU, 999 in the UAE and the UK, 911 in North America.',
      cities: {
        'tel-aviv': 'In Israel, each kupat holim app lets you search doctors by language, and many speak English. After hours, urgent care centres such as Terem handle most problems.',
        berlin: 'In Berlin, the Doctolib app lets you filter by language and book online; the 116 117 line finds an on-call doctor at night and at weekends.',
        dubai: 'In Dubai, most doctors speak English; your insurance card decides which clinics you can use directly.',
      },
    },
    gems: {
      example: 'What are some hidden gems in my city?',
      keywords: ['hidden gem', 'hidden gems', 'secret', 'off the beaten', 'local tip', 'locals go', 'not touristy'],
      answer:
        'The best hidden gems are usually one neighbourhood away from the famous sights: a market locals shop at, a viewpoint without a queue, a museum that is free one evening a week. Walk a different street every weekend, follow a local food blogger, and ask your neighbours where they go on a Saturday.',
      cities: {
        'tel-aviv': 'In Tel Aviv, try the Florentin street art on a Friday morning, the Jaffa flea market’s side streets, and the sunset from the Hilton beach breakwater.',
        jerusalem: 'In Jerusalem, walk the Ramparts Walk on the Old City walls, and visit Machane Yehuda on a Thursday night when it turns into bars.',
        lisbon: 'In Lisbon, take the ferry to Cacilhas for the river view back to the city, and find the miradouros (viewpoints) of Graça at sunset.',
        berlin: 'In Berlin, try the Tempelhofer Feld at sunset, the Sunday flea market at Mauerpark, and the lakes at Schlachtensee.',
      },
    },
    'transport-pass': {
      example: 'How do I get a monthly public transport pass?',
      keywords: ['transport pass', 'monthly pass', 'bus pass', 'metro', 'travel card', 'public transport', 'ticket', 'rav-kav', 'rav kav'],
      answer:
        'A monthly pass is usually the cheapest way to get around and pays for itself after about twenty rides. Most cities sell a personal card with your photo at central stations or online, which also unlocks discounts for students, children and seniors. Ask your employer whether they subsidise it.',
      cities: {
        'tel-aviv': 'In Israel, get a personal Rav-Kav card (free) and load a monthly pass for your area, or pay per ride through an app. Service mostly stops on Shabbat.',
        jerusalem: 'In Jerusalem, the Rav-Kav covers the light rail and buses; a monthly pass for the city is the best value if you commute daily.',
        berlin: 'In Germany, the Deutschlandticket covers all local and regional transport nationwide for one monthly price; subscribe in the BVG or DB app.',
        lisbon: 'In Lisbon, the Navegante card with a metropolitan monthly pass covers metro, buses, trams, ferries and suburban trains.',
        london: 'In London, contactless payment caps your daily and weekly fares automatically; a monthly Travelcard suits fixed commutes.',
        dubai: 'In Dubai, a personal Nol card covers the metro, trams and buses; load a monthly pass for your zones.',
      },
    },
    weekend: {
      example: 'What can we do as a family this weekend?',
      keywords: ['weekend', 'family', 'with kids', 'children this', 'activities', 'day out', 'things to do'],
      answer:
        'Check your city’s family events calendar and the museums’ weekend programmes: many have children’s workshops. A nature trip within an hour of the city, a market morning followed by a picnic, or a beach day in summer are easy wins. Book popular activities a few days ahead, and keep a rainy-day plan.',
      cities: {
        'tel-aviv': 'From Tel Aviv: the Yarkon Park boats and zoo corner, the Israel Children’s Museum in Holon, or a day at the beach in Herzliya. In spring, the wildflowers of the Sharon are lovely.',
        haifa: 'From Haifa: the Madatech science museum, the Carmel forest trails, and the beaches of Bat Galim.',
        berlin: 'In Berlin: the Natural History Museum’s dinosaurs, a boat trip on the Spree, or a lake day at Wannsee in summer.',
        dubai: 'In Dubai: the Green Planet, a morning at Kite Beach, or a desert trip in the cooler months.',
      },
    },
  },
}

export type Catalog = Widen<typeof en>
