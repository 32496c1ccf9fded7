/**
 * Labelled copy, written the way dispensary pages, deals and emails read, that keeps the rule set
 * honest (corpus.test.ts): every `flagged` phrase must raise exactly the rules it names, and the
 * `clean` ones — many of them traps: curing flower, sugar-free gummies, "treat yourself", strain
 * names — must stay quiet. Data only; add a line whenever a real page fools the checker.
 */
import type { ComplianceInput } from './types.ts';

export interface CorpusPhrase {
  text: string;
  /** The rules the text must raise, and no others; empty for clean copy. */
  rules: readonly string[];
  /** What the caller would say about the text besides its words. */
  context?: Omit<ComplianceInput, 'text'>;
}

const flagged = (rules: string | readonly string[], text: string, context?: CorpusPhrase['context']): CorpusPhrase => ({
  text,
  rules: typeof rules === 'string' ? [rules] : rules,
  context,
});
const clean = (text: string, context?: CorpusPhrase['context']): CorpusPhrase => ({ text, rules: [], context });

const WARNINGS_SHOWN = { showsWarnings: true };

export const FLAGGED_PHRASES: readonly CorpusPhrase[] = [
  // Health claims — R 420.507(3)
  flagged('health-claim', 'This indica cures insomnia in one night.'),
  flagged('health-claim', 'Our CBD tincture treats anxiety without the high.'),
  flagged('health-claim', 'Relieves chronic pain so you can get back to your day.'),
  flagged('health-claim', 'The best strain for pain, hands down.'),
  flagged('health-claim', 'A go-to for anxiety relief after work.'),
  flagged('health-claim', 'Patients tell us it helps with their PTSD.'),
  flagged('health-claim', 'High-CBD flower that prevents seizures.'),
  flagged('health-claim', 'Rub the balm on to soothe sore muscles after a workout.'),
  flagged('health-claim', 'Our topicals reduce inflammation and joint swelling.'),
  flagged('health-claim', 'Say goodbye to migraines with this 1:1 tincture.'),
  flagged('health-claim', 'A gentle gummy for insomnia.'),
  flagged('health-claim', 'Cannabis is medicine for the mind and body.'),
  flagged('health-claim', 'Discover the health benefits of full-spectrum oil.'),
  flagged('health-claim', 'Terpenes with real healing properties.'),
  flagged('health-claim', 'Linalool is a natural anti-inflammatory.'),
  flagged('health-claim', 'The perfect sleep aid for restless nights.'),
  flagged('health-claim', 'Helps you sleep through the night, every night.'),
  flagged('health-claim', 'Fights nausea during chemotherapy.'),
  flagged('health-claim', 'Ease your depression with a daily microdose.'),
  flagged('health-claim', 'Shown to heal skin conditions like eczema.'),
  flagged('health-claim', 'Our rosin is great for stress.'),
  flagged('health-claim', 'Stress relief in every drop.'),
  flagged('health-claim', 'A therapeutic blend of CBD and THC.'),
  flagged('health-claim', 'THC may fight cancer cells, new studies say.'),
  flagged('health-claim', 'Natural remedies for arthritis, in store now.'),
  flagged('health-claim', 'Manage your ADHD symptoms naturally.'),
  flagged('health-claim', 'Balm for arthritis and aches.'),
  flagged('health-claim', '**Pain relief** that works — [shop topicals](/category/topicals).'),
  flagged('health-claim', 'Try our [anxiety-busting tincture that treats anxiety](/category/tinctures).'),
  flagged('health-claim', 'Better sleep starts with a 5 mg gummy.'),
  // Misleading statements — R 420.507(2)
  flagged('misleading-claim', 'Guaranteed to be the smoothest smoke in Monroe.'),
  flagged('misleading-claim', 'Our gummies are 100% safe for everyone.'),
  flagged('misleading-claim', 'No side effects, just good vibes.'),
  flagged('misleading-claim', 'The only FDA-approved vape in Michigan.'),
  flagged('misleading-claim', 'Clinically proven terpene blend.'),
  flagged('misleading-claim', 'Completely safe and non-addictive.'),
  flagged('misleading-claim', 'You cannot overdose on our edibles.'),
  flagged('misleading-claim', "Won't show up on a drug test."),
  flagged('misleading-claim', 'Certified organic flower from Milford.'),
  flagged('misleading-claim', 'Doctor-recommended strains for beginners.'),
  flagged('misleading-claim', 'Risk-free fun for your weekend.'),
  flagged('misleading-claim', 'Harmless plant goodness, no hangover.'),
  flagged('misleading-claim', 'Satisfaction guaranteed or your money back.'),
  flagged(['misleading-claim', 'health-claim'], 'Lab-proven to cure anxiety.'),
  flagged(['misleading-claim', 'health-claim'], 'Scientifically proven relief for chronic pain.'),
  // Appeal to minors — R 420.507(7)–(9)
  flagged('appeal-to-minors', 'Back to school sale: 20% off all edibles!'),
  flagged('appeal-to-minors', 'Gummies so fun, kids will love the flavors.'),
  flagged('appeal-to-minors', "Check out our kids' menu of low-dose treats."),
  flagged('appeal-to-minors', 'Cartoon-style packaging you will want to collect.'),
  flagged('appeal-to-minors', 'Free toys with every purchase this weekend.'),
  flagged('appeal-to-minors', 'Superhero strength pre-rolls for heroes like you.'),
  flagged('appeal-to-minors', 'THC candy in every color of the rainbow.'),
  flagged('appeal-to-minors', 'Medicated Skittles are back in stock.'),
  flagged('appeal-to-minors', 'Stoneos: the cookie you know, with 10 mg THC.'),
  flagged('appeal-to-minors', 'Infused gummy bears in five fruit flavors.'),
  flagged('appeal-to-minors', 'Like Froot Loops, but for grown-ups.'),
  flagged('appeal-to-minors', 'Perfect for teens who want to try something new.'),
  flagged('appeal-to-minors', 'Our SpongeBob-themed vape is a fan favorite.'),
  flagged('appeal-to-minors', 'THC lollipops in cherry and grape.'),
  flagged('appeal-to-minors', 'After-school special: buy one get one half off.'),
  flagged('appeal-to-minors', 'Eat them like candy — they taste that good.'),
  flagged('appeal-to-minors', 'Our Disney night pre-roll bundle.'),
  flagged(['appeal-to-minors', 'minors-review'], 'Kid-friendly flavors like bubblegum and cotton candy.'),
  // Review: may appeal to minors (real strain names, candy flavours, students)
  flagged('minors-review', 'Zkittlez: a many-time award winner, back on the shelf.'),
  flagged('minors-review', 'Runtz eighths from a Michigan craft grower.'),
  flagged('minors-review', 'Candyland is a sativa-leaning hybrid with a sweet, earthy nose.'),
  flagged('minors-review', 'Girl Scout Cookies, the strain now called GSC.'),
  flagged('minors-review', 'Smells like grape candy and blueberry muffins.'),
  flagged('minors-review', 'Student discount: 10% off with a valid ID.'),
  flagged('minors-review', 'Spring break stock-up sale on vapes.'),
  // Free cannabis — R 420.507(2); MCL 333.27955(1)
  flagged('cannabis-giveaway', 'Free pre-roll with every order over $50!'),
  flagged('cannabis-giveaway', 'First-time customers get a free gram.'),
  flagged('cannabis-giveaway', 'Sign up for texts and get a free edible.'),
  flagged('cannabis-giveaway', 'Free 1g pre-roll with any hoodie.'),
  flagged('cannabis-giveaway', 'Spin the wheel to win a free eighth.'),
  flagged('cannabis-giveaway', 'Leave a review and get a cart for free.'),
  flagged('cannabis-giveaway', 'Our 4/20 weed giveaway starts Friday.'),
  flagged('cannabis-giveaway', 'A complimentary pre-roll for every veteran.'),
  flagged('cannabis-giveaway', 'Free samples of our new live resin all afternoon.'),
  flagged('cannabis-giveaway', 'Buy an ounce, get a free pre-roll.'),
  flagged('cannabis-giveaway', 'Refer a friend and you both get free flower.'),
  flagged('cannabis-giveaway', '[Claim your free gummies](/deals) today.'),
  // Review: "free" in a multi-buy deal
  flagged('free-in-multi-buy', 'Buy two pre-rolls and the third is free.'),
  flagged('free-in-multi-buy', 'BOGO Tuesdays on all carts.'),
  flagged('free-in-multi-buy', 'Buy 2 gummies, get one free.'),
  // Overconsumption
  flagged('overconsumption', 'Get wrecked this weekend with our 90% THC diamonds.'),
  flagged('overconsumption', 'Want to get as high as possible? Try this.'),
  flagged('overconsumption', 'Double dose for double the fun.'),
  flagged('overconsumption', 'Go ahead, eat the whole bar.'),
  flagged('overconsumption', 'More is better when it comes to dabs.'),
  flagged('overconsumption', 'Stay high all day with our 2 g disposable.'),
  flagged('overconsumption', "There's no such thing as too much live resin."),
  // Consumption where the act does not allow it — MCL 333.27954(1)
  flagged('consumption-in-public-or-driving', 'Spark up in the parking lot before you head home.'),
  flagged('consumption-in-public-or-driving', 'Perfect to vape on the drive home.'),
  flagged('consumption-in-public-or-driving', 'A disposable made for smoking in your car.'),
  flagged('consumption-in-public-or-driving', 'Hotbox the car with a fatty.'),
  flagged('consumption-in-public-or-driving', 'Light up at the beach this summer.'),
  flagged('consumption-in-public-or-driving', 'Discreet enough to dab at work.'),
  // Context: the warnings and medical-only naming
  flagged('missing-warnings', 'New this week: [Petoskey Stone Live Resin](/products/petoskey-stone-live-resin-1g).'),
  flagged('missing-warnings', 'Tart Cherry Gummies are back at the counter.', {
    productNames: ['Tart Cherry Gummies'],
  }),
  flagged('missing-warnings', 'Our newest sizes, just in.', { advertisesProduct: true }),
  flagged('medical-only-unnamed', 'Stock up on Medical Strength Tart Cherry Gummies, 500 mg a pack.', {
    ...WARNINGS_SHOWN,
    medicalOnlyProductNames: ['Medical Strength Tart Cherry Gummies'],
  }),
  flagged('medical-only-unnamed', 'Full-extract RSO is back in stock for patients.', {
    ...WARNINGS_SHOWN,
    medicalOnlyProductNames: ['Full-extract RSO'],
  }),
];

export const CLEAN_PHRASES: readonly CorpusPhrase[] = [
  // Curing is how flower is dried
  clean('Hand-trimmed and slow-cured for two weeks in glass.'),
  clean('We cure every batch for at least 14 days before it reaches the shelf.'),
  clean('A long, cold cure keeps the terpenes bright.'),
  clean('Cold Cure Rosin, pressed in small batches.'),
  clean('Properly cured buds snap, they do not bend.'),
  clean('The curing room stays at 60% humidity.'),
  // "treat", "pain", "heal" and friends in ordinary senses
  clean('Treat yourself to something from the top shelf this Friday.'),
  clean('Treat yourself: Wax Wednesday is back.'),
  clean('Small-batch gummies and baked treats, dosed evenly piece by piece.'),
  clean('Our budtender Maria studied painting before she joined us.'),
  clean('A hazy sativa bred from Spanish landrace genetics, once grown across Spain.'),
  clean('Checkout is painless: order online, pay at pickup.'),
  clean('Unwind after a stressful week with a slow Sunday and a good playlist.'),
  clean('Customers often describe it as relaxing and mellow.'),
  clean('Reported effects: relaxed, sleepy, calm.'),
  clean('A night-time favourite; shoppers say it leaves them sleepy.'),
  clean('If you are prone to anxiety with high-THC strains, start with a CBD-rich option.'),
  clean('Some people feel anxious with too much THC: start low and go slow.'),
  clean('Ask your doctor before using cannabis if you take other medication.'),
  clean('Our staff can help you find a strain you will enjoy.'),
  clean('Need help choosing? Our budtenders are here from 9 to 9.'),
  clean('Cooling 1:1 Balm with peppermint and menthol, for external use only.'),
  clean('Lavender Body Lotion, lightly scented, 100 mg THC per bottle.'),
  clean('We manage our inventory in real time, so what you see is in stock.'),
  // "free" that is not a giveaway
  clean('Sugar-free gummies in watermelon and lime.'),
  clean('Solvent-free rosin pressed with only heat and pressure.'),
  clean('Pesticide-free flower grown in living soil.'),
  clean('Our hash is free of pesticides and residual solvents.'),
  clean('Free parking behind the store, right off Monroe Street.'),
  clean('Feel free to ask about any strain on the menu.'),
  clean('Smoke-free lobby: consumption is not allowed on the premises.'),
  clean('Gluten-free and vegan chocolate bites.'),
  clean('THC-free CBD lotion for everyday use.'),
  clean('Free Wi-Fi while you wait for your order.'),
  clean('Account sign-up is free and takes a minute.'),
  clean('Buy online and pick up in store; parking is free.'),
  // "kids", "school", "children" that protect minors or mean something else
  clean('Not for kids. Keep out of reach of children and pets.'),
  clean('Keep your stash away from kids in a locking case.'),
  clean('Amber glass jar with a child-resistant lid.'),
  clean('Every package is child-resistant and resealable.'),
  clean('Old-school OG Kush, grown the way it was in the nineties.'),
  clean('An old school favourite with a piney, earthy finish.'),
  clean('Never share cannabis with anyone under 21.'),
  clean('Strictly 21 and over; bring a valid photo ID.'),
  // Real strain and product names that are not candy look-alikes
  clean('Wedding Cake: dense buds with a vanilla, peppery nose.'),
  clean('Gelato is a dessert-sweet hybrid with purple flecks.'),
  clean('Ice Cream Cake, an evening hybrid from Wedding Cake and Gelato #33.'),
  clean('Apple Fritter, sweet and earthy, hand-trimmed.'),
  clean('Cherry Pie: sweet and sour cherry on the nose.'),
  clean('Sunset Sherbet, creamy and citrusy; a parent of Gelato.'),
  clean('GSC, formerly sold under a longer name, with a minty finish.'),
  clean('Tart Cherry Gummies, 10 mg THC each, 10 per pack.'),
  clean('Scored chocolate bars and bites, 100 mg a bar.'),
  clean('A cookie-and-diesel aroma from Gelato and South Florida OG.'),
  clean('Infused seltzer in grapefruit and lime, 5 mg per can.'),
  // Deals written as prices
  clean('Every Wednesday, 20% off live resin, rosin, badder and shatter.'),
  clean('Mix and match any four 3.5 g eighths of flower for $100 before tax.'),
  clean('Take $5 off each Huron Valley Growers eighth, quarter or ounce.'),
  clean('Buy any two pre-rolls and get the third, of equal or lower price, at 100% off.'),
  clean('New to River Raisin? Take 15% off your whole first order.'),
  clean('Celebrate your birthday month with 20% off one order.'),
  clean('Registered medical patients save 10% on the medical menu every day.'),
  clean('Three pre-rolls for the price of two, Fridays only.'),
  // Safety, dosing and the law, stated plainly
  clean('Edibles can take up to two hours to take effect: start with one serving.'),
  clean('Effects vary from person to person and are not guaranteed.'),
  clean('Potency is tested by a state-licensed lab; results are within 10%.'),
  clean('Lab tested for potency, pesticides, heavy metals and microbials.'),
  clean('It is illegal to drive a motor vehicle while under the influence of marihuana.'),
  clean('Never drive high. Plan a ride home.'),
  clean('Please do not consume cannabis in our parking lot.'),
  clean('No smoking in the parking lot or on the sidewalk.'),
  clean('Enjoy at home, away from children and pets.'),
  clean('Store edibles in their original packaging, away from other food.'),
  clean('A 2 g disposable with a rechargeable battery and a clear window.'),
  clean('Double the flavour: live resin and cured resin side by side.'),
  clean('We double-check every order before it is handed over.'),
  clean('Hit the road with your order in a sealed bag, stored in the trunk.'),
  // Store information and content pages
  clean('Open every day from 9 am to 9 pm; pickup orders are ready in 15 minutes.'),
  clean('Our privacy policy explains what checkout collects and why.'),
  clean('Terpenes over potency: why the smell tells you more than the THC number.'),
  clean('Hand-trimming vs the machine: what a trimmer leaves behind.'),
  clean('Michigan limits adult-use purchases to 2.5 ounces per transaction.'),
  clean('Read the lab results before you buy: every batch has a certificate of analysis.'),
  clean('Our accessibility statement follows WCAG 2.2 AA.'),
  clean('Returns of cannabis are limited by state rules; see the return policy.'),
  clean('See the [terpene guide](/learn/terpenes-over-potency) and the [flower menu](/category/flower).'),
  clean('![A jar of cured flower on a wooden counter](/media/jar.jpg)'),
  clean('[Read more](https://example.com/cures-anxiety-and-pain) about our growers.'),
  // Products advertised where the warnings show, and medical-only items named as such
  clean('New this week: [Petoskey Stone Live Resin](/products/petoskey-stone-live-resin-1g).', WARNINGS_SHOWN),
  clean('Medical Strength Tart Cherry Gummies: medical marihuana for registered qualifying patients only.', {
    ...WARNINGS_SHOWN,
    medicalOnlyProductNames: ['Medical Strength Tart Cherry Gummies'],
  }),
  clean(
    'Tart Cherry Gummies are back. It is illegal to drive a motor vehicle while under the influence of marihuana. ' +
      'National Poison Control Center 1-800-222-1222. For use by individuals 21 years of age or older or registered ' +
      'qualifying patients only. Keep out of reach of children. WARNING: USE BY PREGNANT OR BREASTFEEDING WOMEN, OR ' +
      'BY WOMEN PLANNING TO BECOME PREGNANT, MAY RESULT IN FETAL INJURY, PRETERM BIRTH, LOW BIRTH WEIGHT, OR ' +
      'DEVELOPMENTAL PROBLEMS FOR THE CHILD.',
    { productNames: ['Tart Cherry Gummies'] },
  ),
];
