// Text as a search compares it, in any script: typed names match written ones whatever the case, accents
// or punctuation a keyboard gives.

/**
 * Lower case, without accents ('Zürich', 'Séoul') or invisible format marks (the isolation marks around a
 * name in right-to-left text), with one kind of apostrophe and quote (Hebrew's geresh ׳
 * and gershayim ״ are typed as ' and ") and spaces for hyphens ('Тель-Авив', 'תל־אביב'), spaces collapsed.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(/[\u05F3\u2018\u2019`´]/g, "'")
    .replace(/[\u05F4\u201C\u201D]/g, '"')
    .replace(/[-\u05BE\u2010-\u2015]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}
