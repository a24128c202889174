// Countries: ISO 3166-1 alpha-2 codes, named in a language by Intl, and the code of a country named in
// English (as upstream data names it: a spreadsheet, a weather service). No product knowledge here.
const CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'.split(' ')

/** Other English names in common use for a country. */
const ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  uae: 'AE',
  'hong kong': 'HK',
  turkey: 'TR',
  'czech republic': 'CZ',
  'russian federation': 'RU',
}

// Building an Intl.DisplayNames costs about as much as naming every country once, and the plan's city list
// names each of its cities on every keystroke: one namer per language, and the English index built once.
const namers = new Map<string, Intl.DisplayNames | null>()

function namer(language: string): Intl.DisplayNames | null {
  if (!namers.has(language)) {
    let made: Intl.DisplayNames | null
    try {
      made = new Intl.DisplayNames([language], { type: 'region' })
    } catch {
      made = null
    }
    namers.set(language, made)
  }
  return namers.get(language) ?? null
}

export function countryName(code: string, language: string): string {
  try {
    return namer(language)?.of(code) ?? code
  } catch {
    return code
  }
}

const options = new Map<string, readonly { code: string; name: string }[]>()

/** Every country, named in `language`, in its alphabetical order. */
export function countryOptions(language: string): readonly { code: string; name: string }[] {
  let list = options.get(language)
  if (!list) {
    const collator = new Intl.Collator(language)
    list = CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => collator.compare(a.name, b.name))
    options.set(language, list)
  }
  return list
}

let englishIndex: Map<string, string> | undefined

/** The code of a country named in English, or ''. */
export function codeOfCountry(name: string): string {
  const lower = name.trim().toLowerCase()
  if (ALIASES[lower]) return ALIASES[lower]
  if (/^[a-z]{2}$/.test(lower) && CODES.includes(lower.toUpperCase())) return lower.toUpperCase()
  englishIndex ??= new Map(CODES.map((code) => [countryName(code, 'en').toLowerCase(), code]))
  return englishIndex.get(lower) ?? ''
}
