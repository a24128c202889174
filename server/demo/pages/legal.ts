// The consultancy's Terms of Service and Privacy Policy: short, plain and specific to what the
// product does (relocation advice, partner referrals, forms, an assistant, a community group).
import { demoLinks } from './links'
import { brand } from '../../../src/content/brand'

const company = `${brand.name} Relocation Ltd.`
const updated = 'Last updated: 1 September 2026'
const contact = 'hello@waypoint-relocation.example'
const privacyContact = 'privacy@waypoint-relocation.example'

export function termsHtml(): string {
  return `<main class="legal">
<h1>Terms of Service</h1>
<p class="hint">${updated}</p>
<p>These terms apply when you use the ${brand.name} app and website or ask us for relocation services. ${company} (“${brand.name}”, “we”) is a relocation consultancy registered in Israel, with partners in the countries we serve.</p>

<h2>1. Our services</h2>
<p>We give practical guidance on moving abroad and, when you order a service, we coordinate it for you: for example document preparation, home search, school placement, shipping, storage, tax filing through licensed advisers, and sessions with a psychologist. Each ordered service is confirmed in a written proposal stating its scope, price and timeline.</p>

<h2>2. Information, not legal or tax advice</h2>
<p>Articles, the cost calculator, the planner and the AI assistant give general information, which may be out of date or not fit your situation. Immigration, tax and legal advice is given only by licensed professionals, in writing, under a separate engagement. Always check official sources before you act.</p>

<h2>3. Partners</h2>
<p>Some services are delivered by independent partners such as movers, lawyers, tax advisers, schools and landlords. We choose them carefully, but their own terms apply to the work they do, and we are not responsible for their acts or omissions beyond our duty to coordinate with care.</p>

<h2>4. Fees and cancellation</h2>
<ul>
<li>Initial consultations are free. Fees for ordered services are set out in your proposal.</li>
<li>You may cancel an ordered service within 14 days of accepting the proposal for a full refund, unless the work has already been completed at your request.</li>
<li>Government fees, deposits and partners’ charges are passed on at cost and are usually non-refundable once paid.</li>
</ul>

<h2>5. Your responsibilities</h2>
<p>Please give us accurate and complete information and documents, and tell us promptly about changes. Delays or refusals caused by incorrect information are not our responsibility.</p>

<h2>6. Community and assistant</h2>
<p>The ${brand.name} Community group is for respectful exchange between people who are moving. We may remove content or members that are abusive, commercial or unlawful. The assistant may make mistakes; do not share passwords, card numbers or health details with it.</p>

<h2>7. Liability</h2>
<p>To the extent the law allows, our liability for any claim is limited to the fees you paid us for the service concerned. Nothing in these terms limits liability that cannot be limited by law.</p>

<h2>8. Law and contact</h2>
<p>These terms are governed by the laws of the State of Israel, and the courts of Tel Aviv-Yafo have jurisdiction, without affecting any mandatory consumer rights in your country of residence. Questions: <a href="mailto:${contact}">${contact}</a>.</p>
<p>See also our <a href="${demoLinks.privacy}">Privacy Policy</a>.</p>
</main>`
}

export function privacyHtml(): string {
  return `<main class="legal">
<h1>Privacy Policy</h1>
<p class="hint">${updated}</p>
<p>This policy explains what personal data ${company} collects when you use the ${brand.name} app and website, why, and what rights you have. We follow the Israeli Protection of Privacy Law and, for people in the European Union and the United Kingdom, the GDPR.</p>

<h2>What we collect</h2>
<ul>
<li><strong>What you send us:</strong> your name, email, phone number and the details of your move that you enter in a consultation or service request form.</li>
<li><strong>What you ask the assistant:</strong> your questions and its answers, to improve the answers. Please do not include sensitive details.</li>
<li><strong>Technical data:</strong> standard server logs (IP address, browser, pages requested) kept for security for up to 30 days.</li>
<li><strong>On your device only:</strong> the app stores your planner ticks and cached content in your browser so it works offline. This data never leaves your device.</li>
</ul>
<p>We do not use advertising cookies, and we do not sell personal data.</p>

<h2>Why we use it</h2>
<ul>
<li>To answer your request and deliver the services you order (our contract with you).</li>
<li>To introduce you to a partner, such as a mover, school or lawyer, only when you ask us to (your consent).</li>
<li>To keep the service secure and to meet our legal obligations, such as accounting records.</li>
</ul>

<h2>Who sees it</h2>
<p>Our consultants; partners you choose to be introduced to; and service providers that host our systems under data processing agreements. Some of them are outside your country; transfers are protected by adequacy decisions or standard contractual clauses.</p>

<h2>How long we keep it</h2>
<p>Requests that do not become a service are deleted after 12 months. Client files are kept for seven years after the service ends, as tax law requires, and then deleted.</p>

<h2>Your rights</h2>
<p>You can ask for a copy of your data, its correction or deletion, or object to its use, and you can withdraw consent at any time. Write to <a href="mailto:${privacyContact}">${privacyContact}</a>; we reply within 30 days. You may also complain to the Israeli Privacy Protection Authority or to the data protection authority where you live.</p>

<p>See also our <a href="${demoLinks.terms}">Terms of Service</a>.</p>
</main>`
}
