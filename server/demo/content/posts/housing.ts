import type { PostSource } from '../wordpress'

export const housingPosts: PostSource[] = [
  {
    slug: 'renting-in-tel-aviv-lease-guide',
    title: 'Renting in Tel Aviv: what a typical lease looks like',
    imageTitle: 'Renting in Tel Aviv',
    excerpt: 'Post-dated cheques, a bank guarantee and arnona in your name: the Israeli rental market has its own customs. Here is what to expect before you sign.',
    categories: ['housing'],
    tags: ['Israel', 'Tel Aviv', 'Renting'],
    author: 'maya-levin',
    body: `
Tel Aviv is Israel's most expensive rental market, and apartments move fast: a good flat in the Old North or Florentin is often gone within days of being listed. Knowing the local customs lets you say yes quickly without signing something you regret.

## What the lease usually says

- **Term:** twelve months, often with an option for a second year at a pre-agreed increase
- **Rent:** paid monthly, traditionally by twelve post-dated cheques, increasingly by standing order
- **Security:** a bank guarantee, a promissory note signed by guarantors, or a cash deposit; by law the deposit may not exceed three months' rent or a third of the total rent, whichever is lower
- **Running costs:** arnona (municipal tax), water, electricity, gas and the building committee fee (va'ad bayit) are paid by the tenant

## Typical costs in 2026

- Two-room apartment (one bedroom) in central Tel Aviv: NIS 6,500-8,500 a month
- Arnona for a 60 m² flat: around NIS 500-600 a month, paid every two months
- Broker's fee: one month's rent plus VAT, but only if you hired the broker; since the 2017 Fair Rental Law the landlord pays for the broker he hired

## Before you sign

1. Check the apartment's condition against the list the law requires the landlord to fix: a working boiler, safe wiring, no mould
2. Photograph every room and attach the photos to the lease
3. Ask whether there is a safe room (mamad) or where the nearest shelter is
4. Clarify who pays for repairs and within how many days they must be done
5. Have the lease reviewed in English: we see clauses that let the landlord keep the whole guarantee for minor damage

## Pitfalls

Never transfer money before you have seen the apartment and the landlord's proof of ownership (an extract from the Land Registry, the Tabu). And remember that many flats are rented unfurnished, without even a fridge or an oven.

If you are still abroad, ask a friend or a consultant to view the flat on a video call and to check the water pressure, the phone signal and the noise from the street at rush hour: the three things photos never show.
`,
  },
  {
    slug: 'spot-a-rental-scam',
    title: 'How to spot a rental scam before you send a deposit',
    imageTitle: 'Spotting a rental scam',
    excerpt: "People moving from abroad are the favourite target of rental fraud: they can't view the flat and they are in a hurry. Six warning signs and what to do instead.",
    categories: ['housing'],
    tags: ['Renting', 'Safety'],
    author: 'waypoint-team',
    body: `
Every month we hear from someone who paid a deposit for a flat that did not exist, or that belonged to someone else. The scams look different in Berlin, Lisbon and Dubai, but they follow the same script.

## Six warning signs

- The rent is well below the market for the area and size
- The "landlord" lives abroad and cannot show you the flat, but will post the keys after payment
- You are asked to pay by wire transfer, gift card or cryptocurrency, or through a fake "escrow" website
- The photos appear in other listings, in another city or on a hotel website (search them with a reverse image search)
- There is pressure to decide today because "many people are interested"
- The contract arrives as a picture or an unsigned PDF with no land registry details

## Safe ways to rent from abroad

1. Use a local agent or relocation consultant who can view the flat for you on a video call
2. Ask for proof of ownership: the land registry extract in Israel, the Grundbuch in Germany, the caderneta predial in Portugal, the title deed in Dubai
3. Pay the deposit only after signing the contract, into an account in the name of the owner or a regulated agent
4. In Dubai, check the property on the Dubai Land Department's app and make sure the tenancy will be registered with Ejari
5. Start with a furnished short let for the first month, so you can view long-term flats in person

## If it has already happened

Report it to the police and to the platform where the listing appeared, and ask your bank to recall the transfer at once: recalls sometimes succeed within the first 24 hours.

A genuine landlord or agent will understand your caution. If someone becomes angry when you ask for a video viewing or proof of ownership, you have your answer.
`,
  },
  {
    slug: 'temporary-housing-first-month',
    title: 'Temporary housing for the first month: serviced flats vs. short lets',
    imageTitle: 'Your first month: temporary housing',
    excerpt: 'The flat you live in for your first four weeks decides how stressful they are. What to compare when choosing between serviced apartments, short lets and hotels.',
    categories: ['housing'],
    tags: ['Temporary housing', 'First month'],
    author: 'sofia-marques',
    body: `
Few people find a long-term home before they arrive, and few should: you learn more about a neighbourhood in one evening than in a month of online research. The question is where to live while you look.

## Your options

- **Serviced apartments:** hotel-style services, flexible contracts, usually the best choice for families and for stays over a month; often 20-40% more expensive than a short let
- **Short lets through platforms:** cheaper and more local, but check the cancellation terms and whether the host allows registering your address
- **Corporate housing:** arranged by your employer, simple but sometimes far from the areas where you want to live
- **Aparthotels:** a good middle ground for one or two people

## What matters more than price

1. **Address registration.** In Germany you need a Wohnungsgeberbestätigung from the landlord to register, and without registration you cannot open many bank accounts or get a tax ID
2. **Location.** Stay in or next to the area you want to rent in, and check the commute to work and to schools
3. **Washing machine and a real kitchen.** After two weeks you will not want to eat out every night
4. **Internet speed**, if you work remotely from day one
5. **A quiet bedroom for the children**, who are adjusting more than anyone

## How long to book

Four weeks is usually enough in Tel Aviv, Lisbon or Dubai; six to eight weeks in Berlin, Amsterdam or London, where competition for rentals is fiercer. Book with an option to extend by the week.

Finally, keep your temporary lease flexible at the end: the long-term flat you find may only be free a week or two after your booking runs out.
`,
  },
  {
    slug: 'berlin-flat-hunting-schufa',
    title: 'Berlin flat hunting: Schufa, WBS and the viewing queue',
    imageTitle: 'Berlin flat hunting',
    excerpt: "Forty people at a viewing is normal in Berlin. How the rental market works, the documents landlords expect, and the tactics that get newcomers a lease.",
    categories: ['housing', 'destination-guides'],
    tags: ['Germany', 'Berlin', 'Renting'],
    author: 'sofia-marques',
    body: `
Berlin's rents have risen fast for a decade and supply has not kept up. Newcomers without a German credit history or a German salary slip are at a disadvantage, but a well-prepared application closes much of the gap.

## The vocabulary

- **Kaltmiete:** the base rent; **Warmmiete:** rent including heating and service charges (Nebenkosten)
- **Kaution:** the deposit, legally capped at three months' Kaltmiete and payable in three instalments
- **Schufa:** Germany's credit bureau; landlords ask for a Schufa report
- **WBS:** a housing entitlement certificate for subsidised flats, available to residents below an income limit
- **Mietpreisbremse:** the rent brake, which limits rents for most re-lets to 10% above the local reference rent

## Your application folder

1. Passport and residence permit or visa
2. Employment contract and the last three payslips, or a letter from your employer confirming your salary
3. Schufa report (you can order one online once you are registered; without it, bring a credit report from your home country and a bank statement)
4. Mietschuldenfreiheitsbescheinigung, a letter from your previous landlord confirming you owe no rent
5. A short, friendly introduction: who you are, where you work, why this flat

## Tactics that work

- Apply within an hour of a listing going live on the main portals, and set up alerts
- Consider a Zwischenmiete (sublet) of six to twelve months to get a German address and a reference
- Look at the less hyped districts: Lichtenberg, Wedding, Steglitz and Pankow have good transport and more availability
- Never pay to view a flat, and never pay the Kaution before signing the lease

## Typical costs

A one-bedroom flat of about 50 m² in a central district now costs €1,000-1,400 Warmmiete on a new lease. Furnished flats cost more but are often easier to get.

Most newcomers find their long-term flat within two to three months. Keep applying every day: persistence, not luck, is what gets people a Berlin lease.
`,
  },
  {
    slug: 'buying-property-israel-new-immigrant',
    title: 'Buying property in Israel as a new immigrant: purchase tax and mortgages',
    imageTitle: 'Buying a home in Israel',
    excerpt: "New immigrants pay reduced purchase tax on one home, and Israeli banks lend to olim on good terms. What the discount is worth and how to time the purchase.",
    categories: ['housing', 'money-taxes'],
    tags: ['Israel', 'Buying property', 'Mortgage'],
    author: 'daniel-okafor',
    body: `
Buying in Israel follows a process that surprises people from the US or the UK: there is no escrow company, both sides have their own lawyer, and the lawyer does much of what an agent, a surveyor and a title company would do elsewhere.

## The purchase tax benefit for olim

Purchase tax (mas rechisha) for most buyers of an investment property starts at 8%. New immigrants buying a home can instead pay 0.5% on the first bracket, roughly the first NIS 1.9 million, and 5% above it. The benefit applies to one home bought within a window that starts a year before aliyah and ends seven years after it. On a NIS 3 million apartment the saving compared with a regular second home is substantial, so time your purchase inside the window.

## Mortgages

- Banks lend up to 75% of the value for a first home, 70% for a replacement home and 50% for an investment property or for non-residents
- Most mortgages combine several tracks: prime-linked, fixed unlinked, fixed linked to the consumer price index and variable
- Repayments may not exceed a share of your net household income, usually around a third
- Income earned abroad is accepted, but expect to document it thoroughly and at a lower loan-to-value

## The steps

1. Get a mortgage approval in principle from at least two banks
2. Hire a real estate lawyer before you make an offer; the lawyer checks the Land Registry, building permits and any liens
3. Have an engineer inspect older buildings, especially for damp and for a reinforced safe room
4. Sign the contract and pay in instalments, usually 10-20% at signing
5. Your lawyer registers a caveat (he'arat azhara) to protect you until the title transfers

## Other costs

Lawyer's fee (0.5-1% plus VAT), agent's fee (often 2% plus VAT), the engineer, the appraisal for the bank and mortgage fees. Budget 4-6% on top of the price even with the reduced purchase tax.
`,
  },
  {
    slug: 'what-furnished-means-lisbon-dubai-london',
    title: "What 'furnished' really means in Lisbon, Dubai and London",
    imageTitle: "What 'furnished' really means",
    excerpt: "A 'furnished' flat can mean a bed and a sofa, or everything down to the teaspoons. How the word differs between markets, and what to ask before you ship your furniture.",
    categories: ['housing'],
    tags: ['Renting', 'Lisbon', 'Dubai', 'London'],
    author: 'sofia-marques',
    body: `
Whether to ship your furniture depends on what your new home will have in it, and that depends on the market. The same word means very different things.

## Market by market

### Lisbon

"Mobilado" usually includes beds, sofa, dining table, wardrobes and a basic kitchen. Ovens and hobs are almost always there; washing machines usually; dryers and dishwashers less often. Heating is the big gap: many older flats have no central heating and rely on portable heaters, so ask about insulation and double glazing.

### Dubai

Most long-term rentals are unfurnished, but "unfurnished" in Dubai often includes fitted wardrobes and sometimes kitchen appliances. Furnished flats exist, mostly in tower developments. Air conditioning is built in; check whether cooling is charged separately through a district cooling provider, as it can be a large monthly bill.

### London

"Furnished" means bed, sofa, table and chairs and a kitchen with appliances; "part-furnished" usually means white goods only. White goods (fridge, washing machine, oven) are standard even in unfurnished flats, which is not the case in Israel or Germany.

## Germany and Israel, for comparison

An unfurnished flat in Germany may come without a kitchen at all, not even a sink. In Israel, unfurnished flats often lack a fridge, an oven and sometimes air-conditioning units.

## Before you decide to ship

1. Ask for a written inventory with photos
2. Measure: European lifts and staircases are narrow, and large American sofas often do not fit
3. Compare the cost of shipping with buying locally; for a two-bedroom flat, a 20-foot container from the US East Coast to Lisbon or Haifa typically costs several thousand dollars plus insurance
4. Check your voltage: US 110 V appliances need transformers almost everywhere else
`,
  },
  {
    slug: 'utilities-checklist-new-home',
    title: 'Utilities checklist: electricity, water, internet & municipal tax',
    imageTitle: 'Utilities checklist',
    excerpt: "The keys are in your hand, but nothing works yet. The accounts to open in your first week, and the ones that take longest.",
    categories: ['housing', 'life-abroad'],
    tags: ['Checklist', 'First month'],
    author: 'waypoint-team',
    body: `
The order in which you set up utilities matters, because each provider asks for proof of the previous step. Here is the sequence that works in most countries.

## Day 1-3

1. **Read the meters** (electricity, water, gas) with the landlord and photograph them with the date visible
2. **Transfer electricity into your name.** In Israel, call the Israel Electric Corporation or a private supplier with the lease and your ID; in Portugal, choose a supplier such as EDP or Endesa; in Germany, the previous supplier continues until you choose one
3. **Order internet.** This takes longest: one to three weeks in Israel and Portugal, sometimes four to six in Germany. Use mobile data or a portable router meanwhile

## Week 1-2

- **Municipal tax:** arnona in Israel is registered at the municipality with your lease; council tax in the UK; in Portugal the owner usually pays the property tax (IMI)
- **Water:** often billed through the municipality or the building
- **Gas:** bottled gas is common in Israel and Portugal; ask who supplies the building and how to order refills
- **Building committee or service charge**, where it applies

## What to keep

- A copy of every contract and the meter photos in one folder
- The direct debit details, so a move or a bank change does not cause missed payments
- The emergency numbers for electricity, water and gas

## Typical monthly costs for a two-bedroom flat

- Tel Aviv: electricity NIS 300-600 depending on air conditioning, arnona NIS 600-900, internet NIS 100-150
- Lisbon: electricity and gas €80-150, water €25-40, internet €30-45
- Berlin: heating is often in the Warmmiete; electricity €50-90, internet €30-45, plus a broadcasting fee of €18.36 per household

Most utilities can be set up before you arrive if you have a signed lease and a local tax number, so start as soon as the lease is signed: it saves your first week for everything else.

When you leave a flat, do the reverse: read the meters with the landlord, close each account in writing and give a forwarding address for the final bills.
`,
  },
  {
    slug: 'shipping-household-container-groupage',
    title: 'Shipping your household: container, groupage or suitcases?',
    imageTitle: 'Shipping your household',
    excerpt: 'A full container, a shared one or just excess baggage: how to choose, what each costs, and the customs paperwork that decides whether your things arrive on time.',
    categories: ['housing'],
    tags: ['Shipping', 'Customs'],
    author: 'daniel-okafor',
    body: `
Most families end up shipping less than they planned. The right method depends on volume, distance and how long you can live without your things.

## The options

- **20-foot container** (about 30 m³, a two- to three-bedroom home): the cheapest per cubic metre for full households; door to door in four to eight weeks within Europe and the Mediterranean, eight to twelve from North America
- **40-foot container** (about 65 m³): large houses and cars
- **Groupage or shared container:** you pay for your volume only, but it waits until the container fills; allow an extra two to six weeks
- **Air freight:** fast and expensive; good for a few boxes of essentials
- **Excess baggage:** the cheapest way to bring the first weeks' necessities

## What drives the price

1. Volume and distance
2. Access at both ends: stairs, lifts, parking permits, narrow streets
3. Packing by the mover, which costs more but is required for full insurance cover
4. Insurance, typically 1.5-3% of the declared value

## Customs

Returning residents and new immigrants in Israel, and people moving their residence into the EU, can usually import used personal goods without duty, within time limits and with the right documents:

- Passport and proof of your new status or residence
- A detailed inventory in English, box by box
- The bill of lading from the shipping company
- For Israel, the customs forms for olim or returning residents, and proof that electrical appliances are for personal use

## Our advice

Get three in-home or video surveys, compare like for like, and check that the mover belongs to an international association such as FIDI or IAM. Pack a "first week" box that travels with you: documents, medicines, chargers, children's favourite toys and a kettle.
`,
  },
]
