// @vitest-environment jsdom
/**
 * The one button recipe (src/ui/button-recipe.ts) and the components that use it
 * (src/ui/Button.tsx): SPEC §9 "Button styles: variants default, destructive, outline, secondary,
 * ghost, link, hero, hero-outline; sizes default, sm, lg, xl, icon."
 */
import { ThemeProvider } from '@emotion/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Fragment, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonRecipe } from '../../src/ui/button-recipe';
import { Button, ButtonLink } from '../../src/ui/Button';
import { makeTheme } from '../../src/theme/theme';
import { loadFixtureSite } from '../helpers/render';

const theme = makeTheme(loadFixtureSite('site').site.site.theme);

const VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'hero', 'hero-outline'] as const;
const SIZES = ['default', 'sm', 'lg', 'xl', 'icon'] as const;

/** jsdom has no scrollIntoView: a recording stand-in for the tests that scroll, undone after each test. */
const nativeScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
function stubScrollIntoView() {
  const scrolled = vi.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true, writable: true });
  return scrolled;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (nativeScrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', nativeScrollIntoView);
  else delete (Element.prototype as Partial<Element>).scrollIntoView;
  history.replaceState(null, '', '/');
});

/** Where the router is: rendered next to the element under test. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

function renderUi(ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <ThemeProvider theme={theme}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Location />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const EMOTION_CLASS = /^css-[a-z0-9]+/;

/**
 * The CSS Emotion serialized for an element: every rule in the document's Emotion style tags whose
 * selector names one of the element's Emotion classes, with the class replaced by `.self` so two
 * elements with the same look give the same text.
 */
function cssOf(element: Element): string {
  const classes = [...element.classList].filter((name) => EMOTION_CLASS.test(name));
  expect(classes, `${element.outerHTML} has an Emotion class`).not.toEqual([]);
  const rules = [...document.head.querySelectorAll('style[data-emotion]')].flatMap((style) => (style.textContent ?? '').split(/(?<=\})/));
  return classes
    .flatMap((name) => rules.filter((rule) => rule.includes(`.${name}`)).map((rule) => rule.replaceAll(`.${name}`, '.self')))
    .join('\n');
}

/** One Button of each variant, named after it. */
const renderVariants = () =>
  renderUi(
    <>
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </>,
  );

/** One Button of each size, named after it; `text`: what it shows instead of its name (then its aria-label). */
const renderSizes = (text?: string) =>
  renderUi(
    <>
      {SIZES.map((size) => (
        <Button key={size} size={size} aria-label={text === undefined ? undefined : size}>
          {text ?? size}
        </Button>
      ))}
    </>,
  );

/**
 * One element made by `make` for each variant in each size, named `<variant> <size>`; returns them,
 * found by `role` with one query (a query by name per element reads every element's name again:
 * seconds in jsdom).
 */
function renderEveryLook(
  role: 'button' | 'link',
  make: (variant: (typeof VARIANTS)[number], size: (typeof SIZES)[number], name: string) => ReactNode,
): HTMLElement[] {
  const looks = VARIANTS.flatMap((variant) => SIZES.map((size) => ({ variant, size, name: `${variant} ${size}` })));
  renderUi(
    <>
      {looks.map(({ variant, size, name }) => (
        <Fragment key={name}>{make(variant, size, name)}</Fragment>
      ))}
    </>,
  );
  const found = screen.getAllByRole(role);
  expect(found.map((element) => element.textContent)).toEqual(looks.map(({ name }) => name));
  return found;
}

const hex = (color: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const rem = (value: string) => parseFloat(value);

describe('the button recipe', () => {
  it('defaults to variant default and size default', () => {
    expect(buttonRecipe(theme)).toEqual(buttonRecipe(theme, { variant: 'default', size: 'default' }));
    expect(buttonRecipe(theme, { size: 'xl' })).toEqual(buttonRecipe(theme, { variant: 'default', size: 'xl' }));
    expect(buttonRecipe(theme, { variant: 'ghost' })).toEqual(buttonRecipe(theme, { variant: 'ghost', size: 'default' }));
  });
});

describe('Button', () => {
  it('renders every variant and size as a native button (type="button") with no variant or size attribute', () => {
    const buttons = renderEveryLook('button', (variant, size, name) => (
      <Button variant={variant} size={size}>
        {name}
      </Button>
    ));
    for (const button of buttons) {
      expect(button.hasAttribute('variant'), button.textContent!).toBe(false);
      expect(button.hasAttribute('size'), button.textContent!).toBe(false);
      expect(button.getAttribute('type'), button.textContent!).toBe('button');
    }
  });

  it('gives each of the eight variants a look of its own', () => {
    renderVariants();
    const looks = VARIANTS.map((variant) => cssOf(screen.getByRole('button', { name: variant })));
    expect(new Set(looks).size).toBe(VARIANTS.length);
    const classes = VARIANTS.map((variant) => screen.getByRole('button', { name: variant }).className);
    expect(new Set(classes).size).toBe(VARIANTS.length);
  });

  it('gives each of the five sizes a look of its own', () => {
    renderSizes();
    const looks = SIZES.map((size) => cssOf(screen.getByRole('button', { name: size })));
    expect(new Set(looks).size).toBe(SIZES.length);
  });

  it('applies the defaults when variant and size are omitted', () => {
    renderUi(
      <>
        <Button>implicit</Button>
        <Button variant="default" size="default">
          explicit
        </Button>
        <Button variant="outline">outline only</Button>
        <Button variant="outline" size="default">
          outline default size
        </Button>
      </>,
    );
    const look = (name: string) => cssOf(screen.getByRole('button', { name }));
    expect(look('implicit')).toBe(look('explicit'));
    expect(screen.getByRole('button', { name: 'implicit' }).className).toBe(screen.getByRole('button', { name: 'explicit' }).className);
    expect(look('outline only')).toBe(look('outline default size'));
  });

  it('paints each variant in the colours its name promises', () => {
    renderVariants();
    const style = (variant: string) => getComputedStyle(screen.getByRole('button', { name: variant }));
    const css = (variant: string) => cssOf(screen.getByRole('button', { name: variant }));
    expect(style('default').backgroundColor).toBe(hex(theme.colors.primary));
    expect(style('default').color).toBe(hex(theme.colors.primaryForeground));
    expect(style('destructive').backgroundColor).toBe(hex(theme.colors.destructive));
    expect(style('secondary').backgroundColor).toBe(hex(theme.colors.muted));
    for (const quiet of ['outline', 'ghost', 'link']) expect(css(quiet), quiet).toMatch(/background:transparent/);
    expect(css('outline')).toContain(`border-color:${theme.colors.border}`);
    expect(css('ghost')).not.toMatch(/[{;]border-color:/);
    expect(css('link')).toMatch(/text-decoration:underline/);
    expect(css('link')).toContain(`color:${theme.colors.primary}`);
    // The brand gradient, from the site's primary colour to its accent.
    expect(css('hero')).toMatch(
      new RegExp(`background:linear-gradient\\(135deg, ?${theme.colors.primary}, ?${theme.colors.accent}\\)`, 'i'),
    );
    expect(css('hero-outline')).toContain('border-color:currentColor');
  });

  it('grows from sm to xl, and icon is square', () => {
    renderSizes('*');
    const style = (size: string) => getComputedStyle(screen.getByRole('button', { name: size }));
    const heights = (['sm', 'default', 'lg', 'xl'] as const).map((size) => rem(style(size).minHeight));
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    expect(new Set(heights).size).toBe(4);
    const fonts = (['sm', 'default', 'lg', 'xl'] as const).map((size) => rem(style(size).fontSize));
    expect(fonts).toEqual([...fonts].sort((a, b) => a - b));
    expect(style('icon').width).toBe(style('icon').height);
    expect(style('icon').width).not.toBe('');
  });

  it('passes native attributes and handlers through and honours type="submit"', () => {
    const onClick = vi.fn();
    renderUi(
      <>
        <Button type="submit" disabled aria-label="Send">
          Go
        </Button>
        <Button onClick={onClick} data-testid="clicker">
          Click
        </Button>
      </>,
    );
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.type).toBe('submit');
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('clicker'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('ButtonLink', () => {
  it('uses the same recipe as Button: same variant and size, same look', () => {
    renderUi(
      <>
        <Button variant="hero" size="xl">
          as button
        </Button>
        <ButtonLink href="/contact" variant="hero" size="xl">
          as link
        </ButtonLink>
        <ButtonLink href="/contact">default link</ButtonLink>
        <Button>default button</Button>
      </>,
    );
    expect(cssOf(screen.getByRole('link', { name: 'as link' }))).toBe(cssOf(screen.getByRole('button', { name: 'as button' })));
    expect(cssOf(screen.getByRole('link', { name: 'default link' }))).toBe(cssOf(screen.getByRole('button', { name: 'default button' })));
  });

  it('keeps variant and size off the <a> for all 40 combinations, each a look of its own on the shared base', () => {
    const links = renderEveryLook('link', (variant, size, name) => (
      <ButtonLink href="/contact" variant={variant} size={size}>
        {name}
      </ButtonLink>
    ));
    for (const link of links) {
      expect(link.hasAttribute('variant'), link.textContent!).toBe(false);
      expect(link.hasAttribute('size'), link.textContent!).toBe(false);
    }
    const looks = links.map(cssOf);
    expect(new Set(looks).size).toBe(VARIANTS.length * SIZES.length);
    // Every look keeps what all buttons share: laid out in a row, rounded, and dimmed when disabled.
    for (const [i, look] of looks.entries()) {
      expect(look, links[i]!.textContent!).toContain('display:inline-flex');
      expect(look, links[i]!.textContent!).toContain(`border-radius:${theme.radii.md}`);
      expect(look, links[i]!.textContent!).toMatch(/\.self:disabled,\s*\.self\[aria-disabled="true"\]\{opacity:0\.6;cursor:not-allowed;\}/);
    }
  });

  it('renders a site page as a plain link the browser follows: href /contact, the next document loaded whole', () => {
    renderUi(<ButtonLink href="/contact">Get Pricing</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Get Pricing' });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.hasAttribute('target')).toBe(false);
    const notPrevented = fireEvent.click(link);
    expect(notPrevented, 'no script takes the click from the browser').toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/start');
  });

  it.each(['https://www.facebook.com/', 'http://example.com/page'])(
    'opens the external link %s in a new tab without access to this page',
    (href) => {
      renderUi(<ButtonLink href={href}>Elsewhere</ButtonLink>);
      const link = screen.getByRole('link', { name: 'Elsewhere' });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      // Not a router link: the app leaves the click to the browser (read after React's handlers ran,
      // then cancelled so jsdom does not try to open the address) and the app does not move.
      let defaultPreventedByApp: boolean | undefined;
      const seen = (event: Event) => (defaultPreventedByApp = event.defaultPrevented);
      const stop = (event: Event) => event.preventDefault();
      document.addEventListener('click', seen);
      window.addEventListener('click', stop);
      try {
        fireEvent.click(link);
      } finally {
        document.removeEventListener('click', seen);
        window.removeEventListener('click', stop);
      }
      expect(defaultPreventedByApp).toBe(false);
      expect(screen.getByTestId('location').textContent).toBe('/start');
    },
  );

  it.each(['mailto:info@smartvend.example', 'tel:2145550142'])('keeps %s in the same tab', (href) => {
    renderUi(<ButtonLink href={href}>Reach us</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Reach us' });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('renders an #anchor as an in-page link that scrolls to its section and keeps the page', () => {
    const scrolled = stubScrollIntoView();
    renderUi(
      <>
        <ButtonLink href="#how-it-works">See How It Works</ButtonLink>
        <section id="how-it-works">Steps</section>
      </>,
    );
    const link = screen.getByRole('link', { name: 'See How It Works' });
    expect(link.getAttribute('href')).toBe('#how-it-works');
    expect(link.hasAttribute('target')).toBe(false);
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('how-it-works'));
    expect(window.location.hash).toBe('#how-it-works');
    expect(document.activeElement).toBe(document.getElementById('how-it-works'));
    expect(screen.getByTestId('location').textContent).toBe('/start');
  });

  it('leaves an #anchor with no matching section to the browser', () => {
    const scrolled = stubScrollIntoView();
    renderUi(<ButtonLink href="#nowhere">Nowhere</ButtonLink>);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Nowhere' }));
    expect(notPrevented).toBe(true);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('calls its own onClick before the in-page scroll, and a handler can cancel the scroll', () => {
    const scrolled = stubScrollIntoView();
    renderUi(
      <>
        <ButtonLink href="#target" onClick={(event) => event.preventDefault()}>
          Cancelled
        </ButtonLink>
        <div id="target" />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Cancelled' }));
    expect(scrolled).not.toHaveBeenCalled();
  });
});
