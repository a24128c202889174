import type { PostSource } from '../wordpress'

export const familyPosts: PostSource[] = [
  {
    slug: 'choosing-a-school-abroad',
    title: 'Choosing a school abroad: international, bilingual or local?',
    imageTitle: 'Choosing a school abroad',
    excerpt: 'The school decides where you live, what you spend and how quickly your children feel at home. How to weigh the three main options.',
    categories: ['family-education'],
    tags: ['Schools', 'Children'],
    author: 'maya-levin',
    body: `
For families, the school comes first and the flat second: in most cities, where you live decides which public school your children attend, and international schools are concentrated in a few areas.

## The three options

- **Local public school:** free, the fastest route to the language and to local friends, and the natural choice if you are staying for good. The first six months are hard for children who do not speak the language; younger children adapt fastest
- **Bilingual school:** teaching in the local language and English; often state-recognised and cheaper than international schools
- **International school:** an International Baccalaureate, British or American curriculum in English; continuity for children who will move again, at fees of $15,000-40,000 a year in most of our destinations

## Questions to ask every school

1. How do you support children who do not speak the language of instruction yet? Is there a dedicated programme?
2. What is the class size, and how many new pupils join mid-year?
3. Which diplomas do pupils leave with, and where do graduates go on to study?
4. What happens after school: is there after-school care, and until what time?
5. How do you communicate with parents who do not speak the local language?

## Israel

New immigrant children are entitled to extra Hebrew lessons and support in state schools, and schools in areas with many olim, such as Ra'anana, Modiin or parts of Jerusalem, are used to receiving them. Registration is through the municipality.

## Timing

Apply to international schools as early as possible: popular ones have waiting lists, and places open when diplomats and expats leave in June. For public schools, register as soon as you have an address, and ask whether a mid-year start is possible: often it is easier than parents fear.
`,
  },
  {
    slug: 'helping-teenagers-through-a-move',
    title: 'Helping teenagers through a move: what actually works',
    imageTitle: 'Teenagers and moving abroad',
    excerpt: "Teenagers lose the most in a move: friends, status and a sense of who they are. Practical steps families tell us made the difference.",
    categories: ['family-education'],
    tags: ['Children', 'Wellbeing'],
    author: 'maya-levin',
    body: `
Younger children usually adapt within months. Teenagers often take a year or more, and some resist the move openly. That is normal: at their age, friends and belonging matter more than anything the new country offers.

## Before the move

- **Involve them in decisions that can still be made:** the neighbourhood, their room, the school, which activities to continue
- **Be honest about why you are moving** and what will be hard
- **Keep a piece of their current life:** the same sport, instrument or youth movement in the new city gives instant common ground

## The first months

1. Expect a dip in school results and do not panic about it
2. Help them find one activity outside school in the first month: a team, a club, a volunteering project
3. Let them keep close contact with friends back home; it eases the loss and fades naturally
4. Arrange a visit back, or a visit from a friend, to look forward to
5. Make home a place where the new language is not demanded

## Warning signs

Withdrawal, sleep changes, loss of interest in everything, or talk of hopelessness are signs to seek help, not to wait out. A counsellor or psychologist who knows relocation can help the whole family; our Tools for Coping with Change service exists for exactly this.

## Israel-specific notes

Many teens arriving in Israel join programmes for immigrant youth, which combine intensive Hebrew with social activities. The approach of military service and national service is a big topic for teenagers who arrive at 15 or 16; information sessions for olim help them see it as an opportunity rather than a threat.
`,
  },
  {
    slug: 'ulpan-hebrew-for-the-whole-family',
    title: 'Ulpan for the whole family: learning Hebrew at every age',
    imageTitle: 'Learning Hebrew at every age',
    excerpt: "Free ulpan for adults, extra lessons at school for children, and some honest advice for grandparents. How families learn Hebrew in their first year.",
    categories: ['family-education', 'life-abroad'],
    tags: ['Israel', 'Hebrew', 'Language'],
    author: 'maya-levin',
    body: `
Hebrew is the single biggest factor in how quickly newcomers find work and feel at home in Israel. The good news: the state pays for most of it.

## Adults

- New immigrants are entitled to a free ulpan through the Ministry of Aliyah and Integration, usually five months of morning or evening classes, five days a week
- Returning residents and partners of Israelis can often join for a reduced fee
- Levels run from Aleph (beginners) to Hey; most people reach functional Hebrew after Aleph and Bet
- Professionals can take specialised courses, for example Hebrew for doctors, engineers or teachers

## Children

Younger children pick up Hebrew at kindergarten and school within months. Schools receive extra teaching hours for immigrant pupils. What helps at home:

1. Hebrew children's shows and books, without pressure
2. Playdates with Israeli classmates
3. An afternoon activity in Hebrew, such as a sports club or a youth movement

## Older adults

Learning a new alphabet in your seventies is hard, and it is fine to aim for survival Hebrew: shopping, the doctor, the bus. Community centres and some municipalities run slower-paced classes for seniors, and many find the social side as valuable as the lessons.

## Making it stick

- Study a little every day rather than cramming
- Speak Hebrew in shops even when the other person switches to English
- Keep a notebook of the phrases you need most at work or with your children's school
- Watch Israeli television with Hebrew subtitles once you have the basics
`,
  },
  {
    slug: 'moving-abroad-with-a-baby',
    title: 'Moving with a baby: vaccinations, paperwork and daycare',
    imageTitle: 'Moving abroad with a baby',
    excerpt: "A baby adds paperwork, not impossibility. The documents, health records and childcare questions to sort before the flight.",
    categories: ['family-education'],
    tags: ['Children', 'Healthcare', 'Documents'],
    author: 'waypoint-team',
    body: `
Babies are often the most adaptable members of a moving family. What needs care is their paperwork and the continuity of their healthcare.

## Documents

- A passport for the baby, which takes longer than for adults in many countries
- A full birth certificate with both parents' names, apostilled
- If only one parent travels with the baby, a notarised consent letter from the other parent
- For babies born abroad to Israeli parents, registration at the consulate before the move saves time later

## Health records

1. Ask your paediatrician for a vaccination record in English, with the vaccine names, batch numbers and dates
2. Compare schedules: countries differ in timing and in vaccines, for example for tuberculosis, chickenpox and hepatitis A; your new paediatrician will fill the gaps
3. Bring a summary of any medical condition and the last growth measurements
4. Register with a health fund or insurer from the first day: babies should not have gaps in cover

## Childcare

- **Israel:** daytime care (maon or gan) starts early, waiting lists are common, and subsidies depend on both parents working or studying
- **Germany:** every child from age one has a legal right to a daycare place (Kita), but in practice you apply months ahead with a Kita-Gutschein in Berlin
- **Portugal:** private creches are common, and free daycare places are expanding for younger children
- **UAE:** nurseries are private; expect fees of AED 30,000-60,000 a year

## The flight

Book a bassinet seat early, bring twice the nappies you think you need, and keep medicine and formula in your hand luggage.

And be gentle with yourselves: jet lag with a baby lasts longer than with adults, so plan a quiet first week without appointments.
`,
  },
  {
    slug: 'bringing-your-pet-abroad',
    title: 'Bringing your pet: microchips, rabies titers and airline rules',
    imageTitle: 'Moving abroad with your pet',
    excerpt: "Some countries need four months' notice for a dog. The timeline for moving a cat or dog internationally, and the step most people miss.",
    categories: ['family-education'],
    tags: ['Pets', 'Checklist'],
    author: 'waypoint-team',
    body: `
Moving a pet is mostly a question of timing. Start at least four months before the move if your destination requires a rabies antibody test.

## The standard sequence

1. **Microchip:** an ISO-compatible 15-digit chip, implanted before the rabies vaccine (otherwise the vaccine may not count)
2. **Rabies vaccination:** at least 21-30 days before travel, depending on the destination
3. **Rabies antibody (titer) test:** required by countries including Israel, the UAE and Australia when the pet comes from certain countries; blood is drawn at least 30 days after the vaccine, sent to an approved laboratory, and some countries impose a waiting period of up to three months after the sample
4. **Health certificate:** issued by your vet within ten days of travel and, in many countries, endorsed by the government veterinary authority
5. **Import permit:** needed for some destinations, including the UAE

## Flying

- Small pets can travel in the cabin on many airlines, typically up to 8 kg including the carrier
- Larger dogs travel in the hold or as cargo; book early, because each flight takes only a few animals
- Snub-nosed breeds such as pugs and bulldogs face restrictions on many airlines
- Summer heat embargoes apply on some routes

## On arrival

In Israel, dogs must be registered with the municipality's veterinary service and vaccinated annually against rabies. In Germany, you must register your dog for the dog tax (Hundesteuer), and some breeds are restricted. In Dubai, pets must be registered and vaccinated, and many buildings limit pet ownership: check your lease.

## A tip

Get your pet used to the travel crate weeks before the flight, with a familiar blanket inside.
`,
  },
  {
    slug: 'elderly-parents-joining-you-abroad',
    title: 'Elderly parents joining you abroad: healthcare and residency',
    imageTitle: 'When parents join you abroad',
    excerpt: "More of our clients now move with, or for, their parents. The residency routes, health cover and support services that make it work.",
    categories: ['family-education', 'healthcare'],
    tags: ['Parents', 'Healthcare', 'Residence permit'],
    author: 'maya-levin',
    body: `
Moving a parent abroad is a different project from moving yourself. Their health, their pension and their social life matter more than the flat.

## Residency

- **Israel:** Jewish parents can make aliyah themselves and receive full immigrant rights, including health insurance from day one and, for many, an old-age pension from Bituach Leumi after a period of residence
- **EU countries:** parents of EU citizens can often join as dependent family members; parents of non-EU residents usually need their own visa, such as Portugal's D7 for pensioners
- **UAE:** residents above a salary threshold can sponsor their parents on a renewable one-year visa, with compulsory health insurance

## Healthcare

1. Collect a full medical summary, medication list and recent test results, translated if needed
2. Find out when public health cover starts and arrange private insurance for the gap; pre-existing conditions are often excluded
3. Make sure essential medication is available locally, and bring a three-month supply
4. Register with a family doctor who speaks their language: in Israel, many speak English, Russian, French or Spanish

## Everyday life

- Choose housing with a lift or on the ground floor, near a pharmacy, a clinic and public transport
- Look for clubs for seniors, community centres and synagogues or churches with activities
- Consider an emergency call button service and a local contact for the times you travel

## Money

Check how their pension will be paid abroad and whether it is indexed for inflation. Some state pensions are frozen when paid to certain countries. Set up a local account with online access that you can help them manage.

Finally, involve your parents in every decision. A move that is organised for them, rather than with them, is much harder to settle into.
`,
  },
  {
    slug: 'university-abroad-applications-fees',
    title: 'University abroad for your children: applications and fees',
    imageTitle: 'University abroad',
    excerpt: "Moving with older teenagers raises the question of where they will study. Fees, entry requirements and residency rules in the countries our clients move to.",
    categories: ['family-education', 'work-careers'],
    tags: ['University', 'Children'],
    author: 'sofia-marques',
    body: `
Whether your child is treated as a home or an international student can change fees by tens of thousands a year. Residency history, not nationality alone, usually decides.

## Country by country

- **Israel:** universities teach mainly in Hebrew, with a growing number of English programmes. Immigrant students may be eligible for tuition support from the Student Authority of the Ministry of Aliyah. Entry is based on the psychometric exam and matriculation results, and the psychometric can be taken in English
- **Germany:** public universities charge no tuition (only a semester fee of around €150-400), except in Baden-Württemberg for non-EU students. Many master's programmes are in English; bachelor's programmes mostly require German
- **Netherlands:** EU students pay the statutory fee of around €2,600 a year; non-EU students pay far more
- **UK:** home fees require three years of residence in the UK before the course; students who move with their parents shortly before university usually pay international fees
- **Canada:** permanent residents pay domestic fees, a third or less of international fees

## Entry requirements

1. Check whether your child's diploma gives direct entry: IB and A-levels are widely recognised; US high school diplomas often require AP exams or SATs in Germany and Israel
2. Plan language tests a year ahead
3. Keep copies of every school report with translations

## Timing the move

If university is two years away, moving now may make your child a home student in the new country, or cost them home status in the old one. Check both before choosing the date.

Talk to the admissions offices directly: they answer questions about residency status every day, and their written answer is worth keeping.
`,
  },
  {
    slug: 'keeping-childrens-first-language-alive',
    title: "Keeping your children's first language alive",
    imageTitle: "Your children's first language",
    excerpt: "Children who move young can lose their first language within a year or two. Simple habits that keep it, without turning home into a classroom.",
    categories: ['family-education', 'life-abroad'],
    tags: ['Children', 'Language'],
    author: 'waypoint-team',
    body: `
Children learn the language of school quickly. Keeping their first language takes deliberate effort, because they will soon prefer the language their friends speak.

## Why it matters

A strong first language supports reading and thinking in the second, keeps children close to grandparents and family, and gives them a lifelong advantage.

## Habits that work

1. **One parent, one language:** each parent speaks their own language consistently, or the whole family speaks the home language at home
2. **Read aloud every day** in the home language; books matter more than screens
3. **Make it social:** video calls with grandparents and cousins, playdates with other families who speak it
4. **Weekend or after-school classes:** community schools exist for many languages in most large cities
5. **Holidays "at home"** immerse children in a way nothing else can

## What not to do

- Do not correct every mistake; answer the meaning and model the correct form
- Do not insist so hard that the language becomes a battleground
- Do not give up when your child answers in the new language: keep speaking yours

## Reading and writing

Speaking is easiest to keep; reading and writing need teaching. A weekly lesson and a little daily practice from around age six make a lasting difference, especially for languages with another alphabet such as Hebrew, Russian or Arabic.
`,
  },
]
