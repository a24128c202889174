import type { PostSource } from '../wordpress'

export const destinationPosts: PostSource[] = [
  {
    slug: 'tel-aviv-neighbourhoods-for-newcomers',
    title: 'Tel Aviv for newcomers: neighbourhoods at a glance',
    imageTitle: 'Tel Aviv neighbourhoods',
    excerpt: "From the Old North's quiet boulevards to Florentin's street art: where newcomers live in Tel Aviv, and what each area costs and feels like.",
    categories: ['destination-guides'],
    tags: ['Israel', 'Tel Aviv', 'Neighbourhoods'],
    author: 'maya-levin',
    body: `
Tel Aviv is compact, walkable and varied: a ten-minute bike ride can take you from a quiet, leafy street to the busiest nightlife in the Middle East. Choosing the right neighbourhood matters more than choosing the right flat.

## The neighbourhoods

### The Old North (Tzafon Yashan)

Quiet streets, Bauhaus buildings, good schools and Yarkon Park nearby. Popular with families and returning residents. Among the most expensive areas: expect NIS 8,000-11,000 for a three-room apartment.

### Lev Ha'Ir (city centre)

Rothschild Boulevard, Sheinkin and the White City: cafés, culture and the light rail. Lively and central, with many older buildings and small flats. Noise is part of the package.

### Neve Tzedek & Kerem HaTeimanim

Historic, charming and close to the sea. Small houses and boutique buildings, high prices and limited parking. Ideal for couples who want character.

### Florentin

Young, creative and noisy, with street art, bars and workshops. More affordable for singles and students, although prices have risen.

### Jaffa

Mixed Jewish and Arab neighbourhoods, a flea market, the port and sea views. Prices vary a lot between the renovated areas and the rest.

### Ramat Aviv and the north-east

Close to Tel Aviv University, with newer buildings, parking, parks and good schools; quieter and more suburban.

## Beyond the city

Many families choose Ramat Gan, Givatayim, Herzliya or Ra'anana, where apartments are larger and cheaper, with a commute of 20-40 minutes.

## Practical notes

1. Check the distance to the nearest shelter or whether the building has a safe room (mamad)
2. Ask about parking: a residents' parking permit is cheap, but spaces are scarce
3. Visit on a Friday afternoon and a weekday evening to feel the area's rhythm
`,
  },
  {
    slug: 'living-in-jerusalem-guide',
    title: 'Jerusalem: living in a city of layers',
    imageTitle: 'Living in Jerusalem',
    excerpt: "Jerusalem is slower, more traditional and cheaper than Tel Aviv, with strong Anglo communities. A guide to neighbourhoods, schools and everyday life.",
    categories: ['destination-guides'],
    tags: ['Israel', 'Jerusalem', 'Neighbourhoods'],
    author: 'maya-levin',
    body: `
Jerusalem attracts many new immigrants, especially from English-speaking countries. It combines history and religion with a growing tech scene, universities and a cooler, drier climate than the coast.

## Neighbourhoods popular with newcomers

- **Baka, the German Colony and Katamon:** leafy streets, Arab-style stone houses, cafés on Emek Refaim, large English-speaking communities; among the most sought after
- **Rehavia and Talbieh:** central, elegant, close to the city centre; older residents and higher prices
- **Arnona and Talpiot:** more affordable, with newer buildings and easy access to the south of the city
- **Nachlaot:** picturesque, lively and close to Machane Yehuda market; small flats and old buildings
- **Beit HaKerem and Kiryat HaYovel:** green, family-friendly, more secular, close to the Hebrew University campus at Givat Ram

## What is different from Tel Aviv

1. The city is much quieter on Shabbat: most shops, restaurants and buses stop
2. Communities matter: synagogue, school and neighbourhood often overlap
3. Winters are cold, with occasional snow: check the heating and insulation of any flat
4. Rents are lower than in Tel Aviv, but the best areas are not cheap

## Schools

Jerusalem has state, state-religious and private schools, with many options for English-speaking children and programmes for new immigrants. Visit several: the atmosphere differs widely.

## Transport

The light rail connects the north and south of the city, with new lines under construction. The fast train to Tel Aviv and the airport takes about 30 minutes.
`,
  },
  {
    slug: 'haifa-affordable-coastal-alternative',
    title: 'Haifa: the affordable coastal alternative',
    imageTitle: 'Haifa: the coastal alternative',
    excerpt: "Sea views, a mixed population, a world-class university and rents far below Tel Aviv's. Why more newcomers are choosing Haifa.",
    categories: ['destination-guides'],
    tags: ['Israel', 'Haifa', 'Neighbourhoods'],
    author: 'maya-levin',
    body: `
Haifa, Israel's third-largest city, climbs from the port up Mount Carmel. It is known for coexistence between Jews and Arabs, the Bahá'í Gardens, the Technion and a relaxed pace of life.

## Why people choose Haifa

- Rents and purchase prices are roughly half of Tel Aviv's for a comparable flat
- A strong high-tech park (Matam) and the Technion attract engineers and researchers
- Beaches, the Carmel forest and the Galilee are close by
- Public transport runs on Shabbat in parts of the city

## Neighbourhoods

1. **Carmel Center (Merkaz HaCarmel):** cafés, cultural life, views of the bay; popular with families and academics
2. **Ahuza and Denya:** green, quiet, with large flats and good schools
3. **German Colony and downtown:** renovated, lively, close to the port and the train
4. **Neve Sha'anan and Ramat Almogi:** affordable, close to the Technion, popular with students and young families

## Getting around

The city is hilly. The Carmelit underground funicular, buses, the Metronit bus rapid transit and a cable car help. Trains connect Haifa to Tel Aviv in about an hour.

## Things to know

- The hills mean steep streets and many stairs: check access carefully when visiting flats
- Summers are humid at sea level and fresher on the Carmel
- The city has active communities of immigrants from the former Soviet Union, France and English-speaking countries

For families who work in the centre of the country, Haifa works best with a hybrid job: two or three days a week in Tel Aviv is manageable by train, five usually is not.
`,
  },
  {
    slug: 'berlin-your-first-year',
    title: 'Berlin in your first year',
    imageTitle: 'Berlin in your first year',
    excerpt: "Bureaucracy, bike lanes, long winters and an extraordinary cultural life: what the first year in Berlin is really like, and how to make the most of it.",
    categories: ['destination-guides'],
    tags: ['Germany', 'Berlin'],
    author: 'sofia-marques',
    body: `
Berlin is big, green, international and more affordable than London or Paris, though no longer cheap. English gets you far in the first months, but German opens the city up.

## The first weeks

1. Register your address (Anmeldung) within 14 days at a Bürgeramt; appointments can be scarce, so check the online calendar early each morning
2. Receive your tax ID by post a few weeks later
3. Open a bank account, choose a health insurer and get a Deutschlandticket

## Neighbourhoods

- **Prenzlauer Berg:** family-friendly, renovated, playgrounds everywhere
- **Kreuzberg and Neukölln:** young, international and lively, with a strong Turkish and Arab heritage
- **Friedrichshain:** students, nightlife, and the East Side Gallery
- **Charlottenburg and Wilmersdorf:** calm, elegant West Berlin with good schools
- **Pankow, Steglitz and Lichtenberg:** quieter and more affordable, with good transport links

## Everyday life

- Cash still matters in some bakeries and restaurants, though cards are now widely accepted
- Sundays are quiet: shops are closed, so shop on Saturday
- Recycling is serious: separate bins for paper, packaging, glass and organic waste
- Winters are long and grey; a daylight lamp, vitamin D and winter sports help

## Culture

More than 170 museums, three opera houses, a world-famous club scene, and open-air cinema and lakes in summer. The city's Jewish community is growing, with synagogues of every tradition, Jewish schools and kosher restaurants.

## The verdict

The first year in Berlin is usually the hardest because of bureaucracy. After that, many people never want to leave.
`,
  },
  {
    slug: 'lisbon-hills-light-paperwork',
    title: 'Lisbon: hills, light and paperwork',
    imageTitle: 'Lisbon: hills, light and paperwork',
    excerpt: "Mild winters, a lively international community and slower bureaucracy: Lisbon for newcomers, from neighbourhoods to the NIF.",
    categories: ['destination-guides'],
    tags: ['Portugal', 'Lisbon'],
    author: 'sofia-marques',
    body: `
Lisbon is one of Europe's sunniest capitals: more than 2,800 hours of sunshine a year, mild winters, the Atlantic on one side and the Tagus estuary on the other. It has become a magnet for remote workers, start-ups and families.

## Neighbourhoods

- **Campo de Ourique:** village feel, a famous market, good schools; popular with families
- **Estrela and Lapa:** elegant, quiet, embassies and gardens
- **Príncipe Real:** trendy, central, beautiful and expensive
- **Alvalade and Avenidas Novas:** practical, well connected, more space for the money
- **Parque das Nações:** modern, flat, riverside and close to the airport, popular with international families
- **Cascais and Oeiras:** coastal towns 20-40 minutes away with international schools and beaches

## Costs

Rents have risen sharply: a two-bedroom flat in a central area costs €1,600-2,500 a month. Food, public transport and eating out remain cheaper than in most Western European capitals.

## Paperwork

1. NIF (tax number): needed for almost everything, from renting to a phone contract
2. Bank account and proof of address
3. Residence permit through AIMA, where appointments can take months
4. Registration with the health centre (centro de saúde) for a national health number

## Things to know

- Many older buildings lack heating and insulation: winters feel colder indoors than outside
- Hills and cobbled streets are beautiful, but hard with a pram or a wheelchair
- Learning some Portuguese is appreciated, even though many people speak English
- The international schools have waiting lists: apply early

Above all, be patient with the paperwork and generous with your time for people: in Lisbon, relationships open doors that forms do not.
`,
  },
  {
    slug: 'dubai-practical-guide-for-families',
    title: 'Dubai: the practical guide for families',
    imageTitle: 'Dubai for families',
    excerpt: "Tax-free salaries, safety and sunshine, balanced by high school fees and summer heat. What family life in Dubai is like, and what it costs.",
    categories: ['destination-guides'],
    tags: ['Dubai', 'UAE', 'Schools'],
    author: 'daniel-okafor',
    body: `
Dubai is home to people from over 200 nationalities, and most residents are expatriates. Families value its safety, its schools and its location between Europe and Asia.

## Where families live

- **Arabian Ranches, Dubai Hills and The Springs:** villas with gardens, community pools and schools nearby
- **Jumeirah and Umm Suqeim:** close to the beach, older villas, established schools
- **Dubai Marina and JLT:** apartments, waterfront life, popular with couples and young families
- **Mirdif:** more affordable, near the airport, with a local community feel

## Schools

Almost all expatriate children attend private schools following British, American, IB, Indian, French or other curricula. Fees range from AED 20,000 to over AED 100,000 a year. The KHDA, Dubai's education regulator, publishes inspection ratings for every school: use them, and apply early for popular schools.

## Costs

- Rent for a three-bedroom villa: roughly AED 180,000-300,000 a year, often paid in one to four cheques
- Health insurance: compulsory, usually provided by the employer for the employee, sometimes also for the family
- Cars are cheap to run, with low fuel prices, but Salik road tolls and parking add up

## Everyday life

1. The weekend is Saturday and Sunday
2. Summers from June to September exceed 40°C: life moves indoors, and many families travel
3. Alcohol is available in licensed venues and for residents with a licence where required
4. Respect local customs, especially during Ramadan

## Taxes

There is no personal income tax, but VAT of 5% applies, and a corporate tax was introduced in 2023. Check your tax position in your home country, which may still tax you.
`,
  },
  {
    slug: 'toronto-neighbourhoods-winters-commuting',
    title: 'Toronto: neighbourhoods, winters and commuting',
    imageTitle: 'Toronto for newcomers',
    excerpt: "Canada's largest city is one of the most diverse on earth. How to choose a neighbourhood, survive the first winter and get around.",
    categories: ['destination-guides'],
    tags: ['Canada', 'Toronto'],
    author: 'maya-levin',
    body: `
About half of Toronto's residents were born outside Canada. That makes it one of the easiest cities in the world for newcomers to feel at home, though housing costs are high.

## Neighbourhoods

- **The Annex and Yorkville:** central, close to the university, elegant Victorian homes
- **Leslieville and Riverdale:** family-friendly, with parks, cafés and good schools
- **Forest Hill and Bathurst Manor:** established Jewish communities, synagogues, day schools and kosher shops
- **Liberty Village and CityPlace:** condos for young professionals
- **North York and Thornhill:** suburban, more space, good schools and a large Israeli and Jewish community

## The first weeks

1. Apply for your Social Insurance Number (SIN) at Service Canada, often the same day
2. Apply for OHIP, Ontario's health insurance, with your permit and proof of address
3. Open a bank account: the major banks have newcomer packages with no fees for the first year
4. Build credit from day one with a secured card

## Winter

Winters are cold, with temperatures often below -10°C in January. Invest in a good coat, boots and layers, and embrace it: skating, skiing nearby and cosy cafés. The underground PATH network lets you cross downtown without going outside.

## Commuting

The TTC runs subways, streetcars and buses; GO Transit connects the suburbs. Traffic is heavy, so living near a subway line saves hours each week.

## Costs

A one-bedroom condo downtown costs CAD 2,300-2,800 a month; a family house to buy in the city typically exceeds CAD 1.3 million. Many families trade size for location or the other way round.
`,
  },
  {
    slug: 'larnaca-limassol-cyprus-living',
    title: 'Larnaca and Limassol: Cyprus living for Israelis and Europeans',
    imageTitle: 'Larnaca and Limassol',
    excerpt: "A 45-minute flight from Tel Aviv, EU membership, English everywhere and the sea. Why Cyprus has become a popular base, and how the two coastal cities compare.",
    categories: ['destination-guides'],
    tags: ['Cyprus', 'Larnaca', 'Limassol'],
    author: 'sofia-marques',
    body: `
Cyprus combines a Mediterranean lifestyle with EU membership, a tax system attractive to companies and individuals, and English as a common working language.

## Larnaca

- Home to the main international airport
- Smaller, calmer and cheaper than Limassol: a two-bedroom flat costs €1,000-1,400 a month
- The Finikoudes promenade, salt lake with flamingos in winter, and good beaches nearby
- Growing international and Israeli community, with kindergartens and schools teaching in English

## Limassol

- Cyprus's business hub: shipping, fintech, gaming and many international companies
- Higher prices: €1,600-2,500 for a two-bedroom flat in a good area
- A long seafront, a marina, international schools and a lively social scene
- Traffic has grown with the population

## Residency

EU citizens register their residence after three months. Non-EU nationals usually need a work permit through an employer, a permit for company directors of foreign-owned companies, or a permanent residence permit through property investment above a set threshold.

## Taxes

1. Companies pay corporation tax at one of the lower rates in the EU
2. The "non-domicile" status exempts individuals from tax on dividends and interest for seventeen years
3. People who move to Cyprus for employment may receive a partial exemption on their salary

## Things to know

- Cars drive on the left, and a car is almost essential outside the city centres
- Summers are very hot and long; air conditioning is essential
- Cyprus is not yet in the Schengen area, so Schengen days are not counted here

For many of our Israeli clients, Cyprus works as a base for a family that commutes: a short flight to Tel Aviv makes weekly visits to family or clients realistic.
`,
  },
]
