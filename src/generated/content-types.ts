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
   * The kind of section, for example hero, text or lead-form. site/SECTIONS.md lists every kind with its fields.
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
 * The small picture at the top of the card, for example trending-up.
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
 * The look of the button: hero for the main action, hero-outline beside it on dark or coloured backgrounds; default when left out.
 */
export type ButtonVariant =
  "default" | "destructive" | "outline" | "secondary" | "ghost" | "link" | "hero" | "hero-outline";
/**
 * The size of the button: sm, default, lg or xl.
 */
export type ButtonSize = "default" | "sm" | "lg" | "xl" | "icon";
/**
 * An optional small picture beside the words, for example arrow-right or phone.
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
 * Optional buttons under the list (up to 3).
 *
 * @maxItems 3
 */
export type Actions = Action1[];
/**
 * The buttons of the band, in order (up to 3).
 *
 * @maxItems 3
 */
export type Actions1 = Action1[];
/**
 * The small picture at the top of the card.
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
/**
 * Buttons under the pitch, in order (up to 3). The first is usually variant: hero, the second hero-outline.
 *
 * @maxItems 3
 */
export type Actions2 = Action1[];
/**
 * The small picture beside the reason, for example calendar.
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
export type LegalBlock = string | LegalList;
/**
 * Buttons under the description, in order, for example Get Pricing.
 *
 * @maxItems 3
 */
export type Actions3 = Action1[];
/**
 * The small picture beside the reason (a check mark when left out).
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
 * The small picture of the step, for example credit-card.
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
 * Buttons under the paragraph, in order.
 *
 * @maxItems 3
 */
export type Actions4 = Action1[];
/**
 * The small picture on the card.
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
/**
 * The small picture beside the feature, for example ticket.
 */
export type IconName8 =
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
 * Optional buttons under the features (up to 3), for example a way to get support today.
 *
 * @maxItems 3
 */
export type Actions5 = Action1[];
/**
 * The small picture on the tile.
 */
export type IconName9 =
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
 * Optional buttons under the paragraphs (up to 3).
 *
 * @maxItems 3
 */
export type Actions6 = Action1[];

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
   * The page title shown in the browser tab and as the headline of search results. 60 characters at most, or search results cut it.
   */
  title: string;
  /**
   * The summary shown under the title in search results: one or two sentences, 50 to 160 characters.
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
 * The picture shown when someone shares the page on social media or in a chat. Without it, seo.image of site.yaml is used.
 */
export interface Image {
  /**
   * The picture file, written as /assets/<file>. Put the file in the site/assets folder first.
   */
  src: string;
  /**
   * What the picture shows, in a few words. Screen readers read it aloud and search engines use it. Only a purely decorative picture has an empty alt (alt: ""), and it then also says decorative: true.
   */
  alt: string;
  /**
   * The width of the picture file in pixels (its own size, not the size it is shown at).
   */
  width: number;
  /**
   * The height of the picture file in pixels (its own size, not the size it is shown at).
   */
  height: number;
  /**
   * true for a purely decorative picture that screen readers should skip; its alt must then be empty (alt: ""). Leave it out for every picture that shows something.
   */
  decorative?: boolean;
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
   * Section type. Always benefits for this block.
   */
  type: "benefits";
  /**
   * An optional name other links can jump to with #name, for example why-us.
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
   * Where the button goes: a page of this site (/contact), a section of this page (#request-form), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName2;
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
   * An optional name other links can jump to with #name, for example why-choose-us.
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
   * The picture file, written as /assets/<file>. Put the file in the site/assets folder first.
   */
  src: string;
  /**
   * What the picture shows, in a few words. Screen readers read it aloud and search engines use it. Only a purely decorative picture has an empty alt (alt: ""), and it then also says decorative: true.
   */
  alt: string;
  /**
   * The width of the picture file in pixels (its own size, not the size it is shown at).
   */
  width: number;
  /**
   * The height of the picture file in pixels (its own size, not the size it is shown at).
   */
  height: number;
  /**
   * true for a purely decorative picture that screen readers should skip; its alt must then be empty (alt: ""). Leave it out for every picture that shows something.
   */
  decorative?: boolean;
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
   * Where the button goes: a page of this site (/contact), a section of this page (#request-form), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName2;
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
   * An optional name other links can jump to with #name, for example contact-details.
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
   * Section type. Always cta for this block.
   */
  type: "cta";
  /**
   * An optional name other links can jump to with #name, for example get-started.
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
   * Background of the band: brand (blue-to-teal gradient), dark (deep navy) or light (white).
   */
  tone?: "brand" | "dark" | "light";
}
/**
 * Compact feature cards (icon, name, one sentence) with an optional row of headline figures underneath, for example Jam-Packed With Smart Technology.
 */
export interface FeaturesSection {
  /**
   * Section type. Always features for this block.
   */
  type: "features";
  /**
   * An id other links can jump to with #id, for example features.
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
    icon?: IconName3;
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
   * Section type. Always floating-snacks for this block.
   */
  type: "floating-snacks";
  /**
   * An optional name for this decoration, unique on the page; nothing links to it.
   */
  id?: string;
  /**
   * The pictures, written as /assets/<file>. They alternate left and right, top to bottom. Square pictures of about 120 x 120 pixels work best.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: A picture from site/assets, for example /assets/snacks/chips.svg.
   */
  snacks: string[];
}
/**
 * The large opening block of a page: headline, short pitch, buttons, optional picture or video and headline figures.
 */
export interface HeroSection {
  /**
   * Section type. Always hero for this block.
   */
  type: "hero";
  /**
   * An optional name other links can jump to with #name, for example top.
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
  actions?: Actions2;
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
     * An .mp4 or .webm file that plays when the poster is clicked.
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
 * The picture, with its alt text and size. With a video it is shown until the visitor presses play.
 */
export interface Image2 {
  /**
   * The picture file, written as /assets/<file>. Put the file in the site/assets folder first.
   */
  src: string;
  /**
   * What the picture shows, in a few words. Screen readers read it aloud and search engines use it. Only a purely decorative picture has an empty alt (alt: ""), and it then also says decorative: true.
   */
  alt: string;
  /**
   * The width of the picture file in pixels (its own size, not the size it is shown at).
   */
  width: number;
  /**
   * The height of the picture file in pixels (its own size, not the size it is shown at).
   */
  height: number;
  /**
   * true for a purely decorative picture that screen readers should skip; its alt must then be empty (alt: ""). Leave it out for every picture that shows something.
   */
  decorative?: boolean;
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
   * The name buttons use to jump to the form with #name, for example request-form.
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
   * Where the visitor goes after the request was sent.
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
  icon: IconName4;
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
   * An optional name other links can jump to with #name.
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
   * Section type. Always lineup for this block.
   */
  type: "lineup";
  /**
   * An id other links can jump to with #id, for example lineup.
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
   * Where each card's pricing button goes.
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
   * Section type. Always product-hero for this block.
   */
  type: "product-hero";
  /**
   * An id other links can jump to with #id, for example overview.
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
   * Where the back link goes.
   */
  backHref?: string;
  actions?: Actions3;
  /**
   * A Download Specs button. It opens the browser's print window with a clean spec sheet of this model, where the visitor can print it or save it as a PDF. Without JavaScript it jumps to the specifications section.
   */
  download?: {
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    label: string;
    /**
     * The #id of the section with the technical specifications on this page, for example #specs.
     */
    href: string;
  };
}
/**
 * A machine model's key figures (capacity, size, weight, cooling, power, best use, all from site/data/machines.yaml) beside a list of reasons to choose it. The model's special feature, when it has one, is the first reason.
 */
export interface ProductHighlightsSection {
  /**
   * Section type. Always product-highlights for this block.
   */
  type: "product-highlights";
  /**
   * An id other links can jump to with #id, for example highlights.
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
    icon?: IconName5;
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
   * Section type. Always product-specs for this block.
   */
  type: "product-specs";
  /**
   * An id other links can jump to with #id; the Download Specs button of the page points here, usually #specs.
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
   * Section type. Always steps for this block.
   */
  type: "steps";
  /**
   * An optional name other links can jump to with #name, for example how-it-works.
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
    icon?: IconName6;
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
   * Section type. Always support-partner for this block.
   */
  type: "support-partner";
  /**
   * An id other links can jump to with #id, for example support.
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
  actions?: Actions4;
  /**
   * What support includes, one card each, in order.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: {
    icon?: IconName7;
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
   * An optional name other links can jump to with #name, for example support-portal.
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
  actions?: Actions5;
}
export interface PortalFeature {
  icon: IconName8;
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
   * Section type. Always tech-specs for this block.
   */
  type: "tech-specs";
  /**
   * An id other links can jump to with #id, for example specs.
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
    icon?: IconName9;
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
 * An optional machine picture beside the tiles on wide screens.
 */
export interface Image3 {
  /**
   * The picture file, written as /assets/<file>. Put the file in the site/assets folder first.
   */
  src: string;
  /**
   * What the picture shows, in a few words. Screen readers read it aloud and search engines use it. Only a purely decorative picture has an empty alt (alt: ""), and it then also says decorative: true.
   */
  alt: string;
  /**
   * The width of the picture file in pixels (its own size, not the size it is shown at).
   */
  width: number;
  /**
   * The height of the picture file in pixels (its own size, not the size it is shown at).
   */
  height: number;
  /**
   * true for a purely decorative picture that screen readers should skip; its alt must then be empty (alt: ""). Leave it out for every picture that shows something.
   */
  decorative?: boolean;
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
   * Where the button goes: a page of this site (/contact), a section of this page (#request-form), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName2;
}
/**
 * Customer quotes with five stars. Use quotes from site/data/testimonials.yaml by id, write them here, or both.
 */
export interface TestimonialsSection {
  /**
   * Section type. Always testimonials for this block.
   */
  type: "testimonials";
  /**
   * An optional name other links can jump to with #name, for example testimonials.
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
   * Quotes from site/data/testimonials.yaml, by their id, in the order they are shown.
   */
  ids?: string[];
  /**
   * Quotes written on this page, shown after those listed in ids.
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
   * Section type. Always text for this block.
   */
  type: "text";
  /**
   * An optional name other links can jump to with #name, for example our-mission.
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
   * An optional video; media becomes its poster.
   */
  video?: string;
  actions?: Actions6;
}
/**
 * An optional picture beside the text.
 */
export interface Image4 {
  /**
   * The picture file, written as /assets/<file>. Put the file in the site/assets folder first.
   */
  src: string;
  /**
   * What the picture shows, in a few words. Screen readers read it aloud and search engines use it. Only a purely decorative picture has an empty alt (alt: ""), and it then also says decorative: true.
   */
  alt: string;
  /**
   * The width of the picture file in pixels (its own size, not the size it is shown at).
   */
  width: number;
  /**
   * The height of the picture file in pixels (its own size, not the size it is shown at).
   */
  height: number;
  /**
   * true for a purely decorative picture that screen readers should skip; its alt must then be empty (alt: ""). Leave it out for every picture that shows something.
   */
  decorative?: boolean;
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
    logo: Image5;
  };
  /**
   * How the site appears in search results and when shared.
   */
  seo: {
    /**
     * The public address of the site without a trailing slash. Search engines and shared links use it.
     */
    siteUrl: string;
    image: Image6;
    /**
     * The company's X (Twitter) handle.
     */
    twitter?: string;
    /**
     * The language and country of the content, for example en_US.
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
       * The address of the company's page on that network.
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
      /**
       * The links of the column, top to bottom.
       */
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
     * Where every form request is sent, as JSON: the address of the sales team's lead system, or /api/leads for the local test inbox of npm run dev. The LEAD_WEBHOOK_URL setting overrides it when the site is built.
     */
    webhookUrl: string;
    /**
     * How long a form waits for an answer, in milliseconds (1000 is one second), before it tells the visitor the request failed.
     */
    timeoutMs?: number;
  };
  /**
   * Colours, fonts and corner radii.
   */
  theme: {
    /**
     * The colours of the site, each written as a hex code in quotes, for example "#2563eb". A colour and its Foreground partner must stay readable together.
     */
    colors: {
      /**
       * The brand colour: main buttons, links and highlights.
       */
      primary: string;
      /**
       * Text on the brand colour, usually white.
       */
      primaryForeground: string;
      /**
       * The second brand colour: the end of gradients, check marks and highlighted words.
       */
      accent: string;
      /**
       * Text and icons on the accent colour.
       */
      accentForeground: string;
      /**
       * The page background, usually white.
       */
      background: string;
      /**
       * The main text colour.
       */
      foreground: string;
      /**
       * The light grey of muted blocks and hovered buttons.
       */
      muted: string;
      /**
       * Secondary text, such as card sentences and form hints.
       */
      mutedForeground: string;
      /**
       * Lines around cards and outlined buttons.
       */
      border: string;
      /**
       * The background of dark blocks (deep navy).
       */
      dark: string;
      /**
       * Text on dark blocks and on the brand gradient, usually white.
       */
      darkForeground: string;
      /**
       * Error messages and fields that need fixing (red).
       */
      destructive: string;
      /**
       * Text on the error colour.
       */
      destructiveForeground: string;
      /**
       * The colour of the rating stars.
       */
      star: string;
    };
    /**
     * The fonts of the site.
     */
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
    /**
     * How round corners are, from small to extra large, in px or rem (1rem is 16px).
     */
    radii: {
      /**
       * Small corners, for badges and tags.
       */
      sm: string;
      /**
       * Corners of buttons and form fields.
       */
      md: string;
      /**
       * Corners of cards and icon badges.
       */
      lg: string;
      /**
       * Corners of large cards, pictures and videos.
       */
      xl: string;
    };
  };
}
/**
 * The logo shown at the left of the header. Its alt text is usually the company name, for example SmartVend home.
 */
export interface Image5 {
  /**
   * The picture file, written as /assets/<file>. Put the file in the site/assets folder first.
   */
  src: string;
  /**
   * What the picture shows, in a few words. Screen readers read it aloud and search engines use it. Only a purely decorative picture has an empty alt (alt: ""), and it then also says decorative: true.
   */
  alt: string;
  /**
   * The width of the picture file in pixels (its own size, not the size it is shown at).
   */
  width: number;
  /**
   * The height of the picture file in pixels (its own size, not the size it is shown at).
   */
  height: number;
  /**
   * true for a purely decorative picture that screen readers should skip; its alt must then be empty (alt: ""). Leave it out for every picture that shows something.
   */
  decorative?: boolean;
}
/**
 * The picture shown when a page without its own image is shared on social media or in a chat.
 */
export interface Image6 {
  /**
   * The picture file, written as /assets/<file>. Put the file in the site/assets folder first.
   */
  src: string;
  /**
   * What the picture shows, in a few words. Screen readers read it aloud and search engines use it. Only a purely decorative picture has an empty alt (alt: ""), and it then also says decorative: true.
   */
  alt: string;
  /**
   * The width of the picture file in pixels (its own size, not the size it is shown at).
   */
  width: number;
  /**
   * The height of the picture file in pixels (its own size, not the size it is shown at).
   */
  height: number;
  /**
   * true for a purely decorative picture that screen readers should skip; its alt must then be empty (alt: ""). Leave it out for every picture that shows something.
   */
  decorative?: boolean;
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
   * Where the entry goes, for a plain link. Leave it out for a dropdown.
   */
  href?: string;
  /**
   * The links of a dropdown, top to bottom. Leave it out for a plain link.
   *
   * @minItems 1
   */
  items?: NavLink[];
}
/**
 * A link: its words and where it goes.
 */
export interface NavLink {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  label: string;
  /**
   * Where the link goes: a page of this site (/about), a section (/#contact) or an http(s):// address.
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
   * Where the button goes: a page of this site (/contact), a section of this page (#request-form), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName2;
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
  image: Image7;
}
/**
 * The model's picture, shown on its cards and on its page.
 */
export interface Image7 {
  /**
   * The picture file, written as /assets/<file>. Put the file in the site/assets folder first.
   */
  src: string;
  /**
   * What the picture shows, in a few words. Screen readers read it aloud and search engines use it. Only a purely decorative picture has an empty alt (alt: ""), and it then also says decorative: true.
   */
  alt: string;
  /**
   * The width of the picture file in pixels (its own size, not the size it is shown at).
   */
  width: number;
  /**
   * The height of the picture file in pixels (its own size, not the size it is shown at).
   */
  height: number;
  /**
   * true for a purely decorative picture that screen readers should skip; its alt must then be empty (alt: ""). Leave it out for every picture that shows something.
   */
  decorative?: boolean;
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
/**
 * One choice in the list: what the visitor sees (label) and what is sent (value).
 */
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
