// The consultation forms' browser script (/demo/assets/forms.js): the forms post nowhere; after the
// browser's own validation the visitor sees a thank-you, as the real site would after sending. Its words
// are in the page's data block, in the page's language.

export const formsJs = `// Waypoint demo forms: validate, then thank the visitor. Nothing is sent.
'use strict';
(function () {
  var data = document.getElementById('demo-page-data');
  var words = data ? JSON.parse(data.textContent) : { sending: 'Sending...', received: 'we have your request' };
  document.querySelectorAll('form[data-demo-form]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (!form.reportValidity()) return;
      var button = form.querySelector('button[type=submit]');
      button.disabled = true;
      button.textContent = words.sending;
      setTimeout(function () {
        var thanks = document.getElementById(form.getAttribute('data-thanks'));
        var name = form.elements.name && form.elements.name.value.trim().split(/\\s+/)[0];
        thanks.querySelector('[data-name]').textContent = name || words.received;
        form.hidden = true;
        thanks.hidden = false;
        thanks.focus();
      }, 900);
    });
  });
})();
`
