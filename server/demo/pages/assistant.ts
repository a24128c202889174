// /demo/assistant/: a third-party-style chatbot page for the app's assistant panel (an iframe 700 px
// high). It answers the ten kinds of daily questions the panel suggests (docs/behaviour.md, "Assistant, community, external viewer")
// from canned answers, with a city-specific tip when the question names a city it knows.
import { Hono } from 'hono'
import { brand } from '../../../src/content/brand'
import { escapeHtml } from '../lib/html'
import { htmlPage } from './layout'

interface Topic {
  id: string
  /** The suggestion chip's text. */
  example: string
  /** Lower-case words or phrases that select this topic. */
  keywords: readonly string[]
  answer: string
  /** Extra advice for a city named in the question (key: lower-case city name). */
  cities?: Readonly<Record<string, string>>
}

export const topics: readonly Topic[] = [
  {
    id: 'repairs',
    example: 'How do I find a reliable plumber or electrician?',
    keywords: ['plumber', 'electrician', 'handyman', 'repair', 'leak', 'broken', 'boiler', 'fix'],
    answer:
      'Ask your landlord or building committee first: many buildings have a plumber and an electrician they trust. Otherwise, ask in your neighbourhood’s parents or residents’ group for two recommendations, get a price before the visit, and ask for a receipt. For anything involving gas or the fuse board, use a licensed professional.',
    cities: {
      'tel aviv': 'In Israel, electricians must be licensed by the Ministry of Labour; ask to see the licence. Repairs to the structure or the boiler are usually the landlord’s responsibility.',
      berlin: 'In Germany, report defects to the landlord (Hausverwaltung) in writing; they must arrange the repair. Only small repairs (Kleinreparaturen) may fall on you if your lease says so.',
      lisbon: 'In Portugal, look for a “canalizador” (plumber) or “eletricista” through your condominium administrator; prices are usually quoted per hour plus travel.',
    },
  },
  {
    id: 'groceries',
    example: 'Which grocery delivery services can I use?',
    keywords: ['grocery delivery', 'groceries', 'delivery', 'supermarket', 'deliver food', 'shopping online'],
    answer:
      'Most large supermarket chains deliver, usually with a two-hour slot chosen online and a minimum order. Quick-commerce apps bring smaller orders in under 30 minutes at higher prices. Book your first slot a few days ahead: evening slots fill up fast, especially before weekends and holidays.',
    cities: {
      'tel aviv': 'In Israel, Shufersal and Rami Levy deliver nationwide, and Wolt delivers from local shops. Order early before Shabbat and holidays.',
      berlin: 'In Berlin, REWE and Bringmeister deliver groceries, and Flink or Wolt bring small orders in minutes. Shops are closed on Sundays, so plan Saturday.',
      dubai: 'In Dubai, Carrefour, Spinneys and Kibsons deliver, and apps such as Talabat and Noon bring groceries within the hour.',
    },
  },
  {
    id: 'expats',
    example: 'Where can I meet other expats?',
    keywords: ['meet', 'expat', 'friends', 'community', 'meetup', 'lonely', 'people like me', 'newcomers'],
    answer:
      'Start with one group that meets every week, such as a language exchange, a sports club or a volunteering shift: seeing the same faces is how friendships start. Expat groups on Meetup and Facebook host regular drinks and family picnics, and our own Waypoint Community group connects people who moved with us to the same city.',
    cities: {
      'tel aviv': 'In Tel Aviv, look for olim meetups, English-speaking running clubs on the promenade and community events at the Tel Aviv municipality’s newcomer centre.',
      berlin: 'In Berlin, Internations, language tandems and the many English-speaking parent groups are a good start.',
    },
  },
  {
    id: 'playgrounds',
    example: 'Where are the best playgrounds nearby?',
    keywords: ['playground', 'park', 'kids play', 'children play', 'swings'],
    answer:
      'Look for the playgrounds inside large city parks: they are usually shaded, fenced and close to toilets and cafés. Ask other parents at school about the neighbourhood favourites, and check the municipality’s website, which often lists accessible playgrounds and water play areas for summer.',
    cities: {
      'tel aviv': 'In Tel Aviv, Gan Meir and the playgrounds of Yarkon Park are favourites, and many have sun sails for the summer.',
      berlin: 'Berlin has more than 1,800 public playgrounds; the Mauerpark and Tiergarten ones are popular, and many neighbourhoods have adventure playgrounds (Abenteuerspielplätze).',
      lisbon: 'In Lisbon, try Jardim da Estrela and the playgrounds along the river at Parque das Nações.',
    },
  },
  {
    id: 'rush-hour',
    example: 'When is rush hour, and how do I avoid it?',
    keywords: ['rush hour', 'traffic', 'commute', 'peak hour', 'jam', 'busy roads'],
    answer:
      'In most cities, rush hour runs from about 7:00 to 9:30 and 16:00 to 19:00. Public transport with a dedicated lane or rail usually beats the car at those times. If your employer allows it, shifting your commute by 30 minutes or working from home one or two days a week saves the most time.',
    cities: {
      'tel aviv': 'In Israel, the work week is Sunday to Thursday, so Sunday morning and Thursday afternoon are the heaviest. The Ayalon highway is slowest from 7:00 to 9:00.',
      dubai: 'In Dubai, Sheikh Zayed Road is slowest from 7:00 to 9:00 and 17:00 to 20:00; the metro avoids it entirely for many commutes.',
      london: 'In London, peak fares apply on weekday mornings and evenings; off-peak travel is cheaper on the Underground.',
    },
  },
  {
    id: 'specialty',
    example: 'Where can I buy specialty groceries from home?',
    keywords: ['specialty', 'kosher', 'halal', 'international food', 'ingredients', 'imported', 'food from home', 'american food', 'british food'],
    answer:
      'Large supermarkets often have an international aisle, and every big city has shops for its main immigrant communities. Search for the ingredient in your own language plus the city name, ask in expat groups, and check online shops that ship imported products nationally.',
    cities: {
      'tel aviv': 'In Tel Aviv, the Levinsky Market has spices and delicatessen from all over the world, and several shops stock American and British products for olim.',
      berlin: 'In Berlin, Kreuzberg and Neukölln have Turkish and Middle Eastern markets, and kosher products are available at shops in Charlottenburg and Mitte.',
    },
  },
  {
    id: 'doctors',
    example: 'How do I find an English-speaking doctor?',
    keywords: ['doctor', 'english-speaking', 'english speaking', 'gp', 'clinic', 'physician', 'paediatrician', 'pediatrician', 'sick'],
    answer:
      'Use your health fund’s or insurer’s online directory and filter by language; embassies also keep lists of English-speaking doctors. Register with a family doctor before you need one, and keep a one-page medical summary in English for the first visit. In an emergency, call the local emergency number: 101 in Israel, 112 in the EU, 999 in the UAE and the UK, 911 in North America.',
    cities: {
      'tel aviv': 'In Israel, each kupat holim app lets you search doctors by language, and many speak English. After hours, urgent care centres such as Terem handle most problems.',
      berlin: 'In Berlin, the Doctolib app lets you filter by language and book online; the 116 117 line finds an on-call doctor at night and at weekends.',
      dubai: 'In Dubai, most doctors speak English; your insurance card decides which clinics you can use directly.',
    },
  },
  {
    id: 'gems',
    example: 'What are some hidden gems in my city?',
    keywords: ['hidden gem', 'hidden gems', 'secret', 'off the beaten', 'local tip', 'locals go', 'not touristy'],
    answer:
      'The best hidden gems are usually one neighbourhood away from the famous sights: a market locals shop at, a viewpoint without a queue, a museum that is free one evening a week. Walk a different street every weekend, follow a local food blogger, and ask your neighbours where they go on a Saturday.',
    cities: {
      'tel aviv': 'In Tel Aviv, try the Florentin street art on a Friday morning, the Jaffa flea market’s side streets, and the sunset from the Hilton beach breakwater.',
      jerusalem: 'In Jerusalem, walk the Ramparts Walk on the Old City walls, and visit Machane Yehuda on a Thursday night when it turns into bars.',
      lisbon: 'In Lisbon, take the ferry to Cacilhas for the river view back to the city, and find the miradouros (viewpoints) of Graça at sunset.',
      berlin: 'In Berlin, try the Tempelhofer Feld at sunset, the Sunday flea market at Mauerpark, and the lakes at Schlachtensee.',
    },
  },
  {
    id: 'transport-pass',
    example: 'How do I get a monthly public transport pass?',
    keywords: ['transport pass', 'monthly pass', 'bus pass', 'metro', 'travel card', 'public transport', 'ticket', 'rav-kav', 'rav kav'],
    answer:
      'A monthly pass is usually the cheapest way to get around and pays for itself after about twenty rides. Most cities sell a personal card with your photo at central stations or online, which also unlocks discounts for students, children and seniors. Ask your employer whether they subsidise it.',
    cities: {
      'tel aviv': 'In Israel, get a personal Rav-Kav card (free) and load a monthly pass for your area, or pay per ride through an app. Service mostly stops on Shabbat.',
      jerusalem: 'In Jerusalem, the Rav-Kav covers the light rail and buses; a monthly pass for the city is the best value if you commute daily.',
      berlin: 'In Germany, the Deutschlandticket covers all local and regional transport nationwide for one monthly price; subscribe in the BVG or DB app.',
      lisbon: 'In Lisbon, the Navegante card with a metropolitan monthly pass covers metro, buses, trams, ferries and suburban trains.',
      london: 'In London, contactless payment caps your daily and weekly fares automatically; a monthly Travelcard suits fixed commutes.',
      dubai: 'In Dubai, a personal Nol card covers the metro, trams and buses; load a monthly pass for your zones.',
    },
  },
  {
    id: 'weekend',
    example: 'What can we do as a family this weekend?',
    keywords: ['weekend', 'family', 'with kids', 'children this', 'activities', 'day out', 'things to do'],
    answer:
      'Check your city’s family events calendar and the museums’ weekend programmes: many have children’s workshops. A nature trip within an hour of the city, a market morning followed by a picnic, or a beach day in summer are easy wins. Book popular activities a few days ahead, and keep a rainy-day plan.',
    cities: {
      'tel aviv': 'From Tel Aviv: the Yarkon Park boats and zoo corner, the Israel Children’s Museum in Holon, or a day at the beach in Herzliya. In spring, the wildflowers of the Sharon are lovely.',
      haifa: 'From Haifa: the Madatech science museum, the Carmel forest trails, and the beaches of Bat Galim.',
      berlin: 'In Berlin: the Natural History Museum’s dinosaurs, a boat trip on the Spree, or a lake day at Wannsee in summer.',
      dubai: 'In Dubai: the Green Planet, a morning at Kite Beach, or a desert trip in the cooler months.',
    },
  },
]

/** The browser script, with the answers inlined. */
export function assistantJs(): string {
  return `// ${brand.name} assistant (demo): answers everyday questions from canned answers.
'use strict';
(function () {
  var topics = ${JSON.stringify(topics)};
  var log = document.getElementById('chat-log');
  var form = document.getElementById('chat-form');
  var input = document.getElementById('chat-input');
  var chips = document.getElementById('chat-chips');
  if (!log || !form || !input || !chips) return;

  function bubble(text, who) {
    var item = document.createElement('li');
    item.className = 'msg ' + who;
    var p = document.createElement('p');
    p.textContent = text;
    item.appendChild(p);
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
    return item;
  }

  function reply(question) {
    var text = question.toLowerCase();
    if (/^(hi|hello|hey|shalom|hola|bonjour)\\b/.test(text)) {
      return 'Hello! Ask me anything about daily life in your new city, or tap one of the suggestions below.';
    }
    var best = null;
    var bestScore = 0;
    topics.forEach(function (topic) {
      var score = topic.keywords.reduce(function (n, word) { return n + (text.indexOf(word) >= 0 ? word.length : 0); }, 0);
      if (score > bestScore) { best = topic; bestScore = score; }
    });
    if (!best) {
      return 'I can help with everyday questions: repairs, groceries, doctors, transport passes, playgrounds, meeting people, hidden gems and weekend plans. Try one of the suggestions below, or ask our consultants through the Consult menu for anything more personal.';
    }
    var answer = best.answer;
    var cities = best.cities || {};
    Object.keys(cities).forEach(function (city) {
      if (text.indexOf(city) >= 0) answer += ' ' + cities[city];
    });
    return answer;
  }

  function ask(question) {
    question = question.trim();
    if (!question) return;
    bubble(question, 'user');
    input.value = '';
    var typing = bubble('Typing…', 'bot typing');
    setTimeout(function () {
      typing.remove();
      bubble(reply(question), 'bot');
    }, 450 + Math.min(question.length * 8, 600));
  }

  form.addEventListener('submit', function (event) { event.preventDefault(); ask(input.value); });
  topics.forEach(function (topic) {
    var chip = document.createElement('button');
    chip.type = 'button';
    chip.className = 'chip';
    chip.textContent = topic.example;
    chip.addEventListener('click', function () { ask(topic.example); input.focus(); });
    chips.appendChild(chip);
  });
})();
`
}

export const assistantCss = `
body.assistant { display: flex; flex-direction: column; height: 100vh; height: 100dvh; min-height: 420px; background: var(--soft); }
.chat-head { display: flex; align-items: center; gap: 10px; padding: 12px 16px; background: linear-gradient(120deg, var(--blue), var(--teal)); color: #fff; }
.chat-head strong { display: block; }
.chat-head small { opacity: .9; }
.chat-head .dot { width: 9px; height: 9px; border-radius: 50%; background: #7CF2C8; display: inline-block; margin-right: 6px; }
#chat-log { flex: 1; overflow-y: auto; list-style: none; margin: 0; padding: 16px; display: flex; flex-direction: column; gap: 10px; }
.msg { max-width: 85%; }
.msg p { margin: 0; padding: 10px 14px; border-radius: 16px; }
.msg.bot { align-self: flex-start; }
.msg.bot p { background: #fff; border: 1px solid var(--line); border-bottom-left-radius: 4px; }
.msg.user { align-self: flex-end; }
.msg.user p { background: var(--blue); color: #fff; border-bottom-right-radius: 4px; }
.msg.typing p { color: var(--muted); font-style: italic; }
#chat-chips { display: flex; gap: 8px; overflow-x: auto; padding: 4px 16px 10px; scrollbar-width: thin; }
.chip { flex: none; border: 1px solid var(--teal); color: var(--teal); background: #fff; border-radius: 999px; padding: 8px 12px; font: inherit; font-size: .88rem; cursor: pointer; min-height: 40px; }
.chip:hover { background: #E7F8F5; }
#chat-form { display: flex; gap: 8px; padding: 10px 12px 14px; background: #fff; border-top: 1px solid var(--line); }
#chat-form input { flex: 1; border-radius: 999px; }
#chat-form .button { flex: none; }
`

export function assistantRoutes() {
  const app = new Hono()
  app.get('/', (c) =>
    htmlPage(c, {
      title: `${brand.name} Assistant`,
      description: 'Instant answers for your daily needs in a new city.',
      chrome: false,
      bodyClass: 'assistant',
      styles: ['assistant.css'],
      scripts: ['assistant.js'],
      body: `<header class="chat-head"><svg class="logo" viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="23" fill="#fff"/><path d="M14 18h20a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H22l-6 5v-5h-2a4 4 0 0 1-4-4v-8a4 4 0 0 1 4-4z" fill="#2C5AAE"/><circle cx="19" cy="26" r="2" fill="#fff"/><circle cx="24" cy="26" r="2" fill="#fff"/><circle cx="29" cy="26" r="2" fill="#fff"/></svg>
<div><strong>${escapeHtml(brand.name)} Assistant</strong><small><span class="dot"></span>Online · replies instantly</small></div></header>
<ol id="chat-log" aria-live="polite" aria-label="Conversation"><li class="msg bot"><p>Hi! I’m your 24/7 relocation assistant. Ask me about everyday life in your new city: repairs, groceries, doctors, transport, playgrounds, meeting people and weekend plans.</p></li></ol>
<div id="chat-chips" aria-label="Examples of daily questions"></div>
<form id="chat-form"><label class="visually-hidden" for="chat-input">Your question</label><input id="chat-input" name="q" autocomplete="off" placeholder="Ask a question…" required><button class="button" type="submit">Send</button></form>
<noscript><p class="error">The assistant needs JavaScript.</p></noscript>`,
    }),
  )
  return app
}
