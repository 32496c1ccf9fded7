/**
 * Every public page a shopper should reach from any page, in one place: the header's shop
 * navigation and the footer's site map both read it, so a new page is linked by adding it here.
 * Only pages that exist are listed; a link that answers 404 is worse than none.
 */

export interface SiteLink {
  href: string;
  label: string;
}

export interface SiteMapSection {
  /** A stable id for the section's heading (`footer-{id}`). */
  id: string;
  title: string;
  links: SiteLink[];
}

/** What the lists are made of that is not fixed: the store's settings and its catalog. */
export interface SiteMapInput {
  /** Top-level categories with something to buy, in menu order (`listNavCategories`). */
  categories: readonly { slug: string; name: string }[];
  /** The merch shop lives at `/{merchSlug}-wear` (store settings). */
  merchSlug: string;
}

/** The pages that exist whatever the catalog holds. */
export const SITE_PAGES = {
  deals: { href: '/dispensary-deals', label: 'Deals' },
  buildAPack: { href: '/build-a-pack', label: 'Build a pack' },
  quickOrder: { href: '/quick-order', label: 'Quick order' },
  strainLibrary: { href: '/strain-library', label: 'Strain library' },
  orderTracker: { href: '/order-tracker', label: 'Order tracker' },
  rewards: { href: '/rewards', label: 'Rewards' },
  referrals: { href: '/rewards/referrals', label: 'Refer a friend' },
  referralTerms: { href: '/referral-terms', label: 'Referral terms' },
  learn: { href: '/learn', label: 'Learn' },
  blog: { href: '/blog', label: 'Blog' },
  jobs: { href: '/learn/jobs', label: 'Jobs' },
  newsletter: { href: '/newsletter', label: 'Newsletter' },
  termsOfUse: { href: '/terms-of-use', label: 'Terms of use' },
  privacyPolicy: { href: '/privacy-policy', label: 'Privacy policy' },
  returnPolicy: { href: '/return-policy', label: 'Return policy' },
  accessibility: { href: '/accessibility', label: 'Accessibility' },
  reviews: { href: '/reviews', label: 'Store reviews' },
  reviewPolicy: { href: '/review-policy', label: 'Review policy' },
  account: { href: '/account', label: 'Your account' },
  orders: { href: '/account/orders', label: 'Your orders' },
  signIn: { href: '/account/login', label: 'Sign in' },
  register: { href: '/account/register', label: 'Create an account' },
  stores: { href: '/stores', label: 'Our stores' },
  contact: { href: '/contact', label: 'Contact us' },
  growFacilityTour: { href: '/grow-facility-tour', label: 'Grow facility tour' },
  wholesale: { href: '/wholesale', label: 'Wholesale' },
  mediaAccess: { href: '/media-access', label: 'Media access' },
} as const satisfies Record<string, SiteLink>;

/** "river-raisin" → "River Raisin Wear", the merch shop's name. */
export function merchShopName(merchSlug: string): string {
  const words = merchSlug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${words.join(' ')} Wear`;
}

/** The merch shop's page and name. */
export function merchShopLink(merchSlug: string): SiteLink {
  return { href: `/${merchSlug}-wear`, label: merchShopName(merchSlug) };
}

function categoryLinks(categories: SiteMapInput['categories']): SiteLink[] {
  return categories.map((category) => ({ href: `/category/${category.slug}`, label: category.name }));
}

/**
 * The header's shop navigation in two rows: what to browse (the menu's categories and the strain
 * library, a chip row that scrolls sideways on a phone), and the ways to shop and follow an order,
 * few and short enough to wrap onto two lines at 320 px, so a phone shopper sees every one.
 */
export function headerNav(input: Pick<SiteMapInput, 'categories'>): { browse: SiteLink[]; tools: SiteLink[] } {
  return {
    browse: [...categoryLinks(input.categories), SITE_PAGES.strainLibrary],
    tools: [
      SITE_PAGES.deals,
      SITE_PAGES.buildAPack,
      SITE_PAGES.quickOrder,
      SITE_PAGES.rewards,
      SITE_PAGES.orderTracker,
    ],
  };
}

/** The footer's site map: every public page, by what the shopper came to do (a menu with nothing to buy has no section). */
export function footerSiteMap(input: SiteMapInput): SiteMapSection[] {
  const sections: SiteMapSection[] = [
    { id: 'menu', title: 'Menu', links: categoryLinks(input.categories) },
    {
      id: 'shop',
      title: 'Shop',
      links: [
        SITE_PAGES.deals,
        SITE_PAGES.buildAPack,
        SITE_PAGES.quickOrder,
        merchShopLink(input.merchSlug),
        SITE_PAGES.strainLibrary,
        SITE_PAGES.reviews,
      ],
    },
    { id: 'orders', title: 'Orders', links: [SITE_PAGES.orderTracker, SITE_PAGES.orders] },
    { id: 'rewards', title: 'Rewards', links: [SITE_PAGES.rewards, SITE_PAGES.referrals, SITE_PAGES.referralTerms] },
    { id: 'account', title: 'Account', links: [SITE_PAGES.account, SITE_PAGES.signIn, SITE_PAGES.register] },
    { id: 'learn', title: 'Learn', links: [SITE_PAGES.learn, SITE_PAGES.blog, SITE_PAGES.jobs] },
    {
      id: 'contact',
      title: 'Contact',
      links: [
        SITE_PAGES.stores,
        SITE_PAGES.contact,
        SITE_PAGES.newsletter,
        SITE_PAGES.growFacilityTour,
        SITE_PAGES.wholesale,
        SITE_PAGES.mediaAccess,
      ],
    },
    {
      id: 'policies',
      title: 'Policies',
      links: [
        SITE_PAGES.termsOfUse,
        SITE_PAGES.privacyPolicy,
        SITE_PAGES.returnPolicy,
        SITE_PAGES.reviewPolicy,
        SITE_PAGES.accessibility,
      ],
    },
  ];
  return sections.filter((section) => section.links.length > 0);
}
