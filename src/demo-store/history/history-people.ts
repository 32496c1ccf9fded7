import { addDays } from '#lib/pickup/zoned-time.ts';
import type { Random } from '../random.ts';
import type { MedicalCard } from './history-types.ts';

/**
 * Made-up people for the history: names, addresses at the domains reserved for examples
 * (example.com, .net, .org), and 555-01xx phone numbers (reserved for fiction) in area codes the
 * store's tests never use, so a generated person never answers a test's search. None is named like
 * a demo sign-in (Avery Admin, Morgan Manager, Casey Customer).
 */

const FIRST_NAMES = (
  'Aaliyah Adrian Aisha Alex Amara Andre Angela Ben Bianca Brandon Brianna Caleb Carmen Chloe Colin ' +
  'Dante Darius Deshawn Diego Elena Eli Emma Ethan Fatima Gabriel Grace Hannah Hector Imani Isaac Jada ' +
  'Jamal Jasmine Javier Jenna Jesse Kayla Keisha Kevin Kiara Lena Leo Liam Lucia Luis Maddie Malik ' +
  'Maria Mason Maya Mei Mohammed Naomi Nate Nina Noah Olivia Omar Paige Priya Quinn Rafael Rosa Ryan ' +
  'Sam Sara Tariq Tessa Theo Tyler Vanessa Wes Yara Zoe'
).split(' ');

const LAST_NAMES = (
  'Abbott Alvarez Anderson Baker Barnes Bell Bennett Brooks Castillo Chen Coleman Cruz Davis Dawson ' +
  'Diaz Dubois Edwards Ellis Evans Fischer Flores Foster Garcia Gordon Graham Griffin Haddad Hayes ' +
  'Hughes Jackson Jenkins Kaminski Kelly Khan Kowalski Lee Lewis Lopez Martin Meyer Mitchell Morales ' +
  'Murphy Nguyen Novak Okafor Ortiz Patel Perry Price Ramirez Reed Reyes Rivera Robinson Russo Sanders ' +
  'Schultz Shah Simmons Sullivan Thompson Torres Turner Vargas Walker Ward Wilson Wright Young ' +
  'Zielinski'
).split(' ');

const DOMAINS = ['example.com', 'example.net', 'example.org'];

// Around Monroe (southeast Michigan, northwest Ohio) and the neighbouring states; none is an
// area code the tests type (734, 248, 313, 517, 586, 810, 989).
const AREA_CODES = (
  '231 269 616 906 947 216 220 234 283 326 330 380 419 440 513 567 614 740 937 219 260 317 463 574 765 ' +
  '812 930 217 224 309 312 331 618 630 708 773 779 815 847 872 262 414 534 608 715 920'
).split(' ');

/**
 * How a history's people are addressed: a store's own pool of people (a second store's) takes other
 * area codes and `first_last` addresses, so none of them can be one of another pool's people.
 */
export interface PeopleStyle {
  areaCodes: readonly string[];
  /** Between first and last name in the email address. */
  separator: '.' | '_';
}

/** The first store's people. */
export const FIRST_STORE_PEOPLE: PeopleStyle = { areaCodes: AREA_CODES, separator: '.' };

export interface HistoryPerson {
  name: string;
  email: string;
  /** Ten digits. */
  phone: string;
  birthdate: string;
  medicalCard: MedicalCard | null;
}

/** Hands out people with distinct email addresses and, until the fictional numbers run out, distinct phones. */
export class PeopleSource {
  private readonly emails = new Set<string>();
  private phones = 0;
  private readonly random: Random;
  /** The history's days: everyone is old enough on the first, and cards are valid past the last. */
  private readonly days: { first: string; last: string };
  private readonly style: PeopleStyle;

  constructor(random: Random, days: { first: string; last: string }, style: PeopleStyle = FIRST_STORE_PEOPLE) {
    this.random = random;
    this.days = days;
    this.style = style;
  }

  /** A new person; `medical` ones carry a registry card valid past the end of the history. */
  next(medical: boolean): HistoryPerson {
    const { random } = this;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const { areaCodes, separator } = this.style;
    let email = `${first}${separator}${last}@${random.pick(DOMAINS)}`.toLowerCase();
    for (let n = 2; this.emails.has(email); n++) {
      email = `${first}${separator}${last}${n}@${random.pick(DOMAINS)}`.toLowerCase();
    }
    this.emails.add(email);
    const slot = this.phones++;
    const phone = `${areaCodes[slot % areaCodes.length]}55501${String(Math.floor(slot / areaCodes.length) % 100).padStart(2, '0')}`;
    // Most customers are young adults; medical patients may be 18 to 20.
    const age = (medical && random.chance(0.06) ? 18 : 21) + Math.floor(52 * random.next() ** 1.7);
    const birthYear = Number(this.days.first.slice(0, 4)) - age - 1;
    const birthdate = addDays(`${birthYear}-01-01`, random.int(0, 364));
    const medicalCard = medical
      ? {
          number: `MM${String(random.int(0, 9999)).padStart(4, '0')}${String(random.int(0, 9999)).padStart(4, '0')}`,
          expiresOn: addDays(this.days.last, random.int(30, 700)),
        }
      : null;
    return { name: `${first} ${last}`, email, phone, birthdate, medicalCard };
  }
}
