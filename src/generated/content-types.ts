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
 * A small line icon drawn by the site.
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
 * The look of a button: hero (bright gradient, for the main action), hero-outline (outlined, for dark or coloured backgrounds), default (solid brand colour), outline, secondary (light grey), ghost (no background), link (underlined text) or destructive (red).
 */
export type ButtonVariant =
  "default" | "destructive" | "outline" | "secondary" | "ghost" | "link" | "hero" | "hero-outline";
/**
 * The size of a button: sm, default, lg or xl (icon is for a square button with only an icon).
 */
export type ButtonSize = "default" | "sm" | "lg" | "xl" | "icon";
/**
 * Buttons, in order (up to 3). Each has label (its words) and href (where it goes).
 *
 * @maxItems 3
 */
export type Actions = Action[];
export type LegalBlock = string | LegalList;

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
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
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
 * A picture from site/assets with its alt text and its size in pixels (the size keeps the page from jumping while the picture loads).
 */
export interface Image {
  /**
   * A file from the site/assets folder, written as /assets/<path>.
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
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
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
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  label: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
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
   * Background of the section.
   */
  tone?: "light" | "muted" | "dark";
  /**
   * The cards, in order.
   *
   * @minItems 1
   */
  items: {
    icon?: IconName;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    title: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    text: string;
    link?: Action;
  }[];
}
/**
 * A button that goes somewhere.
 */
export interface Action {
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  label: string;
  /**
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
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
  /**
   * The points, in order. Each gets a check mark.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: ChecklistItem[];
  media?: Image;
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
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  text?: string;
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
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  eyebrow?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * true hides the heading (and subtitle) on screen, for example when the cards sit right under a page's opening block; screen readers still announce it.
   */
  hideTitle?: boolean;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
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
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
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
   * An id other links can jump to with #id, for example how-it-works.
   */
  id?: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  title: string;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  text?: string;
  actions: Actions;
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
    icon?: IconName;
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
   * Section type. Always hero for this block.
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
  actions?: Actions;
  /**
   * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  note?: string;
  /**
   * A picture beside the headline; with a video, the picture becomes a poster that plays the video when clicked.
   */
  media?: {
    poster: Image;
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
  icon: IconName;
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
   * Section type. Always lineup for this block.
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
   * Section type. Always product-hero for this block.
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
  actions?: Actions;
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
   * Section type. Always product-highlights for this block.
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
    icon?: IconName;
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
   * Section type. Always steps for this block.
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
    icon?: IconName;
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
  actions?: Actions;
  /**
   * What support includes, one card each, in order.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: {
    icon?: IconName;
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
  actions?: Actions;
}
export interface PortalFeature {
  icon: IconName;
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
    icon?: IconName;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    label: string;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    value: string;
  }[];
  media?: Image;
  action?: Action;
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
  media?: Image;
  /**
   * A file from the site/assets folder, written as /assets/<path>.
   */
  video?: string;
  actions?: Actions;
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
    logo: Image;
  };
  /**
   * How the site appears in search results and when shared.
   */
  seo: {
    /**
     * The public address of the site without a trailing slash. Search engines and shared links use it.
     */
    siteUrl: string;
    image: Image;
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
    action: Action;
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
    /**
     * true when the webhook also takes an ordinary HTML form post (application/x-www-form-urlencoded, the fields by name plus formType, source and next, the thank-you address) and answers it with a page or a redirect. Then visitors without JavaScript can send the forms too. false: without JavaScript a form shows unavailableText with the phone and e-mail instead of its button. The local inbox /api/leads takes form posts; set LEAD_WEBHOOK_FORM_POSTS=true beside LEAD_WEBHOOK_URL when the production webhook does.
     */
    formPosts?: boolean;
    /**
     * Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
     */
    unavailableText?: string;
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
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      primary: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      primaryForeground: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      accent: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      accentForeground: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      background: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      foreground: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      muted: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      mutedForeground: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      border: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      dark: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      darkForeground: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      destructive: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
       */
      destructiveForeground: string;
      /**
       * A colour as a hex code in quotes, for example "#2563eb".
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
       * A length in px or rem, for example 0.5rem.
       */
      sm: string;
      /**
       * A length in px or rem, for example 0.5rem.
       */
      md: string;
      /**
       * A length in px or rem, for example 0.5rem.
       */
      lg: string;
      /**
       * A length in px or rem, for example 0.5rem.
       */
      xl: string;
    };
  };
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
   * Where a link goes: a page of this site (/contact), a section of this page (#how-it-works), a page and section (/#contact), an http(s):// address, mailto: or tel:.
   */
  href: string;
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
  image: Image;
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
