/**
 * Michigan's marketing rules as in force: R 420.507 of the Marihuana Sale or Transfer rules
 * (R 420.501–R 420.511, filed 2020-06-22, in effect on filing), with the R 420.504(1)(j) warnings
 * and the acts' provisions a dispensary's copy runs into. The words to flag come from regulators'
 * letters and other states' rules (docs: michigan.md). Counsel has the last word: a change of the
 * rules is a new module beside this one, not an edit of the engine.
 */
import type { ComplianceRuleSet } from '../types.ts';
import {
  CANDY_BRANDS,
  CANNABIS_GOODS,
  CHILDRENS_CHARACTERS,
  CONDITIONS,
  HEALTH_CLAIM_VERBS,
  NEGATIONS,
} from './advertising-words.ts';

export const MICHIGAN_RULES_IN_FORCE: ComplianceRuleSet = {
  id: 'mi-r420-507-2020',
  title: 'Michigan R 420.507 as in force',
  inForceFrom: '2020-06-22',
  source: 'Michigan Administrative Code, Marihuana Sale or Transfer, R 420.501–R 420.511',
  requiredWarnings: [
    {
      text: 'It is illegal to drive a motor vehicle while under the influence of marihuana.',
      detect: 'illegal to drive a motor vehicle while under the influence of marihuana',
    },
    { text: 'National Poison Control Center 1-800-222-1222.', detect: '1-800-222-1222' },
    {
      text: 'For use by individuals 21 years of age or older or registered qualifying patients only. Keep out of reach of children.',
      detect: 'keep out of reach of children',
    },
    {
      text:
        'WARNING: USE BY PREGNANT OR BREASTFEEDING WOMEN, OR BY WOMEN PLANNING TO BECOME PREGNANT, MAY RESULT IN ' +
        'FETAL INJURY, PRETERM BIRTH, LOW BIRTH WEIGHT, OR DEVELOPMENTAL PROBLEMS FOR THE CHILD.',
      detect: 'may result in fetal injury',
    },
  ],
  rules: [
    {
      id: 'health-claim',
      citation: 'R 420.507(3)',
      severity: 'block',
      title: 'Health claim',
      message:
        'Cannabis copy may not claim to cure, treat, prevent or relieve a condition, or promise health benefits. ' +
        'Describe the product instead: its terpenes, flavour, potency and what shoppers report ("customers often ' +
        'describe it as relaxing"), and suggest asking a doctor.',
      matchers: [
        {
          kind: 'near',
          these: HEALTH_CLAIM_VERBS,
          those: CONDITIONS,
          withinWords: 3,
          except: [
            'treat yourself|myself|themselves|yourselves',
            'anxiety-prone',
            'stress-free',
            'cure time',
            'slow cure|cured',
          ],
        },
        {
          kind: 'phrase',
          phrases: [
            `for ${CONDITIONS.filter((condition) => !condition.includes(' ')).join('|')}`,
            'medicine for',
            'health|medical|healing|medicinal|therapeutic|wellness benefits',
            'healing|medicinal properties',
            'therapeutic|therapeutically',
            'anti-inflammatory',
            'antidepressant|anti-depressant',
            'anti-anxiety',
            'pain-relieving|pain-relief',
            'painkiller|painkillers',
            'pain killer|killers',
            'sleep aid|aids',
            'natural remedy|remedies',
            'miracle cure|plant',
            'cure-all',
            'good for your health|body',
            'boost|boosts|boosting your immune system',
            'boost|boosts|boosting immunity',
            'immune support',
            'detox|detoxify|detoxifies',
            'better sleep',
            'improve|improves|improved sleep',
            'help|helps you sleep',
            'fall asleep faster',
            'cancer-fighting',
            'neuroprotective',
            'anti-tumor|anti-tumour',
          ],
          except: ['anxiety-prone', 'stress-free'],
        },
      ],
    },
    {
      id: 'misleading-claim',
      citation: 'R 420.507(2)',
      severity: 'block',
      title: 'Misleading claim',
      message:
        'No promise the product cannot keep: nothing is guaranteed, risk-free, FDA-approved or proven to work. ' +
        'State facts a shopper can check — the lab, the test date, THC and terpene percentages — and that effects vary.',
      matchers: [
        {
          kind: 'phrase',
          phrases: [
            'guarantee|guarantees|guaranteed',
            '100% safe',
            'completely|totally|perfectly|absolutely safe',
            'safe for everyone|anyone',
            'harmless',
            'no|zero side effects',
            'without side effects',
            'side-effect free',
            'side-effect-free',
            'FDA approved|certified',
            'FDA-approved|FDA-certified',
            'approved by the FDA',
            'lab-proven|lab-tested-to-cure',
            'lab proven',
            'clinically|scientifically|medically proven',
            'clinically-proven',
            'proven to',
            'doctor-recommended',
            'doctor recommended',
            'recommended by doctors',
            'doctors recommend',
            'non-addictive|nonaddictive',
            'not addictive',
            'risk-free',
            'risk free',
            'no risk',
            "can't|cannot overdose",
            'impossible to overdose',
            "won't show up on a drug test",
            'pass a|any|your drug test',
            'no hangover',
            'hangover-free',
            'certified organic',
            'USDA organic',
            'legal everywhere',
            'legal in all 50 states',
          ],
          except: ["can't|cannot guarantee", 'not guaranteed', 'no guarantee|guarantees'],
        },
      ],
    },
    {
      id: 'appeal-to-minors',
      citation: 'R 420.507(7)–(9)',
      severity: 'block',
      title: 'Appeals to minors',
      message:
        'Nothing may be marketed to people under 21: no children, teens or school, cartoons, toys, superheroes, or ' +
        'candy and cereal look-alikes. Write for adults: "for adults 21+", the flavour ("tart cherry"), the dose.',
      supersedes: ['minors-review'],
      matchers: [
        {
          kind: 'phrase',
          phrases: [
            'kid|kids|kiddo|kiddos',
            "kids' menu",
            'kid-friendly|child-friendly',
            'kid friendly',
            'for children',
            'children|kids will love',
            'children|kids love',
            'teen|teens|teenager|teenagers|tween|tweens',
            'back to school',
            'back-to-school',
            'after school',
            'after-school',
            'school bus|lunch|lunches|supplies|kids',
            'high|middle|elementary school',
            'schoolyard|playground|recess|homework',
            'cartoon|cartoons|cartoonish',
            'animated character|characters',
            'toy|toys',
            'superhero|superheroes',
            'super hero|heroes',
            'action figure|figures',
            'gummy bear|bears|worm|worms',
            'lollipop|lollipops|lollies',
            'THC|cannabis|weed|pot candy|candies',
            'edible candy|candies',
            'candy store|shop',
            'like candy',
            ...CANDY_BRANDS,
            ...CHILDRENS_CHARACTERS,
          ],
          except: [
            'not for kids|children|teens',
            'no kids|children',
            'away from kids|children',
            'away from * kids|children',
            'out of reach of kids|children',
            'kids|children and pets',
            'kid-proof|child-proof|childproof|child-resistant',
            'not a toy',
          ],
        },
      ],
    },
    {
      id: 'minors-review',
      citation: 'R 420.507(7)–(9)',
      severity: 'review',
      title: 'May appeal to minors',
      message:
        'Words that can read as aimed at the young: candy flavours, strains named after candy, cookies or cartoons, ' +
        'student promotions. A real strain name may stay; keep the copy around it adult (no candy imagery, no ' +
        'cartoon references) and describe the aroma plainly ("grape and berry notes").',
      matchers: [
        {
          kind: 'phrase',
          phrases: [
            'candy|candies',
            'Candyland',
            'Zkittlez',
            'Runtz',
            'Girl Scout Cookies',
            'Animal Cookies',
            'Cereal Milk',
            'Grape Ape',
            'student|students',
            'spring break',
            'dorm|dorms',
            'prom',
          ],
        },
      ],
    },
    {
      id: 'cannabis-giveaway',
      citation: 'R 420.507(2); MCL 333.27955(1)',
      severity: 'block',
      title: 'Free cannabis',
      message:
        'Cannabis may not be advertised as free or given away: the act allows a transfer without payment only when ' +
        "it is not advertised or promoted to the public (MCL 333.27955(1)), and a store's every transfer is a " +
        'recorded, taxed sale, so "free" misstates it (R 420.507(2)). Advertise a price or a discount instead ("$1 ' +
        'pre-roll with any eighth", "20% off gummies").',
      supersedes: ['free-in-multi-buy'],
      matchers: [
        {
          kind: 'phrase',
          phrases: [
            `free ${CANNABIS_GOODS}`,
            `free * ${CANNABIS_GOODS}`,
            `free * * ${CANNABIS_GOODS}`,
            `${CANNABIS_GOODS} for free`,
            `${CANNABIS_GOODS} on the house`,
            `complimentary ${CANNABIS_GOODS}`,
            `complimentary * ${CANNABIS_GOODS}`,
          ],
          except: ['*-free', 'free of', 'feel free', 'free parking|wifi|wi-fi|shipping|delivery|consultation|advice'],
        },
        {
          kind: 'near',
          these: ['giveaway|giveaways', 'give away', 'giving away'],
          those: [CANNABIS_GOODS],
          withinWords: 3,
        },
      ],
    },
    {
      id: 'free-in-multi-buy',
      citation: 'R 420.507(2)',
      severity: 'review',
      title: '"Free" in a multi-buy deal',
      message:
        'A buy-two-get-one deal is a discount, but "free" next to cannabis reads as a giveaway. Say what is paid: ' +
        '"buy two, get the third 100% off" or "3 for the price of 2".',
      matchers: [
        {
          kind: 'near',
          these: ['buy|buying'],
          those: ['free'],
          withinWords: 15,
          except: [
            '*-free',
            'free of',
            'feel free',
            'free parking|wifi|wi-fi',
            'parking|wifi|wi-fi|pickup|entry|admission is|are free',
          ],
        },
        { kind: 'phrase', phrases: ['BOGO', 'B1G1|B2G1', 'get one|1 free'] },
      ],
    },
    {
      id: 'overconsumption',
      citation: 'Store policy (cf. WAC 314-55-155(1)(a)(ii))',
      severity: 'block',
      title: 'Encourages overconsumption',
      message:
        'Copy may not push people to take more or get as high as possible: the store does not publish it, and ' +
        'other states\' rules forbid it outright (Washington\'s WAC 314-55-155). Say "start low and go slow", name ' +
        'the dose per serving and how long effects take to arrive.',
      matchers: [
        {
          kind: 'phrase',
          phrases: [
            'get|getting wrecked|blasted|obliterated|annihilated|destroyed|smashed|blitzed|zooted',
            'as high as possible',
            'as high as you can',
            'highest you have ever been',
            "highest you've ever been",
            'higher than ever',
            'double|triple dose|doses',
            'double-dose|triple-dose',
            'double|triple your dose',
            'mega dose|doses',
            'megadose',
            'eat|take|finish the whole bag|bar|pack|package|box|sleeve|tin|bottle',
            'all at once',
            'more is better',
            'never too much',
            'can never have too much',
            'no such thing as too much',
            'high all day',
            'stay high',
            'baked all day',
            'chain-smoke|chain-smoking',
            'chain smoke|smoking',
          ],
          notAfter: NEGATIONS,
        },
      ],
    },
    {
      id: 'consumption-in-public-or-driving',
      citation: 'MCL 333.27954(1)',
      severity: 'block',
      title: 'Encourages unlawful consumption',
      message:
        'The act does not allow using cannabis while driving or in public places (MCL 333.27954(1)), and the ' +
        'required warning says driving high is illegal. Never suggest consuming in the car, the parking lot or in ' +
        'public; say "enjoy at home" instead.',
      matchers: [
        {
          kind: 'near',
          these: [
            'smoke|smoking|spark|sparking|blaze|blazing|toke|toking|dab|dabbing|vape|vaping|consume|consuming',
            'eat|eating|sesh',
            'light|lighting|spark|sparking|roll|rolling up',
            'get|getting high',
          ],
          those: [
            'parking lot',
            'the|our lot',
            'in the|your car|truck',
            'behind the wheel',
            'while|before driving',
            'before you drive',
            'on the drive|ride|way home',
            'on your commute',
            'on the road',
            'in public',
            'at|in the park',
            'at|on the beach',
            'at work|school',
            'on campus',
            'on the sidewalk',
            'in the|our store',
            'on the premises',
            'on premises',
            'on-site',
          ],
          withinWords: 4,
          notAfter: NEGATIONS,
        },
        {
          kind: 'phrase',
          phrases: [
            'drive|driving high|stoned|baked',
            'smoke|toke|dab|vape and drive',
            'high and drive',
            'hotbox|hotboxing|hotboxed',
            'hot box|boxing',
            'hot-box|hot-boxing',
          ],
          notAfter: NEGATIONS,
        },
      ],
    },
    {
      id: 'missing-warnings',
      citation: 'R 420.507(4); R 420.504(1)(j)',
      severity: 'block',
      title: 'Required warnings missing',
      message:
        'This text advertises a product, so it must carry the Michigan warnings: driving under the influence is ' +
        'illegal, Poison Control 1-800-222-1222, 21+ or registered qualifying patients only and keep out of reach ' +
        'of children, and the pregnancy warning. Publish it where the warnings show, or add them to the text.',
      matchers: [{ kind: 'missing-warnings' }],
    },
    {
      id: 'medical-only-unnamed',
      citation: 'R 420.507(6)',
      severity: 'block',
      title: 'Medical product not named as medical',
      message:
        'A product sold only to patients must be marketed as medical marihuana for registered qualifying patients. ' +
        'Say so beside it, e.g. "Medical marihuana, for registered qualifying patients only."',
      matchers: [
        {
          kind: 'medical-only',
          mustSay: [['medical marihuana|marijuana'], ['registered qualifying patient|patients']],
        },
      ],
    },
  ],
};
