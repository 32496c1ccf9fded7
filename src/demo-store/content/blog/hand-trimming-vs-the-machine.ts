import type { SeedContentPage } from '../types.ts';

const body = `Walk along our flower menu and you will see two phrases again and again in the descriptions: "hand-trimmed" and "machine-trimmed". They are not marketing fluff. How a grower trims a harvest changes how the flower looks, how it smells, and what it costs, and it is one of the easiest things to learn to see for yourself.

## What trimming is for

A cannabis bud comes off the plant wrapped in leaves. The big fan leaves are easy to strip. The small "sugar leaves" growing out of the bud are the real work: they carry some resin, but far less than the bud itself, and left on they make the flower leafy, harsh and less attractive. Trimming cuts them back to reveal the bud underneath. (For the parts of the plant, see [cannabis anatomy](/learn/cannabis-anatomy).)

The trouble is that the bud is covered in trichomes, the tiny resin glands that hold the plant's cannabinoids and terpenes. Their heads break off easily. Every method of trimming is a trade-off between speed and how many of those heads survive.

## Wet trim or dry trim

Before choosing hands or a machine, a grower chooses when to trim.

- **Wet trimming** happens right after harvest, while the plant is still fresh. Leaves stand away from the bud and are easy to reach, and the flower then dries faster because less leaf holds moisture around it.
- **Dry trimming** happens after the whole branches have hung to dry for a week or two. The leaves curl tight against the bud, which makes the work slower, but the leaves shield the trichomes while the flower dries slowly. Many craft growers prefer it for aroma.

## By hand

Hand-trimming means a person with small, sharp scissors turning each bud and snipping it into shape. Good trimmers work fast, but it is still slow going, and a harvest can take a crew days or weeks. The scissors gum up with resin and have to be cleaned constantly.

What you get for that labour:

- **Intact trichomes.** The bud is handled gently and only where it is cut, so the frosty coat stays on.
- **Natural shape.** A hand-trimmed bud keeps its own contours, with the sharp points and ridges of its bracts.
- **Judgement.** A person can leave a sugar leaf tip that is covered in resin, and remove a stem a machine would miss.

## By machine

Trimming machines come in two main kinds. **Tumblers** spin dried buds in a drum of mesh over a blade, so leaves poking through the mesh are clipped. **Bladed wet trimmers** carry fresh buds over a bed of blades with rollers and airflow. Both work many times faster than a person with scissors.

What you get:

- **Consistency and a lower price.** Less labour per gram is a big reason value flower can be priced the way it is.
- **Rounder buds.** Tumbling wears buds into smooth, ball-like shapes.
- **Some lost resin.** Friction knocks off trichome heads. Modern machines are much gentler than early ones, and many growers collect the resin that falls off, but the surface of a tumbled bud usually looks less frosty.

Plenty of growers use both: a gentle machine pass to take off most of the leaf, then a quick hand touch-up.

## What you can see on the counter

When you look at a bud, or at a close-up photo of one:

- **Shape:** sharp, irregular contours suggest hand-trimming; smooth, round, uniform buds suggest a tumbler.
- **Frost:** look at the bracts under good light. Intact, rounded trichome heads mean careful handling.
- **Leaf:** a few resin-dusted leaf tips are normal with hand-trimming; ragged, clipped leaf edges point to a machine.
- **Smell:** trichome heads hold the terpenes, so flower that kept more of them often smells stronger when you open the jar. Read more in [terpenes over potency](/learn/terpenes-over-potency).

Trimming is only one step. Drying and curing, the weeks of slow drying in a controlled room afterwards, shape the aroma at least as much. A carelessly dried hand-trimmed bud can disappoint, and a well-cured machine-trimmed one can be a very good buy.

## Why it shows up in the price

Hand-trimming is one of the biggest labour costs in growing flower. That is why, on our [flower menu](/category/flower), the top-shelf products that say "hand-trimmed, slow-cured" usually cost more per gram than the value-priced, machine-trimmed ones. Neither is the wrong choice; they are different products for different shoppers. [Cannabis pricing](/learn/cannabis-pricing) explains the other things that go into a price.

## Where the trim goes

The sugar-leaf trim is not thrown away. It carries resin, so it usually goes to extraction and ends up in [concentrates](/category/concentrates), [vapes](/category/vapes) or [edibles](/category/edibles). Some pre-rolls are made with trim too; pre-rolls made only of ground buds say "whole flower" on the label. You will find both kinds among our [pre-rolls](/category/pre-rolls).

Next time you are at the counter, ask your budtender how a flower was trimmed and cured. It is a good question, and you will start to notice the answer before you ask.`;

export const HAND_TRIMMING_VS_THE_MACHINE: SeedContentPage = {
  path: '/blog/hand-trimming-vs-the-machine',
  kind: 'blog',
  title: 'Hand-trimming vs. the machine',
  summary:
    'Why growers trim cannabis, how hand-trimming and trimming machines differ, what you can see in a bud, and why it shows up in the price of an eighth.',
  body,
  author: 'River Raisin budtenders',
  publishedAt: '2026-04-16T10:00:00-04:00',
  seoTitle: 'Hand-trimmed vs machine-trimmed cannabis flower',
  seoDescription:
    'How hand-trimming and trimming machines differ, wet trim versus dry trim, what to look for in a bud, and why hand-trimmed flower costs more.',
};
