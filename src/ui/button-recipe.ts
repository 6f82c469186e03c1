import { recipe, type RecipeSelection } from './recipe';

/** Every button look of the site: variants and sizes, declared once. */
export const buttonRecipe = recipe({
  base: (t) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5rem',
    fontWeight: 600,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    border: '2px solid transparent',
    borderRadius: t.radii.md,
    cursor: 'pointer',
    transition: `background-color ${t.motion.fast}, color ${t.motion.fast}, border-color ${t.motion.fast}, box-shadow ${t.motion.fast}, transform ${t.motion.fast}`,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    '& svg': { flexShrink: 0, width: '1.1em', height: '1.1em' },
  }),
  variants: {
    variant: {
      default: (t) => ({ background: t.colors.primary, color: t.colors.primaryForeground, '&:hover': { filter: 'brightness(1.1)' } }),
      destructive: (t) => ({
        background: t.colors.destructive,
        color: t.colors.destructiveForeground,
        '&:hover': { filter: 'brightness(1.1)' },
      }),
      outline: (t) => ({
        background: 'transparent',
        color: t.colors.foreground,
        borderColor: t.colors.border,
        '&:hover': { background: t.colors.muted },
      }),
      secondary: (t) => ({ background: t.colors.muted, color: t.colors.foreground, '&:hover': { borderColor: t.colors.border } }),
      ghost: (t) => ({ background: 'transparent', color: t.colors.foreground, '&:hover': { background: t.colors.muted } }),
      link: (t) => ({
        background: 'transparent',
        color: t.colors.primary,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        paddingInline: 0,
      }),
      hero: (t) => ({
        background: t.gradients.brand,
        color: t.colors.primaryForeground,
        boxShadow: t.shadows.md,
        '&:hover': { boxShadow: t.shadows.lg, transform: 'translateY(-1px)' },
      }),
      'hero-outline': (t) => ({
        background: t.veil(0.08),
        color: 'inherit',
        borderColor: 'currentColor',
        '&:hover': { background: t.veil(0.16) },
      }),
    },
    size: {
      default: { minHeight: '2.75rem', padding: '0.5rem 1.125rem', fontSize: '0.9375rem' },
      sm: { minHeight: '2.25rem', padding: '0.375rem 0.75rem', fontSize: '0.875rem' },
      lg: { minHeight: '3rem', padding: '0.75rem 1.75rem', fontSize: '1rem' },
      xl: { minHeight: '3.5rem', padding: '0.875rem 2.25rem', fontSize: '1.125rem' },
      icon: { width: '2.75rem', height: '2.75rem', padding: 0 },
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonStyleProps = RecipeSelection<typeof buttonRecipe.config.variants>;
