-- Web vitals name a page by the route it matched, never by its address (decision 50). Until now a
-- beacon kept its page's path, and the pages of routes the old hand-kept list did not know were
-- named by their address too: a review invitation's, an unsubscribe link's or a content preview's
-- token sat in `web_vital_beacons`, for every staff member to read on the dashboard. Every stored
-- beacon is folded to its route by the page routes of this release, in the order Astro tries them
-- (an address that matches none is 'other'); the path column goes; a script address in an
-- attribution keeps neither its query nor a secret link's token.

-- A row named by a static route of the table keeps it; every other is folded from its path (the
-- old list also folded a job application's link as a job posting).
with page_routes (position, pattern, matcher) as (
  values
    (1, '/404', '^/404/?$'),
    (2, '/500', '^/500/?$'),
    (3, '/account/forgot-email', '^/account/forgot-email/?$'),
    (4, '/account/forgot-password', '^/account/forgot-password/?$'),
    (5, '/account/login', '^/account/login/?$'),
    (6, '/account/orders', '^/account/orders/?$'),
    (7, '/account/profile', '^/account/profile/?$'),
    (8, '/account/referral', '^/account/referral/?$'),
    (9, '/account/register', '^/account/register/?$'),
    (10, '/account/resend-invite', '^/account/resend-invite/?$'),
    (11, '/account/update-email', '^/account/update-email/?$'),
    (12, '/account/update-password', '^/account/update-password/?$'),
    (13, '/account', '^/account/?$'),
    (14, '/blog/[slug]', '^/blog/([^/]+?)/?$'),
    (15, '/blog', '^/blog/?$'),
    (16, '/brands/[slug]', '^/brands/([^/]+?)/?$'),
    (17, '/build-a-pack', '^/build-a-pack/?$'),
    (18, '/category/[slug]', '^/category/([^/]+?)/?$'),
    (19, '/checkout', '^/checkout/?$'),
    (20, '/contact', '^/contact/?$'),
    (21, '/content-preview/[...token]', '^/content-preview(?:/(.*?))?/?$'),
    (22, '/dashboard/[...path]', '^/dashboard(?:/(.*?))?/?$'),
    (23, '/dispensary-deals', '^/dispensary-deals/?$'),
    (24, '/feedback/first-purchase', '^/feedback/first-purchase/?$'),
    (25, '/grow-facility-tour', '^/grow-facility-tour/?$'),
    (26, '/learn/jobs/application/[...token]', '^/learn/jobs/application(?:/(.*?))?/?$'),
    (27, '/learn/jobs/[slug]', '^/learn/jobs/([^/]+?)/?$'),
    (28, '/learn/jobs', '^/learn/jobs/?$'),
    (29, '/learn/[slug]', '^/learn/([^/]+?)/?$'),
    (30, '/learn', '^/learn/?$'),
    (31, '/media-access/kit/[...token]', '^/media-access/kit(?:/(.*?))?/?$'),
    (32, '/media-access', '^/media-access/?$'),
    (33, '/newsletter/confirm/[...token]', '^/newsletter/confirm(?:/(.*?))?/?$'),
    (34, '/newsletter/preferences/[...token]', '^/newsletter/preferences(?:/(.*?))?/?$'),
    (35, '/newsletter', '^/newsletter/?$'),
    (36, '/order-tracker', '^/order-tracker/?$'),
    (37, '/products/[slug]', '^/products/([^/]+?)/?$'),
    (38, '/quick-order', '^/quick-order/?$'),
    (39, '/reviews/write/[...token]', '^/reviews/write(?:/(.*?))?/?$'),
    (40, '/reviews', '^/reviews/?$'),
    (41, '/rewards/referrals', '^/rewards/referrals/?$'),
    (42, '/rewards', '^/rewards/?$'),
    (43, '/staging-login', '^/staging-login/?$'),
    (44, '/strain-library', '^/strain-library/?$'),
    (45, '/thank-you', '^/thank-you/?$'),
    (46, '/unsubscribe/[...token]', '^/unsubscribe(?:/(.*?))?/?$'),
    (47, '/wholesale', '^/wholesale/?$'),
    (48, '/[merch]-wear', '^/([^/]+?)-wear/?$'),
    (49, '/[page]', '^/([^/]+?)/?$'),
    (50, '/', '^/$')
)
update public.web_vital_beacons beacon
   set route = coalesce(
     (select pattern from page_routes where beacon.path ~ matcher order by position limit 1),
     'other'
   )
 where position('[' in beacon.route) > 0 or not exists (select 1 from page_routes where pattern = beacon.route);

-- An inline script's address is its page's.
update public.web_vital_beacons
   set attribution = jsonb_set(
     attribution,
     '{longestScript,url}',
     to_jsonb(
       regexp_replace(
         regexp_replace(attribution #>> '{longestScript,url}', '[?#].*$', ''),
         '^((?:https?://[^/]+)?)/(reviews/write|newsletter/confirm|newsletter/preferences|unsubscribe|content-preview|learn/jobs/application|media-access/kit|dashboard/files/resume)/.+$',
         '\1/\2/[...token]'
       )
     )
   )
 where jsonb_typeof(attribution #> '{longestScript,url}') = 'string';

alter table public.web_vital_beacons drop column path;
