// The relocation planner's checklist and its browser script (/demo/assets/planner.js).

interface PlannerPhase {
  title: string
  tasks: readonly string[]
}

export const plannerPhases: readonly PlannerPhase[] = [
  {
    title: 'Three months before',
    tasks: [
      'Check that every passport is valid for at least six months beyond the move',
      'Start the visa, residence or aliyah application',
      'Order police certificates, apostilles and certified translations',
      'Shortlist neighbourhoods and schools',
      'Get three moving quotes and compare them like for like',
      'Negotiate your relocation package or notice period at work',
      'Book a tax session for the year of the move',
    ],
  },
  {
    title: 'One month before',
    tasks: [
      'Book flights and the first weeks of temporary housing',
      'Arrange health insurance for the gap before public cover starts',
      'Collect medical and vaccination records for everyone',
      'Tell your banks, and move security codes to an authenticator app',
      'Prepare the pet travel documents',
      'Decide what to ship, store, sell or give away',
      'Give notice on your lease and utilities',
    ],
  },
  {
    title: 'Moving week',
    tasks: [
      'Pack a first-week box: documents, medicines, chargers, a kettle',
      'Read the meters and photograph the home you leave',
      'Hand over the keys and get the deposit confirmed in writing',
      'Carry original documents in your hand luggage',
      'Set up mail forwarding',
    ],
  },
  {
    title: 'First week',
    tasks: [
      'Get a local SIM card or eSIM',
      'Register your address with the authorities',
      'Open a bank account',
      'Register with a health fund or insurer',
      'Buy a monthly public transport pass',
    ],
  },
  {
    title: 'First month',
    tasks: [
      'Sign a long-term lease or move into your new home',
      'Set up utilities, internet and municipal tax',
      'Register the children at school and visit it together',
      'Start a language course',
      'Join one club, class or group that meets every week',
    ],
  },
  {
    title: 'First three months',
    tasks: [
      'Convert your driving licence before the deadline',
      'Register with the tax authority and check your residency status',
      'Find a family doctor and a dentist',
      'Compare your spending with your budget and adjust',
      'Plan a visit home, or a visit from family',
    ],
  },
]

export const plannerJs = `// Waypoint relocation planner (demo): ticks are kept in this browser's storage.
'use strict';
(function () {
  var KEY = 'waypoint-planner-v1';
  var boxes = Array.prototype.slice.call(document.querySelectorAll('input[data-task]'));
  var summary = document.getElementById('planner-summary');
  var bar = document.getElementById('planner-bar');

  function load() {
    try { return JSON.parse(localStorage.getItem(KEY) || '{}') || {}; } catch (error) { return {}; }
  }
  function save(state) {
    // Storage can be unavailable (a sandboxed frame, private mode): the page still works, it just forgets.
    try { localStorage.setItem(KEY, JSON.stringify(state)); } catch (error) { /* ignore */ }
  }
  function render() {
    var done = boxes.filter(function (box) { return box.checked; }).length;
    summary.textContent = done + ' of ' + boxes.length + ' done';
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
