import type { PostSource } from '../wordpress'

export const healthcarePosts: PostSource[] = [
  {
    slug: 'israel-kupot-holim-choosing-health-fund',
    title: "Israel's kupot holim: how to choose a health fund",
    imageTitle: 'Choosing a health fund in Israel',
    excerpt: "Clalit, Maccabi, Meuhedet or Leumit: all four offer the same basic basket. The differences are in the clinics near you, the supplementary plans and the apps.",
    categories: ['healthcare'],
    tags: ['Israel', 'Health insurance'],
    author: 'maya-levin',
    body: `
Every Israeli resident belongs to one of four health funds (kupot holim). The law guarantees the same basic basket of services in all of them, funded through the health tax collected by Bituach Leumi. So the choice is about access and extras, not about basic care.

## The four funds

- **Clalit:** the largest, with its own hospitals and clinics everywhere, including small towns
- **Maccabi:** the second largest, with a reputation for strong digital services and many private specialists
- **Meuhedet:** mid-sized, well represented in the centre and in Jerusalem
- **Leumit:** the smallest, with personal service in the areas where it is strong

## How to choose

1. Check which clinics and family doctors are within walking distance of your home, and whether any speak your language
2. Look at the paediatric clinics if you have children, and at women's health centres
3. Compare the supplementary insurance plans (shaban): they cover things like second opinions, some private surgery, physiotherapy and dental care for children, for a modest monthly fee
4. Try the app: appointments, prescriptions and test results are all online
5. Ask neighbours: service varies more by branch than by fund

## Registration

New immigrants can register at the airport or at a post office. Returning residents who were away for a long period may face a waiting period, so arrange it with Bituach Leumi before or immediately after arrival. You can switch funds a few times a year, so your first choice is not final.

## Beyond the funds

Many people add private health insurance for surgery abroad or expensive medicines outside the basket. Compare it carefully with your fund's supplementary plan: the two often overlap.
`,
  },
  {
    slug: 'private-health-insurance-for-the-gap',
    title: 'Private health insurance for the gap months',
    imageTitle: 'Health insurance for the gap',
    excerpt: "Between leaving one health system and joining the next there is often a gap. How to cover it without paying for a policy you don't need.",
    categories: ['healthcare'],
    tags: ['Health insurance', 'First month'],
    author: 'daniel-okafor',
    body: `
Your home country's cover often ends when you deregister; your new country's cover may start weeks or months later. Visa applications often require proof of insurance for this period too.

## Where gaps occur

- Returning residents in Israel who were away for a long period, until the waiting period ends or the arrears are settled
- Some Canadian provinces, such as British Columbia, with a waiting period of up to three months for new residents
- Visa holders in Portugal or Spain before they are registered with the national health service
- Anyone between leaving an employer's insurance and starting a new one

## What to look for

1. **The right length:** monthly or short-term policies exist; avoid a twelve-month contract you will cancel
2. **Acceptance for visas:** consulates often need specific wording, such as cover of at least €30,000 for Schengen visas with no deductible
3. **Pre-existing conditions:** often excluded; a chronic condition may need a specialist insurer
4. **Maternity:** rarely covered in short-term plans and usually with a waiting period
5. **Repatriation and evacuation**, in case you need treatment at home

## International plans for longer stays

International health insurance makes sense for people who move often, who expect to return to their home country for treatment, or who live in countries where public cover is limited. Premiums rise steeply with age and with cover in the United States; excluding the US can halve the price.

## A practical tip

Bring a full medical summary and a three-month supply of medication. A gap in cover is much less worrying when you do not need a doctor in your first weeks.
`,
  },
  {
    slug: 'finding-english-speaking-doctor',
    title: 'Finding an English-speaking doctor in a new city',
    imageTitle: 'Finding an English-speaking doctor',
    excerpt: "Describing symptoms in a language you're still learning is hard. Where to find doctors who speak yours, and how to prepare for the first visit.",
    categories: ['healthcare', 'life-abroad'],
    tags: ['Doctors', 'Language'],
    author: 'waypoint-team',
    body: `
Finding a doctor you can talk to easily is one of the first things to do after arrival, before you need one urgently.

## Where to look

- **Your health fund or insurer's directory:** most list the languages each doctor speaks; in Israel, filter by language in the kupat holim app
- **Embassies and consulates:** many keep lists of English-speaking doctors and dentists
- **Expat and parents' groups:** personal recommendations, especially for paediatricians
- **International clinics** in large cities such as Berlin, Lisbon and Dubai, often private but sometimes accepting public insurance

## Before the first appointment

1. Write a one-page medical summary in English: conditions, operations, allergies, medications with doses and generic names
2. Translate it into the local language if you can
3. Bring previous test results and vaccination records
4. Learn a few key phrases: "pain", "since", "allergic to", "pregnant", "emergency"

## Emergencies

- Learn the emergency numbers: 101 for an ambulance in Israel (Magen David Adom), 112 in the EU, 999 in the UAE and the UK, 911 in North America
- Save the address of the nearest emergency room and the nearest after-hours clinic
- In Israel, after-hours urgent care centres (such as Terem) handle many problems without a hospital visit

## Telemedicine

Most health funds and insurers now offer video consultations, often in English, and prescriptions can be sent straight to a pharmacy. It is an easy first step for minor problems while you are still finding your way.

Once you have a doctor you trust, ask them to recommend specialists. A referral from a colleague often shortens waiting times and usually means the specialist speaks English too.
`,
  },
  {
    slug: 'prescription-medicine-across-borders',
    title: 'Bringing prescription medicine across borders',
    imageTitle: 'Medicines across borders',
    excerpt: "Some ordinary medicines are controlled substances elsewhere. How to travel with your prescriptions legally and keep your supply going after the move.",
    categories: ['healthcare'],
    tags: ['Medicine', 'Customs'],
    author: 'waypoint-team',
    body: `
A medicine that is routine at home can be restricted in your new country. ADHD medication, strong painkillers, some sleeping pills and codeine-based cough medicines cause the most problems.

## Before you travel

1. Check the destination's rules: the UAE in particular publishes lists of controlled medicines that need prior approval, and codeine and some ADHD drugs are restricted
2. Ask your doctor for a letter listing each medicine, its generic name, dose and the condition it treats
3. Keep medicines in their original packaging with the pharmacy label
4. Carry no more than a reasonable personal supply, usually up to three months
5. Within Schengen, a Schengen certificate lets you carry controlled medicines for up to 30 days

## After you arrive

- Register with a doctor quickly, before your supply runs out
- Ask for the local equivalent by generic name: brand names differ from country to country
- Some medicines are not available at all; your doctor may need to switch you to an alternative, which can take time to adjust

## Special cases

- **Insulin and injectables:** keep them in hand luggage with a cool pack and the doctor's letter
- **Medical cannabis:** legal in Israel and Germany with a prescription, illegal to carry across most borders
- **Contraception:** the same brand may not be available; bring a supply and ask a local doctor about equivalents

## Shipping medicine

Sending medicine by post is often illegal or held at customs. Plan to get it prescribed locally instead.

If you take several medicines, ask your pharmacist at home for a printed list with the active ingredients and doses: it is the single most useful document for a new doctor abroad.
`,
  },
  {
    slug: 'germany-public-vs-private-health-insurance',
    title: "Germany's public vs. private health insurance",
    imageTitle: 'Health insurance in Germany',
    excerpt: "In Germany you must be insured from day one, and the choice between public and private is hard to reverse. What newcomers need to know.",
    categories: ['healthcare'],
    tags: ['Germany', 'Health insurance', 'Berlin'],
    author: 'sofia-marques',
    body: `
Health insurance is compulsory for everyone living in Germany. You will need proof of it for your visa, your residence permit and your employer.

## The two systems

### Public insurance (GKV)

- Around 90% of residents are publicly insured with one of about 95 statutory funds (Krankenkassen), such as TK, AOK or Barmer
- Contributions are a percentage of your salary (14.6% plus a fund-specific supplement of around 2-3%), split between you and your employer, up to an income ceiling
- Your non-working spouse and children are insured free of charge
- Dental care is partly covered; glasses mostly are not for adults

### Private insurance (PKV)

- Open to employees earning above an annual threshold (about €73,800 in 2025, raised each year), the self-employed and civil servants
- The premium depends on your age and health, not your income, and every family member pays their own premium
- Often faster appointments with specialists and better hospital comfort
- Returning to public insurance later is difficult, especially after 55

## How to choose

1. If you have a family with one income, public insurance is usually better value
2. If you are young, healthy and well paid, private insurance can be cheaper now, but premiums rise with age
3. If you might leave Germany within a few years, consider which is easier to cancel
4. Freelancers must choose between voluntary public insurance and private insurance

## Getting started

Choose a fund before your first day of work and give your employer the membership confirmation. Your health card (eGK) arrives by post within a few weeks; until then, the fund can issue a provisional confirmation.

Whatever you choose, keep the membership confirmation with your other documents: the Ausländerbehörde will ask for it again when you extend your permit.
`,
  },
  {
    slug: 'culture-shock-four-stages',
    title: 'Mental health after a move: culture shock in four stages',
    imageTitle: 'Culture shock in four stages',
    excerpt: "The excitement of the first weeks often gives way to a slump around month three. Knowing the pattern helps you ride it out, and spot when to ask for help.",
    categories: ['healthcare', 'life-abroad'],
    tags: ['Wellbeing', 'Culture shock'],
    author: 'maya-levin',
    body: `
Nearly everyone who moves abroad goes through some version of culture shock. Psychologists describe it in stages; real life is messier, but the pattern helps.

## The four stages

1. **Honeymoon:** everything is new and exciting, the food, the weather, the sense of adventure
2. **Frustration:** usually from the second or third month. Bureaucracy, language, missing family and small differences pile up. Irritability, tiredness and homesickness are common
3. **Adjustment:** routines form, you understand how things work, friendships begin
4. **Adaptation:** the new place feels like home, with its good and bad sides

## What helps in the hard stage

- **Sleep, exercise and daylight:** simple, and the first to slip
- **Routine:** the same café, the same walk, the same weekly call with family
- **Small wins:** one errand done in the new language counts
- **People:** an expat group for understanding, local friends for belonging
- **Limits on comparison:** "at home this would be easier" is true and unhelpful

## For couples and families

Partners often adjust at different speeds: the one with a job and colleagues usually settles faster than the one at home with children. Talk about it openly and plan time for the partner who has less structure.

## When to seek help

If low mood, anxiety or sleeplessness last more than a few weeks, or interfere with work and family, talk to a professional. Many health funds and insurers cover therapy, and therapists who specialise in relocation understand the particular loneliness of the first year. Waypoint's Tools for Coping with Change service offers sessions in several languages.
`,
  },
  {
    slug: 'dental-care-abroad-costs',
    title: 'Dental care abroad: costs and what insurance covers',
    imageTitle: 'Dental care abroad',
    excerpt: "Dental cover is where health systems differ most. What is covered in Israel, Germany, Portugal and the UAE, and whether to finish treatment before you move.",
    categories: ['healthcare', 'money-taxes'],
    tags: ['Dental', 'Health insurance'],
    author: 'daniel-okafor',
    body: `
Dental care is left out of many public health systems, at least for adults. Knowing what you will pay can change when you book that crown.

## Country by country

- **Israel:** dental care for children up to 18 is included in the health basket; adults pay privately or through the health funds' supplementary plans and dental clinics, which offer discounted prices. A check-up and cleaning cost around NIS 250-400 privately
- **Germany:** public insurance covers check-ups and basic fillings; crowns and bridges receive a fixed subsidy, and most people buy supplementary dental insurance
- **Portugal:** the public system covers little adult dental care; private care is relatively affordable, with a check-up around €40-60
- **UAE:** basic health insurance usually excludes dental; better plans include it with limits

## Before you move

1. Have a check-up and finish any treatment in progress, especially root canals and implants that need several visits
2. Ask for copies of your X-rays and treatment history
3. Get a written plan for any future treatment, to compare prices abroad

## After you arrive

- Ask colleagues or neighbours for a dentist, since reputation matters more than location
- Request a written estimate before any major treatment
- Check whether your employer offers dental insurance; it is a common benefit in the Gulf and Germany

## Emergencies

Learn where the after-hours dental service is. In larger cities, university dental clinics often offer emergency care and lower prices.

Finally, prevention is cheaper everywhere: a cleaning twice a year costs a fraction of a crown, whatever the country.
`,
  },
  {
    slug: 'maternity-care-as-an-expat',
    title: 'Maternity care as an expat: what to ask early',
    imageTitle: 'Maternity care abroad',
    excerpt: "Having a baby in a new country means a new health system, a new language and often a new idea of what's normal. The questions to ask in the first trimester.",
    categories: ['healthcare', 'family-education'],
    tags: ['Maternity', 'Healthcare'],
    author: 'maya-levin',
    body: `
Many of our clients arrive pregnant or become pregnant in their first year. Maternity care works differently everywhere, so ask early.

## Who looks after you

- **Israel:** pregnancy follow-up is through your health fund, with a gynaecologist and the Tipat Halav (mother and child health centre) for nurse visits; most births are in public hospitals, and a birth grant is paid by Bituach Leumi
- **Germany:** a gynaecologist manages the pregnancy, and a midwife (Hebamme), covered by public insurance, supports you before and after the birth; find one very early, as they are in short supply in big cities
- **Portugal:** public care through your health centre (centro de saúde), or private obstetricians and hospitals
- **UAE:** almost all care is private and depends on your insurance; check maternity cover and waiting periods before you get pregnant

## Questions for the first trimester

1. When does my insurance cover maternity care, and is there a waiting period?
2. Which hospitals can I give birth in, and can I visit them?
3. What screening tests are offered routinely, and which are extra?
4. Is an epidural available on request? What is the caesarean rate?
5. How long do mothers and babies usually stay in hospital?
6. Who visits after the birth, and what support is there for breastfeeding?

## Paperwork after the birth

- Register the birth with the local authority within the legal deadline, often a few days
- Register the baby with your consulate for citizenship and a passport
- Apply for child benefits and parental leave, which usually require the birth certificate

## A tip

Write a short birth plan in English and the local language. Even if the staff speak English, a clear page helps when shifts change.

Most of all, find other parents: antenatal classes, parents' groups and online communities in your city are where you will learn what no official guide tells you.
`,
  },
]
