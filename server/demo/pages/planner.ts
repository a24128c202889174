// The relocation planner's browser script (/demo/assets/planner.js); its checklist is in the catalogs
// (messages/{language}.ts, planner.phases) and the summary's words in the page's data block.

export const plannerJs = `// Waypoint relocation planner (demo): ticks are kept in this browser's storage.
'use strict';
(function () {
  var KEY = 'waypoint-planner-v1';
  var boxes = Array.prototype.slice.call(document.querySelectorAll('input[data-task]'));
  var summary = document.getElementById('planner-summary');
  var bar = document.getElementById('planner-bar');
  var data = document.getElementById('demo-page-data');
  var page = data ? JSON.parse(data.textContent) : { summary: '{done} of {total} done', lang: 'en', dir: 'ltr' };
  var numbers = new Intl.NumberFormat(page.lang);
  function isolate(text) { return page.dir === 'rtl' ? '\\u2068' + text + '\\u2069' : String(text); }

  function load() {
    try { return JSON.parse(localStorage.getItem(KEY) || '{}') || {}; } catch (error) { return {}; }
  }
  function save(state) {
    // Storage can be unavailable (a sandboxed frame, private mode): the page still works, it just forgets.
    try { localStorage.setItem(KEY, JSON.stringify(state)); } catch (error) { /* ignore */ }
  }
  function render() {
    var done = boxes.filter(function (box) { return box.checked; }).length;
    summary.textContent = page.summary.replace('{done}', isolate(numbers.format(done))).replace('{total}', isolate(numbers.format(boxes.length)));
    bar.style.width = Math.round((done / boxes.length) * 100) + '%';
    document.querySelectorAll('[data-phase-count]').forEach(function (count) {
      var phase = count.getAttribute('data-phase-count');
      var mine = boxes.filter(function (box) { return box.getAttribute('data-task').split('-')[0] === phase; });
      count.textContent = mine.filter(function (box) { return box.checked; }).length + '/' + mine.length;
    });
  }

  var state = load();
  boxes.forEach(function (box) {
    box.checked = Boolean(state[box.getAttribute('data-task')]);
    box.addEventListener('change', function () {
      state[box.getAttribute('data-task')] = box.checked;
      save(state);
      render();
    });
  });
  document.getElementById('planner-reset').addEventListener('click', function () {
    state = {};
    save(state);
    boxes.forEach(function (box) { box.checked = false; });
    render();
  });
  render();
})();
`
