/**
 * What /work/shared/SPEC.md says each route shows, section by section, as data for
 * tests/build/spec-routes.test.ts. What is checked is SPEC's: when the site and SPEC disagree, the
 * test fails and the site is what has to change. Some entries are the site's words, where SPEC names
 * a thing without wording it:
 *  - an `anchor` SPEC does not quote ('Who We Serve' for SPEC's "who we serve (locations …)",
 *    'Our Mission', 'First Name'…) is the text by which the test finds the section SPEC describes
 *    (a heading of the site, or a label in it) and checks the sections' order; the checks inside
 *    that section are SPEC's;
 *  - the `steps` of the service pages' "3 steps" are the site's titles (SPEC gives only the number,
 *    and for vending services "request, install and stock, enjoy", written here as the site does:
 *    'Install & Stock'); the home page's and the product pages' Tap, Grab, Go are SPEC's;
 *  - `exact` 'Multi-pay' and 'October 6, 2025' are SPEC's "multi-pay" and "6 Oct 2025" as the site
 *    writes them.
 * A change of one of those in site/ is made here too.
 *
 * How strictly a text is compared depends on how SPEC states it:
 *  - `exact`: strings SPEC quotes or names verbatim (headlines, button labels, figures, quoted
 *    sentences). They must appear with the same case and punctuation inside one text block.
 *  - `prose`: SPEC's running description ("free consultation, custom quote, no obligation"). The
 *    words must appear in this order inside one text block, ignoring case and punctuation, with
 *    `&` and `/` read as "and".
 *  - `figures`: the machine table of SPEC §3 writes "22.8x30x76.4" and "32-50F"; the site may add
 *    spaces, units and the degree sign. Compared without whitespace and `°`, ignoring case.
 *
 * `{phone}`, `{email}` and `{street}` stand for SPEC's placeholders of the business constants
 * (§9: "Phone {phone}; e-mail info@{host}"); the test fills them from site/site.yaml. A `tel:`
 * link is compared by its digits.
 */

export interface LinkSpec {
  /** The link's visible label (visually hidden helper text and icons excluded). Omit for any label. */
  text?: string;
  href: string;
  /** Opens in a new tab (external links). */
  newTab?: boolean;
}

export interface FieldSpec {
  /** The control's `name`, i.e. the lead field it sends (SPEC §3). */
  name: string;
  /** Its visible label (SPEC §5). */
  label: string;
  /** `type` of the input; `textarea` for a text area. */
  type: 'text' | 'email' | 'tel' | 'checkbox' | 'textarea';
  required: boolean;
  /** For the consent checkbox: SPEC prose its label must contain. */
  labelProse?: string[];
}

export interface SelectSpec {
  name: string;
  /** Visible label; SPEC names it only for machine sales ("What are you interested in"). */
  label?: string;
  /** The choosable options in order: the value sent, and the label SPEC gives (when it gives one). */
  options: { value: string; label?: string }[];
}

export interface FormSpec {
  /** `data-form-type` of the <form>, i.e. the formType it sends (SPEC §3). */
  formType: string;
  fields: FieldSpec[];
  select: SelectSpec;
  /** Lead fields SPEC says this form does not have. */
  absent?: string[];
}

export interface SectionSpec {
  /** SPEC's name for the section. */
  section: string;
  /**
   * Exact text that finds the section: the page <section> (one per content section) whose text
   * has it. Omitted: the whole <main>. Anchored sections must come in this order on the page.
   */
  anchor?: string;
  exact?: string[];
  prose?: string[];
  figures?: string[];
  /** Exact texts that must not appear in the section. */
  absent?: string[];
  /** Figures (compared as `figures`) that must not appear in the section. */
  absentFigures?: string[];
  /** Value and label of a statistic shown together (value exact, label prose). */
  stats?: [value: string, label: string][];
  links?: LinkSpec[];
  /** Element ids other parts of the page scroll to. */
  ids?: string[];
  /** Step titles, in order, of a steps list with a progress bar (SPEC: How It Works, 3 steps). */
  steps?: string[];
  /** Number of testimonials, each rated 5 stars. */
  testimonials?: number;
  /** Number of cards (h3 headings) in the section. */
  cards?: number;
  /** Machine ids of a lineup grid: name, image, capacity badge, Get Pricing, Learn More per model. */
  lineup?: string[];
  /** A poster image that turns into a video on click: an <img> and a play <button>. */
  posterVideo?: boolean;
  /** The page's one <h1>. */
  h1?: string;
  form?: FormSpec;
}

export interface RouteSpec {
  /** The address SPEC §2 gives, or "404.html" for "any other path". */
  route: string;
  /** The prerendered file, relative to the build output. */
  file: string;
  /** SPEC's name for the screen. */
  screen: string;
  sections: SectionSpec[];
}

/* ------------------------------------------------------------------------------------------ */
/* SPEC §3: machine models                                                                     */
/* ------------------------------------------------------------------------------------------ */

export interface ModelSpec {
  id: string;
  /** SPEC §3 "Name". */
  name: string;
  /** SPEC §2 footer label. */
  footerLabel: string;
  capacity: string;
  dimensions: string;
  weight: string;
  cooling: string;
  power: string;
  /** SPEC §3 "Special"; undefined where SPEC says "not shown". */
  special?: string;
}

export const MODELS: ModelSpec[] = [
  {
    id: 'mini-combo',
    name: 'AI Vending Mini',
    footerLabel: 'AI Mini',
    capacity: '245+ drinks/snacks',
    dimensions: '22.8x30x76.4',
    weight: '145.5 lbs',
    cooling: '32-50F',
    power: '2.0 kWh',
    special: 'compact footprint',
  },
  {
    id: 'small-combo',
    name: 'AI Vending Plus',
    footerLabel: 'AI Plus',
    capacity: '270+',
    dimensions: '27.2x27x76.6',
    weight: '220.5 lbs',
    cooling: '32-50F',
    power: '2.28 kWh',
    special: 'adjustable shelves',
  },
  {
    id: 'standard-combo',
    name: 'AI Vending Ambient',
    footerLabel: 'AI Ambient',
    capacity: '368+',
    dimensions: '26.8x26x77.5',
    weight: '264.5 lbs',
    cooling: 'room temperature',
    power: '0.84 kWh',
  },
  {
    id: 'pro-model',
    name: 'AI Vending Pro',
    footerLabel: 'AI Pro',
    capacity: '406+',
    dimensions: '29.5x29.1x79.5',
    weight: '264.5 lbs',
    cooling: '32-50F',
    power: '2.65 kWh',
    special: 'high durability',
  },
  {
    id: 'freezer-model',
    name: 'AI Vending Frozen',
    footerLabel: 'AI Frozen',
    capacity: '468 frozen',
    dimensions: '27.6x35.8x80.4',
    weight: '275.6 lbs',
    cooling: '-7.6F to 14F',
    power: '8.33 kWh',
  },
  {
    id: 'double-door-cooler',
    name: 'AI Vending Ultra',
    footerLabel: 'AI Ultra',
    capacity: '828+',
    dimensions: '53.9x27.9x79.5',
    weight: '410 lbs',
    cooling: '32-50F',
    power: '6.2 kWh',
    special: 'dual-door',
  },
];

export const MODEL_IDS = MODELS.map((m) => m.id);

/** SPEC §3 "Common specs", on every product page. */
export const COMMON_SPECS = {
  exact: ['110-120V / 60Hz'],
  prose: ['aluminum alloy door with anti-fog glass', 'about 60 seconds', '4G remote monitoring'],
};

/* ------------------------------------------------------------------------------------------ */
/* SPEC §2 header and footer, on every page                                                    */
/* ------------------------------------------------------------------------------------------ */

export const HEADER = {
  /** "Logo links to /." */
  logoHref: '/',
  /** "Links: Home (/), a Services dropdown (…), About (/about), Contact (/contact)." */
  links: [
    { text: 'Home', href: '/' },
    { text: 'About', href: '/about' },
    { text: 'Contact', href: '/contact' },
  ] satisfies LinkSpec[],
  dropdown: {
    label: 'Services',
    hrefs: ['/vending-services', '/micro-market', '/pantry-services', '/machine-sales', '/smart-coolers', '/support-training'],
  },
  /** "A Get Started button goes to /get-started." */
  action: { text: 'Get Started', href: '/get-started' } satisfies LinkSpec,
};

export const FOOTER = {
  /** "Three social links." */
  socialLinks: 3,
  /** "Quick Links (/, /products, /about, /contact)." */
  quickLinks: ['/', '/products', '/about', '/contact'],
  /** "Products (/products/mini-combo = AI Mini, …)." */
  products: MODELS.map((m) => ({ text: m.footerLabel, href: `/products/${m.id}` })) satisfies LinkSpec[],
  /** "contact info (e-mail, phone, Nationwide Service)"; §9 "e-mail info@{host}". */
  contact: {
    exact: ['Nationwide Service', '{email}', '{phone}'],
    links: [{ href: 'mailto:{email}' }, { href: 'tel:{phone}' }] as LinkSpec[],
  },
  /** "legal links" (SPEC §2 legal pages). */
  legal: ['/privacy-policy', '/terms-of-service', '/cookie-policy'],
  /** "Copyright 2025." */
  exact: ['Copyright 2025'],
};

/* ------------------------------------------------------------------------------------------ */
/* Shared pieces of the screens                                                                */
/* ------------------------------------------------------------------------------------------ */

/** SPEC §5: "agrees to receive transactional and marketing/promotional messages; frequency varies; …". */
const CONSENT: FieldSpec = {
  name: 'consent',
  label: '',
  type: 'checkbox',
  required: true,
  labelProse: [
    'transactional and marketing promotional messages',
    'frequency varies',
    'message and data rates may apply',
    'reply HELP for help or STOP to opt out',
  ],
};

/** SPEC §5: the fields of a service landing request form. */
const SERVICE_FORM_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Full Name', type: 'text', required: true },
  { name: 'email', label: 'Email Address', type: 'email', required: true },
  { name: 'phone', label: 'Phone Number', type: 'tel', required: true },
  { name: 'businessName', label: 'Business Name', type: 'text', required: true },
  { name: 'message', label: 'Additional Details', type: 'textarea', required: false },
  CONSENT,
];

/** SPEC §2 products: the lineup grid, every model linked. */
const FULL_LINEUP = MODEL_IDS;

/** SPEC §2 home "Final call to action" and the products' closing call to action. */
const TRUST_POINTS = ['free consultation', 'custom quote', 'no obligation'];

function productRoute(model: ModelSpec): RouteSpec {
  const others = MODELS.filter((m) => m.id !== model.id);
  return {
    route: `/products/${model.id}`,
    file: `products/${model.id}/index.html`,
    screen: `Product screen, known id (${model.name})`,
    sections: [
      {
        section: 'Detail hero: back link, name, subtitle, description, Get Pricing, Download Specs',
        anchor: model.name,
        h1: model.name,
        figures: [model.capacity],
        exact: ['Download Specs'],
        links: [{ href: '/products' }, { text: 'Get Pricing', href: '/contact' }],
      },
      {
        section: 'Key specifications',
        anchor: 'Key Specifications',
        figures: [model.capacity, model.dimensions, model.weight, model.cooling, model.power],
      },
      {
        section: 'Why choose this model: model feature, 99% AI accuracy, multi-payment, real-time monitoring',
        anchor: 'Why Choose This Model',
        prose: [...(model.special ? [model.special] : []), '99% AI accuracy', 'multi-payment', 'real-time monitoring'],
        exact: ['Apple Pay', 'Google Pay'],
      },
      { section: 'Tap/Grab/Go steps', anchor: 'Tap, Grab & Go', steps: ['Tap', 'Grab', 'Go'] },
      {
        section: 'Technical specs (SPEC §3 figures and common specs)',
        anchor: 'Technical Specifications',
        figures: [model.capacity, model.dimensions, model.weight, model.cooling, model.power],
        exact: [model.name, ...COMMON_SPECS.exact],
        prose: [...COMMON_SPECS.prose, ...(model.special ? [model.special] : [])],
        // SPEC §3: Special is "not shown" for this model.
        absent: model.special ? [] : ['Special feature'],
      },
      { section: 'Smart features', anchor: 'Smart Features' },
      { section: 'A testimonial', anchor: 'What Our Customers Say', testimonials: 1 },
      {
        section: 'Closing Get Pricing',
        anchor: 'Ready to Add This Model to Your Location?',
        links: [{ text: 'Get Pricing', href: '/contact' }],
      },
      {
        section: 'The right model only: no names or figures of the other five',
        absent: others.map((m) => m.name),
        absentFigures: otherFigures(model),
      },
    ],
  };
}

/** For a product page, the figures of the other models that differ from this one's (SPEC §3 table). */
export function otherFigures(model: ModelSpec): string[] {
  const own = new Set([model.capacity, model.dimensions, model.weight, model.cooling, model.power]);
  return MODELS.filter((m) => m.id !== model.id)
    .flatMap((m) => [m.capacity, m.dimensions, m.weight, m.power])
    .filter((figure) => !own.has(figure));
}

/* ------------------------------------------------------------------------------------------ */
/* SPEC §2: every route                                                                        */
/* ------------------------------------------------------------------------------------------ */

export const SPEC_ROUTES: RouteSpec[] = [
  {
    route: '/',
    file: 'index.html',
    screen: 'Home',
    sections: [
      {
        section: 'Hero: Tap, Grab & Go, Get Pricing, See How It Works, poster video, stats',
        anchor: 'Tap, Grab & Go',
        h1: 'Tap, Grab & Go',
        exact: ['Tap, Grab & Go', 'Get Pricing', 'See How It Works', '99%', '24/7', '100+'],
        stats: [
          ['99%', 'AI accuracy'],
          ['24/7', 'monitoring'],
          ['100+', 'businesses'],
        ],
        links: [
          { text: 'Get Pricing', href: '/contact' },
          { text: 'See How It Works', href: '#how-it-works' },
        ],
        posterVideo: true,
      },
      {
        section: 'Why Choose Smart Vending: four benefits',
        anchor: 'Why Choose Smart Vending',
        exact: ['Higher Revenue', 'Low Maintenance', 'Flexible Payments', 'Scalable'],
        cards: 4,
      },
      {
        section: 'How It Works: Tap, Grab, Go with a progress bar',
        anchor: 'How It Works',
        exact: ['How It Works'],
        ids: ['how-it-works'],
        steps: ['Tap', 'Grab', 'Go'],
      },
      { section: 'Machine lineup grid of six models', anchor: 'AI Vending Mini', lineup: FULL_LINEUP },
      {
        section: 'Jam-Packed With Smart Technology: 8 feature cards plus stats',
        anchor: 'Jam-Packed With Smart Technology',
        cards: 8,
        stats: [
          ['99%', 'AI accuracy'],
          ['24/7', 'remote monitoring'],
        ],
        prose: ['real-time analytics'],
        exact: ['Multi-pay'],
      },
      {
        section: 'Tech Specs Snapshot',
        anchor: 'Tech Specs Snapshot',
        exact: ['245 - 828', '0.84 - 8.33 kWh/24h', 'Request Full Specs + Pricing'],
        prose: ['245 828 products', 'pure air cooling', '4G remote monitoring'],
        links: [{ text: 'Request Full Specs + Pricing', href: '#contact' }],
      },
      { section: 'Three customer testimonials with 5 stars', anchor: 'What Our Customers Say', testimonials: 3 },
      {
        section: 'Support partner section',
        prose: ['US-based support', 'training and setup', 'maintenance and parts', 'cloud software updates'],
        anchor: 'US-Based Support',
      },
      {
        section: 'Final call to action (the element with id contact)',
        anchor: 'Trusted by 100+ businesses nationwide',
        ids: ['contact'],
        exact: ['Get Pricing Now', 'Trusted by 100+ businesses nationwide'],
        prose: TRUST_POINTS,
        links: [{ text: 'Get Pricing Now', href: '/contact' }],
      },
    ],
  },
  {
    route: '/products',
    file: 'products/index.html',
    screen: 'Product screen, no id: grid of all six models',
    sections: [{ section: 'Grid of all six models', anchor: 'AI Vending Mini', lineup: FULL_LINEUP }],
  },
  ...MODELS.map(productRoute),
  {
    route: '/about',
    file: 'about/index.html',
    screen: 'About',
    sections: [
      { section: 'Mission and a video', anchor: 'Our Mission', prose: ['mission'], posterVideo: true },
      {
        section: 'Three values',
        anchor: 'Innovation First',
        exact: ['Innovation First', 'Customer Success', 'Quality Excellence'],
        cards: 3,
      },
      { section: 'Get Started button', links: [{ text: 'Get Started', href: '/get-started' }] },
    ],
  },
  {
    route: '/vending-services',
    file: 'vending-services/index.html',
    screen: 'Vending services landing',
    sections: [
      {
        section: 'Hero with a read-only text box and Get Started button',
        anchor: 'Smart Vending Services',
        exact: ['Get Started'],
        links: [{ text: 'Get Started', href: '/get-started' }],
      },
      {
        section: 'Six service cards with Learn More links',
        anchor: 'Micro-Markets',
        cards: 6,
        links: ['/products', '/micro-market', '/pantry-services', '/smart-coolers', '/machine-sales', '/support-training'].map((href) => ({
          text: 'Learn More',
          href,
        })),
      },
      { section: 'Four benefit blocks', anchor: 'Zero Upfront Cost', cards: 4 },
      {
        section: 'Why-choose list',
        anchor: 'Free Placement & Setup',
        prose: [
          'free placement and setup',
          'stocked with popular products',
          'regular maintenance',
          'reliable service',
          'cashless payments',
        ],
      },
      {
        section: 'Who we serve (30+ employees or steady foot traffic)',
        anchor: 'Who We Serve',
        exact: ['30+ employees or steady foot traffic'],
        prose: ['offices', 'schools/universities', 'hospitals/clinics', 'gyms', 'retail/public spaces'],
      },
      { section: '3 steps: request, install and stock, enjoy', anchor: 'Install & Stock', steps: ['Request', 'Install & Stock', 'Enjoy'] },
      { section: 'Testimonials: three, 5 stars', anchor: 'What Our Customers Say', testimonials: 3 },
      { section: 'Call to action', anchor: 'On-Call Support', exact: ['Free Installation', 'No Lease', 'On-Call Support'] },
      {
        section: 'Installation request form',
        anchor: 'Full Name',
        form: {
          formType: 'installation_request',
          fields: SERVICE_FORM_FIELDS,
          select: {
            name: 'unitType',
            options: ['office', 'school', 'hospital', 'gym', 'retail', 'other'].map((value) => ({ value })),
          },
        },
      },
    ],
  },
  {
    route: '/micro-market',
    file: 'micro-market/index.html',
    screen: 'Micro-market landing',
    sections: [
      {
        section: 'What a micro-market is',
        anchor: 'What Is a Micro-Market?',
        prose: ['open shelving and smart coolers', 'cashless kiosks', 'more variety', 'custom layouts'],
      },
      { section: 'Benefits', anchor: 'Why Businesses Love Micro-Markets', cards: 4 },
      { section: 'Audiences', anchor: 'Who We Serve' },
      { section: '3 steps', anchor: 'Your Micro-Market in 3 Steps', steps: ['Consult & Design', 'Install & Stock', 'Shop & Enjoy'] },
      { section: 'Testimonial', anchor: 'What Our Customers Say', testimonials: 1 },
      {
        section: 'Request form',
        anchor: 'Full Name',
        form: {
          formType: 'micro_market_request',
          fields: SERVICE_FORM_FIELDS,
          select: {
            name: 'unitType',
            options: [
              { value: 'office' },
              { value: 'school' },
              { value: 'gym' },
              // SPEC §3: "building (multi-tenant building or shared workspace)"
              { value: 'building' },
              { value: 'other' },
            ],
          },
        },
        prose: ['multi-tenant building shared workspace'],
      },
    ],
  },
  {
    route: '/pantry-services',
    file: 'pantry-services/index.html',
    screen: 'Pantry services landing',
    sections: [
      { section: 'Pantry offering', anchor: 'Our Pantry Offering' },
      { section: 'Benefits', anchor: 'A Perk Your Team Will Notice', cards: 4 },
      { section: 'Audiences', anchor: 'Who We Serve' },
      { section: '3 steps', anchor: 'A Better Pantry in 3 Steps', steps: ['Tell Us Your Needs', 'We Stock the Pantry', 'Enjoy & Adjust'] },
      { section: 'Testimonial', anchor: 'What Our Customers Say', testimonials: 1 },
      {
        section: 'Request form',
        anchor: 'Full Name',
        form: {
          formType: 'pantry_services_request',
          fields: SERVICE_FORM_FIELDS,
          select: { name: 'unitType', options: ['office', 'school', 'hospital', 'retail', 'other'].map((value) => ({ value })) },
        },
      },
    ],
  },
  {
    route: '/machine-sales',
    file: 'machine-sales/index.html',
    screen: 'Machine sales landing',
    sections: [
      {
        section: 'Machine types: beverage, snack, combo, smart coolers',
        anchor: 'Beverage Machines',
        prose: ['beverage', 'snack', 'combo', 'smart coolers'],
        cards: 4,
      },
      {
        section: 'Sub-Distributor Program benefits',
        anchor: 'Sub-Distributor Program',
        exact: ['Sub-Distributor Program'],
        prose: ['bulk pricing', 'guidance', 'setup and training', 'starter inventory advice', 'long-term support'],
      },
      { section: 'Why buy', anchor: 'Why Buy From Us' },
      { section: '3 steps', anchor: 'From Inquiry to Income in 3 Steps', steps: ['Consult', 'Order & Deliver', 'Launch & Grow'] },
      { section: 'Testimonial', anchor: 'What Operators Say', testimonials: 1 },
      {
        section: 'Pricing request form',
        anchor: 'Full Name',
        form: {
          formType: 'machine_sales_request',
          fields: SERVICE_FORM_FIELDS,
          select: {
            name: 'unitType',
            label: 'What are you interested in',
            options: ['buy-machines', 'sub-distributor', 'both'].map((value) => ({ value })),
          },
        },
      },
    ],
  },
  {
    route: '/smart-coolers',
    file: 'smart-coolers/index.html',
    screen: 'Smart coolers: home-style sections, no form',
    sections: [
      {
        section: 'Home-style hero',
        anchor: 'See How It Works',
        links: [
          { text: 'Get Pricing', href: '/contact' },
          { text: 'See How It Works', href: '#how-it-works' },
        ],
      },
      { section: 'How It Works steps', anchor: 'How It Works', ids: ['how-it-works'], steps: ['Tap', 'Grab', 'Go'] },
      { section: 'Jam-Packed With Smart Technology', anchor: 'Jam-Packed With Smart Technology', cards: 8 },
      {
        section: 'Specs with Request Full Specs + Pricing',
        anchor: 'Request Full Specs + Pricing',
        exact: ['245 - 828'],
        links: [{ text: 'Request Full Specs + Pricing', href: '#contact' }],
      },
      {
        section: 'Call to action (id contact)',
        anchor: 'Trusted by 100+ businesses nationwide',
        ids: ['contact'],
        links: [{ text: 'Get Pricing Now', href: '/contact' }],
      },
      { section: 'No form', absent: ['Full Name', 'Email Address'] },
    ],
  },
  {
    route: '/support-training',
    file: 'support-training/index.html',
    screen: 'Support and training',
    sections: [
      {
        section: '24/7 service and tech support, maintenance, staff training, account managers',
        anchor: 'Dedicated Account Managers',
        prose: ['24/7 service and tech support', 'onsite and remote maintenance', 'staff training', 'dedicated account managers'],
      },
      { section: 'Personalized training list', anchor: 'Personalized Training', prose: ['personalized training'] },
      {
        section: 'Online support portal, Coming Soon',
        anchor: 'Coming Soon',
        exact: ['Coming Soon'],
        prose: ['online support portal', 'resources', 'ticket tracking', 'training videos', 'direct messaging'],
      },
      {
        section: 'Get Support & Training button',
        exact: ['Get Support & Training'],
        links: [{ text: 'Get Support & Training', href: '/get-started' }],
      },
    ],
  },
  {
    route: '/get-started',
    file: 'get-started/index.html',
    screen: 'Get-started lead form',
    sections: [
      {
        section: 'Lead form: first name, last name, email, phone, service, consent',
        anchor: 'First Name',
        form: {
          formType: 'get_started_request',
          fields: [
            { name: 'firstName', label: 'First Name', type: 'text', required: true },
            { name: 'lastName', label: 'Last Name', type: 'text', required: true },
            { name: 'email', label: 'Email Address', type: 'email', required: true },
            { name: 'phone', label: 'Phone Number', type: 'tel', required: true },
            CONSENT,
          ],
          select: {
            name: 'service',
            options: [
              { value: 'vending-services' },
              { value: 'micro-market' },
              { value: 'pantry-services' },
              { value: 'machine-sales', label: 'Sub-Distributor Program' },
              { value: 'smart-coolers', label: 'Buy Machines for My Business' },
            ],
          },
          absent: ['name', 'businessName', 'unitType'],
        },
      },
    ],
  },
  {
    route: '/contact',
    file: 'contact/index.html',
    screen: 'Contact and quote',
    sections: [
      {
        section: 'Four info cards: e-mail, phone, nationwide service, business hours',
        anchor: 'Mon-Fri 8AM-6PM EST',
        exact: ['{email}', '{phone}', 'Mon-Fri 8AM-6PM EST'],
        prose: ['all 50 states', 'emergency support', 'within 24 hours'],
        links: [{ href: 'mailto:{email}' }, { href: 'tel:{phone}' }],
        cards: 4,
      },
      {
        section: 'Quote form (no business name) and three reasons',
        anchor: 'Full Name',
        exact: ['Free Consultation', 'Custom Solutions', 'Ongoing Support'],
        form: {
          formType: 'quote_request',
          fields: [
            { name: 'name', label: 'Full Name', type: 'text', required: true },
            { name: 'email', label: 'Email Address', type: 'email', required: true },
            { name: 'phone', label: 'Phone Number', type: 'tel', required: true },
            { name: 'message', label: 'Additional Details', type: 'textarea', required: false },
            CONSENT,
          ],
          select: {
            name: 'unitType',
            options: MODELS.map((m) => ({ value: m.name.toLowerCase().replaceAll(' ', '-'), label: m.name })),
          },
          absent: ['businessName'],
        },
      },
    ],
  },
  {
    route: '/thank-you',
    file: 'thank-you/index.html',
    screen: 'Confirmation',
    sections: [
      {
        section: 'Confirms receipt; contact within 24 hours with custom pricing; Back to Home, Explore Our Products',
        anchor: 'Back to Home',
        prose: ['within 24 hours with custom pricing'],
        exact: ['Back to Home', 'Explore Our Products'],
        links: [
          { text: 'Back to Home', href: '/' },
          { text: 'Explore Our Products', href: '/products' },
        ],
      },
      { section: 'What happens next in 3 steps', anchor: 'What Happens Next', cards: 3 },
      { section: 'Phone and e-mail', anchor: '{phone}', exact: ['{phone}', '{email}'] },
    ],
  },
  ...(
    [
      ['/privacy-policy', 'Privacy policy', ['children under 13']],
      ['/terms-of-service', 'Terms of service', ['at least 18 years old', 'laws of the State of Texas']],
      ['/cookie-policy', 'Cookie policy', ['essential cookies', 'analytics cookies', 'functionality cookies', 'advertising cookies']],
    ] as const
  ).map(([route, screen, prose]): RouteSpec => ({
    route,
    file: `${route.slice(1)}/index.html`,
    screen: `Legal pages: ${screen}`,
    sections: [
      { section: 'Effective 6 Oct 2025', exact: ['October 6, 2025'] },
      { section: 'What SPEC says it covers', prose: [...prose] },
      { section: 'Company postal address, phone and e-mail', anchor: '{street}', exact: ['{street}', '{phone}', '{email}'] },
    ],
  })),
  {
    route: '404.html',
    file: '404.html',
    screen: 'Not-found page (any other path)',
    sections: [
      {
        section: "'404', 'Oops! Page not found' and a Return to Home link",
        anchor: 'Oops! Page not found',
        h1: '404 Oops! Page not found',
        exact: ['404', 'Oops! Page not found', 'Return to Home'],
        links: [{ text: 'Return to Home', href: '/' }],
      },
    ],
  },
];

/**
 * SPEC §3: "Another service-type list appears on one installation form" with these values. SPEC
 * does not say which page; the test looks for it on every form of the site.
 */
export const SERVICE_TYPE_OPTIONS = ['full-service', 'micro-market', 'pantry', 'smart-cooler', 'purchase'];
