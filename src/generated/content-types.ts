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
 * The background of a block: light (white), muted (light grey), dark (deep navy) or brand (the blue-to-teal gradient). Words on dark and brand are drawn light.
 */
export type Tone = "light" | "muted" | "dark" | "brand";
/**
 * A small line icon: any name of the Lucide icon library (https://lucide.dev/icons), for example check, arrow-right or shield-check.
 */
export type IconName =
  | "a-arrow-down"
  | "a-arrow-up"
  | "a-large-small"
  | "accessibility"
  | "activity"
  | "activity-square"
  | "ad"
  | "air-vent"
  | "airplay"
  | "alarm-check"
  | "alarm-clock"
  | "alarm-clock-check"
  | "alarm-clock-minus"
  | "alarm-clock-off"
  | "alarm-clock-plus"
  | "alarm-minus"
  | "alarm-plus"
  | "alarm-smoke"
  | "album"
  | "alert-circle"
  | "alert-octagon"
  | "alert-triangle"
  | "align-center"
  | "align-center-horizontal"
  | "align-center-vertical"
  | "align-end-horizontal"
  | "align-end-vertical"
  | "align-horizontal-distribute-center"
  | "align-horizontal-distribute-end"
  | "align-horizontal-distribute-start"
  | "align-horizontal-justify-center"
  | "align-horizontal-justify-end"
  | "align-horizontal-justify-start"
  | "align-horizontal-space-around"
  | "align-horizontal-space-between"
  | "align-justify"
  | "align-left"
  | "align-right"
  | "align-start-horizontal"
  | "align-start-vertical"
  | "align-vertical-distribute-center"
  | "align-vertical-distribute-end"
  | "align-vertical-distribute-start"
  | "align-vertical-justify-center"
  | "align-vertical-justify-end"
  | "align-vertical-justify-start"
  | "align-vertical-space-around"
  | "align-vertical-space-between"
  | "ambulance"
  | "ampersand"
  | "ampersands"
  | "amphora"
  | "anchor"
  | "angle"
  | "angry"
  | "annoyed"
  | "antenna"
  | "anvil"
  | "aperture"
  | "app-window"
  | "app-window-mac"
  | "apple"
  | "archive"
  | "archive-arrow-down"
  | "archive-arrow-up"
  | "archive-restore"
  | "archive-x"
  | "area-chart"
  | "armchair"
  | "armenian-dram"
  | "arrow-big-down"
  | "arrow-big-down-dash"
  | "arrow-big-left"
  | "arrow-big-left-dash"
  | "arrow-big-right"
  | "arrow-big-right-dash"
  | "arrow-big-up"
  | "arrow-big-up-dash"
  | "arrow-down"
  | "arrow-down-0-1"
  | "arrow-down-01"
  | "arrow-down-1-0"
  | "arrow-down-10"
  | "arrow-down-a-z"
  | "arrow-down-az"
  | "arrow-down-circle"
  | "arrow-down-from-line"
  | "arrow-down-left"
  | "arrow-down-left-from-circle"
  | "arrow-down-left-from-square"
  | "arrow-down-left-square"
  | "arrow-down-narrow-wide"
  | "arrow-down-right"
  | "arrow-down-right-from-circle"
  | "arrow-down-right-from-square"
  | "arrow-down-right-square"
  | "arrow-down-square"
  | "arrow-down-to-dot"
  | "arrow-down-to-line"
  | "arrow-down-up"
  | "arrow-down-wide-narrow"
  | "arrow-down-z-a"
  | "arrow-down-za"
  | "arrow-left"
  | "arrow-left-circle"
  | "arrow-left-from-line"
  | "arrow-left-right"
  | "arrow-left-square"
  | "arrow-left-to-line"
  | "arrow-right"
  | "arrow-right-circle"
  | "arrow-right-from-line"
  | "arrow-right-left"
  | "arrow-right-square"
  | "arrow-right-to-line"
  | "arrow-up"
  | "arrow-up-0-1"
  | "arrow-up-01"
  | "arrow-up-1-0"
  | "arrow-up-10"
  | "arrow-up-a-z"
  | "arrow-up-az"
  | "arrow-up-circle"
  | "arrow-up-down"
  | "arrow-up-from-dot"
  | "arrow-up-from-line"
  | "arrow-up-left"
  | "arrow-up-left-from-circle"
  | "arrow-up-left-from-square"
  | "arrow-up-left-square"
  | "arrow-up-narrow-wide"
  | "arrow-up-right"
  | "arrow-up-right-from-circle"
  | "arrow-up-right-from-square"
  | "arrow-up-right-square"
  | "arrow-up-square"
  | "arrow-up-to-line"
  | "arrow-up-wide-narrow"
  | "arrow-up-z-a"
  | "arrow-up-za"
  | "arrows-from-axis-dashed-horizontal"
  | "arrows-from-axis-dashed-vertical"
  | "arrows-from-axis-horizontal"
  | "arrows-from-axis-vertical"
  | "arrows-to-axis-dashed-horizontal"
  | "arrows-to-axis-dashed-vertical"
  | "arrows-to-axis-horizontal"
  | "arrows-to-axis-vertical"
  | "arrows-up-from-line"
  | "asterisk"
  | "asterisk-square"
  | "asterism"
  | "astroid"
  | "at-sign"
  | "atom"
  | "audio-lines"
  | "audio-lines-off"
  | "audio-lines-x"
  | "audio-waveform"
  | "avocado"
  | "award"
  | "axe"
  | "axis-3-d"
  | "axis-3d"
  | "azerbaijani-manat"
  | "baby"
  | "backpack"
  | "bacon"
  | "badge"
  | "badge-alert"
  | "badge-cent"
  | "badge-check"
  | "badge-dollar-sign"
  | "badge-euro"
  | "badge-exclamation-point"
  | "badge-help"
  | "badge-indian-rupee"
  | "badge-info"
  | "badge-japanese-yen"
  | "badge-minus"
  | "badge-percent"
  | "badge-plus"
  | "badge-pound-sterling"
  | "badge-question-mark"
  | "badge-russian-ruble"
  | "badge-swiss-franc"
  | "badge-turkish-lira"
  | "badge-x"
  | "baggage-claim"
  | "ball-wave"
  | "balloon"
  | "ban"
  | "banana"
  | "bandage"
  | "bangladeshi-taka"
  | "banknote"
  | "banknote-arrow-down"
  | "banknote-arrow-up"
  | "banknote-check"
  | "banknote-x"
  | "bar-chart"
  | "bar-chart-2"
  | "bar-chart-3"
  | "bar-chart-4"
  | "bar-chart-big"
  | "bar-chart-horizontal"
  | "bar-chart-horizontal-big"
  | "barcode"
  | "barrel"
  | "baseline"
  | "bath"
  | "battery"
  | "battery-charging"
  | "battery-exclamation-point"
  | "battery-full"
  | "battery-low"
  | "battery-medium"
  | "battery-plus"
  | "battery-warning"
  | "beaker"
  | "bean"
  | "bean-off"
  | "bed"
  | "bed-double"
  | "bed-single"
  | "beef"
  | "beef-off"
  | "beer"
  | "beer-off"
  | "belarusian-ruble"
  | "bell"
  | "bell-check"
  | "bell-dot"
  | "bell-electric"
  | "bell-minus"
  | "bell-off"
  | "bell-plus"
  | "bell-ring"
  | "between-horizonal-end"
  | "between-horizonal-start"
  | "between-horizontal-end"
  | "between-horizontal-start"
  | "between-vertical-end"
  | "between-vertical-start"
  | "biceps-flexed"
  | "bike"
  | "binary"
  | "binoculars"
  | "biohazard"
  | "bird"
  | "birdhouse"
  | "bitcoin"
  | "blend"
  | "blender"
  | "blinds"
  | "blocks"
  | "bluetooth"
  | "bluetooth-connected"
  | "bluetooth-off"
  | "bluetooth-searching"
  | "bold"
  | "bolt"
  | "bomb"
  | "bone"
  | "bone-fracture"
  | "book"
  | "book-a"
  | "book-alert"
  | "book-audio"
  | "book-bookmark"
  | "book-check"
  | "book-copy"
  | "book-dashed"
  | "book-down"
  | "book-exclamation-point"
  | "book-headphones"
  | "book-heart"
  | "book-image"
  | "book-key"
  | "book-lock"
  | "book-marked"
  | "book-minus"
  | "book-open"
  | "book-open-check"
  | "book-open-text"
  | "book-plus"
  | "book-search"
  | "book-template"
  | "book-text"
  | "book-type"
  | "book-up"
  | "book-up-2"
  | "book-user"
  | "book-x"
  | "bookmark"
  | "bookmark-check"
  | "bookmark-minus"
  | "bookmark-off"
  | "bookmark-plus"
  | "bookmark-x"
  | "boom-box"
  | "bot"
  | "bot-check"
  | "bot-message-square"
  | "bot-minus"
  | "bot-off"
  | "bot-plus"
  | "bot-x"
  | "bottle-wine"
  | "bow-arrow"
  | "box"
  | "box-select"
  | "boxes"
  | "boxes-linked"
  | "braces"
  | "brackets"
  | "brain"
  | "brain-circuit"
  | "brain-cog"
  | "brain-off"
  | "brick-wall"
  | "brick-wall-fire"
  | "brick-wall-shield"
  | "bridge"
  | "briefcase"
  | "briefcase-business"
  | "briefcase-conveyor-belt"
  | "briefcase-medical"
  | "briefcase-plus"
  | "bring-to-front"
  | "broccoli"
  | "broom"
  | "broom-sparkles"
  | "brush"
  | "brush-cleaning"
  | "bubbles"
  | "bug"
  | "bug-off"
  | "bug-play"
  | "building"
  | "building-2"
  | "building-complex"
  | "building-complex-plus"
  | "bus"
  | "bus-front"
  | "cable"
  | "cable-car"
  | "cake"
  | "cake-slice"
  | "calculator"
  | "calendar"
  | "calendar-1"
  | "calendar-arrow-down"
  | "calendar-arrow-left"
  | "calendar-arrow-right"
  | "calendar-arrow-up"
  | "calendar-check"
  | "calendar-check-2"
  | "calendar-chevrons-left"
  | "calendar-chevrons-right"
  | "calendar-clock"
  | "calendar-cog"
  | "calendar-days"
  | "calendar-fold"
  | "calendar-heart"
  | "calendar-minus"
  | "calendar-minus-2"
  | "calendar-off"
  | "calendar-plus"
  | "calendar-plus-2"
  | "calendar-range"
  | "calendar-search"
  | "calendar-sync"
  | "calendar-x"
  | "calendar-x-2"
  | "calendars"
  | "camera"
  | "camera-off"
  | "can"
  | "can-soda"
  | "candlestick-chart"
  | "candy"
  | "candy-cane"
  | "candy-off"
  | "cannabis"
  | "cannabis-off"
  | "cap"
  | "captions"
  | "captions-off"
  | "car"
  | "car-battery"
  | "car-front"
  | "car-taxi-front"
  | "caravan"
  | "card-sim"
  | "carets-from-axis-dashed-horizontal"
  | "carets-from-axis-dashed-vertical"
  | "carets-from-axis-horizontal"
  | "carets-from-axis-vertical"
  | "carets-to-axis-dashed-horizontal"
  | "carets-to-axis-dashed-vertical"
  | "carets-to-axis-horizontal"
  | "carets-to-axis-vertical"
  | "carrot"
  | "carton"
  | "carton-off"
  | "case-lower"
  | "case-sensitive"
  | "case-upper"
  | "cassette-tape"
  | "cast"
  | "castle"
  | "cat"
  | "cctv"
  | "cctv-off"
  | "certificate"
  | "chart-area"
  | "chart-bar"
  | "chart-bar-big"
  | "chart-bar-decreasing"
  | "chart-bar-increasing"
  | "chart-bar-stacked"
  | "chart-bell-curve"
  | "chart-candlestick"
  | "chart-column"
  | "chart-column-big"
  | "chart-column-decreasing"
  | "chart-column-increasing"
  | "chart-column-stacked"
  | "chart-gantt"
  | "chart-line"
  | "chart-network"
  | "chart-no-axes-column"
  | "chart-no-axes-column-decreasing"
  | "chart-no-axes-column-increasing"
  | "chart-no-axes-combined"
  | "chart-no-axes-gantt"
  | "chart-pie"
  | "chart-quadrant"
  | "chart-radar"
  | "chart-scatter"
  | "chart-spline"
  | "check"
  | "check-check"
  | "check-circle"
  | "check-circle-2"
  | "check-line"
  | "check-square"
  | "check-square-2"
  | "cheese"
  | "chef-hat"
  | "cherry"
  | "chess-bishop"
  | "chess-king"
  | "chess-knight"
  | "chess-pawn"
  | "chess-queen"
  | "chess-rook"
  | "chevron-down"
  | "chevron-down-circle"
  | "chevron-down-square"
  | "chevron-first"
  | "chevron-last"
  | "chevron-left"
  | "chevron-left-circle"
  | "chevron-left-square"
  | "chevron-right"
  | "chevron-right-circle"
  | "chevron-right-square"
  | "chevron-up"
  | "chevron-up-circle"
  | "chevron-up-square"
  | "chevrons-down"
  | "chevrons-down-up"
  | "chevrons-from-axis-dashed-horizontal"
  | "chevrons-from-axis-dashed-vertical"
  | "chevrons-from-axis-horizontal"
  | "chevrons-from-axis-vertical"
  | "chevrons-left"
  | "chevrons-left-right"
  | "chevrons-left-right-ellipsis"
  | "chevrons-right"
  | "chevrons-right-left"
  | "chevrons-to-axis-dashed-horizontal"
  | "chevrons-to-axis-dashed-vertical"
  | "chevrons-to-axis-horizontal"
  | "chevrons-to-axis-vertical"
  | "chevrons-up"
  | "chevrons-up-down"
  | "church"
  | "cigarette"
  | "cigarette-off"
  | "cinema"
  | "circle"
  | "circle-alert"
  | "circle-arrow-down"
  | "circle-arrow-down-left-exit"
  | "circle-arrow-down-right-exit"
  | "circle-arrow-left"
  | "circle-arrow-out-down-left"
  | "circle-arrow-out-down-right"
  | "circle-arrow-out-up-left"
  | "circle-arrow-out-up-right"
  | "circle-arrow-right"
  | "circle-arrow-up"
  | "circle-arrow-up-left-exit"
  | "circle-arrow-up-right-exit"
  | "circle-bounce"
  | "circle-check"
  | "circle-check-big"
  | "circle-chevron-down"
  | "circle-chevron-left"
  | "circle-chevron-right"
  | "circle-chevron-up"
  | "circle-chevrons-down"
  | "circle-chevrons-left"
  | "circle-chevrons-right"
  | "circle-chevrons-up"
  | "circle-dashed"
  | "circle-dashed-check"
  | "circle-divide"
  | "circle-dollar-sign"
  | "circle-dot"
  | "circle-dot-dashed"
  | "circle-ellipsis"
  | "circle-equal"
  | "circle-euro"
  | "circle-exclamation-point"
  | "circle-fading-arrow-up"
  | "circle-fading-check"
  | "circle-fading-play"
  | "circle-fading-plus"
  | "circle-gauge"
  | "circle-help"
  | "circle-letter-a"
  | "circle-letter-b"
  | "circle-letter-c"
  | "circle-letter-d"
  | "circle-letter-e"
  | "circle-letter-f"
  | "circle-letter-g"
  | "circle-letter-h"
  | "circle-letter-i"
  | "circle-letter-j"
  | "circle-letter-k"
  | "circle-letter-l"
  | "circle-letter-m"
  | "circle-letter-n"
  | "circle-letter-o"
  | "circle-letter-p"
  | "circle-letter-p-off"
  | "circle-letter-q"
  | "circle-letter-r"
  | "circle-letter-s"
  | "circle-letter-t"
  | "circle-letter-u"
  | "circle-letter-v"
  | "circle-letter-w"
  | "circle-letter-x"
  | "circle-letter-y"
  | "circle-letter-z"
  | "circle-minus"
  | "circle-off"
  | "circle-parking"
  | "circle-parking-off"
  | "circle-pause"
  | "circle-percent"
  | "circle-person-arms-spread"
  | "circle-pile"
  | "circle-play"
  | "circle-plus"
  | "circle-pound-sterling"
  | "circle-power"
  | "circle-question-mark"
  | "circle-slash"
  | "circle-slash-2"
  | "circle-slashed"
  | "circle-small"
  | "circle-star"
  | "circle-stop"
  | "circle-user"
  | "circle-user-round"
  | "circle-x"
  | "circuit-board"
  | "citrus"
  | "clapperboard"
  | "clef-alto"
  | "clef-bass"
  | "clef-treble"
  | "clipboard"
  | "clipboard-check"
  | "clipboard-clock"
  | "clipboard-copy"
  | "clipboard-edit"
  | "clipboard-list"
  | "clipboard-minus"
  | "clipboard-paste"
  | "clipboard-pen"
  | "clipboard-pen-line"
  | "clipboard-plus"
  | "clipboard-signature"
  | "clipboard-type"
  | "clipboard-x"
  | "clock"
  | "clock-1"
  | "clock-10"
  | "clock-11"
  | "clock-12"
  | "clock-2"
  | "clock-3"
  | "clock-4"
  | "clock-5"
  | "clock-6"
  | "clock-7"
  | "clock-8"
  | "clock-9"
  | "clock-alert"
  | "clock-arrow-down"
  | "clock-arrow-left"
  | "clock-arrow-right"
  | "clock-arrow-up"
  | "clock-check"
  | "clock-exclamation-point"
  | "clock-fading"
  | "clock-plus"
  | "closed-caption"
  | "cloud"
  | "cloud-alert"
  | "cloud-backup"
  | "cloud-check"
  | "cloud-cog"
  | "cloud-download"
  | "cloud-drizzle"
  | "cloud-exclamation-point"
  | "cloud-fog"
  | "cloud-hail"
  | "cloud-lightning"
  | "cloud-moon"
  | "cloud-moon-rain"
  | "cloud-off"
  | "cloud-rain"
  | "cloud-rain-wind"
  | "cloud-snow"
  | "cloud-sun"
  | "cloud-sun-rain"
  | "cloud-sync"
  | "cloud-upload"
  | "cloudy"
  | "clover"
  | "club"
  | "code"
  | "code-2"
  | "code-square"
  | "code-xml"
  | "coffee"
  | "cog"
  | "coins"
  | "columns"
  | "columns-2"
  | "columns-3"
  | "columns-3-cog"
  | "columns-4"
  | "columns-settings"
  | "combine"
  | "command"
  | "compass"
  | "component"
  | "computer"
  | "concierge-bell"
  | "cone"
  | "construction"
  | "contact"
  | "contact-2"
  | "contact-round"
  | "container"
  | "contrast"
  | "cookie"
  | "cooking-pot"
  | "copy"
  | "copy-check"
  | "copy-minus"
  | "copy-plus"
  | "copy-slash"
  | "copy-x"
  | "copyleft"
  | "copyright"
  | "corner-down-left"
  | "corner-down-right"
  | "corner-left-down"
  | "corner-left-up"
  | "corner-right-down"
  | "corner-right-up"
  | "corner-up-left"
  | "corner-up-right"
  | "cpu"
  | "cpu-ai"
  | "creative-commons"
  | "credit-card"
  | "credit-card-check"
  | "credit-card-minus"
  | "credit-card-plus"
  | "credit-card-reader"
  | "credit-card-x"
  | "croissant"
  | "crop"
  | "cross"
  | "crosshair"
  | "crown"
  | "cuboid"
  | "cup-soda"
  | "cupcake"
  | "curly-braces"
  | "currency"
  | "cylinder"
  | "dam"
  | "database"
  | "database-arrow-down"
  | "database-arrow-up"
  | "database-backup"
  | "database-check"
  | "database-cog"
  | "database-minus"
  | "database-plus"
  | "database-search"
  | "database-x"
  | "database-zap"
  | "decimals-arrow-left"
  | "decimals-arrow-right"
  | "delete"
  | "dessert"
  | "diagram-flow-horizontal"
  | "diagram-flow-vertical"
  | "diameter"
  | "diamond"
  | "diamond-minus"
  | "diamond-percent"
  | "diamond-plus"
  | "dice-1"
  | "dice-2"
  | "dice-3"
  | "dice-4"
  | "dice-5"
  | "dice-6"
  | "dices"
  | "diff"
  | "disc"
  | "disc-2"
  | "disc-3"
  | "disc-album"
  | "divide"
  | "divide-circle"
  | "divide-square"
  | "dna"
  | "dna-off"
  | "dock"
  | "dog"
  | "doghouse"
  | "dollar-sign"
  | "dome"
  | "donut"
  | "door-closed"
  | "door-closed-cog"
  | "door-closed-locked"
  | "door-closed-package"
  | "door-open"
  | "door-stairwell"
  | "dot"
  | "dot-square"
  | "download"
  | "download-cloud"
  | "drafting-compass"
  | "drama"
  | "drill"
  | "drone"
  | "droplet"
  | "droplet-off"
  | "droplets"
  | "drum"
  | "drumstick"
  | "dumbbell"
  | "ear"
  | "ear-off"
  | "earbuds"
  | "earbuds-off"
  | "earth"
  | "earth-lock"
  | "eclipse"
  | "edit"
  | "edit-2"
  | "edit-3"
  | "egg"
  | "egg-fried"
  | "egg-off"
  | "eighth-note"
  | "eighth-notes"
  | "eject"
  | "ellipse"
  | "ellipsis"
  | "ellipsis-vertical"
  | "emirati-dirham"
  | "engine"
  | "equal"
  | "equal-approximately"
  | "equal-approximately-not"
  | "equal-not"
  | "equal-square"
  | "eraser"
  | "ethernet-port"
  | "euro"
  | "ev-charger"
  | "exclamation-mark"
  | "expand"
  | "external-link"
  | "eye"
  | "eye-closed"
  | "eye-dashed"
  | "eye-off"
  | "face-angry"
  | "face-expressionless"
  | "face-grinning"
  | "face-neutral"
  | "face-slightly-frowning"
  | "face-slightly-smiling"
  | "face-slightly-smiling-plus"
  | "factory"
  | "fan"
  | "fast-forward"
  | "faucet"
  | "feather"
  | "fence"
  | "ferris-wheel"
  | "file"
  | "file-archive"
  | "file-audio"
  | "file-audio-2"
  | "file-axis-3-d"
  | "file-axis-3d"
  | "file-badge"
  | "file-badge-2"
  | "file-bar-chart"
  | "file-bar-chart-2"
  | "file-box"
  | "file-braces"
  | "file-braces-corner"
  | "file-chart-column"
  | "file-chart-column-increasing"
  | "file-chart-line"
  | "file-chart-pie"
  | "file-check"
  | "file-check-2"
  | "file-check-corner"
  | "file-clock"
  | "file-code"
  | "file-code-2"
  | "file-code-corner"
  | "file-cog"
  | "file-cog-2"
  | "file-database"
  | "file-diff"
  | "file-digit"
  | "file-down"
  | "file-edit"
  | "file-exclamation-point"
  | "file-headphone"
  | "file-heart"
  | "file-image"
  | "file-input"
  | "file-json"
  | "file-json-2"
  | "file-key"
  | "file-key-2"
  | "file-line-chart"
  | "file-lock"
  | "file-lock-2"
  | "file-minus"
  | "file-minus-2"
  | "file-minus-corner"
  | "file-music"
  | "file-output"
  | "file-pen"
  | "file-pen-line"
  | "file-pie-chart"
  | "file-play"
  | "file-plus"
  | "file-plus-2"
  | "file-plus-corner"
  | "file-question"
  | "file-question-mark"
  | "file-scan"
  | "file-search"
  | "file-search-2"
  | "file-search-corner"
  | "file-signal"
  | "file-signature"
  | "file-sliders"
  | "file-spreadsheet"
  | "file-stack"
  | "file-symlink"
  | "file-terminal"
  | "file-text"
  | "file-type"
  | "file-type-2"
  | "file-type-corner"
  | "file-up"
  | "file-user"
  | "file-video"
  | "file-video-2"
  | "file-video-camera"
  | "file-volume"
  | "file-volume-2"
  | "file-warning"
  | "file-x"
  | "file-x-2"
  | "file-x-corner"
  | "files"
  | "film"
  | "filter"
  | "filter-x"
  | "fingerprint-pattern"
  | "fire-extinguisher"
  | "fish"
  | "fish-off"
  | "fish-symbol"
  | "fishing-hook"
  | "fishing-rod"
  | "flag"
  | "flag-off"
  | "flag-triangle-left"
  | "flag-triangle-right"
  | "flame"
  | "flame-kindling"
  | "flashlight"
  | "flashlight-off"
  | "flask-conical"
  | "flask-conical-off"
  | "flask-round"
  | "flip-horizontal"
  | "flip-horizontal-2"
  | "flip-vertical"
  | "flip-vertical-2"
  | "flower"
  | "flower-2"
  | "focus"
  | "fold-horizontal"
  | "fold-vertical"
  | "folder"
  | "folder-archive"
  | "folder-bookmark"
  | "folder-check"
  | "folder-clock"
  | "folder-closed"
  | "folder-code"
  | "folder-cog"
  | "folder-cog-2"
  | "folder-dot"
  | "folder-down"
  | "folder-edit"
  | "folder-git"
  | "folder-git-2"
  | "folder-heart"
  | "folder-input"
  | "folder-kanban"
  | "folder-key"
  | "folder-lock"
  | "folder-minus"
  | "folder-open"
  | "folder-open-dot"
  | "folder-output"
  | "folder-pen"
  | "folder-plus"
  | "folder-root"
  | "folder-search"
  | "folder-search-2"
  | "folder-symlink"
  | "folder-sync"
  | "folder-tree"
  | "folder-up"
  | "folder-user"
  | "folder-users"
  | "folder-x"
  | "folders"
  | "footprints"
  | "fork-knife"
  | "fork-knife-crossed"
  | "forklift"
  | "form"
  | "form-input"
  | "forward"
  | "frame"
  | "frown"
  | "fuel"
  | "fullscreen"
  | "function-square"
  | "funnel"
  | "funnel-plus"
  | "funnel-x"
  | "galaxy"
  | "gallery-horizontal"
  | "gallery-horizontal-end"
  | "gallery-thumbnails"
  | "gallery-vertical"
  | "gallery-vertical-end"
  | "gamepad"
  | "gamepad-2"
  | "gamepad-directional"
  | "gantt-chart"
  | "gantt-chart-square"
  | "gap-horizontal"
  | "gap-vertical"
  | "gauge"
  | "gauge-circle"
  | "gavel"
  | "gem"
  | "georgian-lari"
  | "germ"
  | "germ-off"
  | "ghost"
  | "gift"
  | "git-branch"
  | "git-branch-minus"
  | "git-branch-plus"
  | "git-commit"
  | "git-commit-horizontal"
  | "git-commit-vertical"
  | "git-compare"
  | "git-compare-arrows"
  | "git-fork"
  | "git-graph"
  | "git-merge"
  | "git-merge-conflict"
  | "git-pull-request"
  | "git-pull-request-arrow"
  | "git-pull-request-closed"
  | "git-pull-request-create"
  | "git-pull-request-create-arrow"
  | "git-pull-request-draft"
  | "glass-water"
  | "glasses"
  | "globe"
  | "globe-2"
  | "globe-ban"
  | "globe-check"
  | "globe-code"
  | "globe-lock"
  | "globe-off"
  | "globe-plus"
  | "globe-x"
  | "goal"
  | "gpu"
  | "grab"
  | "graduation-cap"
  | "grape"
  | "graph-hub"
  | "graph-ring"
  | "graph-star"
  | "grid"
  | "grid-2-x-2"
  | "grid-2-x-2-check"
  | "grid-2-x-2-plus"
  | "grid-2-x-2-x"
  | "grid-2x2"
  | "grid-2x2-check"
  | "grid-2x2-plus"
  | "grid-2x2-x"
  | "grid-3-x-2"
  | "grid-3-x-3"
  | "grid-3-x-3-off"
  | "grid-3x2"
  | "grid-3x3"
  | "grid-3x3-off"
  | "grip"
  | "grip-horizontal"
  | "grip-vertical"
  | "groceries"
  | "group"
  | "guitar"
  | "guitar-electric"
  | "half-note"
  | "ham"
  | "hamburger"
  | "hammer"
  | "hand"
  | "hand-coins"
  | "hand-fist"
  | "hand-grab"
  | "hand-heart"
  | "hand-helping"
  | "hand-metal"
  | "hand-platter"
  | "hand-truck"
  | "handbag"
  | "handle-bottom-right"
  | "handshake"
  | "hard-drive"
  | "hard-drive-download"
  | "hard-drive-upload"
  | "hard-hat"
  | "hash"
  | "hat-glasses"
  | "haze"
  | "hd"
  | "hdmi-port"
  | "heading"
  | "heading-1"
  | "heading-2"
  | "heading-3"
  | "heading-4"
  | "heading-5"
  | "heading-6"
  | "headphone-off"
  | "headphones"
  | "headset"
  | "heart"
  | "heart-crack"
  | "heart-handshake"
  | "heart-minus"
  | "heart-off"
  | "heart-plus"
  | "heart-pulse"
  | "heart-x"
  | "heater"
  | "helicopter"
  | "help-circle"
  | "helping-hand"
  | "hexagon"
  | "highlighter"
  | "hiking-stick"
  | "history"
  | "hockey-stick"
  | "home"
  | "hop"
  | "hop-off"
  | "hospital"
  | "hot-air-balloon"
  | "hotel"
  | "hourglass"
  | "hourglass-cog"
  | "house"
  | "house-arrow-left"
  | "house-arrow-right"
  | "house-cog"
  | "house-heart"
  | "house-plug"
  | "house-plus"
  | "house-wifi"
  | "houses"
  | "ice-cream"
  | "ice-cream-2"
  | "ice-cream-bowl"
  | "ice-cream-cone"
  | "id-card"
  | "id-card-lanyard"
  | "image"
  | "image-down"
  | "image-minus"
  | "image-off"
  | "image-play"
  | "image-plus"
  | "image-up"
  | "image-upscale"
  | "images"
  | "import"
  | "inbox"
  | "indent"
  | "indent-decrease"
  | "indent-increase"
  | "index"
  | "indian-rupee"
  | "infinity"
  | "info"
  | "inspect"
  | "inspection-panel"
  | "italic"
  | "iteration-ccw"
  | "iteration-cw"
  | "iv-bag"
  | "jacket"
  | "japanese-yen"
  | "joystick"
  | "kanban"
  | "kanban-square"
  | "kanban-square-dashed"
  | "kayak"
  | "kazakh-tenge"
  | "key"
  | "key-round"
  | "key-square"
  | "keyboard"
  | "keyboard-music"
  | "keyboard-off"
  | "lambda"
  | "lamp"
  | "lamp-ceiling"
  | "lamp-desk"
  | "lamp-floor"
  | "lamp-wall-down"
  | "lamp-wall-up"
  | "land-plot"
  | "landmark"
  | "languages"
  | "laptop"
  | "laptop-2"
  | "laptop-minimal"
  | "laptop-minimal-check"
  | "laser"
  | "lasso"
  | "lasso-select"
  | "laugh"
  | "layer-arrow-down"
  | "layer-arrow-up"
  | "layers"
  | "layers-2"
  | "layers-3"
  | "layers-arrow-down"
  | "layers-arrow-up"
  | "layers-minus"
  | "layers-plus"
  | "layout"
  | "layout-arrow-down"
  | "layout-arrow-right"
  | "layout-dashboard"
  | "layout-freeform"
  | "layout-grid"
  | "layout-grid-circles"
  | "layout-grid-plus"
  | "layout-list"
  | "layout-panel-left"
  | "layout-panel-top"
  | "layout-template"
  | "leaf"
  | "leafy-green"
  | "lectern"
  | "lens"
  | "lens-concave"
  | "lens-convex"
  | "letter-a"
  | "letter-b"
  | "letter-c"
  | "letter-d"
  | "letter-e"
  | "letter-f"
  | "letter-g"
  | "letter-h"
  | "letter-i"
  | "letter-j"
  | "letter-k"
  | "letter-l"
  | "letter-m"
  | "letter-n"
  | "letter-o"
  | "letter-p"
  | "letter-q"
  | "letter-r"
  | "letter-s"
  | "letter-spacing"
  | "letter-t"
  | "letter-text"
  | "letter-u"
  | "letter-v"
  | "letter-w"
  | "letter-x"
  | "letter-y"
  | "letter-z"
  | "letters"
  | "library"
  | "library-big"
  | "library-square"
  | "life-buoy"
  | "ligature"
  | "lightbulb"
  | "lightbulb-off"
  | "lighthouse"
  | "line-chart"
  | "line-dot-bottom-vertical"
  | "line-dot-left-horizontal"
  | "line-dot-right-horizontal"
  | "line-dot-top-vertical"
  | "line-height"
  | "line-squiggle"
  | "line-style"
  | "link"
  | "link-2"
  | "link-2-off"
  | "list"
  | "list-check"
  | "list-checks"
  | "list-chevrons-down-up"
  | "list-chevrons-up-down"
  | "list-clock"
  | "list-collapse"
  | "list-end"
  | "list-filter"
  | "list-filter-plus"
  | "list-indent-decrease"
  | "list-indent-increase"
  | "list-minus"
  | "list-music"
  | "list-ordered"
  | "list-plus"
  | "list-restart"
  | "list-sort-ascending"
  | "list-sort-descending"
  | "list-start"
  | "list-todo"
  | "list-tree"
  | "list-video"
  | "list-x"
  | "loader"
  | "loader-2"
  | "loader-circle"
  | "loader-pinwheel"
  | "locate"
  | "locate-fixed"
  | "locate-off"
  | "location-edit"
  | "lock"
  | "lock-keyhole"
  | "lock-keyhole-open"
  | "lock-open"
  | "log-in"
  | "log-out"
  | "logs"
  | "lollipop"
  | "luggage"
  | "m-square"
  | "magnet"
  | "mail"
  | "mail-alert"
  | "mail-badge"
  | "mail-check"
  | "mail-clock"
  | "mail-dot"
  | "mail-exclamation-point"
  | "mail-minus"
  | "mail-open"
  | "mail-pen"
  | "mail-plus"
  | "mail-question"
  | "mail-question-mark"
  | "mail-search"
  | "mail-warning"
  | "mail-x"
  | "mailbox"
  | "mails"
  | "mango"
  | "map"
  | "map-minus"
  | "map-pin"
  | "map-pin-check"
  | "map-pin-check-inside"
  | "map-pin-house"
  | "map-pin-minus"
  | "map-pin-minus-inside"
  | "map-pin-off"
  | "map-pin-pen"
  | "map-pin-plus"
  | "map-pin-plus-inside"
  | "map-pin-search"
  | "map-pin-x"
  | "map-pin-x-inside"
  | "map-pinned"
  | "map-plus"
  | "margin"
  | "margin-bottom"
  | "margin-horizontal"
  | "margin-left"
  | "margin-right"
  | "margin-top"
  | "margin-vertical"
  | "mars"
  | "mars-stroke"
  | "martini"
  | "maximize"
  | "maximize-2"
  | "medal"
  | "megaphone"
  | "megaphone-off"
  | "meh"
  | "memory-stick"
  | "menu"
  | "menu-square"
  | "merge"
  | "message-circle"
  | "message-circle-alert"
  | "message-circle-check"
  | "message-circle-code"
  | "message-circle-dashed"
  | "message-circle-dashed-check"
  | "message-circle-exclamation-point"
  | "message-circle-heart"
  | "message-circle-more"
  | "message-circle-off"
  | "message-circle-plus"
  | "message-circle-question"
  | "message-circle-question-mark"
  | "message-circle-reply"
  | "message-circle-text"
  | "message-circle-warning"
  | "message-circle-x"
  | "message-square"
  | "message-square-alert"
  | "message-square-check"
  | "message-square-code"
  | "message-square-dashed"
  | "message-square-diff"
  | "message-square-dot"
  | "message-square-exclamation-point"
  | "message-square-heart"
  | "message-square-lock"
  | "message-square-more"
  | "message-square-off"
  | "message-square-plus"
  | "message-square-quote"
  | "message-square-reply"
  | "message-square-share"
  | "message-square-text"
  | "message-square-warning"
  | "message-square-x"
  | "messages-circle"
  | "messages-square"
  | "metronome"
  | "mic"
  | "mic-2"
  | "mic-audio-lines"
  | "mic-off"
  | "mic-signal"
  | "mic-vocal"
  | "microchip"
  | "microscope"
  | "microwave"
  | "midi-port"
  | "milestone"
  | "milk"
  | "milk-off"
  | "minimize"
  | "minimize-2"
  | "minus"
  | "minus-circle"
  | "minus-square"
  | "mirror-rectangular"
  | "mirror-round"
  | "monitor"
  | "monitor-activity"
  | "monitor-check"
  | "monitor-cloud"
  | "monitor-cog"
  | "monitor-dot"
  | "monitor-down"
  | "monitor-off"
  | "monitor-pause"
  | "monitor-pc"
  | "monitor-play"
  | "monitor-smartphone"
  | "monitor-speaker"
  | "monitor-stop"
  | "monitor-up"
  | "monitor-x"
  | "moon"
  | "moon-star"
  | "mop"
  | "mop-sparkles"
  | "moped"
  | "more-horizontal"
  | "more-vertical"
  | "mosque"
  | "motorbike"
  | "mound-shovel"
  | "mountain"
  | "mountain-snow"
  | "mouse"
  | "mouse-left"
  | "mouse-off"
  | "mouse-pointer"
  | "mouse-pointer-2"
  | "mouse-pointer-2-off"
  | "mouse-pointer-ban"
  | "mouse-pointer-click"
  | "mouse-pointer-square-dashed"
  | "mouse-right"
  | "mouth"
  | "mouth-off"
  | "move"
  | "move-3-d"
  | "move-3d"
  | "move-diagonal"
  | "move-diagonal-2"
  | "move-down"
  | "move-down-left"
  | "move-down-right"
  | "move-horizontal"
  | "move-left"
  | "move-right"
  | "move-up"
  | "move-up-left"
  | "move-up-right"
  | "move-vertical"
  | "music"
  | "music-2"
  | "music-3"
  | "music-4"
  | "navigation"
  | "navigation-2"
  | "navigation-2-off"
  | "navigation-off"
  | "nepali-rupee"
  | "network"
  | "newspaper"
  | "nfc"
  | "nigerian-naira"
  | "non-binary"
  | "notebook"
  | "notebook-dot"
  | "notebook-pen"
  | "notebook-tabs"
  | "notebook-text"
  | "notepad-text"
  | "notepad-text-dashed"
  | "numbers"
  | "nut"
  | "nut-off"
  | "octagon"
  | "octagon-alert"
  | "octagon-exclamation-point"
  | "octagon-minus"
  | "octagon-pause"
  | "octagon-x"
  | "omega"
  | "opacity"
  | "option"
  | "orbit"
  | "origami"
  | "outdent"
  | "package"
  | "package-2"
  | "package-check"
  | "package-minus"
  | "package-open"
  | "package-pen"
  | "package-plus"
  | "package-question-mark"
  | "package-search"
  | "package-x"
  | "paint-bucket"
  | "paint-gun"
  | "paint-roller"
  | "paintbrush"
  | "paintbrush-2"
  | "paintbrush-vertical"
  | "palette"
  | "palmtree"
  | "panda"
  | "panel-bottom"
  | "panel-bottom-close"
  | "panel-bottom-dashed"
  | "panel-bottom-inactive"
  | "panel-bottom-open"
  | "panel-left"
  | "panel-left-close"
  | "panel-left-dashed"
  | "panel-left-inactive"
  | "panel-left-open"
  | "panel-left-right-dashed"
  | "panel-right"
  | "panel-right-close"
  | "panel-right-dashed"
  | "panel-right-inactive"
  | "panel-right-open"
  | "panel-top"
  | "panel-top-bottom-dashed"
  | "panel-top-close"
  | "panel-top-dashed"
  | "panel-top-inactive"
  | "panel-top-open"
  | "panels-left-bottom"
  | "panels-left-right"
  | "panels-right-bottom"
  | "panels-top-bottom"
  | "panels-top-left"
  | "paper-bag"
  | "paperclip"
  | "parasol"
  | "parentheses"
  | "park"
  | "parking-circle"
  | "parking-circle-off"
  | "parking-meter"
  | "parking-square"
  | "parking-square-off"
  | "party-popper"
  | "pause"
  | "pause-circle"
  | "pause-octagon"
  | "paw-print"
  | "pc-case"
  | "pen"
  | "pen-box"
  | "pen-line"
  | "pen-off"
  | "pen-square"
  | "pen-tool"
  | "pencil"
  | "pencil-line"
  | "pencil-off"
  | "pencil-ruler"
  | "pencil-sparkles"
  | "pentagon"
  | "percent"
  | "percent-circle"
  | "percent-diamond"
  | "percent-square"
  | "perfume-bottle"
  | "person-standing"
  | "phi"
  | "philippine-peso"
  | "phone"
  | "phone-call"
  | "phone-forwarded"
  | "phone-incoming"
  | "phone-log"
  | "phone-missed"
  | "phone-off"
  | "phone-outgoing"
  | "pi"
  | "pi-square"
  | "piano"
  | "pickaxe"
  | "picture-in-picture"
  | "picture-in-picture-2"
  | "pie-chart"
  | "piggy-bank"
  | "pilcrow"
  | "pilcrow-left"
  | "pilcrow-right"
  | "pilcrow-square"
  | "pill"
  | "pill-bottle"
  | "pin"
  | "pin-off"
  | "pipette"
  | "pizza"
  | "plane"
  | "plane-landing"
  | "plane-takeoff"
  | "plant-pot"
  | "play"
  | "play-circle"
  | "play-off"
  | "play-square"
  | "playing-card"
  | "playing-cards"
  | "playing-cards-fan"
  | "plug"
  | "plug-2"
  | "plug-zap"
  | "plug-zap-2"
  | "plus"
  | "plus-circle"
  | "plus-square"
  | "pocket-knife"
  | "podcast"
  | "podium"
  | "pointer"
  | "pointer-off"
  | "popcorn"
  | "popsicle"
  | "pound-sterling"
  | "power"
  | "power-circle"
  | "power-off"
  | "power-square"
  | "presentation"
  | "printer"
  | "printer-3-d"
  | "printer-3d"
  | "printer-check"
  | "printer-x"
  | "projector"
  | "proportions"
  | "puzzle"
  | "pyramid"
  | "qr-code"
  | "question-mark"
  | "quote"
  | "rabbit"
  | "radar"
  | "radiation"
  | "radical"
  | "radio"
  | "radio-off"
  | "radio-receiver"
  | "radio-tower"
  | "radius"
  | "rainbow"
  | "rat"
  | "ratio"
  | "receipt"
  | "receipt-cent"
  | "receipt-euro"
  | "receipt-indian-rupee"
  | "receipt-japanese-yen"
  | "receipt-pound-sterling"
  | "receipt-russian-ruble"
  | "receipt-swiss-franc"
  | "receipt-text"
  | "receipt-turkish-lira"
  | "rectangle-circle"
  | "rectangle-ellipsis"
  | "rectangle-goggles"
  | "rectangle-horizontal"
  | "rectangle-vertical"
  | "recycle"
  | "redo"
  | "redo-2"
  | "redo-dot"
  | "refresh-ccw"
  | "refresh-ccw-dot"
  | "refresh-cw"
  | "refresh-cw-off"
  | "refrigerator"
  | "regex"
  | "remove-formatting"
  | "repeat"
  | "repeat-1"
  | "repeat-2"
  | "repeat-off"
  | "replace"
  | "replace-all"
  | "reply"
  | "reply-all"
  | "rewind"
  | "ribbon"
  | "road"
  | "robot-arm"
  | "robot-vacuum"
  | "rocket"
  | "rocking-chair"
  | "roller-coaster"
  | "rose"
  | "rotate-3-d"
  | "rotate-3d"
  | "rotate-ccw"
  | "rotate-ccw-clock"
  | "rotate-ccw-key"
  | "rotate-ccw-square"
  | "rotate-cw"
  | "rotate-cw-clock"
  | "rotate-cw-fading-clock"
  | "rotate-cw-square"
  | "route"
  | "route-arrow-right"
  | "route-off"
  | "router"
  | "rows"
  | "rows-2"
  | "rows-3"
  | "rows-4"
  | "rss"
  | "rugby-ball"
  | "ruler"
  | "ruler-dimension-line"
  | "russian-ruble"
  | "sailboat"
  | "salad"
  | "sandwich"
  | "satellite"
  | "satellite-dish"
  | "saudi-riyal"
  | "save"
  | "save-all"
  | "save-check"
  | "save-off"
  | "save-pen"
  | "save-plus"
  | "scale"
  | "scale-3-d"
  | "scale-3d"
  | "scaling"
  | "scan"
  | "scan-barcode"
  | "scan-box"
  | "scan-eye"
  | "scan-face"
  | "scan-heart"
  | "scan-line"
  | "scan-qr-code"
  | "scan-search"
  | "scan-square"
  | "scan-text"
  | "scatter-chart"
  | "school"
  | "school-2"
  | "scissors"
  | "scissors-line-dashed"
  | "scissors-square"
  | "scissors-square-dashed-bottom"
  | "scooter"
  | "scratch-blocks"
  | "screen-share"
  | "screen-share-off"
  | "screw"
  | "scroll"
  | "scroll-text"
  | "search"
  | "search-alert"
  | "search-check"
  | "search-code"
  | "search-exclamation-point"
  | "search-slash"
  | "search-x"
  | "section"
  | "send"
  | "send-horizonal"
  | "send-horizontal"
  | "send-to-back"
  | "separator-horizontal"
  | "separator-vertical"
  | "server"
  | "server-cog"
  | "server-crash"
  | "server-nas"
  | "server-off"
  | "server-plus"
  | "settings"
  | "settings-2"
  | "shapes"
  | "share"
  | "share-2"
  | "sheet"
  | "shell"
  | "shelving-unit"
  | "shield"
  | "shield-alert"
  | "shield-ban"
  | "shield-check"
  | "shield-close"
  | "shield-cog"
  | "shield-cog-corner"
  | "shield-ellipsis"
  | "shield-exclamation-point"
  | "shield-half"
  | "shield-house"
  | "shield-keyhole"
  | "shield-lock"
  | "shield-minus"
  | "shield-off"
  | "shield-plus"
  | "shield-question"
  | "shield-question-mark"
  | "shield-user"
  | "shield-x"
  | "ship"
  | "ship-cargo"
  | "ship-wheel"
  | "shirt"
  | "shopping-bag"
  | "shopping-basket"
  | "shopping-cart"
  | "shopping-cart-minus"
  | "shopping-cart-plus"
  | "shovel"
  | "shower-head"
  | "shredder"
  | "shrimp"
  | "shrimp-off"
  | "shrink"
  | "shrub"
  | "shuffle"
  | "sidebar"
  | "sidebar-close"
  | "sidebar-open"
  | "sigma"
  | "sigma-square"
  | "signal"
  | "signal-high"
  | "signal-low"
  | "signal-medium"
  | "signal-zero"
  | "signature"
  | "signpost"
  | "signpost-big"
  | "siren"
  | "siren-off"
  | "sixteenth-notes"
  | "skip-back"
  | "skip-forward"
  | "skull"
  | "slash"
  | "slash-square"
  | "slice"
  | "sliders"
  | "sliders-horizontal"
  | "sliders-vertical"
  | "smartphone"
  | "smartphone-charging"
  | "smartphone-nfc"
  | "smartphone-user-round"
  | "smile"
  | "smile-plus"
  | "snail"
  | "snowflake"
  | "soap-dispenser-droplet"
  | "sofa"
  | "solar-panel"
  | "sort-asc"
  | "sort-desc"
  | "soup"
  | "space"
  | "spade"
  | "sparkle"
  | "sparkles"
  | "speaker"
  | "speech"
  | "spell-check"
  | "spell-check-2"
  | "spline"
  | "spline-pointer"
  | "split"
  | "split-square-horizontal"
  | "split-square-vertical"
  | "spool"
  | "sport-shoe"
  | "spotlight"
  | "spray-can"
  | "sprout"
  | "square"
  | "square-activity"
  | "square-arrow-down"
  | "square-arrow-down-enter"
  | "square-arrow-down-exit"
  | "square-arrow-down-left"
  | "square-arrow-down-left-enter"
  | "square-arrow-down-left-exit"
  | "square-arrow-down-right"
  | "square-arrow-down-right-enter"
  | "square-arrow-down-right-exit"
  | "square-arrow-left"
  | "square-arrow-left-enter"
  | "square-arrow-left-exit"
  | "square-arrow-out-down-left"
  | "square-arrow-out-down-right"
  | "square-arrow-out-up-left"
  | "square-arrow-out-up-right"
  | "square-arrow-right"
  | "square-arrow-right-enter"
  | "square-arrow-right-exit"
  | "square-arrow-up"
  | "square-arrow-up-enter"
  | "square-arrow-up-exit"
  | "square-arrow-up-left"
  | "square-arrow-up-left-enter"
  | "square-arrow-up-left-exit"
  | "square-arrow-up-right"
  | "square-arrow-up-right-enter"
  | "square-arrow-up-right-exit"
  | "square-asterisk"
  | "square-axis-dashed-horizontal"
  | "square-axis-dashed-vertical"
  | "square-axis-horizontal"
  | "square-axis-vertical"
  | "square-bookmark"
  | "square-bottom-dashed-scissors"
  | "square-centerline-dashed-horizontal"
  | "square-centerline-dashed-vertical"
  | "square-chart-gantt"
  | "square-check"
  | "square-check-big"
  | "square-chevron-down"
  | "square-chevron-left"
  | "square-chevron-right"
  | "square-chevron-up"
  | "square-chevrons-down"
  | "square-chevrons-left"
  | "square-chevrons-right"
  | "square-chevrons-up"
  | "square-code"
  | "square-dashed"
  | "square-dashed-bottom"
  | "square-dashed-bottom-code"
  | "square-dashed-kanban"
  | "square-dashed-mouse-pointer"
  | "square-dashed-plus"
  | "square-dashed-search"
  | "square-dashed-text"
  | "square-dashed-top-solid"
  | "square-dashed-x"
  | "square-dashed-x-corner"
  | "square-dimensions"
  | "square-divide"
  | "square-dot"
  | "square-equal"
  | "square-exclamation-point"
  | "square-function"
  | "square-gantt-chart"
  | "square-kanban"
  | "square-kanban-plus"
  | "square-letter-a"
  | "square-letter-b"
  | "square-letter-c"
  | "square-letter-d"
  | "square-letter-e"
  | "square-letter-f"
  | "square-letter-g"
  | "square-letter-h"
  | "square-letter-i"
  | "square-letter-j"
  | "square-letter-k"
  | "square-letter-l"
  | "square-letter-m"
  | "square-letter-n"
  | "square-letter-o"
  | "square-letter-p"
  | "square-letter-p-off"
  | "square-letter-q"
  | "square-letter-r"
  | "square-letter-s"
  | "square-letter-t"
  | "square-letter-u"
  | "square-letter-v"
  | "square-letter-w"
  | "square-letter-x"
  | "square-letter-y"
  | "square-letter-z"
  | "square-library"
  | "square-m"
  | "square-menu"
  | "square-minus"
  | "square-mouse-pointer"
  | "square-off"
  | "square-padding"
  | "square-padding-bottom"
  | "square-padding-horizontal"
  | "square-padding-left"
  | "square-padding-right"
  | "square-padding-top"
  | "square-padding-vertical"
  | "square-parking"
  | "square-parking-off"
  | "square-pause"
  | "square-pen"
  | "square-percent"
  | "square-pi"
  | "square-pilcrow"
  | "square-play"
  | "square-plus"
  | "square-power"
  | "square-radical"
  | "square-round-corner"
  | "square-scissors"
  | "square-sigma"
  | "square-slash"
  | "square-sparkles"
  | "square-split-horizontal"
  | "square-split-vertical"
  | "square-square"
  | "square-stack"
  | "square-star"
  | "square-stop"
  | "square-terminal"
  | "square-text"
  | "square-user"
  | "square-user-round"
  | "square-x"
  | "squares-exclude"
  | "squares-intersect"
  | "squares-subtract"
  | "squares-unite"
  | "squircle"
  | "squircle-dashed"
  | "squirrel"
  | "stamp"
  | "star"
  | "star-check"
  | "star-half"
  | "star-minus"
  | "star-off"
  | "star-plus"
  | "star-x"
  | "stars"
  | "step-back"
  | "step-forward"
  | "stethoscope"
  | "sticker"
  | "sticky-note"
  | "sticky-note-check"
  | "sticky-note-minus"
  | "sticky-note-off"
  | "sticky-note-plus"
  | "sticky-note-x"
  | "sticky-notes"
  | "stone"
  | "stop-circle"
  | "store"
  | "stretch-horizontal"
  | "stretch-vertical"
  | "strikethrough"
  | "stroke-line-cap-butt"
  | "stroke-line-cap-round"
  | "stroke-line-cap-square"
  | "stroke-line-join-bevel"
  | "stroke-line-join-miter"
  | "stroke-line-join-round"
  | "stroke-width"
  | "subscript"
  | "subtitles"
  | "summary"
  | "sun"
  | "sun-dim"
  | "sun-medium"
  | "sun-moon"
  | "sun-snow"
  | "sunrise"
  | "sunset"
  | "superscript"
  | "swatch-book"
  | "swiss-franc"
  | "switch-camera"
  | "sword"
  | "swords"
  | "syringe"
  | "table"
  | "table-2"
  | "table-cells-merge"
  | "table-cells-split"
  | "table-columns-split"
  | "table-config"
  | "table-of-contents"
  | "table-properties"
  | "table-rows-split"
  | "tablet"
  | "tablet-smartphone"
  | "tablets"
  | "tag"
  | "tag-plus"
  | "tag-x"
  | "tags"
  | "tally-1"
  | "tally-2"
  | "tally-3"
  | "tally-4"
  | "tally-5"
  | "tangent"
  | "target"
  | "telescope"
  | "tent"
  | "tent-tree"
  | "terminal"
  | "terminal-square"
  | "test-tube"
  | "test-tube-2"
  | "test-tube-diagonal"
  | "test-tubes"
  | "text"
  | "text-align-center"
  | "text-align-end"
  | "text-align-justify"
  | "text-align-justify-center"
  | "text-align-justify-end"
  | "text-align-justify-start"
  | "text-align-start"
  | "text-cursor"
  | "text-cursor-input"
  | "text-initial"
  | "text-pen"
  | "text-quote"
  | "text-search"
  | "text-select"
  | "text-selection"
  | "text-wrap"
  | "theater"
  | "thermometer"
  | "thermometer-snowflake"
  | "thermometer-sun"
  | "thumbs-down"
  | "thumbs-up"
  | "tic-tac-toe"
  | "ticket"
  | "ticket-check"
  | "ticket-minus"
  | "ticket-percent"
  | "ticket-plus"
  | "ticket-slash"
  | "ticket-x"
  | "tickets"
  | "tickets-plane"
  | "timeline"
  | "timer"
  | "timer-off"
  | "timer-reset"
  | "toggle-left"
  | "toggle-right"
  | "toilet"
  | "tombstone"
  | "tool-case"
  | "toolbox"
  | "toothbrush"
  | "toothbrush-sparkles"
  | "tornado"
  | "torus"
  | "touchpad"
  | "touchpad-off"
  | "towel-rack"
  | "tower-control"
  | "toy-brick"
  | "tractor"
  | "traffic-cone"
  | "trailer"
  | "train"
  | "train-front"
  | "train-front-tunnel"
  | "train-track"
  | "tram-front"
  | "transgender"
  | "trash"
  | "trash-2"
  | "trash-off"
  | "tree-deciduous"
  | "tree-palm"
  | "tree-pine"
  | "trees"
  | "trending-down"
  | "trending-up"
  | "trending-up-down"
  | "triangle"
  | "triangle-alert"
  | "triangle-dashed"
  | "triangle-exclamation-point"
  | "triangle-right"
  | "triangles-centerline-dashed-horizontal"
  | "triangles-centerline-dashed-vertical"
  | "trophy"
  | "truck"
  | "truck-electric"
  | "tube-lotion"
  | "turkish-lira"
  | "turntable"
  | "turtle"
  | "tv"
  | "tv-2"
  | "tv-minimal"
  | "tv-minimal-play"
  | "type"
  | "type-outline"
  | "umbrella"
  | "umbrella-off"
  | "underline"
  | "undo"
  | "undo-2"
  | "undo-dot"
  | "unfold-horizontal"
  | "unfold-vertical"
  | "ungroup"
  | "university"
  | "unlink"
  | "unlink-2"
  | "unlock"
  | "unlock-keyhole"
  | "unplug"
  | "upload"
  | "upload-cloud"
  | "usb"
  | "usb-c-port"
  | "user"
  | "user-2"
  | "user-check"
  | "user-check-2"
  | "user-circle"
  | "user-circle-2"
  | "user-cog"
  | "user-cog-2"
  | "user-exclamation-point"
  | "user-group"
  | "user-key"
  | "user-lock"
  | "user-minus"
  | "user-minus-2"
  | "user-pen"
  | "user-plus"
  | "user-plus-2"
  | "user-round"
  | "user-round-arrow-left"
  | "user-round-check"
  | "user-round-cog"
  | "user-round-exclamation-point"
  | "user-round-group"
  | "user-round-key"
  | "user-round-minus"
  | "user-round-pen"
  | "user-round-plus"
  | "user-round-search"
  | "user-round-shield"
  | "user-round-star"
  | "user-round-x"
  | "user-search"
  | "user-shield"
  | "user-square"
  | "user-square-2"
  | "user-star"
  | "user-x"
  | "user-x-2"
  | "users"
  | "users-2"
  | "users-collaboration"
  | "users-round"
  | "users-round-collaboration"
  | "utensils"
  | "utensils-crossed"
  | "utility-pole"
  | "van"
  | "variable"
  | "vault"
  | "vector-polygon"
  | "vector-square"
  | "vegan"
  | "venetian-mask"
  | "venus"
  | "venus-and-mars"
  | "verified"
  | "vibrate"
  | "vibrate-off"
  | "video"
  | "video-off"
  | "videotape"
  | "view"
  | "virus"
  | "virus-off"
  | "voicemail"
  | "volleyball"
  | "volume"
  | "volume-1"
  | "volume-2"
  | "volume-off"
  | "volume-x"
  | "vote"
  | "wallet"
  | "wallet-2"
  | "wallet-cards"
  | "wallet-minimal"
  | "wallpaper"
  | "wand"
  | "wand-2"
  | "wand-sparkles"
  | "warehouse"
  | "warehouse-waves"
  | "washing-machine"
  | "watch"
  | "waves"
  | "waves-arrow-down"
  | "waves-arrow-up"
  | "waves-horizontal"
  | "waves-ladder"
  | "waves-vertical"
  | "waypoints"
  | "webcam"
  | "webcam-off"
  | "webhook"
  | "webhook-off"
  | "weight"
  | "weight-tilde"
  | "wheat"
  | "wheat-off"
  | "whistle"
  | "whole-word"
  | "wifi"
  | "wifi-cog"
  | "wifi-high"
  | "wifi-lock"
  | "wifi-low"
  | "wifi-off"
  | "wifi-pen"
  | "wifi-sync"
  | "wifi-zero"
  | "wind"
  | "wind-arrow-down"
  | "wind-arrow-up"
  | "wine"
  | "wine-off"
  | "workflow"
  | "worm"
  | "wrap-text"
  | "wrench"
  | "wrench-off"
  | "x"
  | "x-circle"
  | "x-line-top"
  | "x-octagon"
  | "x-square"
  | "zap"
  | "zap-off"
  | "zodiac-aquarius"
  | "zodiac-aries"
  | "zodiac-cancer"
  | "zodiac-capricorn"
  | "zodiac-gemini"
  | "zodiac-leo"
  | "zodiac-libra"
  | "zodiac-ophiuchus"
  | "zodiac-pisces"
  | "zodiac-sagittarius"
  | "zodiac-scorpio"
  | "zodiac-taurus"
  | "zodiac-virgo"
  | "zoom-in"
  | "zoom-out";
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
 * Buttons, in order (up to 3): hero buttons of size lg unless they say otherwise. Each has label (its words) and href (where it goes).
 *
 * @maxItems 3
 */
export type Actions = Action[];
export type LegalBlock = string | LegalList;
/**
 * Buttons, in order (up to 3), in the quieter default look unless they say otherwise. Each has label (its words) and href (where it goes).
 *
 * @maxItems 3
 */
export type PlainActions = PlainAction[];

export interface Content {
  page: Page;
  site: Site;
  data: {
    "form-types": FormTypesData;
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
  noindex: boolean;
  /**
   * Also show this page for any unknown address below it (e.g. /products/anything).
   */
  catchAll: boolean;
  /**
   * The blocks of the page, top to bottom. Each starts with type: and the section's name.
   *
   * @minItems 1
   */
  sections: Section[];
}
/**
 * A picture from site/assets with its alt text. Its size in pixels is read from the file (it keeps the page from jumping while the picture loads); a photo is published in modern formats at the widths each screen needs.
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
   * The width of the picture file in pixels (its own size, not the size it is shown at). Read from the file when left out; when written, it must be the file's.
   */
  width: number;
  /**
   * The height of the picture file in pixels (its own size, not the size it is shown at). Read from the file when left out; when written, it must be the file's.
   */
  height: number;
  /**
   * The part of the picture to keep when it is cropped (a frame of another shape, the picture shown when the page is shared): across then down, from 0% 0% (top left) to 100% 100% (bottom right). The middle (50% 50%) when left out.
   */
  focus?: string;
  /**
   * true for a purely decorative picture that screen readers should skip; its alt must then be empty (alt: ""). Leave it out for every picture that shows something.
   */
  decorative: boolean;
}
/**
 * "Who we serve": the kinds of places a service suits, each with an icon, a short name and a sentence.
 */
export interface AudiencesSection extends SectionHeading {
  /**
   * Section type. Always audiences for this block.
   */
  type: "audiences";
  /**
   * A highlighted line under the cards, for example which locations qualify (30+ employees or steady foot traffic).
   */
  note?: string;
  tone: Tone;
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
 * The heading most sections open with: an anchor name, a short line above the heading, the heading and a sentence under it. Each section's schema lists these fields with help of its own; the generated types share this one (SectionHeading), which SectionFrame draws.
 */
export interface SectionHeading {
  /**
   * An optional name other links can jump to with #name, for example how-it-works.
   */
  id?: string;
  /**
   * A short line above the heading.
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
}
/**
 * A grid of cards, each with an icon, a title and a sentence: benefits, features, values or services.
 */
export interface BenefitsSection extends SectionHeading {
  /**
   * Section type. Always benefits for this block.
   */
  type: "benefits";
  /**
   * Benefit cards per row on wide screens (one per row on phones).
   */
  columns: 2 | 3 | 4;
  tone: Tone;
  /**
   * The cards, in order.
   *
   * @minItems 1
   */
  items: IconCard[];
}
/**
 * A card with a small picture, a title and a sentence or two, and an optional link at the bottom: the items of benefits and features.
 */
export interface IconCard {
  icon?: IconName;
  /**
   * The card's title.
   */
  title: string;
  /**
   * One or two sentences.
   */
  text: string;
  link?: CardLink;
}
/**
 * A link at the bottom of a card: underlined words (variant link, size sm) unless it says otherwise.
 */
export interface CardLink {
  /**
   * The words on the button.
   */
  label: string;
  /**
   * Where the button goes: a page of this site (/contact), a section of this page (#request-form), a page and section (/#contact), an http(s):// address, mailto: or tel:, or contact:phone or contact:email (the company phone or e-mail of site.yaml).
   */
  href: string;
  variant: ButtonVariant;
  size: ButtonSize;
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
  media?: Image;
  /**
   * On wide screens, whether the picture sits before the list (start, on the left) or after it (end, on the right).
   */
  mediaSide: "start" | "end";
  tone: Tone;
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
 * A button that goes somewhere: a hero button of size lg unless it says otherwise.
 */
export interface Action {
  /**
   * The words on the button.
   */
  label: string;
  /**
   * Where the button goes: a page of this site (/contact), a section of this page (#request-form), a page and section (/#contact), an http(s):// address, mailto: or tel:, or contact:phone or contact:email (the company phone or e-mail of site.yaml).
   */
  href: string;
  variant: ButtonVariant;
  size: ButtonSize;
  icon?: IconName;
}
/**
 * Cards with the company's contact details. The e-mail, phone, service area and hours themselves come from the contact part of site.yaml, so they are changed in one place; this block only chooses which cards show and their wording.
 */
export interface ContactCardsSection extends SectionHeading {
  /**
   * Section type. Always contact-cards for this block.
   */
  type: "contact-cards";
  /**
   * true hides the heading (and subtitle) on screen, for example when the cards sit right under a page's opening block; screen readers still announce it.
   */
  hideTitle: boolean;
  tone: Tone;
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
  actions: Actions;
  /**
   * Short reassurance points shown with check marks, e.g. Free consultation.
   *
   * @maxItems 6
   *
   * Items: Plain text shown to visitors. Formatting characters are shown as typed; HTML is not interpreted.
   */
  points?: string[];
  tone: Tone;
}
/**
 * Compact feature cards (icon, name, one sentence, an optional link) with an optional row of headline figures underneath, for example Jam-Packed With Smart Technology.
 */
export interface FeaturesSection extends SectionHeading {
  /**
   * Section type. Always features for this block.
   */
  type: "features";
  /**
   * Cards per row on wide screens.
   */
  columns: 2 | 3 | 4;
  tone: Tone;
  /**
   * The feature cards, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: IconCard[];
  /**
   * Headline figures shown in a row under the cards, for example 99% AI accuracy.
   *
   * @maxItems 4
   */
  stats?: {
    /**
     * The figure or short word shown large, for example 99% or 24/7.
     */
    value: string;
    /**
     * What the figure means, for example AI accuracy.
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
export interface HeroSection extends SectionHeading {
  /**
   * Section type. Always hero for this block.
   */
  type: "hero";
  /**
   * Words shown in the accent colour after the headline.
   */
  highlight?: string;
  actions?: Actions;
  /**
   * A short notice in a box under the buttons, for example who qualifies for free installation.
   */
  note?: string;
  /**
   * A picture beside the headline; with a video, the picture becomes a poster that plays the video when clicked.
   */
  media?: {
    poster: Image;
    /**
     * An .mp4 or .webm file that plays when the poster is clicked.
     */
    video?: string;
    /**
     * What screen readers say for the play button, for example Play the Tap, Grab & Go video. Left out, it is site.yaml ui.playVideo with the poster's alt text.
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
     * The figure, e.g. 99%.
     */
    value: string;
    /**
     * What the figure measures.
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
   * The name buttons use to jump to the form with #name, for example request-form.
   */
  id: string;
  /**
   * The kind of request, sent with every submission so the sales team can sort leads: the id of an entry of site/data/form-types.yaml, for example installation_request (vending services page) or quote_request (contact page).
   */
  formType: string;
  /**
   * Which page or form the request came from, sent with every submission, for example vending-services-page.
   */
  source: string;
  /**
   * A short line above the form's heading.
   */
  eyebrow?: string;
  /**
   * The form's heading, for example Request Free Installation.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  subtitle?: string;
  /**
   * The words on the send button, for example Request Free Installation.
   */
  submitLabel: string;
  /**
   * A small reassurance line under the send button, for example We respond within 24 hours. No obligation.
   */
  footnote?: string;
  /**
   * Where the visitor goes after the request was sent.
   */
  successHref: string;
  fields: LeadFormFields;
  select: LeadFormSelect;
  /**
   * The text beside the required consent checkbox: what the visitor agrees to. It may not be empty. Leave it out to use the standard wording shown as the default.
   */
  consent: string;
  aside?: LeadFormAside;
  tone: Tone;
}
/**
 * Which optional fields the form shows. Every form has e-mail address, phone number, the drop-down list (select) and the consent checkbox; leave fields out for just those and Full Name.
 */
export interface LeadFormFields {
  /**
   * true asks for First Name and Last Name in two fields; false (the default) asks for Full Name in one.
   */
  splitName: boolean;
  /**
   * true adds a required Business Name field.
   */
  businessName: boolean;
  /**
   * true adds an optional Additional Details box for a free-text message.
   */
  message: boolean;
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
   * The label above the list, for example Location Type or What are you interested in.
   */
  label: string;
  /**
   * The prompt shown before anything is chosen, for example Select your location type. It cannot be submitted.
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
   * The column's heading, for example Why Choose Us.
   */
  title: string;
  /**
   * A sentence under the column's heading.
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
   * The reason in a few words, for example Free Consultation.
   */
  title: string;
  /**
   * One sentence explaining it.
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
   * The document's name, shown as the page's main heading, for example Privacy Policy.
   */
  title: string;
  /**
   * The date the document takes effect, written as YYYY-MM-DD, for example 2025-10-06. Pages show it written out in the language of locale in site.yaml (October 6, 2025 in en-US).
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
   * The section's heading, without its number, for example Information We Collect.
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
   * The heading of the closing block, for example Contact Us.
   */
  heading: string;
  /**
   * A sentence before the address, for example If you have questions about this policy, contact us:
   */
  text: string;
}
/**
 * A grid of machine models from site/data/machines.yaml: picture, name, description, capacity badge, a pricing button and a link to each model's page.
 */
export interface LineupSection extends SectionHeading {
  /**
   * Section type. Always lineup for this block.
   */
  type: "lineup";
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
  columns: 2 | 3;
  tone: Tone;
  /**
   * The words on each card's pricing button. Left out, they are site.yaml ui.machine.pricingLabel.
   */
  pricingLabel?: string;
  /**
   * Where each card's pricing button goes.
   */
  pricingHref: string;
  /**
   * The words of each card's link to the model's own page (/products/<id>). Screen readers also hear the model's name. Left out, they are site.yaml ui.machine.detailsLabel.
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
   * The words of the link back to the list of all models. Left out, they are site.yaml ui.machine.backLabel.
   */
  backLabel?: string;
  /**
   * Where the back link goes.
   */
  backHref: string;
  actions?: Actions;
  /**
   * A Download Specs button. It opens the browser's print window with a clean spec sheet of this model, where the visitor can print it or save it as a PDF. Without JavaScript it jumps to the specifications section.
   */
  download?: {
    /**
     * The words on the button.
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
   * The heading above the key figures, for example Key Specifications.
   */
  title: string;
  /**
   * The heading above the reasons, for example Why Choose This Model.
   */
  reasonsTitle: string;
  /**
   * Reasons shared by every model, shown after the model's own special feature.
   *
   * @minItems 1
   * @maxItems 6
   */
  reasons: {
    icon: IconName;
    /**
     * The reason in a few words, for example 99% AI Accuracy.
     */
    title: string;
    /**
     * An optional sentence that explains it.
     */
    text?: string;
  }[];
  tone: Tone;
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
   * The section heading, for example Technical Specifications.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  subtitle?: string;
  tone: Tone;
}
/**
 * Numbered steps (for example Tap, Grab, Go). Each step lights up as the visitor scrolls to it, with a progress bar.
 */
export interface StepsSection extends SectionHeading {
  /**
   * Section type. Always steps for this block.
   */
  type: "steps";
  tone: Tone;
  /**
   * The steps, in order.
   *
   * @minItems 2
   * @maxItems 6
   */
  items: {
    icon?: IconName;
    /**
     * Step name, e.g. Tap.
     */
    title: string;
    /**
     * What happens in this step.
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
   * A short line above the title.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  title: string;
  /**
   * A paragraph under the heading.
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
     * The kind of support, for example US-Based Support.
     */
    title: string;
    /**
     * One sentence about it.
     */
    text: string;
  }[];
  tone: Tone;
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
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The heading, for example Online Support Portal.
   */
  title: string;
  /**
   * The status shown in a badge beside the heading, for example Coming Soon.
   */
  badge: string;
  /**
   * A sentence or two on what the portal is for and when it opens.
   */
  text?: string;
  tone: Tone;
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
   * The feature's name, for example Ticket Tracking.
   */
  title: string;
  /**
   * One sentence on what the feature does.
   */
  text: string;
}
/**
 * A snapshot of technical figures in tiles (for example capacity, cooling, power, connectivity), an optional machine picture and a button.
 */
export interface TechSpecsSection extends SectionHeading {
  /**
   * Section type. Always tech-specs for this block.
   */
  type: "tech-specs";
  tone: Tone;
  /**
   * The figures, one tile each, in order. Write them as they should read; keep them in line with site/data/machines.yaml (a test compares the capacity and power ranges of the home page with it).
   *
   * @minItems 1
   * @maxItems 6
   */
  items: {
    icon?: IconName;
    /**
     * What is measured, for example Capacity.
     */
    label: string;
    /**
     * The figure, for example 245 - 828 products.
     */
    value: string;
  }[];
  media?: Image;
  action?: Action;
}
/**
 * Customer quotes with five stars. Use quotes from site/data/testimonials.yaml by id, write them here, or both.
 */
export interface TestimonialsSection extends SectionHeading {
  /**
   * Section type. Always testimonials for this block.
   */
  type: "testimonials";
  tone: Tone;
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
   * What the customer said.
   */
  quote: string;
  /**
   * Who said it.
   */
  author: string;
  /**
   * Their role and business.
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
   * A short line above the title.
   */
  eyebrow?: string;
  /**
   * The section heading.
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
   * An optional video; media becomes its poster.
   */
  video?: string;
  actions?: PlainActions;
  tone: Tone;
}
/**
 * A button in a block of text: a default (solid brand colour) button of the default size unless it says otherwise.
 */
export interface PlainAction {
  /**
   * The words on the button.
   */
  label: string;
  /**
   * Where the button goes: a page of this site (/contact), a section of this page (#request-form), a page and section (/#contact), an http(s):// address, mailto: or tel:, or contact:phone or contact:email (the company phone or e-mail of site.yaml).
   */
  href: string;
  variant: ButtonVariant;
  size: ButtonSize;
  icon?: IconName;
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
     * Company name.
     */
    name: string;
    /**
     * A short line about the company, used in the footer.
     */
    tagline?: string;
    /**
     * A square picture for the browser tab, bookmarks and search results (an SVG or a PNG of at least 48 × 48 pixels). The logo when omitted.
     */
    icon?: string;
    /**
     * A square PNG of 180 × 180 pixels that phones show when the site is added to the home screen.
     */
    touchIcon?: string;
    logo: Image;
  };
  /**
   * The language (and country) of the content, such as en-US: dates are written the way it writes them, and search engines and shared links are told it.
   */
  locale: string;
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
  };
  /**
   * How visitors reach the company. Used by the footer, contact cards and legal pages.
   */
  contact: {
    /**
     * Phone number as shown.
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
       * Street and number, with the suite if any.
       */
      street: string;
      /**
       * City.
       */
      city: string;
      /**
       * State or region.
       */
      region: string;
      /**
       * ZIP or postal code, in quotes so it stays text, for example "75201".
       */
      postalCode: string;
      /**
       * Country, written out.
       */
      country: string;
    };
    /**
     * Business hours, e.g. Mon-Fri 8AM-6PM EST.
     */
    hours: string;
    /**
     * A note under the hours, e.g. emergency support.
     */
    hoursNote?: string;
    /**
     * Where the company works, e.g. Nationwide Service.
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
       * The address of the company's page on that network.
       */
      href: string;
    }[];
    /**
     * Link columns such as Quick Links and Products.
     */
    columns: {
      /**
       * The heading of the column, for example Quick Links.
       */
      title: string;
      /**
       * The links of the column, top to bottom.
       */
      links: NavLink[];
    }[];
    /**
     * Heading of the contact column.
     */
    contactTitle: string;
    /**
     * Links to the legal pages.
     */
    legal: NavLink[];
    /**
     * The copyright line.
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
    timeoutMs: number;
    /**
     * true when the webhook also takes an ordinary HTML form post (application/x-www-form-urlencoded, the fields by name plus formType, source and next, the thank-you address) and answers it with a page or a redirect. Then visitors without JavaScript can send the forms too. false: without JavaScript a form shows unavailableText with the phone and e-mail instead of its button. The local inbox /api/leads takes form posts; set LEAD_WEBHOOK_FORM_POSTS=true beside LEAD_WEBHOOK_URL when the production webhook does.
     */
    formPosts: boolean;
    /**
     * true when the lead relay (npm run leads) runs beside the site: the forms then post to /api/leads on this site, with and without JavaScript, and the relay stores each lead and forwards it to the webhook with retries. The webhook address stays on the server (LEAD_WEBHOOK_URL, or webhookUrl here) and is written nowhere in the built site. Building with LEAD_RELAY=true does the same.
     */
    relay: boolean;
    /**
     * Attribution of leads, off unless enabled is true: the first and the last utm_source, utm_medium, utm_campaign, utm_term and utm_content of the addresses a visitor arrived at, the path of the page they landed on and the origin of the site that sent them, kept in the visitor's browser (localStorage, first-party, no cookie; forgotten after 90 days) and sent with a lead. The lead relay stores them beside the lead (its inbox and CSV show them); the webhook receives only the fields listed in forward, added after the specification's body, which therefore stays exactly the specification's when forward is empty. Without the relay the listed fields are added to the body the browser sends. Ad click identifiers are off by default (clickIds).
     */
    attribution?: {
      /**
       * true: record the campaign values, landing page and referrer in the visitor's browser and send them with each lead. false: nothing is recorded (what was recorded before is removed from the visitor's browser).
       */
      enabled: boolean;
      /**
       * true: also keep the last gclid, fbclid and msclkid of the addresses a visitor arrived at. They identify a click on an ad to the ad network, so they need the visitor's advertising consent: leave this false unless the site asks for it.
       */
      clickIds: boolean;
      /**
       * The attribution fields the webhook receives, added after the specification's fields of the lead; empty (the default): the webhook receives exactly the specification's body, and the attribution stays in the relay's inbox.
       */
      forward: (
        | "first_utm_source"
        | "last_utm_source"
        | "first_utm_medium"
        | "last_utm_medium"
        | "first_utm_campaign"
        | "last_utm_campaign"
        | "first_utm_term"
        | "last_utm_term"
        | "first_utm_content"
        | "last_utm_content"
        | "landing_page"
        | "referrer"
        | "gclid"
        | "fbclid"
        | "msclkid"
      )[];
    };
    /**
     * Followed by the phone number and e-mail address of contact:, shown when a form cannot be sent: above the form and in place of its button when JavaScript is off and the webhook takes no form posts; under the button when a send failed or the page's scripts did not load.
     */
    unavailableText: string;
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
      /**
       * Secondary text on dark blocks and on the brand gradient (stats labels, card sentences, footer links).
       */
      darkMutedForeground: string;
      /**
       * Sentences under headings on dark blocks (the hero's subtitle and note), between darkForeground and darkMutedForeground.
       */
      darkSubtleForeground: string;
      /**
       * The second colour of the hero's dark background, which fades from dark to it.
       */
      darkAccent: string;
      /**
       * Highlighted words on dark backgrounds, such as the hero's highlight.
       */
      highlight: string;
    };
    /**
     * The fonts of the site.
     */
    fonts: {
      /**
       * The fonts for text, in order of preference: the browser uses the first one it has, for example Inter, system-ui, sans-serif.
       */
      body: string;
      /**
       * The fonts for headings, in order of preference.
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
  ui: UiWords;
}
/**
 * A header entry: a link (label and href) or a dropdown (label and items).
 */
export interface NavItem {
  /**
   * The words in the menu.
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
   * The words of the link.
   */
  label: string;
  /**
   * Where the link goes: a page of this site (/about), a section (/#contact) or an http(s):// address.
   */
  href: string;
}
/**
 * The fixed words of the site's own parts (forms, menus, the not-found page, legal pages, labels that only screen readers hear), in the language of locale. They live here only: every key is written out, so a site in another language names each one. Words in {braces} are filled in: keep them.
 */
export interface UiWords {
  /**
   * The first link of every page, shown when reached with the Tab key: it jumps over the header to the content.
   */
  skipLink: string;
  /**
   * The name of the home page in the trail of pages search engines show under a result (Home › Products › AI Vending Pro).
   */
  breadcrumbHome: string;
  /**
   * What screen readers say for a testimonial's stars.
   */
  rating: string;
  /**
   * What screen readers say for the play button of a text block's video; {alt} is the alt text of its picture.
   */
  playVideo: string;
  header: UiHeaderWords;
  footer: UiFooterWords;
  notFound: UiNotFoundWords;
  leadForm: UiLeadFormWords;
  legal: UiLegalWords;
  machine: UiMachineWords;
  steps: UiStepsWords;
}
/**
 * Words of the header that screen readers hear.
 */
export interface UiHeaderWords {
  /**
   * The name of the menu of links on wide screens.
   */
  mainNav: string;
  /**
   * The name of the menu of links on phones.
   */
  mobileNav: string;
  /**
   * The name of the button that opens the phone menu.
   */
  openMenu: string;
  /**
   * The name of the same button while the menu is open.
   */
  closeMenu: string;
}
/**
 * Words of the footer that screen readers hear.
 */
export interface UiFooterWords {
  /**
   * The name of the row of links to the legal pages.
   */
  legalNav: string;
  /**
   * The name of each social media link: {brand} is brand.name, {network} the network's name below.
   */
  social: string;
  networks: UiNetworkNames;
}
/**
 * The name of each social network, as said in its link.
 */
export interface UiNetworkNames {
  /**
   * The name of Facebook.
   */
  facebook: string;
  /**
   * The name of Instagram.
   */
  instagram: string;
  /**
   * The name of LinkedIn.
   */
  linkedin: string;
  /**
   * The name of X.
   */
  x: string;
  /**
   * The name of YouTube.
   */
  youtube: string;
}
/**
 * The page shown for an address the site does not have.
 */
export interface UiNotFoundWords {
  /**
   * The big line at the top.
   */
  code: string;
  /**
   * The sentence under it.
   */
  heading: string;
  /**
   * The words of the button back to the home page.
   */
  homeLabel: string;
  /**
   * The title in the browser tab; {brand} is brand.name.
   */
  title: string;
  /**
   * The page's description for search engines.
   */
  description: string;
}
/**
 * The fixed words of every lead form.
 */
export interface UiLeadFormWords {
  /**
   * The label of the name field.
   */
  fullName: string;
  /**
   * The label of the first-name field (forms with fields: { splitName: true }).
   */
  firstName: string;
  /**
   * The label of the last-name field.
   */
  lastName: string;
  /**
   * The label of the business-name field (forms with fields: { businessName: true }).
   */
  businessName: string;
  /**
   * The label of the e-mail field.
   */
  email: string;
  /**
   * The label of the phone field.
   */
  phone: string;
  /**
   * The label of the free-text box (forms with fields: { message: true }).
   */
  message: string;
  /**
   * The line above the fields.
   */
  requiredNote: string;
  /**
   * The label of the hidden field that only robots fill in (screen readers skip it too).
   */
  honeypot: string;
  /**
   * The words on the send button while the request is being sent.
   */
  submitting: string;
  /**
   * The title of the notice shown when a request could not be sent.
   */
  failedTitle: string;
  /**
   * The sentence of that notice.
   */
  failedText: string;
  /**
   * What screen readers say for the button that closes the notice.
   */
  dismiss: string;
}
/**
 * The fixed words of legal pages.
 */
export interface UiLegalWords {
  /**
   * The short line above the title.
   */
  eyebrow: string;
  /**
   * The words before the date the document takes effect.
   */
  effectiveDate: string;
  /**
   * The heading of the list of the document's parts, beside it on wide screens.
   */
  contents: string;
  /**
   * The words before the phone number in the contact block.
   */
  phone: string;
  /**
   * The words before the e-mail address in the contact block.
   */
  email: string;
}
/**
 * Words of the machine cards and pages that screen readers hear.
 */
export interface UiMachineWords {
  /**
   * Said before the capacity badge, for example Capacity: 245+ drinks/snacks.
   */
  capacity: string;
  /**
   * Said after the words of a card's link to the model's page; {model} is its full name.
   */
  detailsFor: string;
  /**
   * Said for the Download Specs button; {model} is the model's full name.
   */
  printHint: string;
  /**
   * The words on each lineup card's pricing button, unless the lineup section names its own (pricingLabel).
   */
  pricingLabel: string;
  /**
   * The words of each lineup card's link to the model's own page, unless the lineup section names its own (detailsLabel); screen readers also hear detailsFor.
   */
  detailsLabel: string;
  /**
   * The words of a product page's link back to the list of all models, unless the product-hero section names its own (backLabel).
   */
  backLabel: string;
}
/**
 * Words of steps sections that screen readers hear.
 */
export interface UiStepsWords {
  /**
   * Said before each step's title.
   */
  step: string;
  /**
   * The name of the progress bar; {title} is the section's title.
   */
  progress: string;
}
/**
 * The kinds of lead request, keyed by id. A lead form names its kind with formType: <id>; the id is sent with every submission so the sales team can sort leads.
 */
export interface FormTypesData {
  /**
   * Each key is the id of a kind of request, sent as formType: lower-case letters, digits and underscores (quote_request).
   */
  items: {
    [k: string]: FormType;
  };
}
/**
 * One kind of lead request.
 */
export interface FormType {
  /**
   * What the request is for and where it comes from (shown to editors and the sales team, not to visitors).
   */
  description: string;
}
/**
 * The machine models, keyed by id (the id is in the address of the model's page, see detailPath), the specifications all models share, and how their figures are named.
 */
export interface MachinesData {
  /**
   * The address of each model's own page, {id} standing for the model's id: the cards of a lineup link there.
   */
  detailPath: string;
  /**
   * What every model is, told to search engines as the product category of each model's page.
   */
  category: string;
  /**
   * The figures in the key facts of a model's page (product-highlights), in order: the words shown and the field of the model they show.
   *
   * @minItems 1
   */
  keyFacts: MachineFact[];
  /**
   * The rows of a model's specifications table (product-specs), in order. A field of common is the same for every model; a row whose field a model leaves out (specialFeature) is skipped.
   *
   * @minItems 1
   */
  specTable: MachineFact[];
  /**
   * The figures search engines are told about each model, in order.
   *
   * @minItems 1
   */
  searchFacts: MachineFact[];
  common: CommonSpecs;
  /**
   * Each key is a model id (lower-case, dashes).
   */
  items: {
    [k: string]: Machine;
  };
}
/**
 * One figure: its words and the field of the model (or of common) it shows.
 */
export interface MachineFact {
  /**
   * The words shown beside the figure, for example Capacity.
   */
  label: string;
  /**
   * The field shown: one of a model's fields (capacityText, dimensions…) or of common (door, power, recognition, monitoring).
   */
  field:
    | "name"
    | "fullName"
    | "subtitle"
    | "capacity"
    | "capacityText"
    | "dimensions"
    | "weight"
    | "coolingRange"
    | "powerConsumption"
    | "specialFeature"
    | "useCase"
    | "door"
    | "power"
    | "recognition"
    | "monitoring";
}
/**
 * Specifications every model shares.
 */
export interface CommonSpecs {
  /**
   * Door material.
   */
  door: string;
  /**
   * Electrical supply.
   */
  power: string;
  /**
   * AI recognition time.
   */
  recognition: string;
  /**
   * Remote monitoring.
   */
  monitoring: string;
}
/**
 * One machine model.
 */
export interface Machine {
  /**
   * Short name, e.g. AI Mini.
   */
  name: string;
  /**
   * Full name, e.g. AI Vending Mini.
   */
  fullName: string;
  /**
   * One line under the name.
   */
  subtitle: string;
  /**
   * A paragraph about the model.
   */
  description: string;
  /**
   * Number of products it holds, as text.
   */
  capacity: string;
  /**
   * Capacity as shown on badges, e.g. 245+ drinks/snacks.
   */
  capacityText: string;
  /**
   * Width x depth x height in inches.
   */
  dimensions: string;
  /**
   * Weight with unit.
   */
  weight: string;
  /**
   * Temperature range.
   */
  coolingRange: string;
  /**
   * Energy per 24 hours.
   */
  powerConsumption: string;
  /**
   * The model's distinguishing feature, if any.
   */
  specialFeature?: string;
  /**
   * A sentence under the special feature in the model's reasons to choose it (product-highlights).
   */
  specialFeatureText?: string;
  /**
   * Where it fits best.
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
   * What the list is for (shown to editors only).
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
   * What the visitor sees in the list, for example Office Building.
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
