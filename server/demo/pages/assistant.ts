// /demo/assistant/: a third-party-style chatbot page for the app's assistant panel (an iframe 700 px
// high). It answers the ten kinds of daily questions the panel suggests (docs/behaviour.md, "Assistant, community, external viewer")
// from canned answers, with a city-specific tip when the question names a city it knows.
import { Hono } from 'hono'
import { brand } from '../../../src/content/brand'
import { escapeHtml } from '../lib/html'
import { fill, pageLanguage, type PageLanguage } from './i18n'
import { htmlPage } from './layout'
import { en } from './messages/en'

/** Lower-case words, each once. */
const words = (...lists: (readonly string[])[]) => [...new Set(lists.flat().map((word) => word.toLowerCase()))]

/**
 * What the script knows, in the page's language: its answers and tips, and the words that select them
 * in that language and in English (people type city names and borrowed words in English too).
 */
export function assistantData({ code, dir, m }: PageLanguage) {
  const t = m.assistant
  return {
    lang: code,
    dir,
    hello: t.hello,
    fallback: t.fallback,
    typing: t.typing,
    greetings: words(t.greetings, en.assistant.greetings),
    cityWords: Object.fromEntries(Object.entries(t.cityWords).map(([city, names]) => [city, words(names, en.assistant.cityWords[city as keyof typeof en.assistant.cityWords])])),
    topics: Object.entries(m.topics).map(([id, topic]) => ({
      id,
      example: topic.example,
      keywords: words(topic.keywords, en.topics[id as keyof typeof en.topics].keywords),
      answer: topic.answer,
      cities: topic.cities,
    })),
  }
}

/** The browser script; its words and answers come from the page's data block. */
export function assistantJs(): string {
  return `// ${brand.name} assistant (demo): answers everyday questions from canned answers.
'use strict';
(function () {
  var log = document.getElementById('chat-log');
  var form = document.getElementById('chat-form');
  var input = document.getElementById('chat-input');
  var chips = document.getElementById('chat-chips');
  var data = document.getElementById('demo-page-data');
  if (!log || !form || !input || !chips || !data) return;
  var page = JSON.parse(data.textContent);
  var topics = page.topics;

  function mentions(text, list) { return (list || []).some(function (word) { return text.indexOf(word) >= 0; }); }

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
    var greeted = page.greetings.some(function (word) {
      return text.indexOf(word) === 0 && !/[\\p{L}\\p{N}]/u.test(text.charAt(word.length));
    });
    if (greeted) return page.hello;
    var best = null;
    var bestScore = 0;
    topics.forEach(function (topic) {
      var score = topic.keywords.reduce(function (n, word) { return n + (text.indexOf(word) >= 0 ? word.length : 0); }, 0);
      if (score > bestScore) { best = topic; bestScore = score; }
    });
    if (!best) return page.fallback;
    var answer = best.answer;
    var cities = best.cities || {};
    Object.keys(cities).forEach(function (city) {
      if (mentions(text, page.cityWords[city])) answer += ' ' + cities[city];
    });
    return answer;
  }

  function ask(question) {
    question = question.trim();
    if (!question) return;
    bubble(question, 'user');
    input.value = '';
    var typing = bubble(page.typing, 'bot typing');
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
.chat-head .dot { width: 9px; height: 9px; border-radius: 50%; background: #7CF2C8; display: inline-block; margin-inline-end: 6px; }
#chat-log { flex: 1; overflow-y: auto; list-style: none; margin: 0; padding: 16px; display: flex; flex-direction: column; gap: 10px; }
.msg { max-width: 85%; }
.msg p { margin: 0; padding: 10px 14px; border-radius: 16px; }
.msg.bot { align-self: flex-start; }
.msg.bot p { background: #fff; border: 1px solid var(--line); border-end-start-radius: 4px; }
.msg.user { align-self: flex-end; }
.msg.user p { background: var(--blue); color: #fff; border-end-end-radius: 4px; }
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
  app.get('/', (c) => {
    const language = pageLanguage(c)
    const { code, m } = language
    const t = m.assistant
    const text = (message: string) => escapeHtml(message)
    const title = fill(code, t.title, { brand: brand.name })
    return htmlPage(c, {
      language,
      title,
      description: t.description,
      chrome: false,
      bodyClass: 'assistant',
      styles: ['assistant.css'],
      scripts: ['assistant.js'],
      data: assistantData(language),
      body: `<header class="chat-head"><svg class="logo" viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="23" fill="#fff"/><path d="M14 18h20a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H22l-6 5v-5h-2a4 4 0 0 1-4-4v-8a4 4 0 0 1 4-4z" fill="#2C5AAE"/><circle cx="19" cy="26" r="2" fill="#fff"/><circle cx="24" cy="26" r="2" fill="#fff"/><circle cx="29" cy="26" r="2" fill="#fff"/></svg>
<div><strong>${text(title)}</strong><small><span class="dot"></span>${text(t.status)}</small></div></header>
<ol id="chat-log" aria-live="polite" aria-label="${text(t.conversation)}"><li class="msg bot"><p>${text(t.welcome)}</p></li></ol>
<div id="chat-chips" aria-label="${text(t.examples)}"></div>
<form id="chat-form"><label class="visually-hidden" for="chat-input">${text(t.question)}</label><input id="chat-input" name="q" autocomplete="off" placeholder="${text(t.placeholder)}" required><button class="button" type="submit">${text(t.send)}</button></form>
<noscript><p class="error">${text(t.noscript)}</p></noscript>`,
    })
  })
  return app
}
