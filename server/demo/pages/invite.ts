// /demo/chat/invite/waypoint-community: a messaging app's group invite page for the community panel.
import { Hono } from 'hono'
import { brand } from '../../../src/content/brand'
import { escapeHtml } from '../lib/html'
import { fill, pageLanguage, plural } from './i18n'
import { htmlPage } from './layout'

const COMMUNITY_MEMBERS = 1248

export const inviteCss = `
body.invite { background: linear-gradient(160deg, #EAF1FC, #E2FAF6); min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 24px 16px; }
.invite-card { width: 100%; max-width: 420px; background: #fff; border-radius: 20px; padding: 28px 24px; text-align: center; box-shadow: 0 10px 30px rgba(44, 90, 174, .12); }
.group-avatar { width: 96px; height: 96px; margin: 0 auto 14px; }
.invite-card h1 { font-size: 1.4rem; margin-bottom: 4px; }
.members { color: var(--muted); margin-bottom: 16px; }
.invite-card .about { text-align: start; background: var(--soft); border-radius: 12px; padding: 12px 14px; font-size: .95rem; }
.invite-card .button { width: 100%; margin-top: 8px; }
.joined { margin-top: 14px; }
.small-print { color: var(--muted); font-size: .85rem; margin-top: 16px; }
`

export const inviteJs = `// Demo group invite: "joining" only changes the page (its words: the page's data block).
'use strict';
(function () {
  var button = document.getElementById('join');
  var done = document.getElementById('joined');
  var data = document.getElementById('demo-page-data');
  if (!button || !done) return;
  var words = data ? JSON.parse(data.textContent) : { joining: 'Joining...' };
  button.addEventListener('click', function () {
    button.disabled = true;
    button.textContent = words.joining;
    setTimeout(function () {
      button.hidden = true;
      done.hidden = false;
      done.focus();
    }, 700);
  });
})();
`

export function inviteRoutes() {
  const app = new Hono()
  app.get('/invite/waypoint-community', (c) => {
    const language = pageLanguage(c)
    const { code, m } = language
    const t = m.invite
    const text = (message: string) => escapeHtml(message)
    const community = fill(code, t.community, { brand: brand.name })
    return htmlPage(c, {
      language,
      title: fill(code, t.title, { community }),
      description: fill(code, t.description, { community }),
      chrome: false,
      bodyClass: 'invite',
      styles: ['invite.css'],
      scripts: ['invite.js'],
      data: { joining: t.joining },
      body: `<main class="invite-card">
<svg class="group-avatar" viewBox="0 0 96 96" aria-hidden="true"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2C5AAE"/><stop offset="1" stop-color="#40E0D0"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#g)"/><circle cx="34" cy="40" r="9" fill="#fff"/><circle cx="62" cy="40" r="9" fill="#fff"/><path d="M18 72c2-12 9-18 16-18s14 6 16 18zM46 72c2-12 9-18 16-18s14 6 16 18z" fill="#fff"/></svg>
<p class="hint">${text(t.kind)}</p>
<h1>${text(community)}</h1>
<p class="members">${text(plural(code, t.members, COMMUNITY_MEMBERS))}</p>
<p class="about">${text(fill(code, t.about, { brand: brand.name }))}</p>
<button class="button" id="join" type="button">${text(t.join)}</button>
<div class="notice joined" id="joined" tabindex="-1" hidden><strong>${text(fill(code, t.joined, { community }))}</strong><br>${text(t.hello)}</div>
<p class="small-print">${text(t.visible)}</p>
</main>`,
    })
  })
  return app
}
