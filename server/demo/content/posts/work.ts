import type { PostSource } from '../wordpress'

export const workPosts: PostSource[] = [
  {
    slug: 'job-hunting-israel-tech-from-abroad',
    title: "Job hunting in Israel's tech sector from abroad",
    imageTitle: "Israel's tech jobs, from abroad",
    excerpt: "Israeli tech companies hire fast, informally and through people they know. How to get on their radar before you arrive.",
    categories: ['work-careers'],
    tags: ['Israel', 'Tech', 'Job search'],
    author: 'maya-levin',
    body: `
Israel's technology sector is one of the most open to newcomers: English is the working language in many companies, and employers are used to hiring new immigrants and returning residents. But the market runs on networks and speed.

## How hiring works

- Referrals are the most common route; many companies pay employees a bonus for successful referrals
- Interviews move quickly: three or four rounds within two or three weeks is normal
- CVs are short, one page or two at most, with a focus on results and technologies
- Salaries are quoted monthly and gross, and include benefits such as a study fund (keren hishtalmut) and pension contributions

## Before you arrive

1. Update your LinkedIn profile with "relocating to Israel" and your target month
2. Join the communities that matter: alumni groups of your university, professional groups, and the olim-focused tech groups
3. Reach out to people in companies you like and ask for 20-minute calls, not for jobs
4. Look at the government programmes for olim and returning residents in tech, which offer career counselling and placement support

## What to expect

- Many roles require security-related background checks or Hebrew for customer-facing work; engineering teams often work in English
- The Israeli workweek runs Sunday to Thursday, though many tech companies work Monday to Friday with global teams
- Directness in interviews is normal and not a sign of rudeness

## Salary negotiations

Ask what is included: car allowance, stock options, the employer's contributions to the study fund and pension, meal cards, and remote days. Compare the total package, not only the gross monthly salary.

Finally, be ready for a fast yes. Israeli companies often expect a start date within a month of the offer, so have your visa or aliyah timeline clear before the last interview.
`,
  },
  {
    slug: 'recognition-professional-qualifications',
    title: 'Recognition of professional qualifications: doctors, nurses, lawyers, engineers',
    imageTitle: 'Getting your qualifications recognised',
    excerpt: "Regulated professions need a licence in each country. What the process involves and how to start it before you move, so you don't lose a year.",
    categories: ['work-careers'],
    tags: ['Qualifications', 'Licensing'],
    author: 'waypoint-team',
    body: `
If your profession is regulated, your degree alone does not let you work abroad. You need the local licence, and the process can take from a few months to two years.

## Regulated professions

Medicine, nursing, dentistry, pharmacy, psychology, law, teaching in public schools, architecture and engineering are regulated in most countries. Accounting and financial advice often are too.

## Examples of the process

- **Doctors in Israel:** the Ministry of Health reviews your diploma and experience; many doctors from recognised countries with long experience are exempt from the licensing exam, others take it. Hebrew is needed for clinical work
- **Nurses in Germany:** a recognition procedure compares your training with German training; gaps can be closed with an adaptation course or a knowledge exam, and B2 German is required
- **Lawyers:** almost always need to pass local exams, but sometimes fewer of them; in Israel, foreign lawyers take the bar exams after a review of their credentials
- **Engineers:** in Israel, registration in the Engineers and Architects Registrar; in Canada, through the provincial engineering associations, which often require a period of Canadian experience

## How to start

1. Identify the authority that issues the licence in your new country and download its checklist
2. Collect documents now: diplomas, transcripts with hours per subject, licences, and letters from employers describing your duties
3. Apostille and translate them as required
4. Apply before the move where possible; many authorities accept applications from abroad
5. Plan language learning early: the language level is often the longest part

## Meanwhile

Consider related roles that do not require the licence, such as research, teaching, consulting, or management, to keep your skills current and build a local network while the recognition proceeds.
`,
  },
  {
    slug: 'remote-work-from-abroad-tax-risks',
    title: 'Remote work from abroad: tax residency and employer risks',
    imageTitle: 'Remote work from abroad',
    excerpt: "Keeping your job and working from a new country sounds simple. For you and your employer, it raises questions of tax, social security and labour law.",
    categories: ['work-careers', 'money-taxes'],
    tags: ['Remote work', 'Tax'],
    author: 'daniel-okafor',
    body: `
Many of our clients keep their job when they move and work remotely. It can work well, but it has to be set up properly, or both you and your employer can face unexpected tax bills.

## The questions

- **Your income tax:** once you are resident in the new country, your salary for work done there is usually taxable there, even if the employer is abroad
- **Your employer's tax:** your presence may create a "permanent establishment" for the company, making part of its profits taxable in your new country
- **Social security:** contributions usually follow the country where you work; within the EU and under some bilateral agreements you can stay in your home system for a limited time with a certificate (the A1 in the EU)
- **Labour law:** local employment law may apply to you regardless of your contract

## Solutions

1. **An employer of record:** a company in your new country employs you on behalf of your employer and handles payroll and taxes
2. **A local entity:** for companies with several employees in the country
3. **Becoming a contractor:** you invoice your employer as a freelancer, if local rules allow it and the relationship is genuinely independent
4. **A digital nomad visa:** allowed in some countries, but it does not always solve the tax questions

## Before you move

- Tell your employer early and get the arrangement in writing
- Check your visa allows remote work for a foreign employer
- Take advice on tax residency in both countries for the year of the move
- Keep records of the days you work in each country

## In Israel

Salary for work performed in Israel is Israeli income, even for olim in their tax exemption period. Foreign employers can register with the tax authority to withhold tax, or you can be employed through a local payroll company.

Many employers are more flexible than people expect, as long as the arrangement is legal and documented. Bring a proposal, not a problem: which country, which structure, and what it will cost them.
`,
  },
  {
    slug: 'negotiating-relocation-package',
    title: 'Negotiating a relocation package: what to ask for',
    imageTitle: 'Negotiating your relocation package',
    excerpt: "A relocation package is easier to improve before you sign than after you arrive. A checklist of what employers commonly pay for.",
    categories: ['work-careers'],
    tags: ['Relocation package', 'Negotiation'],
    author: 'waypoint-team',
    body: `
Employers expect candidates to negotiate relocation support, and many have a policy they will not show you unless you ask. The best time to negotiate is after the offer and before the signature.

## What companies commonly cover

- Flights for you and your family, sometimes business class for long-haul
- Shipping of household goods, usually up to a volume or a budget
- Temporary housing for 30-90 days
- A house-hunting trip before the move
- Visa and work permit costs, including for family members
- A relocation consultant for housing, schools and registrations
- A lump sum for everything else, often one month's salary

## Less common but worth asking

1. Language lessons for you and your partner
2. School search support and help with school fees
3. Tax advice for the year of the move, and tax equalisation for international assignments
4. Support for your partner's job search
5. A home leave flight each year
6. Storage of goods you do not ship

## Points to check in the contract

- **Clawback:** many packages must be repaid if you leave within one or two years; negotiate a pro-rata repayment
- **Tax:** relocation benefits are taxable in many countries; ask whether the company grosses them up
- **Timing:** make sure payments come before your costs, not as reimbursements months later

## How to ask

Explain the actual costs you will face, with numbers. A specific request ("temporary housing for six weeks, as rentals in Berlin take that long to find") is more likely to be granted than a general one.

Finally, put every promise in writing, including who pays what and when. The manager who hired you may not be the one who approves the invoices.
`,
  },
  {
    slug: 'freelancing-israel-osek-patur-murshe',
    title: 'Freelancing in Israel: osek patur vs. osek murshe',
    imageTitle: 'Freelancing in Israel',
    excerpt: "Freelancers in Israel register as a small exempt dealer or a licensed dealer. Which one fits, how to open the file, and what you must report.",
    categories: ['work-careers', 'money-taxes'],
    tags: ['Israel', 'Freelance', 'Tax'],
    author: 'daniel-okafor',
    body: `
If you plan to work independently in Israel, as a consultant, designer, therapist or developer, you need to open a business file with three authorities: VAT, income tax and Bituach Leumi.

## The two options

- **Osek patur (exempt dealer):** for small businesses with an annual turnover below a threshold (about NIS 120,000); you do not charge VAT and cannot reclaim it. Some professions, such as lawyers, accountants and doctors, cannot register as osek patur
- **Osek murshe (licensed dealer):** above the threshold, or by choice; you charge VAT (18% since 2025) and can deduct the VAT on business expenses

## Which to choose

1. If your clients are private individuals and your turnover is small, osek patur keeps your prices lower
2. If your clients are businesses that reclaim VAT, osek murshe costs them nothing extra and lets you reclaim VAT on your expenses
3. If you work for clients abroad, your services may be zero-rated for VAT as an osek murshe; check the conditions

## Opening the file

- Register with the VAT office (now possible online) with your ID and a bank account
- Open a file with the income tax office and Bituach Leumi
- Get invoicing software that issues legally compliant receipts and tax invoices
- Many freelancers hire a bookkeeper or accountant from the start; the fees are deductible

## What you report

- VAT returns every one or two months (osek murshe) or an annual turnover report (osek patur)
- Income tax advances, usually monthly or bimonthly
- An annual income tax return
- Bituach Leumi contributions based on your income

## For new immigrants

Olim benefit from tax credit points for several years, which reduce income tax on Israeli income. Foreign income remains exempt under the ten-year rule, but work you do from Israel for foreign clients is Israeli income.

Open your file before your first invoice, not after: issuing invoices without a registered business is a common and avoidable mistake among new freelancers.
`,
  },
  {
    slug: 'cv-conventions-new-country',
    title: "Writing a CV for a new country's conventions",
    imageTitle: 'Writing a CV for a new country',
    excerpt: "A photo or no photo? One page or three? Your CV's format tells recruiters whether you understand their market. What changes from country to country.",
    categories: ['work-careers'],
    tags: ['Job search', 'CV'],
    author: 'waypoint-team',
    body: `
A CV that works perfectly at home can look odd abroad. Adapting it is quick and signals that you have done your homework.

## The differences that matter

- **Length:** one page is expected in Israel and the US for early-career roles; two pages are normal in Germany, the UK and Portugal
- **Photo:** still common in Germany and Portugal; never in the US, the UK and Canada, where it can even get a CV discarded for anti-discrimination reasons
- **Personal details:** date of birth and nationality are often included in Germany and Israel, never in the US and the UK
- **Tone:** direct, results-based bullet points work in Israel and the US; Germany values completeness, with no unexplained gaps
- **Cover letter:** expected in Germany and for most UK applications, rarely read in Israeli tech

## What to translate, and how

1. Convert job titles into local equivalents and explain unfamiliar companies in one line
2. Translate degrees with a note on their level, such as "equivalent to a master's degree"
3. Express achievements in numbers that travel: percentages, team sizes, budgets
4. Remove local abbreviations and references only your home market would know

## Languages

List languages with a recognised level (for example B2 German, native English). Overstating a level is easily discovered in the first interview.

## References

In Israel and the US, references are checked by phone late in the process. In Germany, formal work references (Arbeitszeugnis) are written documents in a coded language; collect them from every employer before you leave.
`,
  },
  {
    slug: 'networking-when-you-know-nobody',
    title: 'Networking when you know nobody: meetups, alumni groups and LinkedIn',
    imageTitle: 'Networking from zero',
    excerpt: "Most jobs abroad are found through people. How to build a professional network in a new city from zero, without awkward cold calls.",
    categories: ['work-careers', 'life-abroad'],
    tags: ['Networking', 'Job search'],
    author: 'maya-levin',
    body: `
In a new country you lose the network that found you your last three jobs. Rebuilding it is the most effective thing you can do in your first months.

## Where to start

- **Alumni networks:** your university almost certainly has graduates in your new city; alumni are unusually willing to help
- **Your former colleagues:** someone knows someone in every major city
- **Professional associations** and their local chapters
- **Meetups and conferences** in your field; volunteering at one gets you in free and introduces you to the organisers
- **Expat professional groups,** which understand your situation

## The approach that works

1. Ask for advice, not for a job: "I'm new to Berlin and trying to understand the fintech market. Could I ask you a few questions over coffee?"
2. Be specific about what you do and what you are looking for, in one sentence
3. Follow up with a thank-you and, later, an update on what you did with their advice
4. Offer help in return: an introduction, an article, your expertise

## LinkedIn

- Set your location to your new city as soon as you move
- Write your headline for local recruiters, in the local language if you can
- Post occasionally about your field; visibility matters more than polish

## Patience

Most people need two to four months of steady networking before it turns into interviews. Aim for a few conversations a week, and keep a simple list of whom you met and what you discussed.

And remember that you have something to offer too: a view from another market, languages, and contacts in your home country that your new acquaintances may value.
`,
  },
  {
    slug: 'trailing-partners-finding-work',
    title: 'Trailing partners: finding your own work after the move',
    imageTitle: 'When you moved for your partner',
    excerpt: "When one partner's job drives the move, the other often loses a career, a routine and a network at once. Strategies that help the 'trailing' partner thrive.",
    categories: ['work-careers', 'family-education'],
    tags: ['Partners', 'Job search', 'Wellbeing'],
    author: 'maya-levin',
    body: `
The partner who moves for someone else's job faces the hardest version of relocation: no colleagues, no structure and often no right to work in the first weeks. Relationships feel the strain too.

## Step by step

### Before the move

1. Check your right to work: spouses of Blue Card holders in Germany and of many visa holders in the UAE can work; others need their own permit
2. Negotiate support in your partner's package: job search help, language courses, career coaching
3. Talk honestly about how you will share household tasks while one of you builds a career from zero

### The first months

- Treat the job search like a job, with hours and goals, but also protect time for settling in
- Start the language course immediately
- Volunteer in your field: it builds local experience and contacts
- Look at remote work for your previous employer or clients while you search locally

## Options beyond a local job

- Freelancing or consulting in your field
- Retraining for a profession in demand in your new country
- Starting a business, sometimes serving other expats
- Study: many countries offer low-cost higher education

## For couples

Regular, honest conversations matter more than any plan. Many couples find it helps to agree on a review point, for example after a year, to reconsider how things are going for both of you.

Waypoint's psychologist service supports partners specifically, and our community groups connect you with others who have made the same choice.
`,
  },
]
