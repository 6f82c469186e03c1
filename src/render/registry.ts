import type { ComponentType } from 'react';
import type { SectionPropsMap } from '../generated/content-types';
import Audiences from '../sections/Audiences';
import Benefits from '../sections/Benefits';
import Checklist from '../sections/Checklist';
import ContactCards from '../sections/ContactCards';
import Cta from '../sections/Cta';
import Features from '../sections/Features';
import FloatingSnacks from '../sections/FloatingSnacks';
import Hero from '../sections/Hero';
import LeadForm from '../sections/LeadForm';
import Legal from '../sections/Legal';
import Lineup from '../sections/Lineup';
import ProductHero from '../sections/ProductHero';
import ProductHighlights from '../sections/ProductHighlights';
import ProductSpecs from '../sections/ProductSpecs';
import Steps from '../sections/Steps';
import SupportPartner from '../sections/SupportPartner';
import SupportPortal from '../sections/SupportPortal';
import TechSpecs from '../sections/TechSpecs';
import Testimonials from '../sections/Testimonials';
import Text from '../sections/Text';

export type Registry = { [K in keyof SectionPropsMap]: ComponentType<SectionPropsMap[K]> };

/** Each section type of the schema and the one component that renders it. */
export const registry: Registry = {
  audiences: Audiences,
  benefits: Benefits,
  checklist: Checklist,
  'contact-cards': ContactCards,
  cta: Cta,
  features: Features,
  'floating-snacks': FloatingSnacks,
  hero: Hero,
  'lead-form': LeadForm,
  legal: Legal,
  lineup: Lineup,
  'product-hero': ProductHero,
  'product-highlights': ProductHighlights,
  'product-specs': ProductSpecs,
  steps: Steps,
  'support-partner': SupportPartner,
  'support-portal': SupportPortal,
  'tech-specs': TechSpecs,
  testimonials: Testimonials,
  text: Text,
};
