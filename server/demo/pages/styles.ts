// The demo pages' one stylesheet (/demo/assets/site.css): the brand, mobile-first, no framework.
// Deep blue #2C5AAE -> turquoise #40E0D0 for surfaces; deep teal #1D7F86 where text needs contrast.

export const siteCss = `
:root {
  --blue: #2C5AAE;
  --turquoise: #40E0D0;
  --teal: #1D7F86;
  --ink: #1F2937;
  --muted: #4B5563;
  --line: #D8E1EE;
  --soft: #F3F7FC;
  --danger: #B42318;
  --radius: 14px;
  --font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font-family: var(--font); font-size: 16px; line-height: 1.55; color: var(--ink); background: #fff; }
a { color: var(--teal); text-underline-offset: 2px; }
a:hover { color: var(--blue); }
:focus-visible { outline: 3px solid var(--turquoise); outline-offset: 2px; }
h1, h2, h3 { line-height: 1.2; margin: 0 0 .5em; }
h1 { font-size: 1.6rem; }
h2 { font-size: 1.2rem; margin-top: 1.6em; color: var(--blue); }
h3 { font-size: 1.05rem; margin-top: 1.2em; }
p { margin: 0 0 1em; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.site-header { background: linear-gradient(120deg, var(--blue), var(--teal)); color: #fff; }
.site-header::after { content: ''; display: block; height: 4px; background: linear-gradient(90deg, var(--blue), var(--turquoise)); }
.site-header .inner { display: flex; align-items: center; gap: 12px; padding: 14px 16px; max-width: 760px; margin: 0 auto; }
.site-header a { color: #fff; text-decoration: none; display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 1.1rem; }
.site-header .tagline { margin-inline-start: auto; font-size: .85rem; opacity: .9; }
/* On a phone the app's close button sits over the frame's top right corner: the tagline gives way. */
@media (max-width: 599.98px) { .site-header .tagline { display: none; } }
.logo { width: 34px; height: 34px; flex: none; }

main { max-width: 760px; margin: 0 auto; padding: 20px 16px 40px; }
.lead { font-size: 1.05rem; color: var(--muted); }
.card { border: 1px solid var(--line); border-radius: var(--radius); padding: 18px; background: #fff; box-shadow: 0 1px 2px rgba(16, 24, 40, .05); }
.card + .card { margin-top: 16px; }
.grid { display: grid; gap: 14px; }
@media (min-width: 600px) { .grid.two { grid-template-columns: 1fr 1fr; } .site-header .inner { padding: 16px 24px; } main { padding: 28px 24px 48px; } h1 { font-size: 2rem; } }

label { display: block; font-weight: 600; margin-bottom: 6px; }
.hint { font-weight: 400; color: var(--muted); font-size: .9rem; }
input, select, textarea { width: 100%; font: inherit; color: var(--ink); border: 1px solid #AAB8CC; border-radius: 10px; padding: 10px 12px; min-height: 44px; background: #fff; }
textarea { min-height: 110px; resize: vertical; }
input:focus, select:focus, textarea:focus { border-color: var(--blue); outline: 3px solid rgba(64, 224, 208, .45); outline-offset: 0; }
fieldset { border: 0; padding: 0; margin: 0; }
.field { margin-bottom: 14px; }
.choices { display: flex; flex-wrap: wrap; gap: 8px; }
.choices label { font-weight: 500; display: inline-flex; align-items: center; gap: 8px; border: 1px solid var(--line); border-radius: 999px; padding: 8px 14px; min-height: 44px; cursor: pointer; }
.choices input { width: auto; min-height: 0; accent-color: var(--blue); }

.button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 46px; padding: 10px 20px; border-radius: 999px; border: 0; font: inherit; font-weight: 700; color: #fff; background: var(--blue); cursor: pointer; text-decoration: none; }
.button:hover { background: #234A92; color: #fff; }
.button.secondary { background: #fff; color: var(--blue); border: 2px solid var(--blue); }
.button.block { width: 100%; }
.button[disabled] { opacity: .6; cursor: progress; }

.notice { border-radius: var(--radius); padding: 16px; background: #E7F8F5; border: 1px solid #9FE3D7; }
.notice h2 { margin-top: 0; color: var(--teal); }
.error { color: var(--danger); font-size: .9rem; margin-top: 4px; }
[hidden] { display: none !important; }

.result { margin-top: 18px; }
.total { font-size: 2rem; font-weight: 800; color: var(--blue); margin: 0; }
.converted { color: var(--muted); margin: 0 0 12px; }
.breakdown { width: 100%; border-collapse: collapse; }
.breakdown td { padding: 8px 0; border-bottom: 1px solid var(--line); }
.breakdown td:last-child { text-align: end; font-variant-numeric: tabular-nums; font-weight: 600; }

.progress { height: 10px; border-radius: 999px; background: var(--soft); overflow: hidden; margin: 8px 0 4px; }
.progress > span { display: block; height: 100%; width: 0; background: linear-gradient(90deg, var(--blue), var(--turquoise)); transition: width .3s; }
.phase { margin-top: 18px; }
.phase h2 { display: flex; justify-content: space-between; gap: 8px; font-size: 1.05rem; }
.phase h2 small { color: var(--muted); font-weight: 500; }
.checklist { list-style: none; padding: 0; margin: 0; border: 1px solid var(--line); border-radius: var(--radius); }
.checklist li + li { border-top: 1px solid var(--line); }
.checklist label { display: flex; gap: 12px; align-items: flex-start; font-weight: 500; padding: 12px 14px; margin: 0; cursor: pointer; min-height: 48px; }
.checklist input { width: 22px; height: 22px; min-height: 0; margin-top: 2px; flex: none; accent-color: var(--teal); }
.checklist input:checked + span { color: var(--muted); text-decoration: line-through; }

.legal h2 { font-size: 1.1rem; }
.legal li { margin-bottom: .4em; }
.page-links { display: grid; gap: 10px; padding: 0; list-style: none; }
.page-links a { display: block; padding: 14px 16px; border: 1px solid var(--line); border-radius: var(--radius); text-decoration: none; font-weight: 600; }

.site-footer { border-top: 1px solid var(--line); color: var(--muted); font-size: .9rem; }
.site-footer .inner { max-width: 760px; margin: 0 auto; padding: 16px; display: flex; flex-wrap: wrap; gap: 8px 16px; }
.site-footer .copy { margin-inline-end: auto; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
`
