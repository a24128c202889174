import type { PostSource } from '../wordpress'

export const lifePosts: PostSource[] = [
  {
    slug: 'first-30-days-abroad-checklist',
    title: 'The first 30 days: a practical checklist',
    imageTitle: 'Your first 30 days abroad',
    excerpt: "What to do in your first month, in the order that works: registration, a phone number, a bank account, a doctor and the first friends.",
    categories: ['life-abroad'],
    tags: ['Checklist', 'First month'],
    author: 'waypoint-team',
    // This post deliberately carries an external link opening in a new tab and an image with a
    // root-relative src: the client's HTML sanitiser is tested against it on real demo data.
    body: `
The first month sets the pace for the rest of the year. Doing things in the right order saves repeat visits to offices, because each step gives you a document the next one needs.

<figure class="wp-block-image size-large"><img src="/demo/wp/wp-content/uploads/illustrations/first-month-checklist.svg" alt="A checklist with four items ticked" width="800" height="450"/></figure>

## Week 1: the foundations

1. Get a local SIM card or eSIM; nearly every form asks for a local number
2. Register your address with the authorities where required (the Anmeldung in Germany, the municipality in Israel)
3. Apply for your tax number if you do not have one yet
4. Open a bank account, or at least a multi-currency account

## Week 2: health and home

- Register with a health fund or insurer and choose a family doctor
- Set up utilities and internet
- Find the nearest pharmacy, supermarket and emergency room

## Week 3: family and work

- Register the children at school and visit it with them before the first day
- Collect the documents your employer needs for payroll
- Start a language course, even a short one

## Week 4: a life

- Join one group, club or class that meets every week
- Walk your neighbourhood at different times of day
- Invite someone for coffee: a neighbour, a parent from school, a colleague

## Keep track

We keep a printable version of this list, and many clients use the planner in the Waypoint app. For official information on moving within the EU, the European Commission's [Your Europe portal](https://europa.eu/youreurope/) is a reliable starting point, and we collect other useful reading on our <a href="https://example.org" target="_blank">resources page</a>.

Do not expect to finish everything in thirty days. Most people complete the essentials in the first month and spend the next two on the rest; what matters is that each step unlocks the next.
`,
  },
  {
    slug: 'converting-driving-licence-abroad',
    title: 'Getting a local driving licence: conversion rules in Israel, Germany and Portugal',
    imageTitle: 'Converting your driving licence',
    excerpt: "Your foreign licence is valid for a limited time after you become resident. How conversion works in three of our main destinations, and what to do before the deadline.",
    categories: ['life-abroad'],
    tags: ['Driving', 'Israel', 'Germany', 'Portugal'],
    author: 'waypoint-team',
    body: `
Most countries let new residents drive on their foreign licence for a while, typically six months to a year. After that you need a local licence, and the rules depend on where your licence was issued.

## Israel

Israel is one of the more generous countries for experienced drivers.

- New immigrants and returning residents may drive on a valid foreign licence for up to a year after arrival
- If you have held your licence for at least five years, conversion usually requires only an eye test, a medical form and paperwork at the licensing office
- With less experience, you will usually need a few lessons and a practical test
- Start with the eye test at an optician who works with the licensing authority, then the form with your family doctor

## Germany

- A non-EU licence is valid for six months after you register your residence
- Licences from some countries are exchanged without tests; for others you must pass the theory and practical tests, which means registering with a driving school
- EU licences remain valid and do not need to be exchanged
- Apply at the Fahrerlaubnisbehörde with a translation of your licence, an eye test and a first-aid course certificate if required

## Portugal

- EU licences are valid; holders of licences from many other countries must exchange them within a set period after becoming resident
- Exchange is through the IMT, with a medical certificate and proof of residence
- Licences from countries without an agreement may require a practical test

## General advice

1. Check the deadline and put it in your calendar on day one
2. Get an official record of your driving history from your home authority before you leave
3. Keep your original licence: some countries keep it during the exchange
4. Tell your car insurer when you change licences

Driving on an expired foreign licence usually means driving uninsured, even if the police never stop you. If the deadline is close and the licensing office has no appointments, book the eye test and the medical form anyway: proof that you started the process often helps.
`,
  },
  {
    slug: 'public-transport-passes-rav-kav-deutschlandticket-navegante',
    title: 'Public transport passes: Rav-Kav, Deutschlandticket and Navegante',
    imageTitle: 'Public transport passes',
    excerpt: "In most of our destinations, a monthly pass is the cheapest way to get around and often replaces a second car. How to get one in Tel Aviv, Berlin and Lisbon.",
    categories: ['life-abroad', 'destination-guides'],
    tags: ['Transport', 'Israel', 'Germany', 'Portugal'],
    author: 'sofia-marques',
    body: `
A monthly pass is usually the first purchase we recommend after a SIM card. Here is how it works in three cities.

## City by city

### Tel Aviv: Rav-Kav

- Rav-Kav is Israel's national smart card for buses, trains, the light rail and some shared taxis
- A personal Rav-Kav, with your photo, is free and lets you use discount profiles (students, seniors, children); get one at a central station or order it online
- Load a monthly pass for your zone, or pay per ride; many people now pay with apps linked to the card
- Public transport largely stops on Shabbat, from Friday afternoon to Saturday evening, though some cities run free weekend buses

### Berlin: Deutschlandticket

- A monthly subscription for unlimited local and regional public transport throughout Germany, including buses, trams, the U-Bahn and S-Bahn, and regional trains
- The price was €58 a month in 2025 and rises to €63 in 2026; many employers subsidise it as a "Jobticket"
- It does not cover long-distance trains (ICE, IC)
- Buy it as a monthly subscription through the BVG or Deutsche Bahn apps, and cancel by the 10th of the month to stop it for the next

### Lisbon: Navegante

- The Navegante card covers metro, buses, trams, ferries and suburban trains across the Lisbon metropolitan area
- The metropolitan monthly pass costs €40 and a municipal pass €30, with free passes for young people and discounts for seniors
- Get a personal card at metro stations; it takes about ten days, so buy a temporary card meanwhile

## Tips

1. Check whether your employer contributes to a pass
2. Children often travel free or at reduced rates, but need a registered card
3. Keep the receipt for your subscription: it may be tax deductible in some countries

In all three cities, a monthly pass pays for itself after roughly twenty rides, and it spares you the small daily decisions about tickets while you learn your way around.

If you are also thinking about a car, try a month on public transport first. Many of our clients find that a pass, a bicycle and the occasional taxi replace the second car they planned to buy.
`,
  },
  {
    slug: 'making-friends-as-an-adult-expat',
    title: 'Making friends as an adult expat',
    imageTitle: 'Making friends abroad',
    excerpt: "Friendships don't happen by accident after thirty, especially in a new language. Proven ways to meet people and turn acquaintances into friends.",
    categories: ['life-abroad'],
    tags: ['Community', 'Wellbeing'],
    author: 'maya-levin',
    body: `
Loneliness is the most underestimated challenge of moving abroad. Friendships need repeated, unplanned contact, which adult life in a new city rarely provides. So you have to create it.

## Where friendships start

- **Repeated activities:** a weekly class, a choir, a sports team, a volunteering shift; you see the same people again and again
- **Your children's school:** parents at the gate, birthday parties, the class WhatsApp group
- **Work:** suggest lunch, join the after-work events even when you are tired
- **Religious and cultural communities:** synagogues, churches and cultural associations are often the most welcoming places for newcomers
- **Expat groups:** quick understanding, useful tips, and people who are also looking for friends

## From acquaintance to friend

1. Take the initiative: invite someone for coffee, a walk or a meal at home; newcomers often wait to be invited, and so do locals
2. Follow up within a week, while the conversation is fresh
3. Say yes to invitations, even ones that seem small
4. Be patient: research suggests it takes many hours spent together to become close friends

## Local friends and expat friends

Both matter. Expat friends understand your situation; local friends make you belong. Aim for both, and do not feel guilty when it starts with the expats.

## If it's hard

If you feel isolated after several months, tell someone. Our community group connects Waypoint clients in the same city, and the psychologists in our Tools for Coping with Change service work with loneliness every day.
`,
  },
  {
    slug: 'shabbat-siesta-sunday-store-hours',
    title: 'Shabbat, siesta & Sunday closing: store hours around the world',
    imageTitle: 'Shabbat, siesta & Sundays',
    excerpt: "Your weekly rhythm changes with your country. When shops, offices and public transport close in Israel, Germany, Spain, Portugal and the Gulf.",
    categories: ['life-abroad'],
    tags: ['Culture', 'Everyday life'],
    author: 'sofia-marques',
    body: `
One of the first surprises of a move is finding the supermarket closed when you need it. Every country has its own weekly rhythm.

## Israel

- The weekend is Friday and Saturday; the work week runs Sunday to Thursday in most workplaces
- From Friday afternoon until Saturday evening most shops, offices and public transport close for Shabbat, though in Tel Aviv many cafés, restaurants and convenience stores stay open
- Before major holidays, such as Rosh Hashanah and Passover, supermarkets are crowded for days

## Germany

- Shops are closed on Sundays and public holidays, with exceptions at main railway stations, airports and some petrol stations
- Late opening varies: many supermarkets are open until 10 pm on weekdays in large cities
- Quiet hours on Sundays and at night are taken seriously: no drilling, and no recycling glass

## Spain and Portugal

- In Spain, smaller shops close for a long lunch break, often from 2 to 5 pm, and dinner starts late, around 9 pm or later
- In Portugal, big supermarkets are open every day; smaller shops may close at lunch and on Sundays
- August is holiday month in both countries: many small businesses close for weeks

## The Gulf

- The UAE has had a Saturday-Sunday weekend since 2022, with a half-day on Friday for many government offices
- During Ramadan, working hours are shorter and eating in public during the day is best avoided
- Malls are open late every day of the week

## Tip

In your first week, note the opening hours of your supermarket, pharmacy and bakery, and find the nearest duty pharmacy for nights and weekends.

The rhythm that surprises you in the first month is often what people miss most when they leave: a quiet Shabbat afternoon, a Sunday without shopping, a long Spanish lunch.
`,
  },
  {
    slug: 'mobile-phones-esims-keep-your-number',
    title: 'Mobile phones and eSIMs: keep your number or switch?',
    imageTitle: 'Your phone number when you move',
    excerpt: "Your old number receives the bank codes; your new one is what every form asks for. How to keep both working without paying for two full contracts.",
    categories: ['life-abroad'],
    tags: ['Phone', 'First month'],
    author: 'waypoint-team',
    body: `
Your phone number is tied to your bank, your messaging apps and many of your accounts. Cancelling it too early is one of the most common and most painful mistakes of a move.

## Keep your old number

- Many banks send security codes by text message, and some will not send them abroad or to a new number
- Switch your old number to the cheapest plan that keeps it active, or move it to a low-cost provider
- Check that your plan receives texts while roaming, or port the number to a virtual number service

## Get a local number quickly

1. Buy a prepaid SIM or eSIM on arrival; in Israel, new immigrants often receive a SIM at the airport
2. Move to a monthly plan once you have a bank account; competition keeps prices low in Israel and Portugal
3. Use your new number for local accounts: doctors, schools, utilities and delivery services

## Dual SIM

Most recent phones support two lines, often one physical SIM and one eSIM. Keep your old number as a second line for security codes and your new one as the main line.

## Messaging apps

WhatsApp can keep your old number even if you change the SIM, but changing the number inside the app notifies your contacts and keeps your history. Decide whether you want friends at home to see your new number.

## Before you cancel anything

- Update your number with your banks, tax authority and government services
- Move two-factor authentication to an authenticator app where possible
- Keep the old number active for at least six months after the move
`,
  },
  {
    slug: 'voting-civic-life-from-abroad',
    title: 'Voting and civic life from abroad',
    imageTitle: 'Voting from abroad',
    excerpt: "Moving doesn't have to mean losing your voice. How to vote in your home country, and what rights you have in your new one.",
    categories: ['life-abroad'],
    tags: ['Civic life'],
    author: 'waypoint-team',
    body: `
Citizens living abroad can usually keep voting at home, but rules vary a lot, and registration deadlines are easy to miss.

## Voting in your home country

- **United States:** citizens abroad vote in federal elections through their last state of residence, using the Federal Post Card Application each year
- **United Kingdom:** British citizens abroad can register as overseas electors, and since 2024 there is no longer a 15-year limit
- **France, Italy and others:** overseas constituencies and consular polling stations
- **Israel:** citizens must generally be in Israel to vote, with exceptions for diplomats and some official missions

## Voting in your new country

- EU citizens living in another EU country can vote in local and European Parliament elections there
- Non-citizens can vote in local elections in some countries, such as certain Scandinavian and Baltic states, after a period of residence
- National elections are almost always for citizens only, so naturalisation matters if voting is important to you

## Civic life beyond elections

1. Join a residents' association or your building committee
2. Attend public consultations on your neighbourhood
3. Volunteer: it is one of the best ways to understand a society and be part of it
4. Follow local news in the local language, even a few headlines a day

## Before you go

Register with your consulate: it is how you hear about elections, and how the consulate finds you in an emergency.

Small steps count: knowing the name of your mayor and the date of the next local election makes a new city feel more like yours.
`,
  },
  {
    slug: 'handling-homesickness',
    title: 'When the honeymoon ends: handling homesickness',
    imageTitle: 'Handling homesickness',
    excerpt: "Homesickness is not a sign that the move was a mistake. What it is, why it often peaks months after you arrive, and what helps.",
    categories: ['life-abroad', 'healthcare'],
    tags: ['Wellbeing', 'Culture shock'],
    author: 'maya-levin',
    body: `
Homesickness often arrives later than people expect: not at the airport, but months after the move, on an ordinary Tuesday, in a supermarket that doesn't sell the bread you want.

## Why it happens

A move takes away hundreds of small, invisible things at once: the way people greet each other, familiar food, a friend who knows your history. Missing them is a sign of attachment, not of failure.

## What helps

1. **Name it.** Saying "I'm homesick today" to your partner or a friend takes away half its power
2. **Bring home with you:** cook the dishes you grew up with, keep your traditions, display photos
3. **Build new rituals:** a Friday dinner, a Sunday walk, a favourite café; rituals make a place feel like home
4. **Limit the comparison:** notice when you are comparing the worst of here with the best of there
5. **Stay in contact, but not constantly:** scheduled calls with family are better than constant scrolling through their lives

## Special moments

Holidays, birthdays and family events back home are the hardest. Plan for them: invite people over, join a community celebration, or plan a visit home at a time that matters to you.

## When it doesn't lift

If homesickness turns into persistent sadness, sleeplessness or withdrawal, talk to a professional. It is common, it is treatable, and talking early helps more than waiting. Waypoint's Tools for Coping with Change service was built for exactly these moments.
`,
  },
]
