// The move checklist's core: the steps every international move has, plus Israel's Aliyah essentials, in
// the four languages. The app bundles these as the plan's built-in fallback (when the consultancy's sheet
// cannot be read and nothing is cached); the demo sheet (server/demo/content/move-plan.ts) serves them
// with the rest of its checklist. Days count from the move date (negative before it); countries are ISO
// codes or 'all'; `validMonths` marks a document that must stay valid that long after the move.

export interface ChecklistRow {
  id: string
  days: number
  countries: 'all' | string
  for: 'household' | 'adult' | 'child' | 'pet'
  title: { en: string; he: string; fr: string; ru: string }
  details: { en: string; he: string; fr: string; ru: string }
  link?: string
  validMonths?: number
}

export const coreChecklist: readonly ChecklistRow[] = [
  {
    id: 'passport-adults',
    days: -150,
    countries: 'all',
    for: 'adult',
    title: { en: 'Check your passport', he: 'בדקו את הדרכון', fr: 'Vérifier votre passeport', ru: 'Проверьте загранпаспорт' },
    details: {
      en: 'It must stay valid at least 6 months after the move. Renewing takes weeks, so start now if it will not.',
      he: 'הדרכון צריך להיות בתוקף לפחות חצי שנה אחרי המעבר. חידוש לוקח שבועות, אז אם הוא לא יספיק, התחילו עכשיו.',
      fr: 'Il doit rester valable au moins 6 mois après le déménagement. Un renouvellement prend des semaines, lancez-le dès maintenant s’il le faut.',
      ru: 'Он должен действовать не менее 6 месяцев после переезда. Замена занимает недели, поэтому начните сейчас, если срока не хватает.',
    },
    validMonths: 6,
  },
  {
    id: 'passport-children',
    days: -150,
    countries: 'all',
    for: 'child',
    title: { en: 'Check the children’s passports', he: 'בדקו את הדרכונים של הילדים', fr: 'Vérifier les passeports des enfants', ru: 'Проверьте паспорта детей' },
    details: {
      en: 'Children’s passports expire sooner. Each must stay valid 6 months after the move.',
      he: 'דרכונים של ילדים פגים מהר יותר. כל דרכון צריך להיות בתוקף חצי שנה אחרי המעבר.',
      fr: 'Les passeports des enfants expirent plus vite. Chacun doit rester valable 6 mois après le déménagement.',
      ru: 'Детские паспорта истекают быстрее. Каждый должен действовать 6 месяцев после переезда.',
    },
    validMonths: 6,
  },
  {
    id: 'visa',
    days: -140,
    countries: 'all',
    for: 'household',
    title: { en: 'Confirm your visa or right to live there', he: 'ודאו שיש לכם אשרה או זכות לגור שם', fr: 'Confirmer votre visa ou droit de séjour', ru: 'Оформите визу или право на проживание' },
    details: {
      en: 'Check which visa or residence route fits your family and what it asks for. A consultant can check it with you.',
      he: 'בדקו איזה מסלול אשרה או תושבות מתאים למשפחה ומה הוא דורש. יועץ יכול לבדוק את זה איתכם.',
      fr: 'Voyez quel visa ou titre de séjour convient à votre famille et ce qu’il exige. Un conseiller peut le vérifier avec vous.',
      ru: 'Узнайте, какая виза или вид на жительство подходит вашей семье и что для этого нужно. Консультант проверит это вместе с вами.',
    },
    link: '/consult/relocation',
  },
  {
    id: 'movers',
    days: -90,
    countries: 'all',
    for: 'household',
    title: { en: 'Get quotes from international movers', he: 'קבלו הצעות מחיר ממובילים בינלאומיים', fr: 'Demander des devis à des déménageurs internationaux', ru: 'Запросите сметы у международных перевозчиков' },
    details: {
      en: 'Ask at least three for a survey of your home. Compare insurance, door-to-door service and delivery times.',
      he: 'בקשו מלפחות שלושה לבוא להעריך את הבית. השוו ביטוח, שירות מדלת לדלת וזמני אספקה.',
      fr: 'Faites venir au moins trois déménageurs. Comparez l’assurance, le porte-à-porte et les délais de livraison.',
      ru: 'Пригласите минимум троих на осмотр. Сравните страховку, доставку «от двери до двери» и сроки.',
    },
    link: '/services?service=shipping',
  },
  {
    id: 'school',
    days: -90,
    countries: 'all',
    for: 'child',
    title: { en: 'Choose and apply to a school', he: 'בחרו בית ספר והירשמו', fr: 'Choisir une école et inscrire l’enfant', ru: 'Выберите школу и подайте заявление' },
    details: {
      en: 'Ask for last year’s school reports and vaccination records: most schools need them.',
      he: 'בקשו את התעודות של השנה שעברה ואת פנקס החיסונים: רוב בתי הספר צריכים אותם.',
      fr: 'Demandez les bulletins de l’an dernier et le carnet de vaccination, la plupart des écoles les exigent.',
      ru: 'Возьмите табель за прошлый год и карту прививок: они нужны почти всем школам.',
    },
    link: '/consult/education',
  },
  {
    id: 'pet-health',
    days: -120,
    countries: 'all',
    for: 'pet',
    title: { en: 'Microchip and vaccinate your pet', he: 'שבב וחיסונים לחיית המחמד', fr: 'Puce et vaccins pour votre animal', ru: 'Чип и прививки для питомца' },
    details: {
      en: 'Rabies vaccination must follow the microchip; some countries also ask for a blood test months ahead.',
      he: 'החיסון נגד כלבת צריך להינתן אחרי השבב, ויש מדינות שדורשות גם בדיקת דם חודשים מראש.',
      fr: 'Le vaccin antirabique doit suivre la puce, et certains pays exigent aussi une prise de sang des mois avant.',
      ru: 'Прививка от бешенства ставится после чипа; некоторые страны требуют ещё и анализ крови за несколько месяцев.',
    },
  },
  {
    id: 'records',
    days: -60,
    countries: 'all',
    for: 'household',
    title: { en: 'Collect medical and school records', he: 'אספו תיקים רפואיים ומסמכי בית ספר', fr: 'Rassembler dossiers médicaux et scolaires', ru: 'Соберите медицинские и школьные документы' },
    details: {
      en: 'Get copies of medical and dental records and prescriptions, translated if needed.',
      he: 'קחו עותקים של תיקים רפואיים, רפואת שיניים ומרשמים, ותרגמו אותם אם צריך.',
      fr: 'Demandez une copie des dossiers médicaux et dentaires et des ordonnances, traduits si besoin.',
      ru: 'Возьмите копии медицинских и стоматологических карт и рецептов, при необходимости с переводом.',
    },
  },
  {
    id: 'essentials-bag',
    days: -7,
    countries: 'all',
    for: 'household',
    title: { en: 'Pack a bag of documents and essentials', he: 'ארזו תיק עם מסמכים ודברים חיוניים', fr: 'Préparer un sac avec papiers et essentiels', ru: 'Соберите сумку с документами и самым нужным' },
    details: {
      en: 'Passports, certificates, medicines and chargers travel with you, never in the shipment.',
      he: 'דרכונים, תעודות, תרופות ומטענים נוסעים איתכם, אף פעם לא במשלוח.',
      fr: 'Passeports, actes, médicaments et chargeurs voyagent avec vous, jamais dans le conteneur.',
      ru: 'Паспорта, свидетельства, лекарства и зарядки едут с вами, а не в контейнере.',
    },
  },
  {
    id: 'bank-open',
    days: 10,
    countries: 'all',
    for: 'adult',
    title: { en: 'Open a local bank account', he: 'פתחו חשבון בנק מקומי', fr: 'Ouvrir un compte bancaire local', ru: 'Откройте счёт в местном банке' },
    details: {
      en: 'Bring your passport and proof of address. Compare the rate before moving your savings.',
      he: 'הביאו דרכון ואישור כתובת. השוו את השער לפני שאתם מעבירים חסכונות.',
      fr: 'Apportez passeport et justificatif de domicile. Comparez le taux avant de transférer votre épargne.',
      ru: 'Возьмите паспорт и подтверждение адреса. Сравните курс, прежде чем переводить сбережения.',
    },
    link: '/time-currency?tab=currency',
  },
  {
    id: 'il-aliyah-file',
    days: -270,
    countries: 'IL',
    for: 'household',
    title: { en: 'Open your Aliyah file', he: 'פתחו תיק עלייה', fr: 'Ouvrir votre dossier d’alya', ru: 'Откройте дело на репатриацию' },
    details: {
      en: 'Apply online with the Jewish Agency (with Nefesh B’Nefesh from North America or the UK) and upload each family member’s documents.',
      he: 'הגישו בקשה מקוונת לסוכנות היהודית (מצפון אמריקה או מבריטניה דרך נפש בנפש) והעלו את המסמכים של כל בני המשפחה.',
      fr: 'Déposez la demande en ligne auprès de l’Agence juive (Nefesh B’Nefesh depuis l’Amérique du Nord ou le Royaume-Uni) avec les pièces de chacun.',
      ru: 'Подайте заявку онлайн в Еврейское агентство (из Северной Америки и Великобритании через «Нефеш бе-Нефеш») и загрузите документы каждого члена семьи.',
    },
    link: '/news/post/1424',
  },
  {
    id: 'il-apostille',
    days: -180,
    countries: 'IL',
    for: 'adult',
    title: { en: 'Get apostilles on your certificates', he: 'הוציאו אפוסטיל לתעודות', fr: 'Faire apostiller vos actes', ru: 'Поставьте апостиль на документы' },
    details: {
      en: 'Birth, marriage and divorce certificates and a police record, each with an apostille from the country that issued it.',
      he: 'תעודות לידה, נישואין וגירושין ותעודת יושר, כל אחת עם אפוסטיל מהמדינה שהנפיקה אותה.',
      fr: 'Actes de naissance, de mariage et de divorce et extrait de casier judiciaire, chacun apostillé par le pays qui l’a délivré.',
      ru: 'Свидетельства о рождении, браке и разводе и справка о несудимости, каждое с апостилем страны, которая его выдала.',
    },
  },
  {
    id: 'il-teudat-zehut',
    days: 0,
    countries: 'IL',
    for: 'household',
    title: { en: 'Teudat Oleh and Teudat Zehut', he: 'תעודת עולה ותעודת זהות', fr: 'Teoudat Olé et Teoudat Zéhout', ru: 'Теудат оле и теудат зеут' },
    details: {
      en: 'At Ben Gurion airport you receive your immigrant certificate and ID number; book the Teudat Zehut card at Misrad HaPnim.',
      he: 'בנמל התעופה בן גוריון מקבלים תעודת עולה ומספר זהות. קבעו תור לתעודת הזהות במשרד הפנים.',
      fr: 'À l’aéroport Ben Gourion, vous recevez le certificat d’immigrant et un numéro d’identité. Prenez rendez-vous au Misrad HaPnim pour la carte.',
      ru: 'В аэропорту Бен-Гурион вы получите удостоверение репатрианта и номер; на карту теудат зеут запишитесь в МВД (Мисрад а-Пним).',
    },
  },
  {
    id: 'il-kupat-holim',
    days: 3,
    countries: 'IL',
    for: 'household',
    title: { en: 'Join a kupat holim', he: 'הירשמו לקופת חולים', fr: 'S’inscrire à une koupat holim', ru: 'Запишитесь в больничную кассу' },
    details: {
      en: 'Choose Clalit, Maccabi, Meuhedet or Leumit at the post office or online: health cover starts the day you register.',
      he: 'בחרו כללית, מכבי, מאוחדת או לאומית בסניף הדואר או באינטרנט. הביטוח מתחיל ביום ההרשמה.',
      fr: 'Choisissez Clalit, Maccabi, Meuhedet ou Leumit à la poste ou en ligne, la couverture commence le jour de l’inscription.',
      ru: 'Выберите «Клалит», «Маккаби», «Меухедет» или «Леумит» на почте или онлайн: страховка действует со дня записи.',
    },
  },
]
