// The demo pages' words in French (English is the key set: ./en.ts).
import type { Catalog } from './en'

export const fr: Catalog = {
  layout: {
    tagline: 'Votre partenaire de relocation',
    company: '© {year} {brand} Relocation Ltd.',
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
  },
  calculator: {
    title: 'Calculateur du coût de la vie',
    description: 'Estimez votre budget mensuel dans 16 destinations de relocation.',
    lead: 'Choisissez une destination et la composition de votre foyer pour obtenir un budget mensuel réaliste, du loyer aux frais de scolarité. Les chiffres sont les estimations 2026 de nos consultants pour un niveau de vie moyen ; ajustez les options selon le vôtre.',
    destination: 'Destination',
    cityOption: '{city}, {country}',
    adults: 'Adultes',
    children: 'Enfants',
    where: 'Où allez-vous habiter ?',
    centre: 'En centre-ville',
    outside: 'Hors du centre',
    lifestyle: 'Niveau de vie',
    modest: 'Modeste',
    comfortable: 'Confortable',
    premium: 'Haut de gamme',
    international: 'École internationale pour les enfants',
    noscript: 'Le calculateur a besoin de JavaScript. Nos consultants peuvent préparer un budget pour vous :',
    noscriptLink: 'demander un plan de relocation',
    resultTitle: 'Votre estimation mensuelle',
    estimateFor: 'Estimation mensuelle pour {city}',
    perMonth: 'par mois',
    aboutPerMonth: 'environ {amount} par mois',
    housing: { one: 'Logement ({count} chambre)', many: 'Logement ({count} chambres)', other: 'Logement ({count} chambres)' },
    food: 'Alimentation et maison',
    transport: 'Abonnements de transport',
    utilities: 'Charges, internet, taxes locales',
    health: 'Complémentaires santé',
    leisure: 'Restaurants, culture, sport',
    internationalSchool: 'École internationale',
    childcare: 'Garde d’enfants et activités',
    hint: 'Estimations à ±15 %. Le loyer correspond à un logement adapté à la taille de votre foyer ; la santé couvre les complémentaires, pas les cotisations prélevées sur le salaire.',
  },
  cities: {
    'tel-aviv': { name: 'Tel Aviv', country: 'Israël' },
    jerusalem: { name: 'Jérusalem', country: 'Israël' },
    haifa: { name: 'Haïfa', country: 'Israël' },
    berlin: { name: 'Berlin', country: 'Allemagne' },
    lisbon: { name: 'Lisbonne', country: 'Portugal' },
    barcelona: { name: 'Barcelone', country: 'Espagne' },
    dubai: { name: 'Dubaï', country: 'Émirats arabes unis' },
    toronto: { name: 'Toronto', country: 'Canada' },
    london: { name: 'Londres', country: 'Royaume-Uni' },
    'new-york': { name: 'New York', country: 'États-Unis' },
    paris: { name: 'Paris', country: 'France' },
    larnaca: { name: 'Larnaca', country: 'Chypre' },
    athens: { name: 'Athènes', country: 'Grèce' },
    amsterdam: { name: 'Amsterdam', country: 'Pays-Bas' },
    singapore: { name: 'Singapour', country: 'Singapour' },
    melbourne: { name: 'Melbourne', country: 'Australie' },
  },
  planner: {
    title: 'Mon planificateur de relocation',
    description: 'Une liste de tâches pour votre relocation, de trois mois avant le départ à trois mois après.',
    lead: 'Tout ce qu’il faut faire, dans le bon ordre, de trois mois avant le départ à trois mois après. Vos coches sont enregistrées sur cet appareil.',
    summary: 'Fait : {done} sur {total}',
    reset: 'Tout recommencer',
    phases: [
      {
        title: 'Trois mois avant',
        tasks: [
          'Vérifier que chaque passeport est valable au moins six mois après le départ',
          'Lancer la demande de visa, de titre de séjour ou d’alyah',
          'Demander les extraits de casier judiciaire, les apostilles et les traductions certifiées',
          'Faire une présélection de quartiers et d’écoles',
          'Obtenir trois devis de déménagement et les comparer à prestations égales',
          'Négocier votre package de mobilité ou votre préavis au travail',
          'Prendre rendez-vous avec un fiscaliste pour l’année du départ',
        ],
      },
      {
        title: 'Un mois avant',
        tasks: [
          'Réserver les vols et les premières semaines de logement temporaire',
          'Souscrire une assurance santé pour la période avant la couverture publique',
          'Rassembler les dossiers médicaux et les carnets de vaccination de chacun',
          'Prévenir vos banques et passer les codes de sécurité sur une application d’authentification',
          'Préparer les documents de voyage des animaux',
          'Décider quoi expédier, stocker, vendre ou donner',
          'Résilier votre bail et vos contrats d’énergie et d’internet',
        ],
      },
      {
        title: 'La semaine du déménagement',
        tasks: [
          'Préparer un carton pour la première semaine : papiers, médicaments, chargeurs, une bouilloire',
          'Relever les compteurs et photographier le logement que vous quittez',
          'Rendre les clés et faire confirmer la restitution de la caution par écrit',
          'Garder les documents originaux dans votre bagage à main',
          'Mettre en place le suivi du courrier',
        ],
      },
      {
        title: 'La première semaine',
        tasks: [
          'Prendre une carte SIM locale ou une eSIM',
          'Déclarer votre adresse auprès des autorités',
          'Ouvrir un compte bancaire',
          'S’inscrire auprès d’une caisse d’assurance maladie ou d’un assureur',
          'Acheter un abonnement mensuel de transports en commun',
        ],
      },
      {
        title: 'Le premier mois',
        tasks: [
          'Signer un bail de longue durée ou emménager dans votre nouveau logement',
          'Ouvrir l’électricité, l’eau, internet et s’acquitter des taxes locales',
          'Inscrire les enfants à l’école et la visiter ensemble',
          'Commencer un cours de langue',
          'Rejoindre un club, un cours ou un groupe qui se réunit chaque semaine',
        ],
      },
      {
        title: 'Les trois premiers mois',
        tasks: [
          'Échanger votre permis de conduire avant la date limite',
          'Vous inscrire auprès de l’administration fiscale et vérifier votre statut de résident',
          'Trouver un médecin traitant et un dentiste',
          'Comparer vos dépenses à votre budget et ajuster',
          'Prévoir une visite au pays, ou une visite de la famille',
        ],
      },
    ],
  },
  assistant: {
    title: 'Assistant {brand}',
    description: 'Des réponses immédiates pour votre quotidien dans une nouvelle ville.',
    status: 'En ligne · répond tout de suite',
    welcome: 'Bonjour ! Je suis votre assistant de relocation, disponible 24 h/24 et 7 j/7. Posez-moi vos questions sur la vie quotidienne dans votre nouvelle ville : réparations, courses, médecins, transports, aires de jeux, rencontres et sorties du week-end.',
    conversation: 'Conversation',
    examples: 'Exemples de questions du quotidien',
    question: 'Votre question',
    placeholder: 'Posez une question…',
    send: 'Envoyer',
    noscript: 'L’assistant a besoin de JavaScript.',
    typing: 'En train d’écrire…',
    hello: 'Bonjour ! Posez-moi vos questions sur la vie quotidienne dans votre nouvelle ville, ou touchez une des suggestions ci-dessous.',
    fallback:
      'Je peux vous aider pour les questions du quotidien : réparations, courses, médecins, abonnements de transport, aires de jeux, rencontres, trésors cachés et sorties du week-end. Essayez une des suggestions ci-dessous, ou demandez à nos consultants via le menu Consultation pour une question plus personnelle.',
    greetings: ['bonjour', 'salut', 'bonsoir', 'coucou'],
    cityWords: {
      'tel-aviv': ['tel aviv', 'tel-aviv'],
      jerusalem: ['jérusalem', 'jerusalem'],
      haifa: ['haïfa', 'haifa'],
      berlin: ['berlin'],
      lisbon: ['lisbonne'],
      dubai: ['dubaï', 'dubai'],
      london: ['londres'],
    },
  },
  topics: {
    repairs: {
      example: 'Comment trouver un plombier ou un électricien fiable ?',
      keywords: ['plombier', 'électricien', 'bricoleur', 'réparation', 'réparer', 'fuite', 'cassé', 'en panne', 'chaudière', 'chauffe-eau'],
      answer:
        'Demandez d’abord à votre propriétaire ou au syndic : beaucoup d’immeubles ont un plombier et un électricien de confiance. Sinon, demandez deux recommandations dans le groupe de parents ou d’habitants de votre quartier, faites-vous donner un prix avant l’intervention et demandez une facture. Pour tout ce qui touche au gaz ou au tableau électrique, faites appel à un professionnel agréé.',
      cities: {
        'tel-aviv': 'En Israël, les électriciens doivent être agréés par le ministère du Travail ; demandez à voir leur licence. Les réparations de la structure ou du chauffe-eau incombent en général au propriétaire.',
        berlin: 'En Allemagne, signalez les défauts au propriétaire (Hausverwaltung) par écrit ; il doit organiser la réparation. Seules les petites réparations (Kleinreparaturen) peuvent être à votre charge, si votre bail le prévoit.',
        lisbon: 'Au Portugal, cherchez un « canalizador » (plombier) ou un « eletricista » par l’intermédiaire de l’administrateur de votre copropriété ; les prix sont en général donnés à l’heure, déplacement en plus.',
      },
    },
    groceries: {
      example: 'Quels services de livraison de courses puis-je utiliser ?',
      keywords: ['livraison', 'livrer', 'courses', 'supermarché', 'épicerie', 'drive', 'commander en ligne'],
      answer:
        'La plupart des grandes enseignes livrent, en général sur un créneau de deux heures choisi en ligne et avec un minimum de commande. Les applications de livraison express apportent les petites commandes en moins de 30 minutes, mais plus cher. Réservez votre premier créneau quelques jours à l’avance : ceux du soir partent vite, surtout avant les week-ends et les jours fériés.',
      cities: {
        'tel-aviv': 'En Israël, Shufersal et Rami Levy livrent dans tout le pays, et Wolt livre depuis les commerces du quartier. Commandez tôt avant le shabbat et les fêtes.',
        berlin: 'À Berlin, REWE et Bringmeister livrent les courses, et Flink ou Wolt apportent les petites commandes en quelques minutes. Les magasins sont fermés le dimanche : prévoyez vos courses le samedi.',
        dubai: 'À Dubaï, Carrefour, Spinneys et Kibsons livrent, et des applications comme Talabat et Noon apportent les courses en moins d’une heure.',
      },
    },
    expats: {
      example: 'Où rencontrer d’autres expats ?',
      keywords: ['rencontrer', 'expat', 'amis', 'communauté', 'se faire des amis', 'seul', 'nouveaux arrivants', 'meetup'],
      answer:
        'Commencez par un groupe qui se retrouve chaque semaine, comme un échange linguistique, un club de sport ou du bénévolat : c’est en revoyant les mêmes visages que naissent les amitiés. Les groupes d’expats sur Meetup et Facebook organisent des apéros réguliers et des pique-niques en famille, et notre groupe Waypoint Community réunit les personnes qui ont déménagé avec nous dans la même ville.',
      cities: {
        'tel-aviv': 'À Tel Aviv, cherchez les rencontres d’olim, les clubs de course anglophones sur la promenade et les événements du centre d’accueil des nouveaux habitants de la municipalité.',
        berlin: 'À Berlin, InterNations, les tandems linguistiques et les nombreux groupes de parents anglophones sont un bon début.',
      },
    },
    playgrounds: {
      example: 'Où sont les meilleures aires de jeux près de chez moi ?',
      keywords: ['aire de jeux', 'aires de jeux', 'parc', 'square', 'toboggan', 'balançoire', 'jouer'],
      answer:
        'Cherchez les aires de jeux des grands parcs de la ville : elles sont souvent ombragées, clôturées et proches de toilettes et de cafés. Demandez aux autres parents à l’école quels sont les coins préférés du quartier, et consultez le site de la mairie, qui liste souvent les aires accessibles et les jeux d’eau pour l’été.',
      cities: {
        'tel-aviv': 'À Tel Aviv, Gan Meir et les aires de jeux du parc Yarkon sont les favorites, et beaucoup ont des voiles d’ombrage pour l’été.',
        berlin: 'Berlin compte plus de 1 800 aires de jeux publiques ; celles du Mauerpark et du Tiergarten sont très fréquentées, et beaucoup de quartiers ont des terrains d’aventure (Abenteuerspielplätze).',
        lisbon: 'À Lisbonne, essayez le Jardim da Estrela et les aires de jeux le long du fleuve au Parque das Nações.',
      },
    },
    'rush-hour': {
      example: 'Quelles sont les heures de pointe, et comment les éviter ?',
      keywords: ['heure de pointe', 'heures de pointe', 'trafic', 'circulation', 'bouchon', 'embouteillage', 'trajet'],
      answer:
        'Dans la plupart des villes, les heures de pointe vont d’environ 7 h à 9 h 30 et de 16 h à 19 h. Aux mêmes heures, les transports en commun en site propre ou sur rail battent en général la voiture. Si votre employeur le permet, décaler votre trajet de 30 minutes ou télétravailler un ou deux jours par semaine fait gagner le plus de temps.',
      cities: {
        'tel-aviv': 'En Israël, la semaine de travail va du dimanche au jeudi : le dimanche matin et le jeudi après-midi sont les plus chargés. L’autoroute Ayalon est la plus lente de 7 h à 9 h.',
        dubai: 'À Dubaï, Sheikh Zayed Road est la plus lente de 7 h à 9 h et de 17 h à 20 h ; le métro l’évite complètement pour beaucoup de trajets.',
        london: 'À Londres, les tarifs de pointe s’appliquent le matin et le soir en semaine ; le métro est moins cher en heures creuses.',
      },
    },
    specialty: {
      example: 'Où acheter des produits de mon pays d’origine ?',
      keywords: ['produits de mon pays', 'pays d’origine', 'casher', 'kasher', 'halal', 'épicerie fine', 'ingrédients', 'importés', 'produits français'],
      answer:
        'Les grands supermarchés ont souvent un rayon international, et chaque grande ville a des commerces tenus par ses principales communautés. Cherchez l’ingrédient dans votre langue suivi du nom de la ville, demandez dans les groupes d’expats et regardez les boutiques en ligne qui livrent des produits importés dans tout le pays.',
      cities: {
        'tel-aviv': 'À Tel Aviv, le marché Levinsky a des épices et des produits fins du monde entier, et plusieurs boutiques proposent des produits américains et britanniques pour les olim.',
        berlin: 'À Berlin, Kreuzberg et Neukölln ont des marchés turcs et orientaux, et on trouve des produits casher dans des boutiques de Charlottenburg et de Mitte.',
      },
    },
    doctors: {
      example: 'Comment trouver un médecin francophone ?',
      keywords: ['médecin', 'docteur', 'francophone', 'qui parle français', 'généraliste', 'clinique', 'pédiatre', 'malade'],
      answer:
        'Utilisez l’annuaire en ligne de votre caisse maladie ou de votre assureur et filtrez par langue ; les ambassades tiennent aussi des listes de médecins qui parlent votre langue. Inscrivez-vous chez un médecin traitant avant d’en avoir besoin, et préparez un résumé médical d’une page pour la première consultation. En cas d’urgence, appelez le numéro d’urgence local : le 101 en Israël, le 112 dans l’UE, le 999 aux Émirats et au Royaume-Uni, le 911 en Amérique du Nord.',
      cities: {
        'tel-aviv': 'En Israël, l’application de chaque kupat holim permet de chercher un médecin par langue, et beaucoup parlent français ou anglais. En dehors des heures d’ouverture, les centres d’urgence comme Terem traitent la plupart des problèmes.',
        berlin: 'À Berlin, l’application Doctolib permet de filtrer par langue et de prendre rendez-vous en ligne ; le 116 117 trouve un médecin de garde la nuit et le week-end.',
        dubai: 'À Dubaï, la plupart des médecins parlent anglais ; votre carte d’assurance détermine les cliniques auxquelles vous pouvez vous adresser directement.',
      },
    },
    gems: {
      example: 'Quels sont les trésors cachés de ma ville ?',
      keywords: ['trésor caché', 'trésors cachés', 'secret', 'hors des sentiers battus', 'bon plan', 'les locaux', 'pas touristique', 'insolite'],
      answer:
        'Les meilleurs trésors cachés se trouvent souvent à un quartier des sites célèbres : un marché où font leurs courses les habitants, un point de vue sans file d’attente, un musée gratuit un soir par semaine. Empruntez une rue différente chaque week-end, suivez un blogueur culinaire local et demandez à vos voisins où ils vont le samedi.',
      cities: {
        'tel-aviv': 'À Tel Aviv, découvrez le street art de Florentin le vendredi matin, les ruelles du marché aux puces de Jaffa et le coucher de soleil depuis la digue de la plage Hilton.',
        jerusalem: 'À Jérusalem, faites la promenade des remparts de la Vieille Ville, et allez à Mahané Yehuda le jeudi soir, quand le marché se transforme en bars.',
        lisbon: 'À Lisbonne, prenez le ferry pour Cacilhas pour la vue sur la ville depuis le fleuve, et trouvez les miradouros (belvédères) de Graça au coucher du soleil.',
        berlin: 'À Berlin, essayez le Tempelhofer Feld au coucher du soleil, le marché aux puces du dimanche au Mauerpark et les lacs de Schlachtensee.',
      },
    },
    'transport-pass': {
      example: 'Comment obtenir un abonnement mensuel aux transports en commun ?',
      keywords: ['abonnement', 'pass mensuel', 'passe mensuel', 'bus', 'métro', 'carte de transport', 'transports en commun', 'billet', 'ticket', 'rav-kav', 'rav kav'],
      answer:
        'Un abonnement mensuel est en général le moyen le moins cher de se déplacer, et il est rentabilisé après une vingtaine de trajets. La plupart des villes vendent une carte nominative avec photo dans les grandes stations ou en ligne, qui donne aussi droit aux réductions pour étudiants, enfants et seniors. Demandez à votre employeur s’il en prend une partie en charge.',
      cities: {
        'tel-aviv': 'En Israël, faites faire une carte Rav-Kav nominative (gratuite) et chargez-y un abonnement mensuel pour votre zone, ou payez au trajet avec une application. Les transports s’arrêtent presque tous pendant le shabbat.',
        jerusalem: 'À Jérusalem, la Rav-Kav couvre le tramway et les bus ; un abonnement mensuel pour la ville est le plus avantageux si vous faites le trajet tous les jours.',
        berlin: 'En Allemagne, le Deutschlandticket couvre tous les transports locaux et régionaux du pays pour un prix mensuel unique ; abonnez-vous dans l’application BVG ou DB.',
        lisbon: 'À Lisbonne, la carte Navegante avec un abonnement métropolitain mensuel couvre le métro, les bus, les tramways, les ferries et les trains de banlieue.',
        london: 'À Londres, le paiement sans contact plafonne automatiquement vos dépenses à la journée et à la semaine ; une Travelcard mensuelle convient aux trajets réguliers.',
        dubai: 'À Dubaï, une carte Nol nominative couvre le métro, les tramways et les bus ; chargez-y un abonnement mensuel pour vos zones.',
      },
    },
    weekend: {
      example: 'Que faire en famille ce week-end ?',
      keywords: ['week-end', 'weekend', 'famille', 'avec les enfants', 'activités', 'sortie', 'que faire', 'balade'],
      answer:
        'Consultez l’agenda familial de votre ville et les programmes du week-end des musées : beaucoup proposent des ateliers pour enfants. Une sortie nature à moins d’une heure de la ville, un marché le matin suivi d’un pique-nique, ou une journée à la plage en été sont des valeurs sûres. Réservez les activités prisées quelques jours à l’avance, et gardez une idée de repli pour les jours de pluie.',
      cities: {
        'tel-aviv': 'Depuis Tel Aviv : les barques et le coin des animaux du parc Yarkon, le musée des enfants d’Israël à Holon, ou une journée à la plage à Herzliya. Au printemps, les fleurs sauvages du Sharon sont magnifiques.',
        haifa: 'Depuis Haïfa : le musée des sciences Madatech, les sentiers de la forêt du Carmel et les plages de Bat Galim.',
        berlin: 'À Berlin : les dinosaures du Muséum d’histoire naturelle, une croisière sur la Spree, ou une journée au lac de Wannsee en été.',
        dubai: 'À Dubaï : le Green Planet, une matinée à Kite Beach, ou une excursion dans le désert pendant les mois plus frais.',
      },
    },
  },
}
