/* Generated from schema/ by `npm run gen:types`. Do not edit: change the schema and run it again. */
/**
 * One block of the page. type: chooses which kind; the other keys depend on it.
 */
export type Section = (
  | AudiencesSection
  | BenefitsSection
  | ChecklistSection
  | ContactCardsSection
  | CtaSection
  | FeaturesSection
  | FloatingSnacksSection
  | HeroSection
  | LeadFormSection
  | LegalSection
  | LineupSection
  | ProductHeroSection
  | ProductHighlightsSection
  | ProductSpecsSection
  | StepsSection
  | SupportPartnerSection
  | SupportPortalSection
  | TechSpecsSection
  | TestimonialsSection
  | TextSection
) & {
  /**
   * The kind of section, e.g. hero.
   */
  type: string;
};
/**
 * The small picture shown above the name, for example building or school.
 */
export type IconName =
  | "trending-up"
  | "wrench"
  | "credit-card"
  | "layers"
  | "cpu"
  | "shield"
  | "clock"
  | "wifi"
  | "bar-chart"
  | "smartphone"
  | "zap"
  | "thermometer"
  | "package"
  | "users"
  | "award"
  | "heart"
  | "star"
  | "check"
  | "map-pin"
  | "phone"
  | "mail"
  | "truck"
  | "settings"
  | "headphones"
  | "book"
  | "monitor"
  | "hand"
  | "shopping-bag"
  | "log-out"
  | "arrow-right"
  | "play"
  | "building"
  | "school"
  | "hospital"
  | "dumbbell"
  | "store"
  | "snowflake"
  | "lightbulb"
  | "target"
  | "calendar"
  | "message"
  | "download"
  | "globe"
  | "camera"
  | "ticket"
  | "video"
  | "coffee"
  | "apple"
  | "cup-soda"
  | "cookie"
  | "refrigerator"
  | "handshake"
  | "graduation-cap"
  | "sparkles"
  | "scan"
  | "cloud";
/**
 * A small line icon drawn by the site.
 */
export type IconName1 =
  | "trending-up"
  | "wrench"
  | "credit-card"
  | "layers"
  | "cpu"
  | "shield"
  | "clock"
  | "wifi"
  | "bar-chart"
  | "smartphone"
  | "zap"
  | "thermometer"
  | "package"
  | "users"
  | "award"
  | "heart"
  | "star"
  | "check"
  | "map-pin"
  | "phone"
  | "mail"
  | "truck"
  | "settings"
  | "headphones"
  | "book"
  | "monitor"
  | "hand"
  | "shopping-bag"
  | "log-out"
  | "arrow-right"
  | "play"
  | "building"
  | "school"
  | "hospital"
  | "dumbbell"
  | "store"
  | "snowflake"
  | "lightbulb"
  | "target"
  | "calendar"
  | "message"
  | "download"
  | "globe"
  | "camera"
  | "ticket"
  | "video"
  | "coffee"
  | "apple"
  | "cup-soda"
  | "cookie"
  | "refrigerator"
  | "handshake"
  | "graduation-cap"
  | "sparkles"
  | "scan"
  | "cloud";
/**
 * The look of a button.
 */
export type ButtonVariant =
  "default" | "destructive" | "outline" | "secondary" | "ghost" | "link" | "hero" | "hero-outline";
/**
 * The size of a button.
 */
export type ButtonSize = "default" | "sm" | "lg" | "xl" | "icon";
/**
 * Optional buttons under the list (up to 3).
 *
 * @maxItems 3
 */
export type Actions = Action1[];
/**
 * Buttons, in order.
 *
 * @maxItems 3
 */
export type Actions1 = Action1[];
/**
 * A small line icon drawn by the site.
 */
export type IconName2 =
  | "trending-up"
  | "wrench"
  | "credit-card"
  | "layers"
  | "cpu"
  | "shield"
  | "clock"
  | "wifi"
  | "bar-chart"
  | "smartphone"
  | "zap"
  | "thermometer"
  | "package"
  | "users"
  | "award"
  | "heart"
  | "star"
  | "check"
  | "map-pin"
  | "phone"
  | "mail"
  | "truck"
  | "settings"
  | "headphones"
  | "book"
  | "monitor"
  | "hand"
  | "shopping-bag"
  | "log-out"
  | "arrow-right"
  | "play"
  | "building"
  | "school"
  | "hospital"
  | "dumbbell"
  | "store"
  | "snowflake"
  | "lightbulb"
  | "target"
  | "calendar"
  | "message"
  | "download"
  | "globe"
  | "camera"
  | "ticket"
  | "video"
  | "coffee"
  | "apple"
  | "cup-soda"
  | "cookie"
  | "refrigerator"
  | "handshake"
  | "graduation-cap"
  | "sparkles"
  | "scan"
  | "cloud";
/**
 * A small line icon drawn by the site.
 */
export type IconName3 =
  | "trending-up"
  | "wrench"
  | "credit-card"
  | "layers"
  | "cpu"
  | "shield"
  | "clock"
  | "wifi"
  | "bar-chart"
  | "smartphone"
  | "zap"
  | "thermometer"
  | "package"
  | "users"
  | "award"
  | "heart"
  | "star"
  | "check"
  | "map-pin"
  | "phone"
  | "mail"
  | "truck"
  | "settings"
  | "headphones"
  | "book"
  | "monitor"
  | "hand"
  | "shopping-bag"
  | "log-out"
  | "arrow-right"
  | "play"
  | "building"
  | "school"
  | "hospital"
  | "dumbbell"
  | "store"
  | "snowflake"
  | "lightbulb"
  | "target"
  | "calendar"
  | "message"
  | "download"
  | "globe"
  | "camera"
  | "ticket"
  | "video"
  | "coffee"
  | "apple"
  | "cup-soda"
  | "cookie"
  | "refrigerator"
  | "handshake"
  | "graduation-cap"
  | "sparkles"
  | "scan"
  | "cloud";
export type LegalBlock = string | LegalList;
/**
 * Buttons, in order.
 *
 * @maxItems 3
 */
export type Actions2 = Action1[];
/**
 * A small line icon drawn by the site.
 */
export type IconName4 =
  | "trending-up"
  | "wrench"
  | "credit-card"
  | "layers"
  | "cpu"
  | "shield"
  | "clock"
  | "wifi"
  | "bar-chart"
  | "smartphone"
  | "zap"
  | "thermometer"
  | "package"
  | "users"
  | "award"
  | "heart"
  | "star"
  | "check"
  | "map-pin"
  | "phone"
  | "mail"
  | "truck"
  | "settings"
  | "headphones"
  | "book"
  | "monitor"
  | "hand"
  | "shopping-bag"
  | "log-out"
  | "arrow-right"
  | "play"
  | "building"
  | "school"
  | "hospital"
  | "dumbbell"
  | "store"
  | "snowflake"
  | "lightbulb"
  | "target"
  | "calendar"
  | "message"
  | "download"
  | "globe"
  | "camera"
  | "ticket"
  | "video"
  | "coffee"
  | "apple"
  | "cup-soda"
  | "cookie"
  | "refrigerator"
  | "handshake"
  | "graduation-cap"
  | "sparkles"
  | "scan"
  | "cloud";
/**
 * Buttons, in order.
 *
 * @maxItems 3
 */
export type Actions3 = Action1[];
/**
 * A small line icon drawn by the site.
 */
export type IconName5 =
  | "trending-up"
  | "wrench"
  | "credit-card"
  | "layers"
  | "cpu"
  | "shield"
  | "clock"
  | "wifi"
  | "bar-chart"
  | "smartphone"
  | "zap"
  | "thermometer"
  | "package"
  | "users"
  | "award"
  | "heart"
  | "star"
  | "check"
  | "map-pin"
  | "phone"
  | "mail"
  | "truck"
  | "settings"
  | "headphones"
  | "book"
  | "monitor"
  | "hand"
  | "shopping-bag"
  | "log-out"
  | "arrow-right"
  | "play"
  | "building"
  | "school"
  | "hospital"
  | "dumbbell"
  | "store"
  | "snowflake"
  | "lightbulb"
  | "target"
  | "calendar"
  | "message"
  | "download"
  | "globe"
  | "camera"
  | "ticket"
  | "video"
  | "coffee"
  | "apple"
  | "cup-soda"
  | "cookie"
  | "refrigerator"
  | "handshake"
  | "graduation-cap"
  | "sparkles"
  | "scan"
  | "cloud";
/**
 * A small line icon drawn by the site.
 */
export type IconName6 =
  | "trending-up"
  | "wrench"
  | "credit-card"
  | "layers"
  | "cpu"
  | "shield"
  | "clock"
  | "wifi"
  | "bar-chart"
  | "smartphone"
  | "zap"
  | "thermometer"
  | "package"
  | "users"
  | "award"
  | "heart"
  | "star"
  | "check"
  | "map-pin"
  | "phone"
  | "mail"
  | "truck"
  | "settings"
  | "headphones"
  | "book"
  | "monitor"
  | "hand"
  | "shopping-bag"
  | "log-out"
  | "arrow-right"
  | "play"
  | "building"
  | "school"
  | "hospital"
  | "dumbbell"
  | "store"
  | "snowflake"
  | "lightbulb"
  | "target"
  | "calendar"
  | "message"
  | "download"
  | "globe"
  | "camera"
  | "ticket"
  | "video"
  | "coffee"
  | "apple"
  | "cup-soda"
  | "cookie"
  | "refrigerator"
  | "handshake"
  | "graduation-cap"
  | "sparkles"
  | "scan"
  | "cloud";
/**
 * Buttons, in order.
 *
 * @maxItems 3
 */
export type Actions4 = Action1[];
/**
 * A small line icon drawn by the site.
 */
export type IconName7 =
  | "trending-up"
  | "wrench"
  | "credit-card"
  | "layers"
  | "cpu"
  | "shield"
  | "clock"
  | "wifi"
  | "bar-chart"
  | "smartphone"
  | "zap"
  | "thermometer"
  | "package"
  | "users"
  | "award"
  | "heart"
  | "star"
  | "check"
  | "map-pin"
  | "phone"
  | "mail"
  | "truck"
  | "settings"
  | "headphones"
  | "book"
  | "monitor"
  | "hand"
  | "shopping-bag"
  | "log-out"
  | "arrow-right"
  | "play"
  | "building"
  | "school"
  | "hospital"
  | "dumbbell"
  | "store"
  | "snowflake"
  | "lightbulb"
  | "target"
  | "calendar"
  | "message"
  | "download"
  | "globe"
  | "camera"
  | "ticket"
  | "video"
  | "coffee"
  | "apple"
  | "cup-soda"
  | "cookie"
  | "refrigerator"
  | "handshake"
  | "graduation-cap"
  | "sparkles"
  | "scan"
  | "cloud";

export interface Content {
  page: Page;
  site: Site;
  data: {
    machines: MachinesData;
    options: OptionsData;
    testimonials: TestimonialsData;
  };
  sections: {
    audiences: AudiencesSection;
    benefits: BenefitsSection;
    checklist: ChecklistSection;
    "contact-cards": ContactCardsSection;
    cta: CtaSection;
    features: FeaturesSection;
    "floating-snacks": FloatingSnacksSection;
    hero: HeroSection;
    "lead-form": LeadFormSection;
    legal: LegalSection;
    lineup: LineupSection;
    "product-hero": ProductHeroSection;
    "product-highlights": ProductHighlightsSection;
    "product-specs": ProductSpecsSection;
    steps: StepsSection;
    "support-partner": SupportPartnerSection;
    "support-portal": SupportPortalSection;
    "tech-specs": TechSpecsSection;
    testimonials: TestimonialsSection;
    text: TextSection;
  };
}
/**
 * One page of the site. Its file path is its address: pages/index.yaml is /, pages/about.yaml is /about, pages/products/pro-model.yaml is /products/pro-model.
 */
export interface Page {
  /**
   * The browser tab and search result title (about 60 characters at most).
   */
  title: string;
  /**
   * The search result summary (about 160 characters at most).
   */
  description: string;
  image?: Image;
  /**
   * Keep this page out of search engines and the sitemap (for example a thank-you page).
   */
  noindex?: boolean;
  /**
   * Also show this page for any unknown address below it (e.g. /products/anything).
   */
  catchAll?: boolean;
  /**
   * The blocks of the page, top to bottom. Each starts with type: and the section's name.
   *
   * @minItems 1
   */
  sections: Section[];
}
/**
 * The picture shown when the page is shared (Open Graph and Twitter cards). Without it, seo.image of site.yaml is used.
 */
export interface Image {
  /**
   * A file from the site/assets folder, written as /assets/<path>.
   */
  src: string;
  /**
   * What the picture shows, read aloud by screen readers. Leave empty ("") only for pure decoration.
   */
  alt: string;
  /**
   * Intrinsic width in pixels.
   */
  width: number;
  /**
   * Intrinsic height in pixels.
   */
  height: number;
}
/**
 * "Who we serve": the kinds of places a service suits, each with an icon, a short name and a sentence.
 */
export interface AudiencesSection {
  /**
   * Section type. Always audiences for this block.
   */
  type: "audiences";
  /**
   * An optional name other links can jump to with #name, for example who-we-serve.
   */
  id?: string;
  /**
   * A short line above the heading, for example Who We Serve.
   */
  eyebrow?: string;
  /**
   * The heading of the block.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  subtitle?: string;
  /**
   * A highlighted line under the cards, for example which locations qualify (30+ employees or steady foot traffic).
   */
  note?: string;
  /**
   * Background of the block: light (white), muted (light grey) or dark (deep navy), to alternate with the blocks around it.
   */
  tone?: "light" | "muted" | "dark";
  /**
   * The kinds of places, in the order they are shown (up to 8).
   *
   * @minItems 1
   * @maxItems 8
   */
  items: Audience[];
}
export interface Audience {
  icon: IconName;
  /**
   * The kind of place, for example Offices.
   */
  label: string;
  /**
   * One short sentence on what the service does for this place.
   */
  text: string;
}
/**
 * A grid of cards, each with an icon, a title and a sentence: benefits, features, values or services.
 */
export interface BenefitsSection {
  /**
   * Section type.
   */
  type: "benefits";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * A short line above the title.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  subtitle?: string;
  /**
   * Cards per row on wide screens.
   */
  columns?: 2 | 3 | 4;
  /**
   * Background of the section.
   */
  tone?: "light" | "muted" | "dark";
  /**
   * The cards, in order.
   *
   * @minItems 1
   */
  items: {
    icon?: IconName1;
    /**
     * Card title.
     */
    title: string;
    /**
     * One or two sentences.
     */
    text: string;
    link?: Action;
  }[];
}
/**
 * An optional link at the bottom of the card.
 */
export interface Action {
  /**
   * The words on the button.
   */
  label: string;
  /**
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName1;
}
/**
 * A titled list of points with check marks, optionally beside a picture: reasons to choose us, what a service includes, what happens next.
 */
export interface ChecklistSection {
  /**
   * Section type. Always checklist for this block.
   */
  type: "checklist";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The heading of the list.
   */
  title: string;
  /**
   * An introductory sentence or two under the heading.
   */
  text?: string;
  /**
   * The points, in order. Each gets a check mark.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: ChecklistItem[];
  media?: Image1;
  /**
   * On wide screens, whether the picture sits before the list (start, on the left) or after it (end, on the right).
   */
  mediaSide?: "start" | "end";
  /**
   * Background of the block: light (white) or muted (light grey).
   */
  tone?: "light" | "muted";
  actions?: Actions;
}
export interface ChecklistItem {
  /**
   * The point itself, in a few words, for example Free Placement & Setup.
   */
  title: string;
  /**
   * An optional sentence explaining the point.
   */
  text?: string;
}
/**
 * An optional picture beside the list. Without one, the points are shown in two columns on wide screens.
 */
export interface Image1 {
  /**
   * A file from the site/assets folder, written as /assets/<path>.
   */
  src: string;
  /**
   * What the picture shows, read aloud by screen readers. Leave empty ("") only for pure decoration.
   */
  alt: string;
  /**
   * Intrinsic width in pixels.
   */
  width: number;
  /**
   * Intrinsic height in pixels.
   */
  height: number;
}
/**
 * A button that goes somewhere.
 */
export interface Action1 {
  /**
   * The words on the button.
   */
  label: string;
  /**
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName1;
}
/**
 * Cards with the company's contact details. The e-mail, phone, service area and hours themselves come from the contact part of site.yaml, so they are changed in one place; this block only chooses which cards show and their wording.
 */
export interface ContactCardsSection {
  /**
   * Section type. Always contact-cards for this block.
   */
  type: "contact-cards";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The heading of the block, for example Get in Touch. Screen readers always announce it, even when it is hidden.
   */
  title: string;
  /**
   * true hides the heading (and subtitle) on screen, for example when the cards sit right under a page's opening block; screen readers still announce it.
   */
  hideTitle?: boolean;
  /**
   * A sentence under the heading.
   */
  subtitle?: string;
  /**
   * Background of the block: light (white) or muted (light grey).
   */
  tone?: "light" | "muted";
  /**
   * The cards, in order (up to 4).
   *
   * @minItems 1
   * @maxItems 4
   */
  cards: ContactCard[];
}
export interface ContactCard {
  /**
   * Which detail of site.yaml the card shows: email (a link that opens the visitor's mail program), phone (a link that dials on phones), service-area or hours.
   */
  show: "email" | "phone" | "service-area" | "hours";
  /**
   * The card's heading, for example Email Us.
   */
  title: string;
  /**
   * A line under the detail, for example We reply within 24 hours. On the hours card it replaces the hours note of site.yaml.
   */
  note?: string;
}
/**
 * A call to action band: a heading, a sentence, buttons and short reassurance points.
 */
export interface CtaSection {
  /**
   * Section type.
   */
  type: "cta";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * The heading.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  text?: string;
  actions: Actions1;
  /**
   * Short reassurance points shown with check marks, e.g. Free consultation.
   *
   * @maxItems 6
   *
   * Items: Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  points?: string[];
  /**
   * Background of the band.
   */
  tone?: "brand" | "dark" | "light";
}
/**
 * Compact feature cards (icon, name, one sentence) with an optional row of headline figures underneath, for example Jam-Packed With Smart Technology.
 */
export interface FeaturesSection {
  /**
   * Section type.
   */
  type: "features";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  subtitle?: string;
  /**
   * Cards per row on wide screens.
   */
  columns?: 2 | 3 | 4;
  /**
   * Background of the section: white (light), pale grey (muted) or deep navy (dark).
   */
  tone?: "light" | "muted" | "dark";
  /**
   * The feature cards, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: {
    icon?: IconName2;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    title: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    text: string;
  }[];
  /**
   * Headline figures shown in a row under the cards, for example 99% AI accuracy.
   *
   * @maxItems 4
   */
  stats?: {
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    value: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    label: string;
  }[];
}
/**
 * Decorative snack pictures that float gently in the side margins of wide screens. They are hidden from screen readers, cannot be clicked, never cover text and are not shown on phones and tablets. Its place in the list of sections does not matter.
 */
export interface FloatingSnacksSection {
  /**
   * Section type.
   */
  type: "floating-snacks";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * The pictures, written as /assets/<file>. They alternate left and right, top to bottom. Square pictures of about 120 x 120 pixels work best.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: A file from the site/assets folder, written as /assets/<path>.
   */
  snacks: string[];
}
/**
 * The large opening block of a page: headline, short pitch, buttons, optional picture or video and headline figures.
 */
export interface HeroSection {
  /**
   * Section type.
   */
  type: "hero";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  highlight?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  subtitle?: string;
  actions?: Actions1;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  note?: string;
  /**
   * A picture beside the headline; with a video, the picture becomes a poster that plays the video when clicked.
   */
  media?: {
    poster: Image2;
    /**
     * A file from the site/assets folder, written as /assets/<path>.
     */
    video?: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    playLabel?: string;
  };
  /**
   * Headline figures under the buttons.
   *
   * @maxItems 4
   */
  stats?: {
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    value: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    label: string;
  }[];
}
/**
 * A picture from site/assets with its text alternative and intrinsic size (the size stops the page from jumping while it loads).
 */
export interface Image2 {
  /**
   * A file from the site/assets folder, written as /assets/<path>.
   */
  src: string;
  /**
   * What the picture shows, read aloud by screen readers. Leave empty ("") only for pure decoration.
   */
  alt: string;
  /**
   * Intrinsic width in pixels.
   */
  width: number;
  /**
   * Intrinsic height in pixels.
   */
  height: number;
}
/**
 * A request form (installation, quote, pricing or get-started). It always asks for name, e-mail address and phone number, one selection and the visitor's consent to be contacted; the business name and a free-text message are optional extras. A card with short reasons to get in touch may sit beside it.
 */
export interface LeadFormSection {
  /**
   * Section type. Always lead-form for this block.
   */
  type: "lead-form";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id: string;
  /**
   * The kind of request, sent with every submission so the sales team can sort leads: installation_request (vending services page), quote_request (contact page), micro_market_request, pantry_services_request, machine_sales_request, get_started_request, or vending_services_request.
   */
  formType:
    | "installation_request"
    | "quote_request"
    | "vending_services_request"
    | "micro_market_request"
    | "pantry_services_request"
    | "machine_sales_request"
    | "get_started_request";
  /**
   * Which page or form the request came from, sent with every submission, for example vending-services-page.
   */
  source: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  subtitle?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  submitLabel: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  footnote?: string;
  /**
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  successHref?: string;
  fields?: LeadFormFields;
  select: LeadFormSelect;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  consent?: string;
  aside?: LeadFormAside;
  /**
   * Background behind the form: light (white) or muted (light grey).
   */
  tone?: "light" | "muted";
}
/**
 * Which optional fields the form shows. Every form has e-mail address, phone number, the drop-down list (select) and the consent checkbox; leave fields out for just those and Full Name.
 */
export interface LeadFormFields {
  /**
   * true asks for First Name and Last Name in two fields; false (the default) asks for Full Name in one.
   */
  splitName?: boolean;
  /**
   * true adds a required Business Name field.
   */
  businessName?: boolean;
  /**
   * true adds an optional Additional Details box for a free-text message.
   */
  message?: boolean;
}
/**
 * The required drop-down list: the visitor's location type, interest or service.
 */
export interface LeadFormSelect {
  /**
   * The name the choice is sent under: unitType on service, machine-sales and contact forms, service on the get-started form.
   */
  name: "unitType" | "service";
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  label: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  placeholder: string;
  /**
   * The id of the list of choices in site/data/options.yaml, for example vending-locations.
   */
  optionSet: string;
}
/**
 * An optional column beside the form (below it on phones) with short reasons to get in touch.
 */
export interface LeadFormAside {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  text?: string;
  /**
   * The reasons, in order (up to 5).
   *
   * @minItems 1
   * @maxItems 5
   */
  items: LeadFormReason[];
}
export interface LeadFormReason {
  icon: IconName3;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  text: string;
}
/**
 * A legal document written as plain data: a title, the date it takes effect, numbered sections of paragraphs and bullet lists, and the company's postal address, phone and e-mail from site.yaml. HTML is never interpreted. Its title is the page's main heading, so use it as the first block of a legal page.
 */
export interface LegalSection {
  /**
   * Section type. Always legal for this block.
   */
  type: "legal";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * The date the document takes effect, written out, for example October 6, 2025.
   */
  effectiveDate: string;
  /**
   * Opening paragraphs before the first numbered section.
   *
   * @minItems 1
   *
   * Items: Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  intro?: string[];
  /**
   * The numbered sections of the document, in order. They are numbered automatically and listed in an "On this page" menu on wide screens.
   *
   * @minItems 1
   */
  sections: LegalPart[];
  contact: LegalContact;
}
export interface LegalPart {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  heading: string;
  /**
   * The content of the section, top to bottom. Each entry is either a paragraph (plain text) or a bullet list written as list: followed by its points.
   *
   * @minItems 1
   */
  body: LegalBlock[];
}
/**
 * A bullet list.
 */
export interface LegalList {
  /**
   * The bullet points, in order. Each is plain text.
   *
   * @minItems 1
   *
   * Items: Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  list: string[];
}
/**
 * The closing block with the company's postal address, phone and e-mail. The details come from the contact part of site.yaml; only the wording is set here.
 */
export interface LegalContact {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  heading: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  text: string;
}
/**
 * A grid of machine models from site/data/machines.yaml: picture, name, description, capacity badge, a pricing button and a link to each model's page.
 */
export interface LineupSection {
  /**
   * Section type.
   */
  type: "lineup";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  subtitle?: string;
  /**
   * The models to show, in order, by their id in site/data/machines.yaml (for example mini-combo). Leave this out to show every model in the order of that file.
   *
   * @minItems 1
   *
   * Items: A model id from site/data/machines.yaml, for example pro-model.
   */
  machines?: string[];
  /**
   * Cards per row on wide screens.
   */
  columns?: 2 | 3;
  /**
   * Background of the section: white (light) or pale grey (muted).
   */
  tone?: "light" | "muted";
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  pricingLabel?: string;
  /**
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  pricingHref?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  detailsLabel?: string;
}
/**
 * The top of a machine model's page, filled from site/data/machines.yaml: a link back to all products, the model's name, subtitle, description and picture, the page's buttons and a Download Specs button.
 */
export interface ProductHeroSection {
  /**
   * Section type.
   */
  type: "product-hero";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * The model shown, by its id in site/data/machines.yaml (for example pro-model). Name, texts and picture come from there.
   */
  machine: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  backLabel?: string;
  /**
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  backHref?: string;
  actions?: Actions2;
  /**
   * A Download Specs button. It opens the browser's print window with a clean spec sheet of this model, where the visitor can print it or save it as a PDF. Without JavaScript it jumps to the specifications section.
   */
  download?: {
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    label: string;
    /**
     * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
     */
    href: string;
  };
}
/**
 * A machine model's key figures (capacity, size, weight, cooling, power, best use, all from site/data/machines.yaml) beside a list of reasons to choose it. The model's special feature, when it has one, is the first reason.
 */
export interface ProductHighlightsSection {
  /**
   * Section type.
   */
  type: "product-highlights";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * The model shown, by its id in site/data/machines.yaml (for example pro-model). The figures come from there.
   */
  machine: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  reasonsTitle: string;
  /**
   * Reasons shared by every model, shown after the model's own special feature.
   *
   * @minItems 1
   * @maxItems 6
   */
  reasons: {
    icon?: IconName4;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    title: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    text?: string;
  }[];
}
/**
 * The full technical specifications table of a machine model: its own figures from site/data/machines.yaml and the specifications all models share (door, electrical supply, AI recognition, monitoring). This table is what Download Specs prints.
 */
export interface ProductSpecsSection {
  /**
   * Section type.
   */
  type: "product-specs";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * The model shown, by its id in site/data/machines.yaml (for example pro-model).
   */
  machine: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  subtitle?: string;
}
/**
 * Numbered steps (for example Tap, Grab, Go). Each step lights up as the visitor scrolls to it, with a progress bar.
 */
export interface StepsSection {
  /**
   * Section type.
   */
  type: "steps";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  subtitle?: string;
  /**
   * The steps, in order.
   *
   * @minItems 2
   * @maxItems 6
   */
  items: {
    icon?: IconName1;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    title: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    text: string;
  }[];
}
/**
 * A block that presents the company as a long-term support partner: a heading, a paragraph, buttons and a short list of what support includes.
 */
export interface SupportPartnerSection {
  /**
   * Section type.
   */
  type: "support-partner";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  text?: string;
  actions?: Actions3;
  /**
   * What support includes, one card each, in order.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: {
    icon?: IconName5;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    title: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    text: string;
  }[];
}
/**
 * A preview of the online support portal with a status badge (for example Coming Soon) and the features it will offer.
 */
export interface SupportPortalSection {
  /**
   * Section type. Always support-portal for this block.
   */
  type: "support-portal";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  badge: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  text?: string;
  /**
   * What the portal will offer, in order (up to 6).
   *
   * @minItems 1
   * @maxItems 6
   */
  features: PortalFeature[];
  actions?: Actions4;
}
export interface PortalFeature {
  icon: IconName6;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  text: string;
}
/**
 * A snapshot of technical figures in tiles (for example capacity, cooling, power, connectivity), an optional machine picture and a button.
 */
export interface TechSpecsSection {
  /**
   * Section type.
   */
  type: "tech-specs";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  subtitle?: string;
  /**
   * The figures, one tile each, in order. Write them as they should read; keep them in line with site/data/machines.yaml (a test compares the capacity and power ranges of the home page with it).
   *
   * @minItems 1
   * @maxItems 6
   */
  items: {
    icon?: IconName7;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    label: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    value: string;
  }[];
  media?: Image3;
  action?: Action2;
}
/**
 * A picture from site/assets with its text alternative and intrinsic size (the size stops the page from jumping while it loads).
 */
export interface Image3 {
  /**
   * A file from the site/assets folder, written as /assets/<path>.
   */
  src: string;
  /**
   * What the picture shows, read aloud by screen readers. Leave empty ("") only for pure decoration.
   */
  alt: string;
  /**
   * Intrinsic width in pixels.
   */
  width: number;
  /**
   * Intrinsic height in pixels.
   */
  height: number;
}
/**
 * A button that goes somewhere.
 */
export interface Action2 {
  /**
   * The words on the button.
   */
  label: string;
  /**
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName1;
}
/**
 * Customer quotes with five stars. Use quotes from site/data/testimonials.yaml by id, write them here, or both.
 */
export interface TestimonialsSection {
  /**
   * Section type.
   */
  type: "testimonials";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  subtitle?: string;
  /**
   * Ids of quotes in site/data/testimonials.yaml.
   */
  ids?: string[];
  /**
   * Quotes written on this page.
   */
  items?: Testimonial[];
}
/**
 * One customer quote.
 */
export interface Testimonial {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  quote: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  author: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  role: string;
  /**
   * Stars. Always 5.
   */
  rating: 5;
}
/**
 * A heading with paragraphs of plain text, for a mission statement or an introduction.
 */
export interface TextSection {
  /**
   * Section type.
   */
  type: "text";
  /**
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Paragraphs, in order.
   *
   * @minItems 1
   *
   * Items: Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  paragraphs: string[];
  media?: Image4;
  /**
   * A file from the site/assets folder, written as /assets/<path>.
   */
  video?: string;
  actions?: Actions1;
}
/**
 * A picture from site/assets with its text alternative and intrinsic size (the size stops the page from jumping while it loads).
 */
export interface Image4 {
  /**
   * A file from the site/assets folder, written as /assets/<path>.
   */
  src: string;
  /**
   * What the picture shows, read aloud by screen readers. Leave empty ("") only for pure decoration.
   */
  alt: string;
  /**
   * Intrinsic width in pixels.
   */
  width: number;
  /**
   * Intrinsic height in pixels.
   */
  height: number;
}
/**
 * Settings shared by every page: brand, contact details, header, footer, where leads go, and the theme.
 */
export interface Site {
  /**
   * The company name and logo.
   */
  brand: {
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    name: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    tagline?: string;
    logo: Image2;
  };
  /**
   * How the site appears in search results and when shared.
   */
  seo: {
    /**
     * The public address of the site, used for canonical links, the sitemap and shared links.
     */
    siteUrl: string;
    image: Image5;
    /**
     * The company's X (Twitter) handle.
     */
    twitter?: string;
    /**
     * Language and region of the content.
     */
    locale?: string;
  };
  /**
   * How visitors reach the company. Used by the footer, contact cards and legal pages.
   */
  contact: {
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    phone: string;
    /**
     * E-mail address.
     */
    email: string;
    /**
     * Postal address.
     */
    address: {
      /**
       * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
       */
      street: string;
      /**
       * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
       */
      city: string;
      /**
       * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
       */
      region: string;
      /**
       * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
       */
      postalCode: string;
      /**
       * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
       */
      country: string;
    };
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    hours: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    hoursNote?: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    serviceArea: string;
  };
  /**
   * The bar at the top of every page.
   */
  header: {
    /**
     * Menu entries, left to right. An entry has either href (a link) or items (a dropdown).
     */
    links: NavItem[];
    action: Action3;
  };
  /**
   * The block at the bottom of every page.
   */
  footer: {
    /**
     * Social media links shown as icons.
     *
     * @maxItems 5
     */
    social: {
      /**
       * Which network (chooses the icon and the accessible name).
       */
      network: "facebook" | "instagram" | "linkedin" | "x" | "youtube";
      /**
       * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
       */
      href: string;
    }[];
    /**
     * Link columns such as Quick Links and Products.
     */
    columns: {
      /**
       * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
       */
      title: string;
      links: NavLink[];
    }[];
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    contactTitle?: string;
    /**
     * Links to the legal pages.
     */
    legal: NavLink[];
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    copyright: string;
  };
  /**
   * Where the lead forms send their requests.
   */
  leads: {
    /**
     * The address that receives each lead as JSON (POST). The environment variable LEAD_WEBHOOK_URL overrides it at build time.
     */
    webhookUrl: string;
    /**
     * How long a form waits for the webhook's answer, in milliseconds, before it tells the visitor the request failed.
     */
    timeoutMs?: number;
  };
  /**
   * Colours, fonts and corner radii.
   */
  theme: {
    colors: {
      primary: string;
      primaryForeground: string;
      accent: string;
      accentForeground: string;
      background: string;
      foreground: string;
      muted: string;
      mutedForeground: string;
      border: string;
      dark: string;
      darkForeground: string;
      destructive: string;
      destructiveForeground: string;
      star: string;
    };
    fonts: {
      /**
       * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
       */
      body: string;
      /**
       * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
       */
      heading: string;
    };
    radii: {
      sm: string;
      md: string;
      lg: string;
      xl: string;
    };
  };
}
/**
 * A picture from site/assets with its text alternative and intrinsic size (the size stops the page from jumping while it loads).
 */
export interface Image5 {
  /**
   * A file from the site/assets folder, written as /assets/<path>.
   */
  src: string;
  /**
   * What the picture shows, read aloud by screen readers. Leave empty ("") only for pure decoration.
   */
  alt: string;
  /**
   * Intrinsic width in pixels.
   */
  width: number;
  /**
   * Intrinsic height in pixels.
   */
  height: number;
}
/**
 * A header entry: a link (label and href) or a dropdown (label and items).
 */
export interface NavItem {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  label: string;
  /**
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href?: string;
  /**
   * @minItems 1
   */
  items?: NavLink[];
}
export interface NavLink {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  label: string;
  /**
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
}
/**
 * A button that goes somewhere.
 */
export interface Action3 {
  /**
   * The words on the button.
   */
  label: string;
  /**
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName1;
}
/**
 * The machine models, keyed by id (the id is the page address /products/<id>), and the specifications all models share.
 */
export interface MachinesData {
  common: CommonSpecs;
  /**
   * Each key is a model id (lower-case, dashes).
   */
  items: {
    [k: string]: Machine;
  };
}
/**
 * Specifications every model shares.
 */
export interface CommonSpecs {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  door: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  power: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  recognition: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  monitoring: string;
}
/**
 * One machine model.
 */
export interface Machine {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  name: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  fullName: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  subtitle: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  description: string;
  /**
   * Number of products it holds, as text.
   */
  capacity: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  capacityText: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  dimensions: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  weight: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  coolingRange: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  powerConsumption: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  specialFeature?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  useCase: string;
  image: Image2;
}
/**
 * Named lists of choices for the drop-down of lead forms, keyed by id. A form names its list with select: { optionSet: <id> }.
 */
export interface OptionsData {
  /**
   * Each key is the id of a list (lower-case, dashes).
   */
  items: {
    [k: string]: OptionSet;
  };
}
/**
 * One list of choices.
 */
export interface OptionSet {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  description?: string;
  /**
   * The choices, in order.
   *
   * @minItems 2
   */
  options: LeadFormOption[];
}
export interface LeadFormOption {
  /**
   * What is sent when this choice is picked, for example office. Never empty.
   */
  value: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  label: string;
}
/**
 * Customer quotes shared by many pages, keyed by id.
 */
export interface TestimonialsData {
  /**
   * Each key is an id (lower-case, dashes) used by testimonials sections.
   */
  items: {
    [k: string]: Testimonial;
  };
}

/** Each section type and the props of its component. */
export interface SectionPropsMap {
  'audiences': AudiencesSection;
  'benefits': BenefitsSection;
  'checklist': ChecklistSection;
  'contact-cards': ContactCardsSection;
  'cta': CtaSection;
  'features': FeaturesSection;
  'floating-snacks': FloatingSnacksSection;
  'hero': HeroSection;
  'lead-form': LeadFormSection;
  'legal': LegalSection;
  'lineup': LineupSection;
  'product-hero': ProductHeroSection;
  'product-highlights': ProductHighlightsSection;
  'product-specs': ProductSpecsSection;
  'steps': StepsSection;
  'support-partner': SupportPartnerSection;
  'support-portal': SupportPortalSection;
  'tech-specs': TechSpecsSection;
  'testimonials': TestimonialsSection;
  'text': TextSection;
}

export type SectionType = keyof SectionPropsMap;
