/**
 * Word lists the advertising rule sets share, in the pattern language of ../types.ts. A later
 * rule set (the 2023-25 LR draft) reuses them and changes its rules, not these lists, unless the
 * words themselves change.
 */

/** Conditions a health claim names ("relieves anxiety", "for chronic pain"). */
export const CONDITIONS: readonly string[] = [
  'anxiety|anxieties',
  'pain|pains',
  'chronic pain',
  'cancer|cancers',
  'tumor|tumors|tumour|tumours',
  'insomnia',
  'sleeplessness',
  'sleep problems|issues|disorders',
  'PTSD',
  'depression',
  'seizure|seizures',
  'epilepsy',
  'arthritis',
  'migraine|migraines',
  'headache|headaches',
  'inflammation',
  'nausea',
  'glaucoma',
  'stress',
  'muscle spasms|cramps|pain|aches|soreness',
  'sore muscles|joints',
  'spasms',
  'cramps',
  'aches',
  'soreness',
  'ADHD',
  'autism',
  "Crohn's",
  'IBS',
  'multiple sclerosis',
  "Alzheimer's",
  "Parkinson's",
  'addiction|addictions',
  'opioid addiction',
  'panic attacks',
  'diabetes',
  'disease|diseases',
  'illness|illnesses',
  'ailment|ailments',
  'symptoms',
  'acne',
  'eczema',
  'psoriasis',
  'appetite loss',
  'loss of appetite',
  'chemo',
  'chemotherapy',
];

/** Words that claim an effect on a condition when they stand near one. */
export const HEALTH_CLAIM_VERBS: readonly string[] = [
  'cure|cures|cured|curing',
  'treat|treats|treated|treating|treatment|treatments',
  'prevent|prevents|prevented|preventing|prevention',
  'heal|heals|healed|healing',
  'relieve|relieves|relieved|relieving|relief',
  'remedy|remedies',
  'alleviate|alleviates|alleviating',
  'ease|eases|easing',
  'soothe|soothes|soothing',
  'fight|fights|fighting',
  'combat|combats|combating',
  'reduce|reduces|reducing',
  'manage|manages|managing',
  'help|helps|helped|helping',
  'beat|beats',
  'goodbye|farewell',
  'good for',
  'great for',
  'best for',
  'works for',
];

/** What a cannabis product is called in copy, for "free pre-roll" and "pre-roll giveaway". */
export const CANNABIS_GOODS =
  'gram|grams|1g|2g|half-gram|eighth|eighths|quarter|quarters|ounce|ounces|oz|pre-roll|pre-rolls|preroll|prerolls|' +
  'joint|joints|blunt|blunts|edible|edibles|gummy|gummies|brownie|brownies|cart|carts|cartridge|cartridges|' +
  'vape|vapes|disposable|disposables|dab|dabs|concentrate|concentrates|wax|shatter|badder|budder|rosin|resin|' +
  'flower|bud|buds|nug|nugs|weed|cannabis|marijuana|marihuana|pot|tincture|tinctures|sample|samples|THC|hash|' +
  'kief|infused|moonrock|moonrocks|smalls|shake';

/** Words that, right before a match, turn it into its opposite ("don't smoke in the lot", "never drive high"). */
export const NEGATIONS: readonly string[] = [
  'no',
  'not',
  'never',
  "don't",
  'do not',
  "can't",
  'cannot',
  "won't",
  "isn't",
  "aren't",
  'avoid',
  'illegal to',
];

/** Candy, snack and cereal brands whose look-alikes are made to appeal to children. */
export const CANDY_BRANDS: readonly string[] = [
  'Skittles',
  'Sour Patch',
  'Froot Loops',
  'Fruity Pebbles',
  'Cocoa Pebbles',
  "Cap'n Crunch",
  'Lucky Charms',
  'Trix',
  'Cocoa Puffs',
  'Cinnamon Toast Crunch',
  'Oreo|Oreos',
  'Chips Ahoy',
  "Reese's",
  'Pop-Tarts|Pop-Tart',
  'Pop Tarts',
  'Gushers',
  'Airheads',
  'Warheads',
  'Jolly Rancher|Ranchers',
  'Starburst',
  'Twinkie|Twinkies',
  'Cheetos',
  'Doritos',
  'Takis',
  "Hershey's",
  'Kit Kat',
  'Snickers',
  'Stoneo|Stoneos',
  'Trips Ahoy',
  'Stoney Patch',
  'Cheetweed',
];

/** Characters and franchises made for children. */
export const CHILDRENS_CHARACTERS: readonly string[] = [
  'Disney',
  'Pixar',
  'Pokemon|Pokémon',
  'SpongeBob',
  'Mickey Mouse',
  'Hello Kitty',
  'Peppa Pig',
  'Paw Patrol',
  'Sesame Street',
  'Elmo',
  'Cookie Monster',
  'Barbie',
  'Shrek',
  'Minions',
  'Bluey',
  'Scooby-Doo|Scooby',
  'Looney Tunes',
  'Bugs Bunny',
  'Teletubbies',
];
