/* Generated from schema/ by `npm run gen:types`. Do not edit: change the schema and run it again. */
/**
 * One block of the page. type: chooses which kind; the other keys depend on it.
 */
export type Section = (
  BenefitsSection | CtaSection | HeroSection | StepsSection | TestimonialsSection | TextSection
) & {
  /**
   * The kind of section, e.g. hero.
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
  | "camera";
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
 * Buttons, in order.
 *
 * @maxItems 3
 */
export type Actions = Action1[];

export interface Content {
  page: Page;
  site: Site;
  machines: MachinesData;
  testimonials: TestimonialsData;
  sections: {
    benefits: BenefitsSection;
    cta: CtaSection;
    hero: HeroSection;
    steps: StepsSection;
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
    icon?: IconName;
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
  icon?: IconName;
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
   * Background of the band.
   */
  tone?: "brand" | "dark" | "light";
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
  icon?: IconName;
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
 * A picture from site/assets with its text alternative and intrinsic size (the size stops the page from jumping while it loads).
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
  media?: Image1;
  /**
   * A file from the site/assets folder, written as /assets/<path>.
   */
  video?: string;
  actions?: Actions;
}
/**
 * A picture from site/assets with its text alternative and intrinsic size (the size stops the page from jumping while it loads).
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
    action: Action2;
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
  icon?: IconName;
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
  'benefits': BenefitsSection;
  'cta': CtaSection;
  'hero': HeroSection;
  'steps': StepsSection;
  'testimonials': TestimonialsSection;
  'text': TextSection;
}

export type SectionType = keyof SectionPropsMap;
