/* Generated from schema/sections by `npm run gen:types`. Do not edit: add or rename a schema and run it again. */

/** Each section type of schema/sections and the module of its component, loaded on demand. */
export const sectionModules = {
  audiences: () => import('../sections/Audiences'),
  benefits: () => import('../sections/Benefits'),
  checklist: () => import('../sections/Checklist'),
  'contact-cards': () => import('../sections/ContactCards'),
  cta: () => import('../sections/Cta'),
  features: () => import('../sections/Features'),
  'floating-snacks': () => import('../sections/FloatingSnacks'),
  hero: () => import('../sections/Hero'),
  'lead-form': () => import('../sections/LeadForm'),
  legal: () => import('../sections/Legal'),
  lineup: () => import('../sections/Lineup'),
  'product-hero': () => import('../sections/ProductHero'),
  'product-highlights': () => import('../sections/ProductHighlights'),
  'product-specs': () => import('../sections/ProductSpecs'),
  steps: () => import('../sections/Steps'),
  'support-partner': () => import('../sections/SupportPartner'),
  'support-portal': () => import('../sections/SupportPortal'),
  'tech-specs': () => import('../sections/TechSpecs'),
  testimonials: () => import('../sections/Testimonials'),
  text: () => import('../sections/Text'),
};
