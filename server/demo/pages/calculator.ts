// The cost-of-living calculator's data and its browser script (/demo/assets/cost-calculator.js).
// Monthly costs in local currency for a comfortable lifestyle; the script scales them by household.
import { usdRates } from '../content/rates'

interface CalculatorCity {
  id: string
  name: string
  country: string
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
  { id: 'tel-aviv', name: 'Tel Aviv', country: 'Israel', currency: 'ILS', rent: 7500, food: 2200, transport: 255, utilities: 1400, health: 150, leisure: 1200, childcare: 900, international: 8500 },
  { id: 'jerusalem', name: 'Jerusalem', country: 'Israel', currency: 'ILS', rent: 5500, food: 2000, transport: 255, utilities: 1250, health: 150, leisure: 900, childcare: 800, international: 7000 },
  { id: 'haifa', name: 'Haifa', country: 'Israel', currency: 'ILS', rent: 4200, food: 1900, transport: 230, utilities: 1100, health: 150, leisure: 800, childcare: 700, international: 6000 },
  { id: 'berlin', name: 'Berlin', country: 'Germany', currency: 'EUR', rent: 1200, food: 350, transport: 63, utilities: 260, health: 30, leisure: 250, childcare: 60, international: 1100 },
  { id: 'lisbon', name: 'Lisbon', country: 'Portugal', currency: 'EUR', rent: 1400, food: 330, transport: 40, utilities: 170, health: 60, leisure: 200, childcare: 300, international: 1200 },
  { id: 'barcelona', name: 'Barcelona', country: 'Spain', currency: 'EUR', rent: 1300, food: 350, transport: 45, utilities: 180, health: 70, leisure: 230, childcare: 350, international: 1100 },
  { id: 'dubai', name: 'Dubai', country: 'UAE', currency: 'AED', rent: 8000, food: 1800, transport: 500, utilities: 900, health: 400, leisure: 1500, childcare: 3000, international: 5500 },
  { id: 'toronto', name: 'Toronto', country: 'Canada', currency: 'CAD', rent: 2500, food: 500, transport: 156, utilities: 280, health: 80, leisure: 300, childcare: 1200, international: 2500 },
  { id: 'london', name: 'London', country: 'UK', currency: 'GBP', rent: 2100, food: 330, transport: 180, utilities: 330, health: 40, leisure: 250, childcare: 1200, international: 2200 },
  { id: 'new-york', name: 'New York', country: 'USA', currency: 'USD', rent: 3800, food: 550, transport: 132, utilities: 260, health: 500, leisure: 400, childcare: 2000, international: 4000 },
  { id: 'paris', name: 'Paris', country: 'France', currency: 'EUR', rent: 1500, food: 400, transport: 88, utilities: 190, health: 60, leisure: 300, childcare: 400, international: 1500 },
  { id: 'larnaca', name: 'Larnaca', country: 'Cyprus', currency: 'EUR', rent: 950, food: 350, transport: 40, utilities: 180, health: 50, leisure: 200, childcare: 350, international: 800 },
  { id: 'athens', name: 'Athens', country: 'Greece', currency: 'EUR', rent: 800, food: 300, transport: 30, utilities: 160, health: 50, leisure: 180, childcare: 300, international: 900 },
  { id: 'amsterdam', name: 'Amsterdam', country: 'Netherlands', currency: 'EUR', rent: 1900, food: 380, transport: 100, utilities: 230, health: 150, leisure: 280, childcare: 600, international: 1600 },
  { id: 'singapore', name: 'Singapore', country: 'Singapore', currency: 'SGD', rent: 4000, food: 600, transport: 120, utilities: 220, health: 150, leisure: 400, childcare: 1200, international: 3500 },
  { id: 'melbourne', name: 'Melbourne', country: 'Australia', currency: 'AUD', rent: 2300, food: 550, transport: 180, utilities: 270, health: 120, leisure: 350, childcare: 1300, international: 2500 },
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
  if (!form || !result) return;

  function money(value, currency) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency, maximumFractionDigits: 0 }).format(value);
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
      ['Housing (' + bedrooms + ' bedroom' + (bedrooms > 1 ? 's' : '') + ')', rent],
      ['Food and household', (adults + 0.6 * children) * city.food * style],
      ['Transport passes', (adults + 0.5 * children) * city.transport],
      ['Utilities, internet, local tax', city.utilities * (1 + 0.15 * (people - 1))],
      ['Health insurance top-ups', people * city.health],
      ['Eating out, culture, sport', (adults + 0.5 * children) * city.leisure * style],
    ];
    if (children > 0) rows.push([international ? 'International school' : 'Childcare and activities', children * (international ? city.international : city.childcare)]);
    var total = rows.reduce(function (sum, row) { return sum + row[1]; }, 0);

    document.getElementById('calc-title').textContent = 'Monthly estimate for ' + city.name;
    document.getElementById('calc-total').textContent = money(total, city.currency);
    document.getElementById('calc-usd').textContent = city.currency === 'USD' ? 'per month' : 'about ' + money(total / usdRates[city.currency], 'USD') + ' per month';
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
