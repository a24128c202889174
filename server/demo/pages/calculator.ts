// The cost-of-living calculator's data and its browser script (/demo/assets/cost-calculator.js).
// Monthly costs in local currency for a comfortable lifestyle; the script scales them by household, and
// writes its words (the page's data block: messages and city names in the page's language) with the
// page language's number and currency formats.
import { usdRates } from '../content/rates'
import type { Catalog } from './messages/en'

interface CalculatorCity {
  /** Its name and country are in the catalogs (messages/{language}.ts, cities). */
  id: keyof Catalog['cities']
  currency: string
  /** Rent of a one-bedroom flat in the centre. */
  rent: number
  /** Food and household shopping per adult. */
  food: number
  /** Monthly transport pass per adult. */
  transport: number
  /** Electricity, water, heating or cooling, internet and municipal tax for a small flat. */
  utilities: number
  /** Health insurance top-ups per person (public cover itself is usually deducted from salary). */
  health: number
  /** Eating out, culture and sport per adult. */
  leisure: number
  /** Childcare or after-school care per child in the public system. */
  childcare: number
  /** International school fees per child, per month. */
  international: number
}

// prettier-ignore
export const calculatorCities: readonly CalculatorCity[] = [
  { id: 'tel-aviv', currency: 'ILS', rent: 7500, food: 2200, transport: 255, utilities: 1400, health: 150, leisure: 1200, childcare: 900, international: 8500 },
  { id: 'jerusalem', currency: 'ILS', rent: 5500, food: 2000, transport: 255, utilities: 1250, health: 150, leisure: 900, childcare: 800, international: 7000 },
  { id: 'haifa', currency: 'ILS', rent: 4200, food: 1900, transport: 230, utilities: 1100, health: 150, leisure: 800, childcare: 700, international: 6000 },
  { id: 'berlin', currency: 'EUR', rent: 1200, food: 350, transport: 63, utilities: 260, health: 30, leisure: 250, childcare: 60, international: 1100 },
  { id: 'lisbon', currency: 'EUR', rent: 1400, food: 330, transport: 40, utilities: 170, health: 60, leisure: 200, childcare: 300, international: 1200 },
  { id: 'barcelona', currency: 'EUR', rent: 1300, food: 350, transport: 45, utilities: 180, health: 70, leisure: 230, childcare: 350, international: 1100 },
  { id: 'dubai', currency: 'AED', rent: 8000, food: 1800, transport: 500, utilities: 900, health: 400, leisure: 1500, childcare: 3000, international: 5500 },
  { id: 'toronto', currency: 'CAD', rent: 2500, food: 500, transport: 156, utilities: 280, health: 80, leisure: 300, childcare: 1200, international: 2500 },
  { id: 'london', currency: 'GBP', rent: 2100, food: 330, transport: 180, utilities: 330, health: 40, leisure: 250, childcare: 1200, international: 2200 },
  { id: 'new-york', currency: 'USD', rent: 3800, food: 550, transport: 132, utilities: 260, health: 500, leisure: 400, childcare: 2000, international: 4000 },
  { id: 'paris', currency: 'EUR', rent: 1500, food: 400, transport: 88, utilities: 190, health: 60, leisure: 300, childcare: 400, international: 1500 },
  { id: 'larnaca', currency: 'EUR', rent: 950, food: 350, transport: 40, utilities: 180, health: 50, leisure: 200, childcare: 350, international: 800 },
  { id: 'athens', currency: 'EUR', rent: 800, food: 300, transport: 30, utilities: 160, health: 50, leisure: 180, childcare: 300, international: 900 },
  { id: 'amsterdam', currency: 'EUR', rent: 1900, food: 380, transport: 100, utilities: 230, health: 150, leisure: 280, childcare: 600, international: 1600 },
  { id: 'singapore', currency: 'SGD', rent: 4000, food: 600, transport: 120, utilities: 220, health: 150, leisure: 400, childcare: 1200, international: 3500 },
  { id: 'melbourne', currency: 'AUD', rent: 2300, food: 550, transport: 180, utilities: 270, health: 120, leisure: 350, childcare: 1300, international: 2500 },
]

/** The browser script, with the data and the demo's USD rates inlined so the page works offline. */
export function calculatorJs(): string {
  const rates = Object.fromEntries(calculatorCities.map((c) => [c.currency, usdRates[c.currency] ?? 1]))
  return `// Waypoint cost-of-living calculator (demo). Data: consultants' 2026 estimates.
'use strict';
(function () {
  var cities = ${JSON.stringify(calculatorCities)};
  var usdRates = ${JSON.stringify(rates)};
  var form = document.getElementById('calculator');
  var result = document.getElementById('calc-result');
  var data = document.getElementById('demo-page-data');
  if (!form || !result || !data) return;
  var page = JSON.parse(data.textContent);
  var m = page.messages;
  var locale = page.lang === 'en' ? 'en-US' : page.lang;

  // A value inside right-to-left text keeps its own direction (first-strong isolation).
  function isolate(text) { return page.dir === 'rtl' ? '\\u2068' + text + '\\u2069' : String(text); }
  function fill(message, values) {
    return message.replace(/\\{(\\w+)\\}/g, function (whole, name) { return name in values ? isolate(values[name]) : whole; });
  }
  function plural(message, count) {
    var category = new Intl.PluralRules(page.lang).select(count);
    return fill(message[category] || message.other, { count: new Intl.NumberFormat(locale).format(count) });
  }
  function money(value, currency) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency, maximumFractionDigits: 0 }).format(value);
  }
  function number(name, fallback, min, max) {
    var value = parseInt(form.elements[name].value, 10);
    return isNaN(value) ? fallback : Math.min(max, Math.max(min, value));
  }

  function estimate() {
    var city = cities.find(function (c) { return c.id === form.elements.city.value; }) || cities[0];
    var adults = number('adults', 1, 1, 6);
    var children = number('children', 0, 0, 8);
    var people = adults + children;
    var style = parseFloat(form.querySelector('input[name=style]:checked').value);
    var outside = form.querySelector('input[name=area]:checked').value === 'outside';
    var international = form.elements.international.checked;

    // A one-bedroom flat for up to two people, then roughly 45% more per extra bedroom.
    var bedrooms = people <= 2 ? 1 : Math.min(4, Math.ceil((people - 1) / 1.5));
    var rent = city.rent * (1 + 0.45 * (bedrooms - 1)) * (outside ? 0.75 : 1) * (style > 1 ? 1.25 : style < 1 ? 0.85 : 1);
    var rows = [
      [plural(m.housing, bedrooms), rent],
      [m.food, (adults + 0.6 * children) * city.food * style],
      [m.transport, (adults + 0.5 * children) * city.transport],
      [m.utilities, city.utilities * (1 + 0.15 * (people - 1))],
      [m.health, people * city.health],
      [m.leisure, (adults + 0.5 * children) * city.leisure * style],
    ];
    if (children > 0) rows.push([international ? m.internationalSchool : m.childcare, children * (international ? city.international : city.childcare)]);
    var total = rows.reduce(function (sum, row) { return sum + row[1]; }, 0);

    document.getElementById('calc-title').textContent = fill(m.estimateFor, { city: page.cities[city.id] || city.id });
    document.getElementById('calc-total').textContent = money(total, city.currency);
    document.getElementById('calc-usd').textContent = city.currency === 'USD' ? m.perMonth : fill(m.aboutPerMonth, { amount: money(total / usdRates[city.currency], 'USD') });
    var body = document.getElementById('calc-breakdown');
    body.replaceChildren.apply(body, rows.map(function (row) {
      var tr = document.createElement('tr');
      var label = document.createElement('td');
      var value = document.createElement('td');
      label.textContent = row[0];
      value.textContent = money(row[1], city.currency);
      tr.append(label, value);
      return tr;
    }));
    result.hidden = false;
  }

  form.addEventListener('input', estimate);
  form.addEventListener('change', estimate);
  form.addEventListener('submit', function (event) { event.preventDefault(); estimate(); });
  estimate();
})();
`
}
