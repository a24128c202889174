import type { PostSource } from '../wordpress'

export const visaPosts: PostSource[] = [
  {
    slug: 'making-aliyah-paperwork-step-by-step',
    title: "Making aliyah: the paperwork, step by step",
    imageTitle: 'Making aliyah, step by step',
    excerpt: "From the first application to your Teudat Zehut: the documents you need, the order to get them in, and how long each stage usually takes.",
    categories: ['visas-immigration'],
    tags: ['Israel', 'Aliyah', 'Documents'],
    author: 'maya-levin',
    body: `
Aliyah is one of the few immigration processes in the world that is designed to say yes. That does not make it paperwork-free. Most delays we see come from documents requested in the wrong order or certified the wrong way, so here is the sequence that works.

## 1. Open your file

Applicants from North America and the UK apply through Nefesh B'Nefesh; everyone else through the Jewish Agency's Global Service Center. You create an online file, upload scans, and are assigned a shaliach (aliyah emissary) who reviews it and interviews you.

## 2. Collect the core documents

- A passport valid for at least a year beyond your planned flight
- Your full birth certificate, with an apostille
- Proof of Jewish status: a letter from a recognised rabbi, or a parent's or grandparent's documents showing eligibility under the Law of Return
- Marriage or divorce certificates, if relevant, with apostilles
- A police certificate of good conduct from every country you lived in for a year or more since age 14, issued no more than six months before your interview

Start the police certificates first. FBI checks can take six to twelve weeks; most European ones take one to three.

## 3. Approval and the aliyah visa

Once your shaliach approves the file, the Ministry of Interior issues an aliyah visa, usually four to eight weeks later. Book your flight only after the visa is in your hands: a flight booked earlier is the most common source of stress we see.

## 4. Arrival

At Ben Gurion airport you receive your Teudat Oleh (immigrant certificate), your first absorption basket payment and a SIM card, and you can register with a health fund on the spot. Your Teudat Zehut (identity card) is issued at a Ministry of Interior office, often on the same day for those arriving on group flights.

## The first three months

1. Open an Israeli bank account so the absorption basket can be paid into it
2. Register for a free ulpan (Hebrew course) through the Ministry of Aliyah and Integration
3. Apply for your Israeli passport once you are eligible, currently after a year of residence for most new immigrants
4. Keep every receipt for goods you ship: your customs benefits run for three years

**Our tip:** scan everything into one folder named by date. You will be asked for the same birth certificate at least five times in your first year.
`,
  },
  {
    slug: 'returning-residents-israel-status-benefits',
    title: 'Returning residents to Israel: what the status gives you and how to claim it',
    imageTitle: 'Returning residents to Israel',
    excerpt: "Coming home after years abroad? Your time away can earn you tax, customs and employment benefits, but only if you confirm your status before you land.",
    categories: ['visas-immigration', 'money-taxes'],
    tags: ['Israel', 'Returning residents', 'Tax'],
    author: 'maya-levin',
    body: `
Israelis who have lived abroad for a substantial period can return as "returning residents" (toshavim chozrim). The status is not automatic: it is confirmed by the Ministry of Aliyah and Integration, and the benefits depend on how long you were away.

## Who qualifies

The definitions differ slightly between ministries, which is why people get confused:

- **For most Ministry of Aliyah benefits**, you generally need to have lived abroad for at least two years
- **For tax purposes**, a "veteran returning resident" has lived abroad for at least ten consecutive years and receives the same ten-year exemption on foreign income as a new immigrant; those away for six years or more receive a shorter exemption on certain passive income
- **For customs benefits**, what counts is your continuous stay abroad and the date your goods arrive

## What the status can give you

- Duty exemptions on personal goods shipped within a set period after your return
- Assistance finding work, including subsidies for employers who hire returning professionals
- Help for entrepreneurs and guidance on recognising foreign degrees
- A tax exemption on foreign income for veteran returning residents

## How to claim it

1. Ask the Ministry of Aliyah and Integration to confirm your status before you fly; bring your passport and proof of your years abroad such as leases, payslips or school records
2. Contact Bituach Leumi (National Insurance) about your health fund: if you were away more than a year, you may face a waiting period of up to six months unless you arrange it in advance
3. Send your shipment only after your status is confirmed, with the customs paperwork ready
4. See a tax adviser before the end of your first tax year back: reporting obligations for foreign income and assets changed from 2026, even where the income itself is exempt

## A common pitfall

Visiting Israel for long periods while "living abroad" can break your continuous stay. If you spent many months a year in Israel, collect evidence of your life abroad before you apply.
`,
  },
  {
    slug: 'germany-eu-blue-card-guide',
    title: "Germany's EU Blue Card: salary thresholds, documents and timelines",
    imageTitle: "Germany's EU Blue Card",
    excerpt: 'The Blue Card is the fastest route to working in Germany for graduates with a job offer. Here is who qualifies, what to prepare and how long it really takes.',
    categories: ['visas-immigration', 'work-careers'],
    tags: ['Germany', 'Berlin', 'Work permit'],
    author: 'sofia-marques',
    body: `
Germany's EU Blue Card is a residence permit for university graduates from outside the EU who have a qualified job offer. Since the 2023 reform it is easier to get, and it leads to permanent residence faster than almost any other route in Europe.

## Who qualifies

- A recognised university degree (check it in the anabin database, or get a Statement of Comparability from the ZAB)
- A job offer for work that matches your qualification
- A gross salary above the annual threshold, which is raised every January; in 2025 it was about €48,300, and about €43,760 for shortage occupations such as IT, engineering, medicine and teaching, and for graduates in their first three years
- IT specialists with three years of relevant experience can qualify without a degree

## Documents to prepare

- Passport and biometric photos
- Signed employment contract or binding job offer with salary and job description
- Degree certificate and, if needed, the ZAB statement
- Proof of health insurance from your start date
- The "declaration of employment relationship" form completed by your employer

## Timeline

1. Book a visa appointment at the German mission in your country: waiting times range from two weeks to three months
2. The national visa is usually issued in four to eight weeks, or faster under the fast-track procedure your employer can request from the local foreigners' authority
3. Within two weeks of moving into your flat, register your address (Anmeldung)
4. Convert your visa into the Blue Card at the Ausländerbehörde before it expires

## Why it is worth it

Blue Card holders can apply for permanent residence after 27 months, or after 21 months with B1 German. Your spouse may work without restriction and does not need to prove German language skills beforehand.

Start the degree recognition as soon as you are job hunting: a ZAB statement can take up to three months, and without it some consulates will not accept the application.
`,
  },
  {
    slug: 'portugal-d7-vs-digital-nomad-visa',
    title: "Portugal's D7 and digital nomad visas compared",
    imageTitle: 'Portugal: D7 or digital nomad visa?',
    excerpt: 'Retirees, remote workers and people with passive income all look at Portugal. The D7 and the D8 look similar on paper but fit very different lives.',
    categories: ['visas-immigration'],
    tags: ['Portugal', 'Lisbon', 'Remote work'],
    author: 'sofia-marques',
    body: `
Portugal offers two residence visas that suit people who do not need a local employer: the D7, for passive income, and the D8, the "digital nomad" visa for remote work. Both lead to a two-year residence permit, renewable for three years, and to permanent residence or citizenship after five years of legal residence.

## The two visas

### The D7: passive income

- Income from pensions, rentals, dividends or royalties of at least the Portuguese minimum wage per month for the main applicant (€870 in 2025, plus 50% for a spouse and 30% per child)
- Savings equal to twelve months of that income, kept in a Portuguese bank account
- Best for retirees and people living on investments

The D7 does not forbid work, but it is designed for people whose income does not depend on working in Portugal; if most of your income is a salary from abroad, the D8 is the better fit.

### The D8: remote work

- Employment or freelance contracts with clients outside Portugal
- Average monthly income of at least four times the minimum wage over the last three months (about €3,480 in 2025)
- A temporary-stay version for up to a year exists for people who are not sure they want to settle

## What both require

1. A NIF (tax number), obtained through a representative before you apply
2. A Portuguese bank account
3. Accommodation for at least a year: a lease registered with the tax office, or a deed
4. Criminal record certificates and travel health insurance for the first months

## Timeline and pitfalls

Consulates usually decide within 60 days. After arrival, your residence permit interview with AIMA, the agency that replaced SEF in 2023, can take months to schedule; keep the visa and the appointment confirmation together, as together they prove your legal stay. Remember that living in Portugal for more than 183 days makes you tax resident there, which matters for the remote worker's employer too.
`,
  },
  {
    slug: 'uae-residence-visas-explained',
    title: 'UAE residence visas: Golden Visa, Green Visa and employment routes',
    imageTitle: 'UAE residence visas explained',
    excerpt: "Dubai's visa system rewards investors, professionals and freelancers in different ways. A plain guide to the three routes most of our clients use.",
    categories: ['visas-immigration'],
    tags: ['Dubai', 'UAE', 'Residence permit'],
    author: 'daniel-okafor',
    body: `
The United Arab Emirates has no permanent residence in the European sense: everyone who is not a citizen holds a renewable residence visa. Which one you hold decides how long you can stay, whether you depend on an employer, and whom you can sponsor.

## The three routes

### Employment visa (2 years)

Your employer applies for an entry permit, then the residence visa after your medical test and biometrics. It is quick, often two to four weeks, but tied to your job: if the contract ends, you have a grace period to find new work or leave.

### Green Visa (5 years)

A self-sponsored visa for skilled employees with a bachelor's degree and a minimum salary, and for freelancers with a permit and proven income. You can sponsor family members, and there is a longer grace period after it ends.

### Golden Visa (10 years)

- Property investors with real estate worth at least AED 2 million
- Entrepreneurs, exceptional talents, scientists and top graduates
- Doctors, engineers and some other professionals above a salary threshold

## The steps for every route

1. Entry permit
2. Medical fitness test (blood test and chest X-ray) at an approved centre
3. Biometrics and Emirates ID application
4. Residence visa, now recorded digitally rather than stamped in your passport

## What to budget

Government fees, medical test and Emirates ID together usually come to AED 3,000-5,000 per adult for an employment visa, and more for the Golden Visa. Health insurance is compulsory in Dubai and Abu Dhabi. Have your degree certificates attested in your home country and by the UAE embassy before you leave: it is slow and expensive to do from Dubai.
`,
  },
  {
    slug: 'canada-express-entry-points',
    title: 'Canada Express Entry: how the points add up',
    imageTitle: 'Canada Express Entry points',
    excerpt: "Canada selects economic immigrants by a points score out of 1,200. Knowing where the points come from shows you where an extra month of effort pays off.",
    categories: ['visas-immigration'],
    tags: ['Canada', 'Toronto', 'Permanent residence'],
    author: 'maya-levin',
    body: `
Express Entry is the online system Canada uses for three economic programmes: Federal Skilled Worker, Canadian Experience Class and Federal Skilled Trades. You create a profile, receive a Comprehensive Ranking System (CRS) score, and wait for an Invitation to Apply in one of the regular draws.

## Where the points come from

- **Core human capital** (up to 500 points with no spouse): age, education, official-language ability and Canadian work experience
- **Spouse factors** (up to 40 points): your partner's education, language and Canadian experience
- **Skill transferability** (up to 100 points): combinations such as a degree plus strong English or French
- **Additional points** (up to 600): a provincial nomination (600), French ability, a Canadian degree or a sibling in Canada

## The cheapest points to gain

1. **Language tests.** Moving from CLB 8 to CLB 9 in IELTS or CELPIP can add more than 50 points; retaking a test costs little compared with its effect
2. **French.** Even intermediate French adds points, and there are category-based draws for French speakers
3. **Educational Credential Assessment.** Have every degree assessed, including your spouse's
4. **Provincial programmes.** Some provinces pick candidates from the Express Entry pool for in-demand jobs

## After the invitation

You have 60 days to submit a complete application: police certificates, medical exam, proof of funds (unless you have a valid job offer) and reference letters that describe your duties. Most applications are processed in about six months. Prepare documents while you wait for a draw: 60 days goes fast.

Remember that draws change with Canada's needs: category-based rounds for healthcare, trades, French speakers and other groups sometimes invite candidates with far lower scores than the general draws.
`,
  },
  {
    slug: 'schengen-90-180-rule',
    title: 'The Schengen 90/180 rule: how to count your days without mistakes',
    imageTitle: 'Counting Schengen days',
    excerpt: 'Overstaying by a single day can mean a fine and an entry ban. The rule is simple once you stop counting calendar months and start counting a rolling window.',
    categories: ['visas-immigration', 'life-abroad'],
    tags: ['Schengen', 'Travel', 'Europe'],
    author: 'sofia-marques',
    body: `
Visitors who do not need a visa for the Schengen area, such as Israeli, US, Canadian, British and Australian citizens, may stay up to 90 days in any 180-day period. While you wait for a residence permit, this rule is what keeps you legal.

## How the window works

On any given day, look back 180 days. Count every day you spent in the Schengen area in that window, including the days of arrival and departure. The total must not exceed 90. The window moves every day, so days "fall off" the back as time passes.

## Three mistakes we see every year

- **Counting calendar months.** Ninety days is not three months, and the window does not reset on the first of the month
- **Forgetting short trips.** A weekend in Paris two months ago still counts
- **Assuming a pending application protects you.** In most countries, only a visa, a permit or an official confirmation of your pending application does

## How to stay safe

1. Keep a simple list of entry and exit dates, with boarding passes as proof
2. Use the European Commission's short-stay calculator before every trip
3. If you are applying for residence, apply from your home country on a national (type D) visa where possible; it gives you a separate right to stay
4. Expect digital checks: the EU's Entry/Exit System records your border crossings, so your count will be checked exactly

Bulgaria, Romania and Cyprus have their own rules for some purposes. Cyprus is not yet in Schengen, so days there do not count towards your 90.
`,
  },
  {
    slug: 'apostilles-certified-translations',
    title: 'Apostilles and certified translations: getting documents accepted abroad',
    imageTitle: 'Apostilles and translations',
    excerpt: "Half of all visa delays come down to a document stamped the wrong way. What an apostille is, which documents need one, and when a translation must be certified.",
    categories: ['visas-immigration'],
    tags: ['Documents', 'Apostille'],
    author: 'waypoint-team',
    body: `
Foreign authorities cannot check a birth certificate from another country, so they ask for proof that it is genuine. For the more than 120 countries in the Hague Apostille Convention, including Israel, the US, the UK, Canada and every EU state, that proof is an apostille.

## What an apostille is

A certificate attached by a designated authority in the country that issued the document, confirming the signature and seal on it. It does not say the content is true. Each country has its own issuing office: the Secretary of State of each US state, the Foreign, Commonwealth and Development Office in the UK, the courts or the Ministry of Foreign Affairs in Israel.

## Documents that usually need one

- Birth, marriage and divorce certificates
- Police certificates
- University degrees and transcripts for work permits or professional recognition
- Court judgments, such as custody arrangements when a child moves with one parent
- Powers of attorney signed abroad

## Translations

Many countries accept documents in English; others require a translation into the official language. Ask which kind:

1. **Sworn or certified translation**, by a translator registered with the courts (common in Germany, Spain and Portugal)
2. **Notarised translation**, where a notary confirms the translator's identity (common in Israel)
3. **Simple translation**, accepted by some employers and schools

## Order of operations

Get the apostille first, then translate the document together with its apostille. Reversing the order is the most common mistake, and it means paying twice. Check whether recent issue dates are required: police certificates older than three to six months are often refused.
`,
  },
]
