import type { PostSource } from '../wordpress'

export const moneyPosts: PostSource[] = [
  {
    slug: 'israel-ten-year-tax-exemption',
    title: "Israel's ten-year tax exemption for new immigrants and returning residents",
    imageTitle: "Israel's ten-year tax exemption",
    excerpt: 'New immigrants and veteran returning residents pay no Israeli tax on foreign income for ten years. What is covered, what is not, and what changed in reporting.',
    categories: ['money-taxes'],
    tags: ['Israel', 'Tax', 'Aliyah', 'Returning residents'],
    author: 'daniel-okafor',
    body: `
Israel taxes its residents on their worldwide income. To make moving easier, new immigrants (olim) and veteran returning residents, those who lived abroad for ten years or more, receive a ten-year exemption on income produced abroad.

## What the exemption covers

- Income from work performed abroad, including for foreign employers if the work is done abroad
- Foreign pensions
- Interest, dividends, rent and capital gains from assets located abroad
- Capital gains on foreign assets sold during the ten years

## What it does not cover

- Salary for work performed in Israel, even if your employer is abroad: working remotely from Tel Aviv for a London company is Israeli income
- Income from Israeli assets
- Foreign tax you may still owe in the other country: a US citizen remains taxable in the US, for example

## Reporting

For many years olim and veteran returning residents were also exempt from reporting their foreign income and assets. That reporting exemption was narrowed from 2026, so new arrivals should expect to report even income that remains exempt from tax. Keep good records from your first day: statements of foreign accounts, pension documents and evidence of where work was performed.

## Planning before you move

1. Realise capital gains, or change the structure of your assets, with advice in both countries; timing can matter
2. Decide where your business activity will be carried out
3. Check the tax treaty between Israel and your country of origin
4. Keep your foreign accounts organised and separate from money you bring into Israel

## A practical note

Israeli banks are obliged to ask where your money comes from. A letter from your adviser explaining your status and the source of funds makes the first large transfer far smoother.
`,
  },
  {
    slug: 'double-taxation-treaties-explained',
    title: 'Double taxation treaties explained without the jargon',
    imageTitle: 'Double taxation treaties',
    excerpt: "Two countries can both claim tax on your income. Treaties decide which one gets to, and who gives credit to whom. A plain-language tour.",
    categories: ['money-taxes'],
    tags: ['Tax', 'Tax residency'],
    author: 'daniel-okafor',
    body: `
When you move, there is often a year in which two countries consider you a tax resident. Without help, both could tax the same income. Double taxation treaties, of which most countries have dozens, prevent that.

## Step 1: where are you resident?

Each country applies its own rules first. Many use a 183-day test; others look at where your home, family or "centre of vital interests" is. If both countries claim you, the treaty's tie-breaker decides, in this order:

1. Where you have a permanent home available
2. Where your personal and economic ties are closer
3. Where you habitually live
4. Your nationality
5. Agreement between the two tax authorities

## Step 2: which country taxes which income?

- **Salary** is usually taxed where the work is physically done
- **Rental income** is taxed where the property is, with a credit in your country of residence
- **Dividends and interest** are often taxed at a reduced rate at source, with the rest taxed where you live
- **Government pensions** are often taxed only by the paying country; private pensions often only where you live

## Step 3: relief

Where both countries may tax, your country of residence gives a credit for the tax paid in the other, or exempts the income. You usually have to claim it on your tax return.

## Practical tips

- Ask your employer or bank for certificates of tax withheld abroad; you will need them for the credit
- Get a certificate of tax residence from your new country to claim reduced withholding on dividends and pensions
- The year of the move is the hardest; a split-year treatment may apply, but only if you claim it
- US citizens are taxed on citizenship, not residence, so treaties help them less
`,
  },
  {
    slug: 'bank-account-abroad-no-credit-history',
    title: 'Opening a bank account abroad when you have no local credit history',
    imageTitle: 'Opening a bank account abroad',
    excerpt: "You need an address to open an account, and an account to rent an address. How to break the circle, country by country.",
    categories: ['money-taxes'],
    tags: ['Banking', 'First month'],
    author: 'daniel-okafor',
    body: `
A local bank account is the key to everything else: rent, salary, utilities, a phone contract. Banks, for their part, want proof of address, a tax number and a reason to trust you. The circle can be broken.

## What banks usually ask for

- Passport and visa or residence permit
- A local tax number (the NIF in Portugal, the teudat zehut number in Israel, the Steuer-ID in Germany)
- Proof of address: a lease, a utility bill or an address registration certificate
- Proof of income or the source of your funds

## Country notes

- **Israel:** new immigrants can open an account with the Teudat Oleh, often at a branch that specialises in olim. Expect detailed questions about money arriving from abroad; bring statements
- **Germany:** online banks such as N26 or DKB open accounts quickly, but many require your Anmeldung first. A few traditional banks offer basic accounts (Basiskonto) that must by law be available to everyone legally resident in the EU
- **Portugal:** get your NIF through a representative before you arrive; several banks open accounts for non-residents with a NIF and a passport
- **UAE:** you need an Emirates ID for most accounts; some banks open one with an entry permit and a salary letter

## While you wait

1. Use a multi-currency account from a licensed transfer service to receive and pay in local currency
2. Keep your home account open and your cards active, and tell your bank you are moving
3. Bring enough in accessible funds for the deposit and the first two months

## Building credit

Your credit history does not travel. Start with a secured credit card or a small overdraft, pay every bill by direct debit, and register at your address as early as possible. After six to twelve months most people can borrow on normal terms.

Whichever bank you choose, ask for online banking in English and check the fees for incoming international transfers: they vary more than account fees do.
`,
  },
  {
    slug: 'moving-money-across-borders',
    title: 'Moving money across borders: banks vs. transfer services',
    imageTitle: 'Moving money across borders',
    excerpt: "On a large transfer, a 2% difference in exchange rate costs more than the movers. How to compare, and how to move a house deposit safely.",
    categories: ['money-taxes'],
    tags: ['Banking', 'Currency'],
    author: 'daniel-okafor',
    body: `
When people compare transfer costs they look at the fee. The fee is rarely where the money goes: the exchange rate margin is.

## How to compare properly

1. Find the mid-market rate (the one you see on financial news sites) at the moment you compare
2. Ask each provider how much will arrive in the recipient's account, in the target currency, after all fees
3. The difference between that amount and the mid-market conversion is your real cost

On a $200,000 transfer, a high-street bank's 2.5% margin costs $5,000; a specialist service at 0.4% costs $800.

## Your options

- **Your bank:** convenient and trusted by the receiving bank, often the most expensive
- **Online transfer services:** cheap and fast for amounts up to tens of thousands
- **Currency brokers:** good for large one-off amounts such as a house purchase; they can fix a rate for a future date with a forward contract

## Large transfers, safely

- Tell the receiving bank in advance and send documents on the source of funds: a sale contract, a pension statement or an inheritance document
- Send a small test payment first to confirm the details
- Never change payment details because of an email: call your lawyer or broker on a number you already know
- Split very large transfers to reduce exchange-rate risk, or fix the rate in advance

## Timing

Exchange rates move. If you will need a fixed amount on a known date, such as the balance of a house purchase, a forward contract removes the risk that the rate moves against you in the meantime.
`,
  },
  {
    slug: 'us-citizens-abroad-fbar-fatca',
    title: 'US citizens abroad: FBAR, FATCA and the foreign earned income exclusion',
    imageTitle: 'US taxes for Americans abroad',
    excerpt: "Americans file US returns wherever they live. The forms, the thresholds and the choices that decide whether you actually owe anything.",
    categories: ['money-taxes'],
    tags: ['USA', 'Tax'],
    author: 'daniel-okafor',
    body: `
The United States taxes its citizens and green card holders on worldwide income, wherever they live. Most Americans abroad end up owing little or no US tax, but only if they file, and file correctly.

## What you must file

- **Form 1040** every year your income exceeds the filing threshold; the deadline is automatically extended to June 15 for those living abroad, and can be extended to October
- **FBAR (FinCEN 114)** if the combined balance of your foreign accounts exceeded $10,000 at any time during the year, filed separately online
- **Form 8938 (FATCA)** if your foreign financial assets exceed higher thresholds, which for residents abroad start at $200,000 at year-end for a single filer

## How to avoid double tax

1. **Foreign Earned Income Exclusion (Form 2555):** excludes salary up to an annual limit (about $130,000 in 2025) if you meet the physical presence or bona fide residence test
2. **Foreign Tax Credit (Form 1116):** credits the income tax you paid abroad; in high-tax countries like Israel or Germany it often eliminates US tax entirely and lets you carry unused credits forward
3. You cannot use both on the same income, and the choice affects future years

## Traps for Americans abroad

- Foreign mutual funds and many local savings products are "PFICs", taxed harshly in the US; Israeli keren hishtalmut funds need specific advice
- Your foreign pension may not be recognised as a pension by the IRS
- Selling your home abroad can create a US gain on currency movements alone
- Social Security: treaties (totalization agreements) decide where you pay contributions

## If you are behind

The IRS Streamlined Foreign Offshore Procedures let non-wilful filers catch up with three years of returns and six years of FBARs, usually without penalties.

Tell your new bank that you are a US person: banks around the world report US account holders under FATCA, and some will ask you to sign a W-9 form before opening an account.
`,
  },
  {
    slug: 'pensions-when-you-move-abroad',
    title: 'Pensions when you move: keep, transfer or cash out?',
    imageTitle: 'Your pension when you move',
    excerpt: "Your retirement savings can stay where they are, follow you, or be cashed in. Which choice is right depends on tax, currency and where you will retire.",
    categories: ['money-taxes'],
    tags: ['Pension', 'Tax'],
    author: 'daniel-okafor',
    body: `
Pensions are the part of a move people postpone, and the part where rushed decisions cost most. You have three broad choices.

## Your three choices

### 1. Leave it where it is

Usually the default, and often the right one. Check:

- Whether you can still manage the investments and receive statements at a foreign address
- How the pension will be paid later, and in which currency
- How the payments will be taxed in the country where you retire, under the tax treaty

### 2. Transfer it

- **UK pensions** can be transferred to a qualifying overseas scheme (QROPS); transfers outside the UK and the EEA may carry a 25% overseas transfer charge unless you live in the same country as the scheme
- **Within the EU**, occupational pensions rarely transfer easily, but state pension periods in each country count towards your entitlement
- **Israeli pension funds** can receive some foreign transfers, but the tax treatment must be checked first

### 3. Cash it out

Rarely a good idea. Early withdrawals from US 401(k)s and IRAs, UK pensions and Israeli pension funds usually trigger penalties or higher tax, and you lose years of tax-free growth.

## State pensions

Social security contributions in different countries are often combined under bilateral agreements or EU rules, so a few years' work in each country still adds up to an entitlement. Ask each country's pension service for a statement of your contribution record before you leave.

## Questions to ask an adviser

1. In which country will I be tax resident when I draw this pension?
2. Does the treaty give taxing rights to the source country or my country of residence?
3. What currency will my living costs be in, and should my pension be in it?
4. What are the fees of the transfer compared with the fees of staying?
`,
  },
  {
    slug: 'budgeting-first-three-months-abroad',
    title: 'Budgeting the first three months: the costs people forget',
    imageTitle: 'Budgeting your first three months',
    excerpt: "Movers and flights are easy to price. It's the deposits, the double rent and the second-hand sofa that break budgets. A realistic list.",
    categories: ['money-taxes', 'life-abroad'],
    tags: ['Budget', 'First month', 'Checklist'],
    author: 'waypoint-team',
    body: `
The first three months after a move are the most expensive of your new life. Most of the costs are one-off, but they come all at once and before your first local salary.

## The costs everyone plans for

- Flights and excess baggage
- Shipping or movers
- Temporary accommodation for the first weeks
- Visa and document fees

## The costs people forget

1. **Double rent:** the last month of your old home, the first month of temporary housing and the first month of your new lease can overlap
2. **Deposits:** up to three months' rent, often plus a broker's fee of one month
3. **Furniture and appliances:** unfurnished often means no fridge, no oven, sometimes no kitchen
4. **Utility connection fees and deposits** for foreign customers
5. **Health insurance for the gap** before public cover starts
6. **School costs:** registration fees, uniforms, books and after-school care
7. **A car** or a transport pass, and the cost of converting your driving licence
8. **Translation and certification** of documents, often requested again locally
9. **Eating out** while you have no kitchen equipment

## A rule of thumb

Beyond the cost of the move itself, budget at least three months of your expected living costs as a cash buffer, plus deposits. For a family of four moving to Tel Aviv, Berlin or Lisbon, that often means $20,000-35,000 available in the first quarter.

## Ways to soften the peak

- Ask your employer for a relocation allowance or a salary advance
- Negotiate a later start of the lease, or a rent-free first month for a longer lease
- Buy second-hand: expat groups sell full households when people leave
- Keep a simple spreadsheet from day one; you may be able to deduct some moving costs from taxable income

After the first quarter, costs usually settle. Compare your actual spending with your plan at the end of month three and adjust: most families find they overestimated food and underestimated transport and school.
`,
  },
  {
    slug: 'portugal-tax-regime-after-nhr',
    title: "Portugal's tax regime after NHR: what changed",
    imageTitle: 'Portugal after NHR',
    excerpt: "The famous Non-Habitual Resident regime closed to newcomers. What replaced it, who still qualifies, and how Portugal taxes everyone else.",
    categories: ['money-taxes'],
    tags: ['Portugal', 'Tax', 'Lisbon'],
    author: 'sofia-marques',
    body: `
For fifteen years, Portugal's Non-Habitual Resident (NHR) regime offered newcomers a flat 20% rate on Portuguese work income and exemptions on most foreign income for ten years. It closed to new applicants at the end of 2023, with transitional rules for people already in the process in 2024.

## What replaced it

The new incentive, officially the tax incentive for scientific research and innovation (IFICI, often called "NHR 2.0"), is narrower. It offers a 20% rate on qualifying Portuguese income and exemptions on most foreign income for ten years, but only for people working in specific activities, such as:

- Teaching and research in higher education and scientific institutions
- Qualified jobs in start-ups certified by Startup Portugal
- Highly qualified roles in companies with certified research and development or in industries of strategic interest

Retirees and most remote workers no longer have a special regime.

## How Portugal taxes everyone else

- Progressive income tax, with rates from around 13% to 48%, plus a solidarity surcharge on very high incomes
- Foreign dividends and interest generally taxed at 28% (you can choose to add them to other income)
- Foreign pensions taxed at the progressive rates
- The IRS Jovem regime gives people under 35 a partial exemption on work income for their first ten years of work

## What to do before you move

1. Check whether your job or your employer could qualify for IFICI and what certification is needed
2. Register as tax resident and apply within the deadline (by 15 January of the year after you become resident)
3. Look at the treaty between Portugal and your home country, especially for pensions
4. Review the timing of large capital gains: Portugal taxes them once you are resident
`,
  },
]
